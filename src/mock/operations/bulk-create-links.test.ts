import { describe, expect, it } from 'vitest';
import { FREE, harness, outcome } from '../mock-harness.test-support.js';

const links = (count: number, prefix = 'bulk') => Array.from({ length: count }, (_, i) => ({ url: `https://example.com/${i}`, key: `${prefix}-${i}` }));

describe('bulkCreateLinks (§4.3)', () => {
  it.each([
    ['1 link', links(1), '200'],
    ['100 links', links(100), '200'],
    ['101 links (§8)', links(101), '422 unprocessable_entity'],
    ['no links (bulk-whole-request gap)', [], '422 unprocessable_entity'],
    ['an object instead of an array', { url: 'https://a.com' }, '422 unprocessable_entity'],
    ['the same domain+key twice', [{ url: 'https://a.com', key: 'twice' }, { url: 'https://b.com', key: 'twice' }], '400 bad_request'],
  ])('%s → %s', (_case, body, expected) => {
    const { call } = harness();
    expect(outcome(call('POST', '/links/bulk', { body }))).toBe(expected);
  });

  it('creates exactly the good elements and answers a LinkError for each bad one, created first', () => {
    const { call } = harness();
    const before = call('GET', '/links/count').body;
    const body = [
      { url: 'https://a.com', key: 'good-1' },
      { url: 'not a url' },
      { key: 'no-url' },
      { url: 'https://b.com', keyLength: 1 },
      { url: 'https://c.com', tagIds: ['tag_nope'] },
      { url: 'https://d.com', key: 'good-2' },
    ];
    const { status, body: results } = call('POST', '/links/bulk', { body });
    expect(status).toBe(200);
    expect(results.slice(0, 2).map((link: { key: string }) => link.key)).toEqual(['good-1', 'good-2']);
    expect(results.slice(2)).toEqual([
      { link: { url: 'not a url' }, error: 'url: must be an absolute URL', code: 'unprocessable_entity' },
      { link: { key: 'no-url' }, error: 'Missing destination URL', code: 'bad_request' },
      { link: { url: 'https://b.com', keyLength: 1 }, error: '/keyLength: must be >= 3', code: 'unprocessable_entity' },
      { link: { url: 'https://c.com', tagIds: ['tag_nope'] }, error: 'tagIds: no tag tag_nope in this workspace', code: 'unprocessable_entity' },
    ]);
    expect(call('GET', '/links/count').body).toBe(before + 2);
  });

  it('answers a LinkError with conflict for a key that exists already', () => {
    const { call } = harness();
    call('POST', '/links', { body: { url: 'https://a.com', key: 'exists' } });
    const results = call('POST', '/links/bulk', { body: [{ url: 'https://a.com', key: 'exists' }, { url: 'https://a.com' }] }).body;
    expect(results).toHaveLength(2);
    expect(results[1]).toMatchObject({ code: 'conflict', link: { key: 'exists' } });
  });

  it('counts the whole batch against the links limit: all of it fits, or none is created (403)', () => {
    const { call } = harness();
    const before = call('GET', '/links/count', { token: FREE }).body;
    expect(outcome(call('POST', '/links/bulk', { token: FREE, body: links(5) }))).toBe('403 forbidden');
    expect(call('GET', '/links/count', { token: FREE }).body).toBe(before);
    expect(call('POST', '/links/bulk', { token: FREE, body: links(2) }).status).toBe(200);
  });

  it('takes the caller\'s workspace as workspaceId, by id or slug, and refuses another (bulk-workspaceId gap)', () => {
    const { call, acme } = harness();
    expect(call('POST', '/links/bulk', { query: { workspaceId: acme.workspace.id }, body: links(1, 'a') }).status).toBe(200);
    expect(call('POST', '/links/bulk', { query: { workspaceId: 'acme' }, body: links(1, 'b') }).status).toBe(200);
    expect(outcome(call('POST', '/links/bulk', { query: { workspaceId: 'side-project' }, body: links(1, 'c') }))).toBe('403 forbidden');
  });
});
