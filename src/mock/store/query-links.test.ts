/**
 * The indexed queries against the plain scan they replace (issue 18, item 4): over random workspaces and random
 * filter combinations, with creates, deletes and clicks between queries, every list page, count and grouped
 * count equals what walking every link and sorting the matches gives.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { enums, type CountGroupBy } from '../../contract/enums.js';
import type { Link } from '../../dataset/dataset.js';
import { matchesFilters, type LinkFilters } from './link-filters.js';
import { countLinks, groupLinks, listLinks, SEARCH_WALK, type LinkPage } from './query-links.js';
import { DOMAINS, filtersArbitrary, linkOf, NOW, pageArbitrary, scanGroup, scanList, shapeArbitrary, TAGS, template, USERS, type Shape } from './workspace-links.test-support.js';
import { WorkspaceState } from './workspace-state.js';
import { LinkBitmaps } from './link-bitmaps.js';
import { LinkOrder } from './link-order.js';
import { COUNT_IN_WEBASSEMBLY } from './count-and-not.js';
import { SearchBuild } from './search-build.js';
import { SearchIndex } from './search-index.js';

type Step =
  | { kind: 'create'; shape: Shape }
  | { kind: 'delete'; pick: number }
  | { kind: 'click'; pick: number }
  | { kind: 'list'; filters: LinkFilters; page: LinkPage }
  | { kind: 'count'; filters: LinkFilters }
  /** The last count's or list's filters counted again: a count kept (LinkBitmaps#counts) must follow the writes between. */
  | { kind: 'recount' }
  | { kind: 'group'; filters: LinkFilters; field: CountGroupBy }
  /** Some steps of the search index's build in the background (prepareSearch), which the changes between them join. */
  | { kind: 'prepare'; steps: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: shapeArbitrary.map((shape) => ({ kind: 'create' as const, shape })), weight: 3 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'delete' as const, pick })), weight: 2 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'click' as const, pick })), weight: 1 },
  { arbitrary: fc.record({ filters: filtersArbitrary, page: pageArbitrary }).map(({ filters, page }) => ({ kind: 'list' as const, filters, page })), weight: 3 },
  { arbitrary: filtersArbitrary.map((filters) => ({ kind: 'count' as const, filters })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'recount' as const }), weight: 2 },
  { arbitrary: fc.record({ filters: filtersArbitrary, field: fc.constantFrom(...enums.countGroupBy) }).map(({ filters, field }) => ({ kind: 'group' as const, filters, field })), weight: 2 },
  { arbitrary: fc.nat(60).map((steps) => ({ kind: 'prepare' as const, steps })), weight: 1 },
);

