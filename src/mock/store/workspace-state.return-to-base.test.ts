/**
 * A reset made in place (WorkspaceState#returnToBase) against a workspace built afresh from the same links: after
 * random creates (some taking the key and externalId of a link deleted before), deletes, clicks, tags, webhooks,
 * searches and steps of the search index's build, the workspace put back answers every lookup, list, count, grouped
 * count and search as the new one does, and goes on doing so through more writes and a second reset.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { enums } from '../../contract/enums.js';
import type { Link } from '../../dataset/dataset.js';
import type { LinkFilters } from './link-filters.js';
import { countLinks, groupLinks, listLinks, type LinkPage } from './query-links.js';
import { SearchBuild } from './search-build.js';
import { SearchIndex } from './search-index.js';
import { Store } from './store.js';
import { WorkspaceState } from './workspace-state.js';
import { filtersArbitrary, linkOf, NOW, pageArbitrary, shapeArbitrary, TAGS, template, type Shape } from './workspace-links.test-support.js';

/** The dataset's "now": the usage it was saved with is kept for its billing cycle (WorkspaceState's savedAt). */
const SAVED_AT = NOW - 3_600_000;
const WEBHOOK = { id: 'wh_0000000000000000000000000A', url: 'https://hooks.example/a', secret: 'whsec_a' } as unknown as (typeof template.webhooks)[number];

/** A link of the shape, one in three with an externalId. */
function linkWithExternalId(shape: Shape): Link {
  const link = linkOf(shape);
  return { ...link, externalId: Number(link.id.slice(-3)) % 3 === 0 ? `ext_${link.id.slice(-6)}` : null };
}

/** Links of the shapes, a domain and key once each (as a dataset must have them; linkOf repeats its short keys). */
function baseOf(shapes: Shape[]): Link[] {
  const seen = new Set<string>();
  return shapes.map(linkWithExternalId).filter((link) => !seen.has(`${link.domain}/${link.key}`) && seen.add(`${link.domain}/${link.key}`) !== undefined);
}

const entryOf = (links: Link[]) => ({ ...template, tags: TAGS, links, webhooks: [WEBHOOK], workspace: { ...template.workspace, linksUsage: links.length + 2, usage: 40 } });

type Step =
  | { kind: 'create'; shape: Shape }
  /** A link created with the domain, key and externalId of a link of the base deleted before (a key freed and taken again). */
  | { kind: 'retake'; pick: number; shape: Shape }
  | { kind: 'delete'; pick: number }
  | { kind: 'click'; pick: number; clicks: number }
  | { kind: 'tag' }
  | { kind: 'webhook' }
  /** A list or count read: it makes the order it sorts by, keeps counts and searches. */
  | { kind: 'read'; filters: LinkFilters; page: LinkPage }
  | { kind: 'prepare'; steps: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: shapeArbitrary.map((shape) => ({ kind: 'create' as const, shape })), weight: 3 },
  { arbitrary: fc.record({ pick: fc.nat(), shape: shapeArbitrary }).map(({ pick, shape }) => ({ kind: 'retake' as const, pick, shape })), weight: 1 },
  { arbitrary: fc.nat().map((pick) => ({ kind: 'delete' as const, pick })), weight: 3 },
  { arbitrary: fc.record({ pick: fc.nat(), clicks: fc.integer({ min: 1, max: 9 }) }).map(({ pick, clicks }) => ({ kind: 'click' as const, pick, clicks })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'tag' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'webhook' as const }), weight: 1 },
  { arbitrary: fc.record({ filters: filtersArbitrary, page: pageArbitrary }).map(({ filters, page }) => ({ kind: 'read' as const, filters, page })), weight: 2 },
  { arbitrary: fc.nat(80).map((steps) => ({ kind: 'prepare' as const, steps })), weight: 1 },
);

let tags = 0;

