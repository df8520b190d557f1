import type { BitSet } from 'typedfastbitset';
import type { Link } from '../../dataset/dataset.js';
import type { CountGroupBy, LinkSortField, SortOrder } from '../../contract/enums.js';
import { onlyArchivedFilter, slotMatcher, type LinkFilters } from './link-filters.js';
import type { WorkspaceState } from './workspace-state.js';

/** What one comparison of a sort costs against looking at one link of the kept order (an estimate: it reads two fields, perhaps compares strings). */
const SORT_COST = 3;

export interface LinkPage {
  sortBy: LinkSortField;
  direction: SortOrder;
  page: number;
  pageSize: number;
}

/** The slots of the links that pass every filter, search included (the bitmaps answer the filters, the search index the search). */
function matchingSlots(state: WorkspaceState, filters: LinkFilters, without?: Parameters<WorkspaceState['bitmaps']['matching']>[1]): BitSet {
  const { search } = filters;
  return search === undefined ? state.bitmaps.matching(filters, without) : state.bitmaps.searchMatching({ ...filters, search }, without);
}

/**
 * One page of the links that match (§4.4), in the order asked for. How many match is known from the bitmaps
 * first: a page past the end is empty at once; then the cheaper of two ways, by their cost in links looked at:
 * sorting the matches (c log c), or reading the kept order until the page is full (about page end × n / c).
 * A search of four characters or more gives its candidates (searchCandidates): only those read are checked, so a
 * page of a common word's matches costs about a page's worth of checks, not one per match.
 */
export function listLinks(state: WorkspaceState, filters: LinkFilters, page: LinkPage): Link[] {
  const order = state.orderBy(page.sortBy);
  const skip = (page.page - 1) * page.pageSize;
  // Without search the total is a count (kept sizes, or one intersection): a set of the matches is built only to sort them.
  const searched = filters.search === undefined ? undefined : state.bitmaps.searchCandidates({ ...filters, search: filters.search });
  // With candidates not yet checked, at most this many match: enough to say a page is past the end, and to choose.
  const total = searched?.slots.size() ?? countLinks(state, filters);
  if (skip >= total) return [];
  const end = Math.min(skip + page.pageSize, total);
  const linkAt = (slot: number) => state.table.link(slot)!;
  if (!onlyArchivedFilter(filters) && total * Math.log2(total + 1) * SORT_COST < (end * state.links.size) / total) {
    const matching: number[] = [];
    const holds = searched?.holds;
    (searched?.slots ?? matchingSlots(state, filters)).forEach((slot) => {
      if (holds === undefined || holds(slot)) matching.push(slot);
    });
    return order.first(matching, page.direction, end).slice(skip).map(linkAt);
  }
  // A link's own fields are read from the table's columns; search is not re-run (its candidates are the set's).
  const candidates = searched?.slots;
  const holds = searched?.holds;
  const matches =
    candidates === undefined ? slotMatcher(state.table, filters) : holds === undefined ? (slot: number) => candidates.has(slot) : (slot: number) => candidates.has(slot) && holds(slot);
  const result: Link[] = [];
  let skipped = 0;
  for (const slot of order.read(page.direction)) {
    if (!matches(slot)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    result.push(linkAt(slot));
    if (result.length === page.pageSize) break;
  }
  return result;
}

/** How many links match (§4.6): the size of the bitmaps' intersection, without walking the links. */
export function countLinks(state: WorkspaceState, filters: LinkFilters): number {
  if (onlyArchivedFilter(filters)) return filters.showArchived ? state.links.size : state.links.size - state.archivedCount;
  return filters.search === undefined ? state.bitmaps.count(filters) : state.bitmaps.searchCount({ ...filters, search: filters.search });
}

/**
 * Counts per value of a field (count-groupby gap): `[{ domain: 'acme.link', _count: 12 }, …]`, most first.
 * The filter on the grouped field itself is ignored. A link counts once for each of its tags.
 */
export function groupLinks(state: WorkspaceState, filters: LinkFilters, field: CountGroupBy): Record<string, unknown>[] {
  // Search narrows by what the index finds; the other filters by the sets (or, with none, their kept sizes).
  const base = filters.search === undefined ? undefined : matchingSlots(state, filters, field === 'tagId' ? 'tagIds' : field);
  return state.bitmaps
    .groupSizes(field, filters, base)
    // Ties by value in code-unit order: the same on every host, whatever its locale.
    .sort(([a, x], [b, y]) => y - x || (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0))
    .map(([value, count]) => ({ [field]: value, _count: count }));
}