describe('indexed list, count and grouped count', () => {
  afterEach(() => {
    Object.assign(SEARCH_WALK, { factor: 40, slack: 4, floor: 1024 });
    LinkBitmaps.readByMembersUpTo = 1024;
    COUNT_IN_WEBASSEMBLY.from = 64;
    [SearchBuild.lowerStep, SearchIndex.buildStep] = [1024, 1024];
    [LinkOrder.blockSize, LinkOrder.partSize] = [1024, 64];
  });

  // Intersections of small sets are made by testing members, of large ones by a pass over words, counted in JS or
  // in WebAssembly: each way, on these small workspaces. A search's page is read off the order with each link
  // checked only for a common word (SEARCH_WALK), which these workspaces never hold: two more ways take it for every
  // search, one reading until the page is full, one giving up at once for the candidates' set.
  it.each([
    ['by members', 1024, 64, {}, 1024],
    ['by words, counted in JS', 0, Number.POSITIVE_INFINITY, {}, 1024],
    ['by words, counted in WebAssembly', 0, 0, {}, 1024],
    ['by members, search pages read off the order', 1024, 64, { factor: 0, slack: Number.MAX_SAFE_INTEGER }, 1024],
    ['by members, search pages read off the order and given up at once', 1024, 64, { factor: 0, slack: 0, floor: 1 }, 1024],
    ['by members, unfiltered pages found by blocks of 4 of the order', 1024, 64, {}, 4],
  ])('answer as the plain scan does, over random workspaces, filters and writes, intersections made %s (property)', (_way, upTo, wasmFrom, walk, block) => {
    [LinkOrder.blockSize, LinkOrder.partSize] = [block, Math.min(64, block / 2)];
    LinkBitmaps.readByMembersUpTo = upTo;
    COUNT_IN_WEBASSEMBLY.from = wasmFrom;
    Object.assign(SEARCH_WALK, walk);
    // Builds in the background of a few slots a step: on these small workspaces, a build takes many steps.
    [SearchBuild.lowerStep, SearchIndex.buildStep] = [2, 3];
    fc.assert(
      fc.property(fc.array(shapeArbitrary, { maxLength: 150, size: 'max' }), fc.array(stepArbitrary, { minLength: 1, maxLength: 40, size: 'max' }), (initial, steps) => {
        const state = new WorkspaceState({ ...template, tags: TAGS, links: initial.map(linkOf), webhooks: [] });
        const scanCount = (filters: LinkFilters) => scanList(state.links.values(), filters, { sortBy: 'createdAt', direction: 'asc', page: 1, pageSize: Number.MAX_SAFE_INTEGER }).length;
        let lastFilters: LinkFilters | undefined;
        for (const step of steps) {
          const links = [...state.links.values()];
          if (step.kind === 'list' || step.kind === 'count') lastFilters = step.filters;
          if (step.kind === 'create') state.addLink(linkOf(step.shape), NOW);
          else if (step.kind === 'prepare') {
            // A clock that moves one tick a step: the deadline is the number of steps.
            let tick = 0;
            state.bitmaps.prepareSearch(step.steps, () => tick++);
          } else if (step.kind === 'delete' && links.length > 0) state.removeLink(links[step.pick % links.length]!, NOW);
          else if (step.kind === 'click' && links.length > 0) {
            const link = links[step.pick % links.length]!;
            state.updateStats(link, { ...link, clicks: link.clicks + 1, lastClicked: new Date(NOW).toISOString() }, NOW, 1);
          } else if (step.kind === 'list') expect(listLinks(state, step.filters, step.page).map((link) => link.id)).toEqual(scanList(state.links.values(), step.filters, step.page));
          else if (step.kind === 'count') expect(countLinks(state, step.filters)).toBe(scanCount(step.filters));
          else if (step.kind === 'recount' && lastFilters !== undefined) expect(countLinks(state, lastFilters)).toBe(scanCount(lastFilters));
          else if (step.kind === 'group') {
            const grouped = groupLinks(state, step.filters, step.field);
            expect(new Map(grouped.map((group) => [group[step.field] as string | null, group._count as number]))).toEqual(scanGroup(state.links.values(), step.filters, step.field));
            // Most first.
            expect(grouped.map((group) => group._count as number)).toEqual(grouped.map((group) => group._count as number).sort((a, b) => b - a));
          }
        }
      }),
      { numRuns: 200, seed: 18, verbose: true },
    );
  });

  // A common word's page read off the order with each link's texts checked (SEARCH_WALK), or from the candidates' set.
  it.each([
    ['read off the order', { factor: 0, slack: Number.MAX_SAFE_INTEGER }],
    ['from the candidates', { factor: Number.POSITIVE_INFINITY }],
  ])('leaves out the links that hold a search\'s trigrams apart but not the search, whether a page is read off the order or sorted, %s', (_way, walk) => {
    Object.assign(SEARCH_WALK, walk);
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const keyed = (key: string): Link => ({ ...linkOf(shape), key, shortLink: `https://${shape.domain}/${key}` });
    // "salt-ale-N" holds sal and ale, the trigrams of "sale", and not "sale": a candidate of the index, no match.
    // With two of them among 300 links the few candidates are sorted; with 120, the kept order is read.
    for (const decoys of [2, 120]) {
      const links = Array.from({ length: 300 }, (_, n) => (n % Math.floor(300 / decoys) === 0 ? keyed(`salt-ale-${n}`) : n % 50 === 7 ? keyed(`sale-${n}`) : linkOf(shape)));
      const state = new WorkspaceState({ ...template, tags: TAGS, links, webhooks: [] });
      const filters: LinkFilters = { search: 'sale', showArchived: false, withTags: false };
      for (const page of [1, 2, 3]) {
        for (const pageSize of [2, 5, 1000]) {
          const asked: LinkPage = { sortBy: 'createdAt', direction: 'desc', page, pageSize };
          const listed = listLinks(state, filters, asked);
          expect(listed.map((link) => link.id), `${decoys} decoys, page ${page} of ${pageSize}`).toEqual(scanList(state.links.values(), filters, asked));
          expect(listed.every((link) => link.key.startsWith('sale-'))).toBe(true);
        }
      }
      expect(listLinks(state, filters, { sortBy: 'createdAt', direction: 'asc', page: 1, pageSize: 1000 })).toHaveLength(6);
    }
  });

  it('reads a page of a search whose matches are kept off the order, within the other filters', () => {
    // Half the links hold "sale", some archived, of either user: a count keeps the matches, pages are read off the order.
    const links = Array.from({ length: 300 }, (_, n) =>
      linkOf({ domain: DOMAINS[0]!, folderId: null, userId: USERS[n % 3 === 0 ? 1 : 0]!, tenantId: null, archived: n % 7 === 0, tags: [], words: [n % 2 === 0 ? 'sale' : 'news', 'docs'], clicks: n % 5, saleAmount: 0, lastClicked: null }),
    );
    const state = new WorkspaceState({ ...template, tags: TAGS, links, webhooks: [] });
    for (const filters of [
      { search: 'sale', showArchived: false, withTags: false },
      { search: 'sale', showArchived: true, withTags: false },
      { search: 'sale', userId: USERS[1]!, showArchived: false, withTags: false },
    ] satisfies LinkFilters[]) {
      const everything = scanList(state.links.values(), filters, { sortBy: 'createdAt', direction: 'asc', page: 1, pageSize: Number.MAX_SAFE_INTEGER });
      expect(countLinks(state, filters)).toBe(everything.length);
      for (const [page, sortBy] of [[1, 'createdAt'], [2, 'createdAt'], [3, 'clicks'], [40, 'createdAt']] as const) {
        const asked: LinkPage = { sortBy, direction: 'desc', page, pageSize: 5 };
        expect(listLinks(state, filters, asked).map((link) => link.id), `${JSON.stringify(filters)} page ${page}`).toEqual(scanList(state.links.values(), filters, asked));
      }
    }
  });

  it('reads every page of an unfiltered list at its position, by blocks of the order, as the scan does, after each kind of write', () => {
    [LinkOrder.blockSize, LinkOrder.partSize] = [16, 4];
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    // Archived links in runs and alone; a third never clicked (lastClicked null: read last, so a block of that order
    // holds both kinds at the edge between them).
    const links = Array.from({ length: 61 }, (_, n) => linkOf({ ...shape, archived: n % 9 < 3 || n % 7 === 0, clicks: n % 5, lastClicked: n % 3 === 0 ? null : n % 11 }));
    const state = new WorkspaceState({ ...template, tags: TAGS, links, webhooks: [] });
    const check = (when: string) => {
      for (const showArchived of [false, true]) {
        const filters: LinkFilters = { showArchived, withTags: false };
        for (const sortBy of enums.linkSortField) {
          for (const direction of ['asc', 'desc'] as const) {
            for (const pageSize of [1, 3, 5]) {
              for (let page = 1; (page - 1) * pageSize <= state.links.size; page++) {
                const asked: LinkPage = { sortBy, direction, page, pageSize };
                expect(listLinks(state, filters, asked).map((link) => link.id), `${when}: ${JSON.stringify({ showArchived, ...asked })}`).toEqual(scanList(state.links.values(), filters, asked));
              }
            }
          }
        }
      }
    };
    check('at first');
    // The counts made (the pages above walked enough), a deep page reads the archived flags of at most a part and its
    // own links: the blocks and parts before it are stepped over.
    const archived = state.table.archived.bind(state.table);
    let reads = 0;
    state.table.archived = (slot: number) => (reads++, archived(slot));
    const deep: LinkPage = { sortBy: 'createdAt', direction: 'asc', page: 30, pageSize: 1 };
    const expected = scanList(state.links.values(), { showArchived: false, withTags: false }, deep);
    expect(expected).toHaveLength(1);
    expect(listLinks(state, { showArchived: false, withTags: false }, deep).map((link) => link.id)).toEqual(expected);
    // 29 links skipped, a walk would read 40 or more flags.
    expect(reads).toBeLessThanOrEqual(LinkOrder.partSize + 1);
    state.table.archived = archived;
    // Each write moves links in some order: the blocks' counts made before are let go.
    const some = (at: number) => [...state.links.values()][at]!;
    // Onto the end of the creation order, past the last block into new ones.
    for (const archived of [false, false, true, true, false, false, true, false, true]) state.addLink(linkOf({ ...shape, archived }), NOW);
    check('after creates');
    // The newest, archived: taken off the end of the creation order (70 links: it shares its block of 4 with another).
    state.removeLink(some(state.links.size - 1), NOW);
    check('after the newest is deleted');
    for (const at of [0, 5, 17]) state.removeLink(some(at), NOW);
    check('after deletes at the start');
    for (const at of [2, 30]) {
      const link = some(at);
      state.updateStats(link, { ...link, clicks: link.clicks + 7, lastClicked: new Date(NOW).toISOString() }, NOW, 7);
    }
    check('after clicks');
  });

  it('lists the few matches of a search as they are after a click, a create and a delete, each page asked again (sorted matches kept between)', () => {
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const links = Array.from({ length: 400 }, (_, n) => linkOf({ ...shape, words: [n % 40 === 0 ? 'sale' : 'news', 'docs'], clicks: n % 7 }));
    const state = new WorkspaceState({ ...template, tags: TAGS, links, webhooks: [] });
    const filters: LinkFilters = { search: 'sale', showArchived: false, withTags: false };
    const pages = ([1, 2, 3] as const).flatMap((page) => (['clicks', 'createdAt'] as const).map((sortBy): LinkPage => ({ sortBy, direction: 'desc', page, pageSize: 4 })));
    const check = (when: string) => {
      // Each page twice: the second is read from the sorted matches the first kept.
      for (const asked of [...pages, ...pages]) expect(listLinks(state, filters, asked).map((link) => link.id), `${when}: ${JSON.stringify(asked)}`).toEqual(scanList(state.links.values(), filters, asked));
    };
    check('at first');
    const last = scanList(state.links.values(), filters, { sortBy: 'clicks', direction: 'asc', page: 1, pageSize: 1 })[0]!;
    const clicked = state.links.get(last)!;
    state.updateStats(clicked, { ...clicked, clicks: 1000, lastClicked: new Date(NOW).toISOString() }, NOW, 1000);
    check('after a click');
    state.addLink(linkOf({ ...shape, words: ['sale', 'blog'], clicks: 500 }), NOW);
    check('after a create');
    state.removeLink(state.links.get(clicked.id)!, NOW);
    check('after a delete');
  });

  it('counts and lists a search as it is after a link is created or deleted, each time', () => {
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const state = new WorkspaceState({ ...template, tags: TAGS, links: Array.from({ length: 40 }, () => linkOf(shape)), webhooks: [] });
    const filters: LinkFilters = { search: 'sale', showArchived: false, withTags: false };
    const all: LinkPage = { sortBy: 'createdAt', direction: 'asc', page: 1, pageSize: 1000 };
    const listed = () => listLinks(state, filters, all).map((link) => link.id);
    expect([countLinks(state, filters), listed()]).toEqual([0, []]);
    const first = linkOf({ ...shape, words: ['sale', 'docs'] });
    state.addLink(first, NOW);
    expect([countLinks(state, filters), listed()]).toEqual([1, [first.id]]);
    const second = linkOf({ ...shape, words: ['sale', 'blog'] });
    state.addLink(second, NOW);
    expect([countLinks(state, filters), listed()]).toEqual([2, [first.id, second.id]]);
    state.removeLink(state.links.get(first.id)!, NOW);
    expect([countLinks(state, filters), listed()]).toEqual([1, [second.id]]);
  });

  it('counts two filters, or two tags, as they are after each create and delete, the same count asked again each time (counts kept)', () => {
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [0], words: ['docs', 'sale'], clicks: 0, saleAmount: 0, lastClicked: null };
    const state = new WorkspaceState({ ...template, tags: TAGS, links: Array.from({ length: 20 }, () => linkOf(shape)), webhooks: [] });
    const byTagAndUser: LinkFilters = { tagIds: new Set([TAGS[0]!.id]), userId: USERS[0]!, showArchived: false, withTags: false };
    const byTwoTags: LinkFilters = { tagIds: new Set([TAGS[0]!.id, TAGS[1]!.id]), showArchived: true, withTags: false };
    const counts = () => [countLinks(state, byTagAndUser), countLinks(state, byTwoTags)];
    expect(counts()).toEqual([20, 20]);
    expect(counts()).toEqual([20, 20]);
    // Each write changes both counts; asked twice, the second is the kept one.
    const added = linkOf({ ...shape, tags: [0, 1] });
    state.addLink(added, NOW);
    expect(counts()).toEqual([21, 21]);
    expect(counts()).toEqual([21, 21]);
    state.addLink(linkOf({ ...shape, tags: [1], archived: true }), NOW);
    expect(counts()).toEqual([21, 22]);
    state.removeLink(state.links.get(added.id)!, NOW);
    expect(counts()).toEqual([20, 21]);
    expect(counts()).toEqual([20, 21]);
    // The same filters in another order of tags are the same count.
    expect(countLinks(state, { ...byTwoTags, tagIds: new Set([TAGS[1]!.id, TAGS[0]!.id]) })).toBe(21);
    // And another user's, or without archived links, another.
    expect(countLinks(state, { ...byTagAndUser, userId: USERS[1]! })).toBe(0);
    expect(countLinks(state, { ...byTwoTags, showArchived: false })).toBe(20);
  });

  it('counts filters that differ in one field alone as the scan does, asked back to back (a kept count is kept by every filter, search too)', () => {
    const shapes = fc.sample(shapeArbitrary, { numRuns: 300, seed: 18 });
    const state = new WorkspaceState({ ...template, tags: TAGS, links: shapes.map(linkOf), webhooks: [] });
    const scanCount = (filters: LinkFilters) => [...state.links.values()].filter((link) => matchesFilters(link, filters)).length;
    // Two filters narrowing (so the count is kept), then each field changed in turn, one at a time.
    const base: LinkFilters = { userId: USERS[0]!, tagIds: new Set([TAGS[0]!.id]), showArchived: false, withTags: false };
    const variants: LinkFilters[] = [
      base,
      { ...base, showArchived: true },
      { ...base, withTags: true },
      { ...base, userId: USERS[1]! },
      { ...base, tagIds: new Set([TAGS[1]!.id]) },
      { ...base, tagIds: new Set([TAGS[0]!.id, TAGS[1]!.id]) },
      { ...base, tagIds: new Set([TAGS[1]!.id, TAGS[2]!.id]) },
      { ...base, tagIds: new Set() },
      { ...base, domain: DOMAINS[0]! },
      { ...base, domain: DOMAINS[1]! },
      { ...base, folderId: 'fold_1' },
      { ...base, folderId: 'fold_2' },
      { ...base, tenantId: 'tenant-a' },
      { ...base, tenantId: 'tenant-b' },
      // withTags, where no tag filter implies it.
      { userId: USERS[0]!, domain: DOMAINS[0]!, showArchived: false, withTags: false },
      { userId: USERS[0]!, domain: DOMAINS[0]!, showArchived: false, withTags: true },
    ];
    // A search's count is kept too: by each of the fields beside it, and by the search itself (each length, and none).
    const withSearch = (search: string) => variants.map((filters) => ({ ...filters, search }));
    variants.push(...withSearch('sale'), ...withSearch('ab'), ...['s', 'sa', 'sal', 'ale', 'docs', 'blog'].map((search) => ({ ...base, search })), { showArchived: false, withTags: false, search: 'sale' });
    const scanned = variants.map(scanCount);
    // The variants' counts differ (else a key that left a field out could not be seen).
    expect(new Set(scanned).size).toBeGreaterThan(6);
    for (let round = 0; round < 2; round++) expect(variants.map((filters) => countLinks(state, filters))).toEqual(scanned);
  });

  it('counts a search whose matches are kept as it is after its archived and live links are deleted, with and without showArchived', () => {
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [], words: ['docs', 'sale'], clicks: 0, saleAmount: 0, lastClicked: null };
    // 'sale' in every url (a sixth of the keys are a character or two).
    const links = [...Array.from({ length: 30 }, () => linkOf(shape)), ...Array.from({ length: 20 }, () => linkOf({ ...shape, archived: true })), ...Array.from({ length: 10 }, () => linkOf({ ...shape, words: ['news', 'blog'] }))];
    const state = new WorkspaceState({ ...template, tags: TAGS, links, webhooks: [] });
    const counts = (search = 'sale') => [false, true].map((showArchived) => countLinks(state, { search, showArchived, withTags: false }));
    const scanned = (search = 'sale') => [false, true].map((showArchived) => [...state.links.values()].filter((link) => matchesFilters(link, { search, showArchived, withTags: false })).length);
    expect(counts()).toEqual([30, 50]);
    // A search of two characters keeps its matches too (and its sizes through the deletes).
    expect(counts('sa')).toEqual(scanned('sa'));
    // Kept now: the counts below are read from its sizes (no other filter), which the deletes must keep right.
    state.removeLink(state.links.get(links[30]!.id)!, NOW);
    state.removeLink(state.links.get(links[31]!.id)!, NOW);
    expect(counts()).toEqual([30, 48]);
    state.removeLink(state.links.get(links[0]!.id)!, NOW);
    state.removeLink(state.links.get(links[55]!.id)!, NOW);
    expect(counts()).toEqual([29, 47]);
    expect(counts()).toEqual(scanned());
    expect(counts('sa')).toEqual(scanned('sa'));
    expect(countLinks(state, { search: 'sale', userId: USERS[0]!, showArchived: true, withTags: false })).toBe(47);
  });

  it('finds a link created or deleted while the search index was being built in the background, at every step of the build', () => {
    [SearchBuild.lowerStep, SearchIndex.buildStep] = [16, 16];
    const shape: Shape = { domain: DOMAINS[0]!, folderId: null, userId: USERS[0]!, tenantId: null, archived: false, tags: [], words: ['sale', 'blog'], clicks: 0, saleAmount: 0, lastClicked: null };
    // Each held by the url (…/blog/N) of the links of `shape` only.
    const searches = ['g', 'bl', 'blo', 'blog', 'og/', 'com/blog'];
    // 41 or 42 links: three lowering steps, three of each pass, one between the passes, and the last.
    for (let steps = 0; steps < 12; steps++) {
      // A link of the dataset deleted (its texts stay in the table, for a reset), or one created since (they go).
      for (const change of ['create', 'delete', 'delete created'] as const) {
        const state = new WorkspaceState({ ...template, tags: TAGS, links: Array.from({ length: 40 }, () => linkOf({ ...shape, words: ['news', 'docs'] })).concat(linkOf(shape)), webhooks: [] });
        if (change === 'delete created') state.addLink(linkOf(shape), NOW);
        let tick = 0;
        state.bitmaps.prepareSearch(steps, () => tick++);
        if (change === 'create') state.addLink(linkOf(shape), NOW);
        else state.removeLink([...state.links.values()].at(-1)!, NOW);
        for (const search of searches) {
          const filters: LinkFilters = { search, showArchived: false, withTags: false };
          const all: LinkPage = { sortBy: 'createdAt', direction: 'asc', page: 1, pageSize: Number.MAX_SAFE_INTEGER };
          const scanned = scanList(state.links.values(), filters, all);
          expect(listLinks(state, filters, all).map((link) => link.id), `${change} after ${steps} steps, ${search}`).toEqual(scanned);
          // The dataset's link of `shape` holds it, and the one created; the one deleted, with it or after it, is gone.
          expect(scanned.length).toBe({ create: 2, delete: 0, 'delete created': 1 }[change]);
        }
      }
    }
  });
});
