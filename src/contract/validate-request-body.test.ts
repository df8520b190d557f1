import { describe, expect, it } from 'vitest';
import type { components } from './openapi-types.js';
import type { OperationId } from './operations.js';
import { openapiDocument } from './openapi-document.js';
import { validateRequestBody } from './validate-request-body.js';

type LinkBody = components['schemas']['CreateLinkRequest'];

const text = (length: number) => 'a'.repeat(length);
/** An absolute URL of exactly `length` characters. */
const urlOf = (length: number) => `https://example.com/${text(length - 'https://example.com/'.length)}`;
const link = (fields: Partial<LinkBody> = {}): LinkBody => ({ url: 'https://example.com', ...fields });
const variants = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ url: `https://example.com/${i}`, percentage: 100 / count }));
const links = (count: number) => Array.from({ length: count }, (_, i) => link({ key: `k${i}` }));

/** [case, operation, body, the pointer of the violation or null when the body is valid] */
const CASES: [string, OperationId, unknown, string | null][] = [
  // §8 url, expiredUrl, ios, android: at most 32000 characters
  ['url of 32000 characters', 'createLink', link({ url: urlOf(32000) }), null],
  ['url of 32001 characters', 'createLink', link({ url: urlOf(32001) }), '/url'],
  ['expiredUrl of 32000 characters', 'createLink', link({ expiredUrl: urlOf(32000) }), null],
  ['expiredUrl of 32001 characters', 'createLink', link({ expiredUrl: urlOf(32001) }), '/expiredUrl'],
  ['ios of 32000 characters', 'createLink', link({ ios: urlOf(32000) }), null],
  ['ios of 32001 characters', 'createLink', link({ ios: urlOf(32001) }), '/ios'],
  ['android of 32000 characters', 'createLink', link({ android: urlOf(32000) }), null],
  ['android of 32001 characters', 'createLink', link({ android: urlOf(32001) }), '/android'],
  // §8 domain, key: at most 190
  ['domain of 190 characters', 'createLink', link({ domain: text(190) }), null],
  ['domain of 191 characters', 'createLink', link({ domain: text(191) }), '/domain'],
  ['key of 190 characters', 'createLink', link({ key: text(190) }), null],
  ['key of 191 characters', 'createLink', link({ key: text(191) }), '/key'],
  // §8 keyLength: 3 to 190 inclusive
  ['keyLength 2', 'createLink', link({ keyLength: 2 }), '/keyLength'],
  ['keyLength 3', 'createLink', link({ keyLength: 3 }), null],
  ['keyLength 190', 'createLink', link({ keyLength: 190 }), null],
  ['keyLength 191', 'createLink', link({ keyLength: 191 }), '/keyLength'],
  ['keyLength 7.5 (whole-numbers gap)', 'createLink', link({ keyLength: 7.5 }), '/keyLength'],
  // §8 externalId: 1 to 255
  ['externalId empty', 'createLink', link({ externalId: '' }), '/externalId'],
  ['externalId of 1 character', 'createLink', link({ externalId: 'a' }), null],
  ['externalId of 255 characters', 'createLink', link({ externalId: text(255) }), null],
  ['externalId of 256 characters', 'createLink', link({ externalId: text(256) }), '/externalId'],
  // §8 tenantId: at most 255
  ['tenantId of 255 characters', 'createLink', link({ tenantId: text(255) }), null],
  ['tenantId of 256 characters', 'createLink', link({ tenantId: text(256) }), '/tenantId'],
  // §8 testVariants: 2 to 4 elements
  ['1 test variant', 'createLink', link({ testVariants: variants(1) }), '/testVariants'],
  ['2 test variants', 'createLink', link({ testVariants: variants(2) }), null],
  ['4 test variants', 'createLink', link({ testVariants: variants(4) }), null],
  ['5 test variants', 'createLink', link({ testVariants: variants(5) }), '/testVariants'],
  ['a test variant without percentage', 'createLink', link({ testVariants: [{ url: 'https://a.com' }, { url: 'https://b.com' }] as never }), '/testVariants/0/percentage'],
  // §8 links per bulk request: at most 100
  ['bulk of 1 link', 'bulkCreateLinks', links(1), null],
  ['bulk of 100 links', 'bulkCreateLinks', links(100), null],
  ['bulk of 101 links', 'bulkCreateLinks', links(101), ''],
  ['bulk of 0 links (bulk-whole-request gap)', 'bulkCreateLinks', [], ''],
  ['bulk that is not an array', 'bulkCreateLinks', link(), ''],
  ['bulk with one bad element', 'bulkCreateLinks', [link(), link({ keyLength: 1 })], '/1/keyLength'],
  // §8 tag name: 1 to 50
  ['tag name empty', 'createTag', { name: '' }, '/name'],
  ['tag name of 1 character', 'createTag', { name: 'a' }, null],
  ['tag name of 50 characters', 'createTag', { name: text(50) }, null],
  ['tag name of 51 characters', 'createTag', { name: text(51) }, '/name'],
  ['tag without name (required)', 'createTag', { color: 'red' }, '/name'],
  ['tag alias empty (minimum length 1)', 'createTag', { name: 'a', tag: '' }, '/tag'],
  // §2.3 colours
  ['tag colour pink', 'createTag', { name: 'a', color: 'pink' }, null],
  ['tag colour orange', 'createTag', { name: 'a', color: 'orange' }, '/color'],
  // types of §4.2
  ['trackConversion as a string', 'createLink', link({ trackConversion: 'yes' as never }), '/trackConversion'],
  ['tagNames as one string', 'createLink', link({ tagNames: 'news' }), null],
  ['tagNames as strings', 'createLink', link({ tagNames: ['news', 'promo'] }), null],
  ['tagNames as a number', 'createLink', link({ tagNames: 5 as never }), '/tagNames'],
  ['geo with an ISO alpha-2 key', 'createLink', link({ geo: { US: 'https://example.com/us' } }), null],
  ['geo with a lower-case key (geo-country-format gap)', 'createLink', link({ geo: { us: 'https://example.com/us' } }), '/geo/us'],
  ['deprecated publicStats and tagId are still accepted', 'createLink', link({ publicStats: true, tagId: 'tag_1' }), null],
  // link-required-fields and unknown-body-fields gaps
  ['link without url', 'createLink', {}, '/url'],
  ['link with an unknown field', 'createLink', link({ colour: 'red' } as never), '/colour'],
  ['link body that is an array', 'createLink', [link()], ''],
];

