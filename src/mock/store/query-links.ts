import type { BitSet } from 'typedfastbitset';
import type { Link } from '../../dataset/dataset.js';
import type { CountGroupBy, LinkSortField, SortOrder } from '../../contract/enums.js';
import { onlyArchivedFilter, slotMatcher, type LinkFilters } from './link-filters.js';
import { SortedMatches } from './sorted-matches.js';
import type { LinkOrder } from './link-order.js';
import type { WorkspaceState } from './workspace-state.js';

/** What one comparison of a sort costs against looking at one link of the kept order (an estimate: it reads two fields, perhaps compares strings). */
const SORT_COST = 3;

export interface LinkPage {
  sortBy: LinkSortField;
  direction: SortOrder;
  page: number;
  pageSize: number;
}

/**
 * When a page of a search is read off the kept order with each link's texts checked, instead of from its candidates'
 * set: when the fewest links any of its trigrams is in (`bound`) is so many that bound² ≥ `factor` × page end × links
 * (a common word: a page is found within a few thousand links, where the set would take a pass over tens of
 * thousands). At a million links a link's texts checked cost about 1 µs, a candidate read off the trigrams' lists
 * about 25 ns, whence 40: the first page of `promo` (about 48,000 matches) took 0.5–0.8 ms read off the order against
 * 2.1–3.3 ms through the set, its second and fifth about the same either way. Such a read gives up after `slack` ×
 * page end × links ÷ bound + `floor` links without the page full (trigrams common apart, rarely together), and the
 * set answers. Tests change them to take each way.
 */
export const SEARCH_WALK = { factor: 40, slack: 4, floor: 1024 };

/**
 * The slots of `page` (after `skip` matches, at most `size`) read off `order` in `direction`, those for which
 * `matches` holds; undefined when `limit` slots were read without the page full and more are left.
 */
function readPage(order: LinkOrder, direction: SortOrder, matches: (slot: number) => boolean, skip: number, size: number, limit = Number.POSITIVE_INFINITY): number[] | undefined {
  const found: number[] = [];
  let [skipped, read, gaveUp] = [0, 0, false];
  order.visit(direction, (slot) => {
    if (read++ >= limit) {
      gaveUp = true;
      return false;
    }
    if (!matches(slot)) return true;
    if (skipped < skip) {
      skipped++;
      return true;
    }
    found.push(slot);
    return found.length < size;
  });
  return gaveUp ? undefined : found;
}

/** The slots of the links that pass every filter, search included (the bitmaps answer the filters, the search index the search). */
function matchingSlots(state: WorkspaceState, filters: LinkFilters): BitSet {
  const { search } = filters;
  return search === undefined ? state.bitmaps.matching(filters) : state.bitmaps.searchMatching({ ...filters, search });
}

/**
 * One page of the links that match (§4.4), in the order asked for. How many match is known from the bitmaps
 * first: a page past the end is empty at once; then the cheaper of two ways, by their cost in links looked at:
 * sorting the matches (c log c), or reading the kept order until the page is full (about page end × n / c).
 * A search of four characters or more: a common word's page is read off the kept order, each link's texts checked
 * (SEARCH_WALK), so it costs about a page's worth of links, not a pass over its trigrams' lists; any other gives its
 * candidates (searchCandidates), of which only those read are checked.
 */