/** Applies a step to each workspace given (the same link objects to each): they are kept in step with each other. */
function apply(step: Step, states: WorkspaceState[], base: readonly Link[]): void {
  const [first] = states;
  const links = [...first!.links.values()];
  const each = (change: (state: WorkspaceState) => void) => states.forEach(change);
  if (step.kind === 'create') {
    const link = linkWithExternalId(step.shape);
    // A key in use is refused (Store#insertLink): not created.
    if (first!.linkOfKey(link.domain, link.key) !== undefined) return;
    each((state) => state.addLink(link, NOW));
  } else if (step.kind === 'retake') {
    const gone = base.filter((link) => !first!.links.has(link.id));
    if (gone.length === 0) return;
    const old = gone[step.pick % gone.length]!;
    if (first!.linkOfKey(old.domain, old.key) !== undefined || (old.externalId !== null && first!.byExternalId.has(old.externalId))) return;
    const link = { ...linkOf(step.shape), domain: old.domain, key: old.key, shortLink: old.shortLink, externalId: old.externalId };
    each((state) => state.addLink(link, NOW));
  } else if (step.kind === 'delete' && links.length > 0) {
    const link = links[step.pick % links.length]!;
    each((state) => state.removeLink(state.links.get(link.id)!, NOW));
  } else if (step.kind === 'click' && links.length > 0) {
    const { id } = links[step.pick % links.length]!;
    each((state) => {
      const link = state.links.get(id)!;
      state.updateStats(link, { ...link, clicks: link.clicks + step.clicks, lastClicked: new Date(NOW + step.clicks).toISOString() }, NOW, step.clicks);
    });
  } else if (step.kind === 'tag') {
    const tag = { id: `tag_new${String(++tags).padStart(22, '0')}`, name: `new ${tags}`, color: 'red' as const };
    each((state) => state.addTag(tag));
  } else if (step.kind === 'webhook') {
    each((state) => state.webhooks.set(WEBHOOK.id, { ...WEBHOOK, url: `https://hooks.example/${tags}` }));
  } else if (step.kind === 'read') {
    each((state) => {
      listLinks(state, step.filters, step.page);
      countLinks(state, step.filters);
    });
  } else if (step.kind === 'prepare') {
    each((state) => {
      // A clock that moves one tick a step: the deadline is the number of steps.
      let tick = 0;
      state.bitmaps.prepareSearch(step.steps, () => tick++);
    });
  }
}

/** Every read of `state` answers as `expected`'s does. */
function expectSame(state: WorkspaceState, expected: WorkspaceState, reads: readonly { filters: LinkFilters; page: LinkPage }[], when: string): void {
  expect([...state.links.values()], `${when}: the links`).toEqual([...expected.links.values()]);
  expect(state.links.size).toBe(expected.links.size);
  for (const link of expected.links.values()) {
    expect(state.links.get(link.id), `${when}: ${link.id} by id`).toEqual(link);
    expect(state.linkOfKey(link.domain, link.key)?.id, `${when}: ${link.key} by key`).toBe(link.id);
    if (link.externalId !== null) expect(state.byExternalId.get(link.externalId)?.id, `${when}: ${link.externalId}`).toBe(link.id);
  }
  expect(state.byExternalId.size).toBe(expected.byExternalId.size);
  expect(state.archivedCount).toBe(expected.archivedCount);
  expect([...state.tags.values()]).toEqual([...expected.tags.values()]);
  expect([...state.tagsByName.keys()]).toEqual([...expected.tagsByName.keys()]);
  expect([...state.webhooks.values()]).toEqual([...expected.webhooks.values()]);
  expect(state.usage(NOW)).toEqual(expected.usage(NOW));
  for (const { filters, page } of reads) {
    const asked = `${when}: ${JSON.stringify({ ...filters, tagIds: filters.tagIds && [...filters.tagIds] })} ${JSON.stringify(page)}`;
    expect(listLinks(state, filters, page).map((link) => link.id), asked).toEqual(listLinks(expected, filters, page).map((link) => link.id));
    expect(countLinks(state, filters), asked).toBe(countLinks(expected, filters));
    for (const field of enums.countGroupBy) expect(groupLinks(state, filters, field), `${asked} by ${field}`).toEqual(groupLinks(expected, filters, field));
  }
  // Every order in both directions, unfiltered and whole.
  for (const sortBy of enums.linkSortField) {
    for (const direction of ['asc', 'desc'] as const) {
      const page: LinkPage = { sortBy, direction, page: 1, pageSize: 1000 };
      const all: LinkFilters = { showArchived: true, withTags: false };
      expect(listLinks(state, all, page).map((link) => link.id), `${when}: by ${sortBy} ${direction}`).toEqual(listLinks(expected, all, page).map((link) => link.id));
    }
  }
}

