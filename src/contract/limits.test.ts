import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './openapi-shape.js';
import { limits } from './limits.js';
import { getOperation, type OperationId } from './operations.js';
import { resolveSchema } from './resolve-ref.js';

/** Walks openapi.yaml from an operation to a schema, following `$ref`s, the way a reader of the document would. */
function body(operationId: OperationId): JsonSchema {
  return resolveSchema(getOperation(operationId).requestBody!.content['application/json']!.schema!);
}
/** One branch of a body of alternatives (createTag: by name, by alias). */
function alternative(parent: JsonSchema, index: number): JsonSchema {
  return resolveSchema(parent.anyOf![index]!);
}
function field(parent: JsonSchema, ...names: string[]): JsonSchema {
  return names.reduce((schema, name) => {
    const next = name === '[]' ? schema.items : schema.properties?.[name];
    if (next === undefined) throw new Error(`no ${name}`);
    return resolveSchema(next);
  }, parent);
}
function query(operationId: OperationId, name: string): JsonSchema {
  const parameter = getOperation(operationId).parameters.find((p) => p.in === 'query' && p.name === name);
  if (parameter === undefined) throw new Error(`no parameter ${name}`);
  return resolveSchema(parameter.schema);
}

/** Section 8 of the spec, row by row: where each limit lives in openapi.yaml, and its value. */
const SECTION_8: [limit: string, schema: () => JsonSchema, keyword: string, expected: number][] = [
  ['links per bulk request', () => body('bulkCreateLinks'), 'maxItems', 100],
  ['url length', () => field(body('createLink'), 'url'), 'maxLength', 32000],
  ['expiredUrl length', () => field(body('createLink'), 'expiredUrl'), 'maxLength', 32000],
  ['ios length', () => field(body('createLink'), 'ios'), 'maxLength', 32000],
  ['android length', () => field(body('createLink'), 'android'), 'maxLength', 32000],
  ['bulk element url length', () => field(body('bulkCreateLinks'), '[]', 'url'), 'maxLength', 32000],
  ['domain length', () => field(body('createLink'), 'domain'), 'maxLength', 190],
  ['key length', () => field(body('createLink'), 'key'), 'maxLength', 190],
  ['keyLength minimum', () => field(body('createLink'), 'keyLength'), 'minimum', 3],
  ['keyLength maximum', () => field(body('createLink'), 'keyLength'), 'maximum', 190],
  ['keyLength default', () => field(body('createLink'), 'keyLength'), 'default', 7],
  ['externalId minimum length', () => field(body('createLink'), 'externalId'), 'minLength', 1],
  ['externalId maximum length', () => field(body('createLink'), 'externalId'), 'maxLength', 255],
  ['tenantId length', () => field(body('createLink'), 'tenantId'), 'maxLength', 255],
  ['tag name minimum length', () => field(alternative(body('createTag'), 0), 'name'), 'minLength', 1],
  ['tag name maximum length', () => field(alternative(body('createTag'), 0), 'name'), 'maxLength', 50],
  ['tag name minimum length (by its alias)', () => field(alternative(body('createTag'), 1), 'tag'), 'minLength', 1],
  ['tag name maximum length (by its alias)', () => field(alternative(body('createTag'), 1), 'tag'), 'maxLength', 50],
  ['testVariants minimum (link create)', () => field(body('createLink'), 'testVariants'), 'minItems', 2],
  ['testVariants maximum (link create)', () => field(body('createLink'), 'testVariants'), 'maxItems', 4],
  [
    'testVariants minimum (Link)',
    () => resolveSchema(field(resolveSchema({ $ref: '#/components/schemas/Link' }), 'testVariants').anyOf![0]!),
    'minItems',
    2,
  ],
  [
    'testVariants maximum (Link)',
    () => resolveSchema(field(resolveSchema({ $ref: '#/components/schemas/Link' }), 'testVariants').anyOf![0]!),
    'maxItems',
    4,
  ],
  ['page size minimum (greater than 0)', () => query('getLinks', 'pageSize'), 'minimum', 1],
  ['page size maximum', () => query('getLinks', 'pageSize'), 'maximum', 100],
  ['page size default', () => query('getLinks', 'pageSize'), 'default', 50],
  ['page number minimum (greater than 0)', () => query('getLinks', 'page'), 'minimum', 1],
  ['page number default', () => query('getLinks', 'page'), 'default', 1],
  ['QR url length', () => query('getQRCode', 'url'), 'maxLength', 32000],
];

describe('section 8 limits are constraints in openapi.yaml', () => {
  it.each(SECTION_8)('%s', (_limit, schema, keyword, expected) => {
    expect(schema()[keyword]).toBe(expected);
  });

  it('page size and page number are whole numbers, so "greater than 0" is minimum 1', () => {
    expect(query('getLinks', 'pageSize').type).toBe('integer');
    expect(query('getLinks', 'page').type).toBe('integer');
  });
});

describe('limits (the typed data the kit shares) equals the document', () => {
  it('has the spec values', () => {
    expect(limits).toEqual({
      bulkLinks: { minItems: 1, maxItems: 100 },
      url: { maxLength: 32000 },
      expiredUrl: { maxLength: 32000 },
      ios: { maxLength: 32000 },
      android: { maxLength: 32000 },
      domain: { maxLength: 190 },
      key: { maxLength: 190 },
      keyLength: { minimum: 3, maximum: 190, default: 7 },
      externalId: { minLength: 1, maxLength: 255 },
      tenantId: { maxLength: 255 },
      tagName: { minLength: 1, maxLength: 50 },
      testVariants: { minItems: 2, maxItems: 4 },
      pageSize: { minimum: 1, maximum: 100, default: 50 },
      page: { minimum: 1, default: 1 },
      qrUrl: { maxLength: 32000 },
    });
  });

  it('is deeply frozen, so no caller can move a limit for everyone at run time', () => {
    expect(() => {
      (limits.pageSize as { maximum: number }).maximum = 1000;
    }).toThrow(TypeError);
    expect(limits.pageSize.maximum).toBe(100);
  });
});
