import type { Link } from '../../dataset/dataset.js';
import type { CountGroupBy, LinkSortField, SortOrder } from '../../contract/enums.js';
import { matchesFilters, onlyArchivedFilter, type LinkFilters } from './link-filters.js';
import type { WorkspaceState } from './workspace-state.js';

const SORT_CANDIDATES_AT_MOST = 2000;

export interface LinkPage {
  sortBy: LinkSortField;
  direction: SortOrder;
  page: number;
  pageSize: number;
}

/**
 * The links an index narrows a query to (the links with its tags, or its tenant's), when that bound is at
 * most `atMost`; `undefined` when every link has to be looked at. Sized before anything is built.
 */
function candidates(state: WorkspaceState, filters: LinkFilters, atMost: number): Iterable<Link> | undefined {
  const tagSets = filters.tagIds === undefined ? undefined : [...filters.tagIds].map((id) => state.byTag.get(id) ?? new Set<Link>());
  const tagBound = tagSets?.reduce((sum, set) => sum + set.size, 0) ?? Number.POSITIVE_INFINITY;
  const tenant = filters.tenantId === undefined ? undefined : (state.byTenant.get(filters.tenantId) ?? new Set<Link>());
  const tenantBound = tenant?.size ?? Number.POSITIVE_INFINITY;
  if (Math.min(tagBound, tenantBound) > atMost) return undefined;
  if (tenantBound <= tagBound) return tenant;
  return tagSets!.length === 1 ? tagSets![0] : new Set(tagSets!.flatMap((set) => [...set]));
}

/** One page of the links that match (§4.4), in the order asked for. */
export function listLinks(state: WorkspaceState, filters: LinkFilters, page: LinkPage): Link[] {
  const order = state.orders[page.sortBy];
  const skip = (page.page - 1) * page.pageSize;
  // Sorting candidates costs O(c log c) comparisons; walking the kept order costs about (page end) / selectivity.
  // Only a very selective index (a tenant's few links) is worth sorting.
  const few = candidates(state, filters, Math.min(SORT_CANDIDATES_AT_MOST, state.links.size / 16));
  if (few !== undefined) {
    const matching = [...few].filter((link) => matchesFilters(link, filters));
    return order.sort(matching, page.direction).slice(skip, skip + page.pageSize);
  }
  const result: Link[] = [];
  let skipped = 0;
  for (const link of order.read(page.direction)) {
    if (!matchesFilters(link, filters)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    result.push(link);
    if (result.length === page.pageSize) break;
  }
  return result;
}

/** How many links match (§4.6). */
export function countLinks(state: WorkspaceState, filters: LinkFilters): number {
  if (onlyArchivedFilter(filters)) return filters.showArchived ? state.links.size : state.links.size - state.archivedCount;
  let count = 0;
  for (const link of candidates(state, filters, state.links.size) ?? state.links.values()) if (matchesFilters(link, filters)) count++;
  return count;
}

/**
 * Counts per value of a field (count-groupby gap): `[{ domain: 'acme.link', _count: 12 }, …]`, most first.
 * The filter on the grouped field itself is ignored. A link counts once for each of its tags.
 */
export function groupLinks(state: WorkspaceState, filters: LinkFilters, field: CountGroupBy): Record<string, unknown>[] {
  const ignored: LinkFilters = { ...filters };
  if (field === 'domain') delete ignored.domain;
  if (field === 'tagId') delete ignored.tagIds;
  if (field === 'userId') delete ignored.userId;
  if (field === 'folderId') delete ignored.folderId;
  const counts = new Map<string | null, number>();
  for (const link of state.links.values()) {
    if (!matchesFilters(link, ignored)) continue;
    const values = field === 'tagId' ? link.tags.map((tag) => tag.id) : [link[field]];
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || String(a).localeCompare(String(b)))
    .map(([value, count]) => ({ [field]: value, _count: count }));
}