describe('validateRequestBody', () => {
  it.each(CASES)('%s', (_case, operationId, body, pointer) => {
    const violations = validateRequestBody(operationId, body);
    if (pointer === null) expect(violations).toEqual([]);
    else expect(violations.map((violation) => violation.pointer)).toContain(pointer);
  });

  it('says what is wrong in words, naming the limit, without the other ways the body could have been written', () => {
    // A tag is named by name or by its alias tag (an anyOf): a name too long is the one problem, not also a missing tag.
    expect(validateRequestBody('createTag', { name: text(51) })).toStrictEqual([{ pointer: '/name', keyword: 'maxLength', message: 'must NOT have more than 50 characters' }]);
    expect(validateRequestBody('createTag', { tag: '' }).map((violation) => violation.pointer)).toStrictEqual(['/tag']);
    expect(validateRequestBody('createLink', link({ testVariants: variants(1) })).map(({ pointer, keyword }) => `${pointer} ${keyword}`)).toStrictEqual(['/testVariants minItems']);
    // With no branch failing on something particular, each says why it does not fit.
    expect(validateRequestBody('createTag', {}).map(({ pointer, keyword }) => `${pointer || '(body)'} ${keyword}`)).toStrictEqual(['/name required', '/tag required', '(body) anyOf']);
  });

  it('reports every problem of a body, not just the first', () => {
    const violations = validateRequestBody('createLink', link({ keyLength: 1, domain: text(191), colour: 1 } as never));
    expect(violations.map((violation) => violation.pointer).sort()).toEqual(['/colour', '/domain', '/keyLength']);
  });

  it('relies on no schema of the contract holding required, type or additionalProperties beside an anyOf (the noise it drops)', () => {
    // withoutAnyOfNoise (violation.ts) takes those errors at an anyOf's pointer for its branches': beside it, they would be lost.
    const [anyOfs, beside]: [string[], string[]] = [[], []];
    const walk = (value: unknown, at: string): void => {
      if (value === null || typeof value !== 'object') return;
      const schema = value as Record<string, unknown>;
      if (Array.isArray(schema.anyOf)) anyOfs.push(at);
      if (Array.isArray(schema.anyOf) && ['required', 'type', 'additionalProperties'].some((keyword) => keyword in schema)) beside.push(at);
      for (const [name, child] of Object.entries(schema)) walk(child, `${at}/${name}`);
    };
    walk(openapiDocument, '');
    expect(anyOfs.length).toBeGreaterThanOrEqual(5);
    expect(beside).toStrictEqual([]);
  });

  it('requires a body where the contract does, and refuses one where it takes none', () => {
    expect(validateRequestBody('createLink', undefined)).toMatchObject([{ keyword: 'required' }]);
    expect(validateRequestBody('getLinks', {})).toMatchObject([{ keyword: 'requestBody' }]);
    expect(validateRequestBody('getLinks', undefined)).toEqual([]);
  });

  it('accepts JSON only', () => {
    expect(validateRequestBody('createTag', { name: 'a' }, 'application/json; charset=utf-8')).toEqual([]);
    expect(validateRequestBody('createTag', { name: 'a' }, 'text/plain')).toMatchObject([{ keyword: 'contentType' }]);
  });
});
