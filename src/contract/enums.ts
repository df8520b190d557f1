import type { components, operations } from './openapi-types.js';
import { deepFreeze } from '../deep-freeze.js';
import { enumOf, parameterSchema, schemaAt } from './read-keyword.js';

type Schemas = components['schemas'];
type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/**
 * The closed sets of the contract, read from openapi.yaml and typed from the generated types,
 * so a value added to openapi.yaml appears here and in every type at once.
 */
export const enums = deepFreeze({
  tagColor: enumOf<Schemas['TagColor']>(schemaAt('#/components/schemas/TagColor')),
  workspacePlan: enumOf<Schemas['WorkspacePlan']>(schemaAt('#/components/schemas/WorkspacePlan')),
  errorCode: enumOf<Schemas['ErrorCode']>(schemaAt('#/components/schemas/ErrorCode')),
  linkSortField: enumOf<LinkSortField>(schemaAt('#/components/schemas/LinkSortField')),
  sortOrder: enumOf<SortOrder>(parameterSchema('getLinks', 'query', 'sortOrder')),
  countGroupBy: enumOf<CountGroupBy>(parameterSchema('getLinksCount', 'query', 'groupBy')),
  qrLevel: enumOf<NonNullable<Query<'getQRCode'>['level']>>(parameterSchema('getQRCode', 'query', 'level')),
});

export type TagColor = Schemas['TagColor'];
export type WorkspacePlan = Schemas['WorkspacePlan'];
export type ErrorCode = Schemas['ErrorCode'];
/** A field links are listed by (`sortBy`). */
export type LinkSortField = Schemas['LinkSortField'];
/** A direction links are listed in (`sortOrder`). */
export type SortOrder = NonNullable<Query<'getLinks'>['sortOrder']>;
/** A field links are counted per (`groupBy` of GET /links/count). */
export type CountGroupBy = NonNullable<Query<'getLinksCount'>['groupBy']>;
