import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import type { OperationId } from './operations.js';
import { parseParameters } from './parse-parameters.js';

function violationPointers(operationId: OperationId, query: Record<string, string | string[]>): string[] {
  const result = parseParameters(operationId, { query });
  return result.ok ? [] : result.error.map((violation) => violation.pointer);
}

/** [case, operation, query, pointer of the violation or null when valid] */
const CASES: [string, OperationId, Record<string, string | string[]>, string | null][] = [
  // §8 page size: greater than 0, at most 100
  ['pageSize 0', 'getLinks', { pageSize: '0' }, '/query/pageSize'],
  ['pageSize 1', 'getLinks', { pageSize: '1' }, null],
  ['pageSize 100', 'getLinks', { pageSize: '100' }, null],
  ['pageSize 101', 'getLinks', { pageSize: '101' }, '/query/pageSize'],
  ['pageSize 2.5', 'getLinks', { pageSize: '2.5' }, '/query/pageSize'],
  ['pageSize empty', 'getLinks', { pageSize: '' }, '/query/pageSize'],
  ['pageSize not a number', 'getLinks', { pageSize: 'ten' }, '/query/pageSize'],
  // §8 page number: greater than 0
  ['page 0', 'getLinks', { page: '0' }, '/query/page'],
  ['page 1', 'getLinks', { page: '1' }, null],
  ['page -1', 'getLinks', { page: '-1' }, '/query/page'],
  // §4.4 enums and booleans
  ['sortBy clicks', 'getLinks', { sortBy: 'clicks' }, null],
  ['sortBy title', 'getLinks', { sortBy: 'title' }, '/query/sortBy'],
  ['sortOrder asc', 'getLinks', { sortOrder: 'asc' }, null],
  ['sortOrder up', 'getLinks', { sortOrder: 'up' }, '/query/sortOrder'],
  ['deprecated sort lastClicked', 'getLinks', { sort: 'lastClicked' }, null],
  ['showArchived true', 'getLinks', { showArchived: 'true' }, null],
  ['showArchived yes', 'getLinks', { showArchived: 'yes' }, '/query/showArchived'],
  ['a scalar sent twice', 'getLinks', { domain: ['a.com', 'b.com'] }, '/query/domain'],
  ['an unknown parameter', 'getLinks', { pagesize: '10' }, '/query/pagesize'],
  // §4.6
  ['groupBy domain', 'getLinksCount', { groupBy: 'domain' }, null],
  ['groupBy url', 'getLinksCount', { groupBy: 'url' }, '/query/groupBy'],
  // §4.5
  ['info domain empty (minimum length 1)', 'getLinkInfo', { domain: '', key: 'a' }, '/query/domain'],
  ['info key empty (minimum length 1)', 'getLinkInfo', { domain: 'a.com', key: '' }, '/query/key'],
  // §4.9 and §8 QR url: at most 32000
  ['QR url of 32000 characters', 'getQRCode', { url: 'a'.repeat(32000) }, null],
  ['QR url of 32001 characters', 'getQRCode', { url: 'a'.repeat(32001) }, '/query/url'],
  ['QR without url (qr-url-required gap)', 'getQRCode', {}, '/query/url'],
  ['QR level H', 'getQRCode', { url: 'x', level: 'H' }, null],
  ['QR level Z', 'getQRCode', { url: 'x', level: 'Z' }, '/query/level'],
  ['QR fgColor #ff0000', 'getQRCode', { url: 'x', fgColor: '#ff0000' }, null],
  ['QR fgColor #f00', 'getQRCode', { url: 'x', fgColor: '#f00' }, null],
  ['QR fgColor red (not hex)', 'getQRCode', { url: 'x', bgColor: 'red' }, '/query/bgColor'],
];

describe('parseParameters', () => {
  it.each(CASES)('%s', (_case, operationId, query, pointer) => {
    const pointers = violationPointers(operationId, query);
    if (pointer === null) expect(pointers).toEqual([]);
    else expect(pointers).toContain(pointer);
  });

  it('applies the contract defaults of §4.4 and the list-page-params gap', () => {
    const result = parseParameters('getLinks', { query: {} });
    expect(result).toEqual({
      ok: true,
      value: {
        path: {},
        query: { sortBy: 'createdAt', sortOrder: 'desc', page: 1, pageSize: 50, showArchived: false, withTags: false },
      },
    });
  });

  it('applies the QR defaults of §4.9', () => {
    const result = parseParameters('getQRCode', { query: { url: 'https://a.com' } });
    expect(result.ok && result.value.query).toEqual({
      url: 'https://a.com',
      size: 600,
      level: 'L',
      fgColor: '#000000',
      bgColor: '#ffffff',
      hideLogo: false,
      margin: 2,
      includeMargin: true,
    });
  });

  it('reads tagIds and tagNames as form style, not exploded (comma-separated)', () => {
    const result = parseParameters('getLinks', { query: new URLSearchParams('tagIds=t1,t2&tagNames=News') });
    expect(result.ok && result.value.query).toMatchObject({ tagIds: ['t1', 't2'], tagNames: 'News' });
  });

  it('converts numbers and booleans and keeps the path parameters', () => {
    const result = parseParameters('deleteLink', { path: { linkId: 'ext_42' } });
    expect(result).toEqual({ ok: true, value: { path: { linkId: 'ext_42' }, query: {} } });
    const list = parseParameters('getLinks', { query: { page: '3', showArchived: 'true' } });
    expect(list.ok && list.value.query).toMatchObject({ page: 3, showArchived: true });
  });

  it('reads back exactly what the typed client sends, for any tag IDs (property)', async () => {
    const tagId = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(tagId, { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 100 }), async (tagIds, pageSize) => {
        let sent: URL | undefined;
        const client = createClient({
          baseUrl: 'http://linkproof.test',
          token: 't',
          fetch: async (request) => {
            sent = new URL(request.url);
            return Response.json([]);
          },
        });
        await client.GET('/links', { params: { query: { tagIds, pageSize } } });
        const parsed = parseParameters('getLinks', { query: sent!.searchParams });
        expect(parsed.ok && parsed.value.query).toMatchObject({ tagIds, pageSize });
      }),
    );
  });
});