export function listLinks(state: WorkspaceState, filters: LinkFilters, page: LinkPage): Link[] {
  const order = state.orderBy(page.sortBy);
  const skip = (page.page - 1) * page.pageSize;
  const linkAt = (slot: number) => state.table.link(slot)!;
  // Matches sorted by a list before (few of them) while no link changed: every page of them is a slice.
  const key = state.sortedMatches.size === 0 ? undefined : SortedMatches.keyOf(filters, page.sortBy, page.direction);
  const sorted = key === undefined ? undefined : state.sortedMatches.get(key);
  if (sorted !== undefined) return sorted.slice(skip, skip + page.pageSize).map(linkAt);
  const kept = filters.search === undefined ? undefined : state.bitmaps.searchKept(filters.search);
  if (kept !== undefined) {
    // A search whose matches are kept (two characters, or four or more, asked before): counted over their words, a page read off the order unless sorting the few is
    // cheaper (below, from a set of them), without building the set first.
    const total = countLinks(state, filters);
    if (skip >= total) return [];
    const end = Math.min(skip + page.pageSize, total);
    if (total * Math.log2(total + 1) * SORT_COST >= (end * state.links.size) / total) {
      const inScope = slotMatcher(state.table, filters);
      const holds = (slot: number) => ((kept[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0 && inScope(slot);
      return readPage(order, page.direction, holds, skip, page.pageSize)!.map(linkAt);
    }
  }
  const probe = kept !== undefined || filters.search === undefined ? undefined : state.bitmaps.searchProbe(filters.search);
  if (probe !== undefined) {
    if (skip >= probe.bound) return [];
    const [end, links] = [skip + page.pageSize, state.links.size];
    if (probe.bound * probe.bound >= SEARCH_WALK.factor * end * links) {
      const inScope = slotMatcher(state.table, filters);
      const limit = SEARCH_WALK.slack * Math.ceil((end * links) / probe.bound) + SEARCH_WALK.floor;
      const found = readPage(order, page.direction, (slot) => inScope(slot) && probe.holds(slot), skip, page.pageSize, limit);
      if (found !== undefined) return found.map(linkAt);
    }
  }
  // Without search the total is a count (kept sizes, or one intersection): a set of the matches is built only to sort them.
  const searched = filters.search === undefined ? undefined : state.bitmaps.searchCandidates({ ...filters, search: filters.search });
  // With candidates not yet checked, at most this many match: enough to say a page is past the end, and to choose.
  const total = searched?.slots.size() ?? countLinks(state, filters);
  if (skip >= total) return [];
  const end = Math.min(skip + page.pageSize, total);
  if (!onlyArchivedFilter(filters) && total * Math.log2(total + 1) * SORT_COST < (end * state.links.size) / total) {
    // Sorted once and kept (SortedMatches) while no link changes: the next page, or the same one again, is a slice (above).
    const matching: number[] = [];
    const holds = searched?.holds;
    (searched?.slots ?? matchingSlots(state, filters)).forEach((slot) => {
      if (holds === undefined || holds(slot)) matching.push(slot);
    });
    if (matching.length > SortedMatches.MOST) return order.first(matching, page.direction, end).slice(skip).map(linkAt);
    state.sortedMatches.set(key ?? SortedMatches.keyOf(filters, page.sortBy, page.direction), order.sort(matching, page.direction));
    return matching.slice(skip, end).map(linkAt);
  }
  // No filter but archived: a page is read off the order at its position, blocks before it stepped over whole.
  if (searched === undefined && onlyArchivedFilter(filters)) return order.page(page.direction, skip, page.pageSize, filters.showArchived === true).map(linkAt);
  // A link's own fields are read from the table's columns; search is not re-run (its candidates are the set's).
  const candidates = searched?.slots;
  const holds = searched?.holds;
  const matches =
    candidates === undefined ? slotMatcher(state.table, filters) : holds === undefined ? (slot: number) => candidates.has(slot) : (slot: number) => candidates.has(slot) && holds(slot);
  return readPage(order, page.direction, matches, skip, page.pageSize)!.map(linkAt);
}

/** How many links match (§4.6): the size of the bitmaps' intersection, without walking the links. */
export function countLinks(state: WorkspaceState, filters: LinkFilters): number {
  if (onlyArchivedFilter(filters)) return filters.showArchived ? state.links.size : state.links.size - state.archivedCount;
  return filters.search === undefined ? state.bitmaps.count(filters) : state.bitmaps.searchCount({ ...filters, search: filters.search });
}

/**
 * Counts per value of a field (count-groupby gap): `[{ domain: 'acme.link', _count: 12 }, …]`, most first.
 * Every filter applies, the grouped field's own too (§4.6 counts the links matching the filters). A link counts once
 * for each of its tags.
 */
export function groupLinks(state: WorkspaceState, filters: LinkFilters, field: CountGroupBy): Record<string, unknown>[] {
  // Search narrows by what the index finds; the other filters by the sets (or, with none, their kept sizes).
  const base = filters.search === undefined ? undefined : matchingSlots(state, filters);
  return state.bitmaps
    .groupSizes(field, filters, base)
    // Ties by value in code-unit order: the same on every host, whatever its locale.
    .sort(([a, x], [b, y]) => y - x || (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0))
    .map(([value, count]) => ({ [field]: value, _count: count }));
}
