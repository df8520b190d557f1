import { enums } from '../contract/enums.js';

/** A domain name as a workspace's domains and link destinations use it: lower case, two labels or more. */
const HOSTNAME = {
  type: 'string',
  maxLength: 190,
  pattern: '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$',
} as const;

const COUNT = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

const NAMES = (maxLength: number) => ({ type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength } }) as const;

/**
 * The JSON Schema (2020-12) of a `linkproof fixtures --config` file, YAML or JSON: the options of buildDataset
 * as a person writes them. What a schema cannot say (tag names unique ignoring case, tokens and domains used
 * once, a domain list within the plan's limit) is checked after it, in read-fixtures-config.ts.
 */
export const FIXTURES_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    seed: COUNT,
    now: { type: 'string', format: 'date-time' },
    baseUrl: { type: 'string', format: 'uri', pattern: '^https?://' },
    links: COUNT,
    // A number of generic workspaces, or each one described.
    workspaces: {
      type: ['integer', 'array'],
      minimum: 1,
      maximum: 10_000,
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          slug: { type: 'string', minLength: 1, maxLength: 48, pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$' },
          name: { type: 'string', minLength: 1, maxLength: 190 },
          plan: { enum: enums.workspacePlan },
          // The mock reads a token as the \S+ after "Bearer"; the dataset's tokens have 8 or more characters.
          token: { type: 'string', pattern: '^\\S{8,}$' },
          // A number of domains named after the slug, or their names, primary first.
          domains: { type: ['integer', 'array'], minimum: 0, maximum: 10_000, uniqueItems: true, items: HOSTNAME },
          links: COUNT,
          tags: COUNT,
          folders: COUNT,
          // How many (their receivers reserved .example placeholders), or each one with its receiver and secret.
          webhooks: {
            oneOf: [
              { ...COUNT, maximum: 10_000 },
              {
                type: 'array',
                maxItems: 100,
                items: {
                  type: 'object',
                  required: ['url'],
                  additionalProperties: false,
                  properties: {
                    name: { type: 'string', minLength: 1, maxLength: 100 },
                    url: { type: 'string', pattern: '^https?://[^\\s]+$' },
                    secret: { type: 'string', minLength: 1, maxLength: 200 },
                  },
                },
              },
            ],
          },
          users: { ...COUNT, minimum: 1, maximum: 10_000 },
        },
      },
    },
    vocabulary: {
      type: 'object',
      additionalProperties: false,
      properties: {
        tagNames: NAMES(50),
        sites: { type: 'array', minItems: 1, uniqueItems: true, items: HOSTNAME },
        folderNames: NAMES(190),
        webhookNames: NAMES(190),
      },
    },
    out: { type: 'string', minLength: 1 },
    format: { enum: ['json', 'ndjson'] },
  },
} as const;
