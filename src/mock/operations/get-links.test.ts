import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../dataset/dataset.js';
import { FREE, harness, outcome } from '../mock-harness.test-support.js';

const { call, acme } = harness();
const all = [...acme.links.values()];
const tags = [...acme.tags.values()];
const tenants = [...new Set(all.flatMap((link) => (link.tenantId === null ? [] : [link.tenantId])))];
const users = [...acme.users.keys()];
const folders = [...acme.folders.keys()];

interface Query {
  domain?: string;
  tagIds?: string[];
  tagNames?: string[];
  folderId?: string;
  search?: string;
  userId?: string;
  tenantId?: string;
  showArchived?: boolean;
  withTags?: boolean;
}

/** The spec's filters, written out plainly over the dataset: what list and count must return. */
function model(query: Query): Link[] {
  return all.filter((link) => {
    if (link.archived && query.showArchived !== true) return false;
    if (query.withTags === true && link.tags.length === 0) return false;
    if (query.domain !== undefined && link.domain !== query.domain) return false;
    if (query.folderId !== undefined && link.folderId !== query.folderId) return false;
    if (query.userId !== undefined && link.userId !== query.userId) return false;
    if (query.tenantId !== undefined && link.tenantId !== query.tenantId) return false;
    if (query.tagIds !== undefined || query.tagNames !== undefined) {
      const wanted = new Set([...(query.tagIds ?? []), ...(query.tagNames ?? []).flatMap((name) => tags.filter((tag) => tag.name.toLowerCase() === name.toLowerCase()).map((tag) => tag.id))]);
      if (!link.tags.some((tag) => wanted.has(tag.id))) return false;
    }
    if (query.search !== undefined && !`${link.key}\n${link.url}`.toLowerCase().includes(query.search.toLowerCase())) return false;
    return true;
  });
}

function toParams(query: Query): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]));
}

const queryArbitrary: fc.Arbitrary<Query> = fc.record(
  {
    domain: fc.constantFrom('acme.link', 'go.acme.com', 'dub.sh'),
    tagIds: fc.subarray(tags.map((tag) => tag.id), { minLength: 1, maxLength: 3 }),
    tagNames: fc.subarray(tags.map((tag) => tag.name), { minLength: 1, maxLength: 2 }).map((names) => names.map((name) => name.toUpperCase())),
    folderId: fc.constantFrom(...folders),
    search: fc.constantFrom('a', 'sale', 'blog', 'https://www.acme', 'zzz'),
    userId: fc.constantFrom(...users),
    tenantId: fc.constantFrom(...tenants),
    showArchived: fc.boolean(),
    withTags: fc.boolean(),
  },
  { requiredKeys: [] },
);

function readAllPages(params: Record<string, string>, pageSize: number): Link[] {
  const seen: Link[] = [];
  for (let page = 1; page < 500; page++) {
    const { status, body } = call('GET', '/links', { query: { ...params, page: String(page), pageSize: String(pageSize) } });
    expect(status).toBe(200);
    expect(body.length).toBeLessThanOrEqual(pageSize);
    seen.push(...body);
    if (body.length < pageSize) return seen;
  }
  throw new Error('too many pages');
}

