/**
 * linkproof: contract-first mock and conformance kit for the Link Shortening and Attribution Service.
 * This module is the runtime-agnostic public surface: it imports nothing of Node and bundles for the
 * browser. Node-only parts (serving over HTTP, reading dataset files) are in `linkproof/node`.
 */

/**
 * A typed client over openapi-fetch, with bearer auth.
 * @example
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4010', token });
 * const { data: links } = await client.GET('/links', { params: { query: { pageSize: 10 } } });
 */
export { createClient, type CreateClientOptions, type LinkproofClient } from './client/create-client.js';

/**
 * openapi.yaml, parsed, and the types generated from it.
 * @example
 * type Link = components['schemas']['Link'];
 */
export { openapiDocument } from './contract/openapi-document.js';
export type { components, operations, paths } from './contract/openapi-types.js';

/**
 * The operations of the contract (its route table) and lookups by operationId or method and path.
 * @example
 * matchOperation('DELETE', '/links/ext_42') // → { operation: deleteLink, pathParams: { linkId: 'ext_42' } }
 */
export {
  operations as contractOperations,
  getOperation,
  isOperationId,
  matchOperation,
  type Operation,
  type OperationId,
  type OperationMatch,
} from './contract/operations.js';

/**
 * The spec's limits (section 8) and closed sets, read from openapi.yaml.
 * @example
 * limits.pageSize.maximum // 100
 * enums.tagColor          // ['red', 'yellow', …]
 */
export { limits, type Limits } from './contract/limits.js';
export { enums, type ErrorCode, type TagColor, type WorkspacePlan } from './contract/enums.js';
export { errorCodeByStatus, statusByErrorCode } from './contract/error-codes.js';

/**
 * Validators compiled from openapi.yaml (ajv, JSON Schema 2020-12; precompiled, so no schema compiler runs). Each
 * returns every violation with its JSON pointer.
 * @example
 * validateRequestBody('createTag', { name: '' }) // → [{ pointer: '/name', keyword: 'minLength', … }]
 * validateResponse('getLinksCount', 200, 'application/json', 3) // → []
 */
export { validateRequestBody } from './contract/validate-request-body.js';
export { validateResponse } from './contract/validate-response.js';
export { parseParameters, type ParsedParameters, type RawParameters } from './contract/parse-parameters.js';
export { describeViolation, type Violation } from './contract/violation.js';

/**
 * Where the spec says "not shown": every gap with linkproof's default, and each place openapi.yaml marks one.
 * @example
 * specGaps.find((gap) => gap.id === 'list-page-params')?.default
 */
export { specGaps, specGapMarks, type SpecGapMark } from './contract/spec-gaps.js';
export type { SpecGap } from './contract/openapi-shape.js';

/**
 * The stateful mock, in process: `handle` takes plain requests, `fetch` Web ones (pass it to createClient).
 * Without a dataset it starts from that of fixtures/default.json.
 * @example
 * const mock = createMock({ seed: 1 });
 * const client = createClient({ baseUrl: 'http://mock', token: 'lp_acme_demo_token', fetch: mock.fetch });
 */
export { createMockWithDefaults as createMock } from './mock/create-mock-with-defaults.js';
export { ContractViolationError, type Mock, type MockOptions } from './mock/create-mock.js';
export type { MockRequest, MockResponse } from './mock/mock-http.js';
export { fixedClock, systemClock, type Clock } from './mock/clock.js';
/**
 * Realistic, contract-valid data, deterministic by seed.
 * @example
 * const dataset = buildDataset({ seed: 42, workspaces: 2, links: 500 });
 * const link = buildLink({ key: 'spring-sale' }, { seed: 3 });
 */
export { buildDataset, generateDatasetRecords, type DatasetOptions, type WorkspaceSpec } from './factories/build-dataset.js';
export { buildLink } from './factories/build-link.js';
export { buildTag } from './factories/build-tag.js';
export { buildWorkspace } from './factories/build-workspace.js';
export { DEFAULT_DATASET_OPTIONS } from './factories/default-dataset.js';
export { DEFAULT_TOKENS } from './dataset/default-tokens.js';

/**
 * Datasets: the shape, a parser that names the first bad record, and the default dataset on a given day
 * (what `createMock()` starts from; precomputed, so it costs no faker).
 * @example
 * const parsed = parseDataset(JSON.parse(text)); // parsed.ok ? parsed.value : parsed.error
 * const dataset = defaultDataset(Date.now());
 */
export type { Dataset, DatasetRecord, DatasetWorkspace, Link, Tag, Workspace } from './dataset/dataset.js';
export { parseDataset } from './dataset/parse-dataset.js';
export { defaultDataset } from './dataset/default-dataset.js';
export { shiftDataset } from './dataset/shift-dataset.js';

export type { Result } from './result.js';
/** Follow a deployment's choices on the gaps (a `linkproof conform --write-profile` file, parsed): `createMock({ profile })`. */
export { mockProfileOf, type MockProfile } from './mock/mock-profile.js';
