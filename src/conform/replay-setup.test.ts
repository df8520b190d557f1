import { describe, expect, it } from 'vitest';
import { setupFor } from './replay-setup.js';
import type { Exchange } from './target.js';

const BASE = 'http://t.test';
let clock = 0;
/** An exchange as the target records it: the run's token, JSON both ways. */
const exchange = (method: string, path: string, status: number, json?: unknown, body?: unknown, sentBy = 'a_check'): Exchange => ({
  method,
  url: `${BASE}${path}`,
  headers: { authorization: 'Bearer $LINKPROOF_TOKEN' },
  ...(body !== undefined && { body: JSON.stringify(body) }),
  status,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: JSON.stringify(json ?? null),
  json,
  ms: clock++,
  sentBy,
  credential: 'token',
});

const RUN = 'lpabc123';

describe('the setup a failure relies on', () => {
  // An earlier check made a tag, links in the failing check's tenant (one by name of the tag), a link elsewhere, then deleted one.
  const tag = exchange('POST', '/tags', 201, { id: 'tag_ALPHA1', name: 'linkproof-alpha', color: 'blue' }, { name: 'linkproof-alpha' }, 'response_conformance_createTag');
  const tagAgain = exchange('POST', '/tags', 409, { error: { code: 'conflict' } }, { name: 'linkproof-alpha' }, 'tag_pool');
  const tagThird = exchange('POST', '/tags', 409, { error: { code: 'conflict' } }, { name: 'linkproof-alpha' }, 'tag_pool');
  const inScope = exchange('POST', '/links', 200, { id: 'link_AAAAAA', key: `${RUN}-a`, tags: [{ id: 'tag_ALPHA1' }] }, { url: 'https://example.com/a', key: `${RUN}-a`, tenantId: `${RUN}-t1`, tagIds: ['tag_ALPHA1'] });
  const byName = exchange('POST', '/links', 200, { id: 'link_NAMED1', key: `${RUN}-n`, tags: [{ id: 'tag_ALPHA1' }] }, { url: 'https://example.com/n', key: `${RUN}-n`, tagNames: ['linkproof-alpha'] });
  const elsewhere = exchange('POST', '/links', 200, { id: 'link_BBBBBB', key: `${RUN}-b` }, { url: 'https://example.com/b', key: `${RUN}-b`, tenantId: `${RUN}-t2` });
  const inScope2 = exchange('POST', '/links', 200, { id: 'link_CCCCCC', key: `${RUN}-c` }, { url: 'https://example.com/c', key: `${RUN}-c`, tenantId: `${RUN}-t1` });
  const deleted = exchange('DELETE', '/links/link_CCCCCC', 200, { id: 'link_CCCCCC' });
  const read = exchange('GET', `/links?tenantId=${RUN}-t1`, 200, []);
  const refused = exchange('POST', '/links', 422, { error: { code: 'unprocessable_entity' } }, { url: 'https://example.com/x', tenantId: `${RUN}-t1`, keyLength: 2 });
  const failing = [exchange('GET', `/links/count?tenantId=${RUN}-t1&tagIds=tag_ALPHA1`, 200, 7)];
  const run = [tag, tagAgain, inScope, byName, elsewhere, tagThird, inScope2, deleted, read, refused, ...failing];

  it('takes the writes that made what the failing requests name, in the run\'s order, and nothing else', () => {
    // The tag (its id is named), both links in the tenant named, the delete of one of them; not the link of another
    // tenant, one only tagged by name, a read, a refused create, or the tag's create refused again as there already.
    expect(setupFor(run, failing, RUN)).toStrictEqual([tag, inScope, inScope2, deleted]);
  });

  it('takes in turn what the setup relies on: a tag named by the links it takes', () => {
    const failingByKey = [exchange('GET', `/links/info?key=${RUN}-a`, 200, { id: 'link_AAAAAA' })];
    expect(setupFor([...run, ...failingByKey], failingByKey, RUN)).toStrictEqual([tag, inScope]);
  });

  it('takes a create refused as there already (409) once: the tag of an earlier run, which a fresh target makes', () => {
    const lookup = exchange('POST', '/links', 200, { id: 'link_LOOKUP', key: `${RUN}-tagref-0`, tags: [{ id: 'tag_OLD123', name: 'linkproof-beta' }] }, { url: 'https://example.com/linkproof-tag-lookup', key: `${RUN}-tagref-0`, tagNames: ['linkproof-beta'] });
    const refusedTag = exchange('POST', '/tags', 409, { error: { code: 'conflict' } }, { name: 'linkproof-beta' });
    const again = exchange('POST', '/tags', 409, { error: { code: 'conflict' } }, { name: 'linkproof-beta' });
    const uses = [exchange('GET', '/links?tagIds=tag_OLD123', 200, [])];
    expect(setupFor([refusedTag, lookup, again, ...uses], uses, RUN)).toStrictEqual([refusedTag, lookup]);
  });

  it('takes the delete of a link the setup created, by its id or by its externalId (ext_…)', () => {
    const created = exchange('POST', '/links', 200, { id: 'link_EXTERN', key: 'random1' }, { url: 'https://example.com/e', externalId: `${RUN}-ext-1` });
    const gone = exchange('DELETE', `/links/ext_${RUN}-ext-1`, 200, { id: 'link_EXTERN' });
    const other = exchange('DELETE', '/links/ext_someone-else', 404, { error: { code: 'not_found' } });
    const asked = [exchange('GET', '/links/info?linkId=link_EXTERN', 404, { error: { code: 'not_found' } })];
    expect(setupFor([created, gone, other, ...asked], asked, RUN)).toStrictEqual([created, gone]);
  });

  it('is empty for a failure that starts the run, or names nothing made before it', () => {
    expect(setupFor(run, [tag], RUN)).toStrictEqual([]);
    const alone = [exchange('GET', '/links?sortBy=createdAt', 200, [])];
    expect(setupFor([...run, ...alone], alone, RUN)).toStrictEqual([]);
  });
});