describe('getLinks and getLinksCount (§4.4, §4.6)', () => {
  it('every filter returns exactly the model\'s subset; pages partition it; count equals it (property)', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.integer({ min: 1, max: 100 }), fc.constantFrom('createdAt', 'clicks', 'saleAmount', 'lastClicked'), fc.constantFrom('asc', 'desc'), (query, pageSize, sortBy, sortOrder) => {
        const params = { ...toParams(query), sortBy, sortOrder };
        const pages = readAllPages(params, pageSize);
        const expected = model(query);
        expect(pages.map((link) => link.id).sort()).toEqual(expected.map((link) => link.id).sort());
        expect(new Set(pages.map((link) => link.id)).size).toBe(pages.length);
        expect(call('GET', '/links/count', { query: toParams(query) }).body).toBe(expected.length);
        // Sort order holds, with a null lastClicked last in both directions.
        const values = pages.map((link) => link[sortBy as keyof Link] as string | number | null);
        const firstNull = values.indexOf(null);
        if (firstNull >= 0) expect(values.slice(firstNull).every((value) => value === null)).toBe(true);
        const present = values.filter((value) => value !== null) as (string | number)[];
        for (let i = 1; i < present.length; i++) {
          if (sortOrder === 'desc') expect(present[i - 1]! >= present[i]!).toBe(true);
          else expect(present[i - 1]! <= present[i]!).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('leaves archived links out unless showArchived is true (§3)', () => {
    const archived = all.filter((link) => link.archived);
    expect(archived.length).toBeGreaterThan(0);
    const ids = (params: Record<string, string>) => readAllPages(params, 100).map((link) => link.id);
    expect(ids({}).filter((id) => archived.some((link) => link.id === id))).toEqual([]);
    expect(ids({ showArchived: 'true' })).toEqual(expect.arrayContaining(archived.map((link) => link.id)));
    expect(call('GET', '/links/count').body).toBe(all.length - archived.length);
    expect(call('GET', '/links/count', { query: { showArchived: 'true' } }).body).toBe(all.length);
  });

  it('defaults to 50 links a page, newest first', () => {
    const page = call('GET', '/links').body as Link[];
    expect(page).toHaveLength(50);
    const newest = model({}).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]!;
    expect(page[0]!.id).toBe(newest.id);
  });

  it.each([
    ['pageSize=0', '422 unprocessable_entity'],
    ['pageSize=1', '200'],
    ['pageSize=100', '200'],
    ['pageSize=101', '422 unprocessable_entity'],
    ['page=0', '422 unprocessable_entity'],
    ['page=1', '200'],
    ['page=9999', '200'],
    ['sortBy=title', '422 unprocessable_entity'],
    ['sortOrder=up', '422 unprocessable_entity'],
    ['showArchived=maybe', '422 unprocessable_entity'],
  ])('%s → %s', (query, expected) => {
    expect(outcome(call('GET', '/links', { query }))).toBe(expected);
  });

  it('reads the deprecated sort only when sortBy is absent', () => {
    const byClicks = call('GET', '/links', { query: { sort: 'clicks', pageSize: '5' } }).body as Link[];
    expect(byClicks.map((link) => link.clicks)).toEqual([...all].filter((l) => !l.archived).map((l) => l.clicks).sort((a, b) => b - a).slice(0, 5));
    const bySortBy = call('GET', '/links', { query: { sort: 'clicks', sortBy: 'createdAt', pageSize: '5' } }).body as Link[];
    expect(bySortBy.map((link) => link.id)).toEqual((call('GET', '/links', { query: { pageSize: '5' } }).body as Link[]).map((link) => link.id));
  });

  it('groups counts by a field, most first (count-groupby gap), counting only the links that match every filter, the grouped field\'s own too (§4.6)', () => {
    const all = call('GET', '/links/count', { query: { groupBy: 'domain' } }).body as { domain: string; _count: number }[];
    expect(all.map((group) => group.domain).sort()).toEqual(['acme.link', 'go.acme.com']);
    for (const group of all) expect(group._count).toBe(model({ domain: group.domain }).length);
    expect(all[0]!._count).toBeGreaterThanOrEqual(all[1]!._count);
    const filtered = call('GET', '/links/count', { query: { groupBy: 'domain', domain: 'go.acme.com' } }).body as { domain: string; _count: number }[];
    expect(filtered).toEqual([{ domain: 'go.acme.com', _count: model({ domain: 'go.acme.com' }).length }]);
    const byTag = call('GET', '/links/count', { query: { groupBy: 'tagId' } }).body as { tagId: string; _count: number }[];
    for (const group of byTag) expect(group._count).toBe(model({ tagIds: [group.tagId] }).length);
    // A tag filter keeps the links holding it; each is counted under every tag it holds.
    const tag = byTag[0]!.tagId;
    const holding = model({ tagIds: [tag] });
    const byTagFiltered = call('GET', '/links/count', { query: { groupBy: 'tagId', tagIds: tag } }).body as { tagId: string; _count: number }[];
    expect(byTagFiltered.find((group) => group.tagId === tag)?._count).toBe(holding.length);
    for (const group of byTagFiltered) expect(group._count).toBe(holding.filter((link) => link.tags.some((held) => held.id === group.tagId)).length);
  });

  it('reads a filter sent empty as no filter, and leaves out an empty item of a tag list (empty-filter-values gap)', () => {
    const ids = (query: Record<string, string>) => (call('GET', '/links', { query: { pageSize: '100', ...query } }).body as Link[]).map((link) => link.id);
    const unfiltered = ids({});
    expect(unfiltered.length).toBeGreaterThan(0);
    for (const name of ['domain', 'tagIds', 'tagNames', 'tagId', 'folderId', 'userId', 'tenantId', 'search']) {
      expect(ids({ [name]: '' }), name).toEqual(unfiltered);
      expect(call('GET', '/links/count', { query: { [name]: '' } }).body, name).toBe(model({}).length);
    }
    const [first, second] = tags;
    expect(ids({ tagIds: `${first!.id},,${second!.id}` })).toEqual(ids({ tagIds: `${first!.id},${second!.id}` }));
    expect(ids({ domain: '', userId: users[0]! })).toEqual(ids({ userId: users[0]! }));
  });

  it('shows a workspace only its own links (isolation)', () => {
    const mine = readAllPages({ showArchived: 'true' }, 100);
    expect(mine.every((link) => link.workspaceId === acme.workspace.id)).toBe(true);
    const theirs = call('GET', '/links', { token: FREE, query: { showArchived: 'true', pageSize: '100' } }).body as Link[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((link) => link.workspaceId === acme.workspace.id)).toBe(false);
  });
});