describe('WorkspaceState#returnToBase (a reset made in place)', () => {
  afterEach(() => {
    [SearchBuild.lowerStep, SearchIndex.buildStep] = [1024, 1024];
  });

  it('answers every read as a workspace built afresh from its links, after random writes, and through more writes and a second reset (property)', () => {
    // Builds in the background of a few slots a step: a build takes many steps, and writes come between them.
    [SearchBuild.lowerStep, SearchIndex.buildStep] = [2, 3];
    const readArbitrary = fc.record({ filters: filtersArbitrary, page: pageArbitrary });
    fc.assert(
      fc.property(
        fc.array(shapeArbitrary, { maxLength: 120, size: 'max' }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 40, size: 'max' }),
        fc.array(stepArbitrary, { maxLength: 20, size: 'max' }),
        fc.array(readArbitrary, { minLength: 1, maxLength: 6 }),
        (initial, before, after, reads) => {
          const base = baseOf(initial);
          const state = new WorkspaceState(entryOf(base), SAVED_AT);
          for (const step of before) apply(step, [state], base);
          expect(state.returnToBase()).toBe(true);
          const fresh = new WorkspaceState(entryOf(base), SAVED_AT);
          expectSame(state, fresh, reads, 'after the reset');
          // The same writes to both: the indexes kept through the reset take them as the new workspace's do.
          for (const step of after) apply(step, [state, fresh], base);
          expectSame(state, fresh, reads, 'after more writes');
          expect(state.returnToBase()).toBe(true);
          expectSame(state, new WorkspaceState(entryOf(base), SAVED_AT), reads, 'after a second reset');
        },
      ),
      { numRuns: 150, seed: 18, verbose: true },
    );
  });

  it('finds every search again in links put back, the search index built before their delete, after it, or being built across it and the reset', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const keyed = (key: string): Link => ({ ...linkOf(shape), key, shortLink: `https://acme.link/${key}` });
    const searched = (state: WorkspaceState, text: string) => listLinks(state, { search: text, showArchived: false, withTags: false }, { sortBy: 'createdAt', direction: 'asc', page: 1, pageSize: 100 }).map((link) => link.key);
    const TEXTS = ['s', 'q', 'sa', 'ale', 'sale', 'summer-s', 'plain-1', 'p'];
    // The deleted links at the start, in the middle and at the end of the slots a build reads.
    const base = Array.from({ length: 30 }, (_, n) => keyed(n % 14 === 0 ? `summer-sale-${n}` : `plain-${n}`));
    const gone = base.filter((link) => link.key.startsWith('summer'));
    for (const phase of ['index before', 'index after', 'build before', 'build after', 'build across']) {
      for (const steps of [3, 12, 24]) {
        [SearchBuild.lowerStep, SearchIndex.buildStep] = [2, 3];
        const state = new WorkspaceState(entryOf(base));
        const prepare = (deadline: number) => {
          let tick = 0;
          return state.bitmaps.prepareSearch(deadline, () => tick++);
        };
        const when = `${phase}, ${steps} steps`;
        if (phase === 'index before') searched(state, 'sale');
        if (phase === 'build before' || phase === 'build across') expect(prepare(steps)).toBe(false);
        for (const link of gone) state.removeLink(state.links.get(link.id)!, NOW);
        if (phase === 'index after') searched(state, 'sale');
        if (phase === 'build after') expect(prepare(steps)).toBe(false);
        if (phase === 'build across') prepare(steps);
        // Links added after the deletes: their slots are past every slot of the base.
        state.addLink(keyed('winter-sale'), NOW);
        state.addLink(keyed('q'), NOW);
        expect(state.returnToBase(), when).toBe(true);
        const fresh = new WorkspaceState(entryOf(base));
        prepare(steps);
        for (const text of TEXTS) expect(searched(state, text), `${when}: ${text}`).toEqual(searched(fresh, text));
        expect(prepare(Number.POSITIVE_INFINITY), when).toBe(true);
        for (const text of TEXTS) expect(searched(state, text), `${when}, built: ${text}`).toEqual(searched(fresh, text));
      }
    }
  });

  it('keeps its sort orders and its search index through the reset (nothing made again), and forgets the last id it made', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const base = baseOf(Array.from({ length: 40 }, (_, n) => ({ ...shape, clicks: n % 5 })));
    const state = new WorkspaceState(entryOf(base), SAVED_AT);
    const orders = enums.linkSortField.map((field) => state.orderBy(field));
    for (const order of orders) order.ascending();
    let tick = 0;
    expect(state.bitmaps.prepareSearch(Number.POSITIVE_INFINITY, () => tick++)).toBe(true);
    state.removeLink(state.links.get(base[3]!.id)!, NOW);
    const clicked = state.links.get(base[7]!.id)!;
    state.updateStats(clicked, { ...clicked, clicks: 99, lastClicked: new Date(NOW).toISOString() }, NOW, 99);
    state.addLink({ ...linkOf(shape), key: 'added', shortLink: 'https://acme.link/added' }, NOW);
    state.lastLinkId = 'link_00000000000000000000000099';
    expect(state.returnToBase()).toBe(true);
    expect(enums.linkSortField.map((field) => state.orderBy(field))).toEqual(orders);
    enums.linkSortField.forEach((field, n) => expect(state.orderBy(field), field).toBe(orders[n]));
    // Built already: no step of a build is left to take, even with no time for one.
    expect(state.bitmaps.prepareSearch(0, () => 1)).toBe(true);
    expect(state.lastLinkId).toBeUndefined();
    expectSame(state, new WorkspaceState(entryOf(base), SAVED_AT), [{ filters: { search: 'news', showArchived: true, withTags: false }, page: { sortBy: 'clicks', direction: 'desc', page: 1, pageSize: 50 } }], 'after the reset');
  });

  it('counts usage as a new workspace does after disabled links were clicked and deleted, in the cycle it was saved in and in the next', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 3, saleAmount: 0, lastClicked: null };
    const base = baseOf(Array.from({ length: 30 }, (_, n) => ({ ...shape, clicks: 10 + n }))).map((link, n) => ({ ...link, disabledAt: n % 4 === 0 ? new Date(NOW - 86_400_000).toISOString() : null }));
    const state = new WorkspaceState(entryOf(base), SAVED_AT);
    for (const n of [0, 1, 4, 5]) {
      const link = state.links.get(base[n]!.id)!;
      state.updateStats(link, { ...link, clicks: link.clicks + 7 }, NOW, 7);
    }
    for (const n of [8, 9]) state.removeLink(state.links.get(base[n]!.id)!, NOW);
    state.addLink({ ...linkOf(shape), key: 'added-1', shortLink: 'https://acme.link/added-1', disabledAt: new Date(NOW).toISOString() }, NOW);
    state.addLink({ ...linkOf(shape), key: 'added-2', shortLink: 'https://acme.link/added-2' }, NOW);
    const cycleBefore = state.usage(NOW);
    expect(state.returnToBase()).toBe(true);
    const fresh = new WorkspaceState(entryOf(base), SAVED_AT);
    expect(state.usage(NOW)).toEqual(fresh.usage(NOW));
    expect(state.usage(NOW)).not.toEqual(cycleBefore);
    // Forty days on, in another billing cycle: both recount from their links alone.
    const later = NOW + 40 * 86_400_000;
    expect(state.usage(later)).toEqual(new WorkspaceState(entryOf(base), SAVED_AT).usage(later));
  });

  it('counts the links deleted in a billing cycle again when the clock is moved back into it, with their clicks, and none of their clicks in a later cycle', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const state = new WorkspaceState(entryOf(baseOf(Array.from({ length: 5 }, () => shape))), SAVED_AT);
    const made = [1, 2, 3].map((n) => ({ ...linkOf(shape), key: `made-${n}`, shortLink: `https://acme.link/made-${n}`, createdAt: new Date(NOW).toISOString() }));
    for (const link of made) state.addLink(link, NOW);
    const clicked = state.links.get(made[0]!.id)!;
    state.updateStats(clicked, { ...clicked, clicks: 40 }, NOW, 40);
    state.removeLink(state.links.get(made[0]!.id)!, NOW + 1000);
    state.removeLink(state.links.get(made[1]!.id)!, NOW + 2000);
    const inCycle = { ...state.usage(NOW + 3000) };
    // Forty days on: another cycle, recounted; the deleted links were neither made nor clicked in it.
    const later = NOW + 40 * 86_400_000;
    const fresh = new WorkspaceState(entryOf(baseOf(Array.from({ length: 5 }, () => shape))), SAVED_AT);
    fresh.addLink(made[2]!, NOW);
    expect(state.usage(later)).toEqual(fresh.usage(later));
    // Back in the first cycle: a billing meter keeps what happened in it.
    expect(state.usage(NOW + 3000)).toEqual(inCycle);
  });

  it('leaves a workspace as it is and says so when so many links changed that a copy costs less', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const state = new WorkspaceState(entryOf(Array.from({ length: 10 }, () => linkOf(shape))));
    for (let n = 0; n < 1025; n++) state.addLink(linkOf(shape), NOW);
    expect(state.returnToBase()).toBe(false);
    expect(state.links.size).toBe(1035);
    expect(state.baseCopy().links.size).toBe(10);
  });

  it('is copied instead once the slots of the links created and reset away (never used again) outnumber what it allows', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const state = new WorkspaceState(entryOf(Array.from({ length: 10 }, () => linkOf(shape))));
    // Each reset in place leaves the created link's slot empty: 2,048 of them at most for a small workspace.
    let resets = 0;
    for (; resets < 3000; resets++) {
      state.addLink(linkOf(shape), NOW);
      if (!state.returnToBase()) break;
    }
    expect(resets).toBe(2048);
    expect(state.links.size).toBe(11);
    expect(state.table.slotCount).toBe(10 + 2049);
  });

  it('is how a store resets: the same store back in place, a new one when a workspace had to be copied', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const store = new Store({ now: new Date(NOW).toISOString(), workspaces: [entryOf(Array.from({ length: 5 }, () => linkOf(shape)))] } as unknown as ConstructorParameters<typeof Store>[0]);
    const [state] = store.workspaces;
    expect(store.insertLink(state!, linkOf(shape), NOW).ok).toBe(true);
    expect(store.reset()).toBe(store);
    expect(state!.links.size).toBe(5);
    for (let n = 0; n < 1025; n++) state!.addLink(linkOf(shape), NOW);
    const copied = store.reset();
    expect(copied).not.toBe(store);
    expect(copied.workspaces[0]!.links.size).toBe(5);
  });

  it('forgets, at a store\'s reset in place, the domains of links created since and the changes recorded for the journal', () => {
    const shape: Shape = { domain: 'acme.link', folderId: null, userId: 'user_1', tenantId: null, archived: false, tags: [], words: ['news', 'docs'], clicks: 0, saleAmount: 0, lastClicked: null };
    const store = new Store({ now: new Date(NOW).toISOString(), workspaces: [entryOf(Array.from({ length: 5 }, () => linkOf(shape)))] } as unknown as ConstructorParameters<typeof Store>[0]);
    const [state] = store.workspaces;
    store.record();
    expect(store.hasDomain('elsewhere.example')).toBe(false);
    expect(store.insertLink(state!, { ...linkOf(shape), domain: 'elsewhere.example' }, NOW).ok).toBe(true);
    expect(store.hasDomain('elsewhere.example')).toBe(true);
    expect(store.reset()).toBe(store);
    expect(store.hasDomain('elsewhere.example')).toBe(false);
    // The reset is journalled by itself: a change made before it must not be replayed after it.
    expect(store.takeRecorded()).toEqual([]);
    expect(store.insertLink(state!, linkOf(shape), NOW).ok).toBe(true);
    expect(store.takeRecorded().map((change) => change.type)).toEqual(['link.created']);
  });
});
