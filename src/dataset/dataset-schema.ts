import { contractRef } from '../contract/contract-ref.js';
import { limits } from '../contract/limits.js';
import { DATASET_VERSION, type DatasetRecord } from './dataset.js';

/**
 * JSON Schemas of the dataset file, in both forms. Links, tags and workspaces are the contract's own
 * response schemas, so a dataset the mock accepts is made of valid responses.
 */
const id = { type: 'string', minLength: 1 };
const user = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'defaultFolderId'],
  additionalProperties: false,
  properties: {
    id,
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    role: { enum: ['owner', 'member'] },
    defaultFolderId: { type: ['string', 'null'] },
  },
};
const token = {
  type: 'object',
  required: ['token', 'userId'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 8 }, userId: id },
};
const folder = { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id, name: { type: 'string', minLength: 1 } } };
const webhook = {
  type: 'object',
  required: ['id', 'name', 'url'],
  additionalProperties: false,
  properties: { id, name: { type: 'string' }, url: { type: 'string', format: 'uri' }, secret: { type: 'string', minLength: 1 } },
};
/** A string of at most `maxLength` characters (and at least `minLength`), or null. */
const textOrNull = (maxLength: number, minLength = 0) => ({ type: ['string', 'null'], maxLength, ...(minLength > 0 && { minLength }) });
/**
 * A link as a dataset holds it: a Link of the contract, whose fields a create limited (§8, read from the contract)
 * still within those limits, for every stored link was created (a key of 191 characters is no link the service
 * can hold). The url is not limited: the utm_* fields written into it may take it past 32,000 characters (utm gap).
 */
const storedLink = {
  allOf: [
    contractRef('#/components/schemas/Link'),
    {
      properties: {
        domain: { type: 'string', maxLength: limits.domain.maxLength },
        key: { type: 'string', maxLength: limits.key.maxLength },
        externalId: textOrNull(limits.externalId.maxLength, limits.externalId.minLength),
        tenantId: textOrNull(limits.tenantId.maxLength),
        expiredUrl: textOrNull(limits.expiredUrl.maxLength),
        ios: textOrNull(limits.ios.maxLength),
        android: textOrNull(limits.android.maxLength),
      },
    },
  ],
};
const workspaceParts = {
  workspace: contractRef('#/components/schemas/Workspace'),
  users: { type: 'array', minItems: 1, items: user },
  tokens: { type: 'array', minItems: 1, items: token },
  folders: { type: 'array', items: folder },
  webhooks: { type: 'array', items: webhook },
};
const header = {
  version: { const: DATASET_VERSION },
  seed: { type: 'number' },
  now: { type: 'string', format: 'date-time' },
  baseUrl: { type: 'string', format: 'uri' },
  stateFile: {
    type: 'object',
    required: ['journalSeq', 'frozenAt', 'random'],
    additionalProperties: false,
    properties: {
      journalSeq: { type: 'integer', minimum: 0 },
      frozenAt: { type: ['number', 'null'] },
      random: { type: 'array', minItems: 1, items: { type: 'integer' } },
    },
  },
};

export const datasetSchema = {
  type: 'object',
  required: ['version', 'seed', 'now', 'baseUrl', 'workspaces'],
  additionalProperties: false,
  properties: {
    ...header,
    workspaces: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['workspace', 'users', 'tokens', 'folders', 'webhooks', 'tags', 'links'],
        additionalProperties: false,
        properties: {
          ...workspaceParts,
          tags: { type: 'array', items: contractRef('#/components/schemas/Tag') },
          links: { type: 'array', items: storedLink },
        },
      },
    },
  },
};

/** The schema of each ndjson record, by its `kind`; choosing by kind names the real problem of a bad line. */
export const datasetRecordSchemas: Record<DatasetRecord['kind'], object> = {
  dataset: { type: 'object', required: ['kind', 'version', 'seed', 'now', 'baseUrl'], additionalProperties: false, properties: { kind: { const: 'dataset' }, ...header } },
  tag: {
    type: 'object',
    required: ['kind', 'workspaceId', 'tag'],
    additionalProperties: false,
    properties: { kind: { const: 'tag' }, workspaceId: id, tag: contractRef('#/components/schemas/Tag') },
  },
  link: { type: 'object', required: ['kind', 'link'], additionalProperties: false, properties: { kind: { const: 'link' }, link: storedLink } },
  workspace: {
    type: 'object',
    required: ['kind', ...Object.keys(workspaceParts)],
    additionalProperties: false,
    properties: { kind: { const: 'workspace' }, ...workspaceParts },
  },
};
