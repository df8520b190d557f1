import type { Link } from '../../dataset/dataset.js';
import { matchesFilters, onlyArchivedFilter, type LinkFilters, type LinkSortField } from './link-filters.js';
import type { WorkspaceState } from './workspace-state.js';

export interface LinkPage {
  sortBy: LinkSortField;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The links an index can narrow a query to (its tags or its tenant), when that is fewer than all;
 * `undefined` when every link has to be looked at.
 */
function candidates(state: WorkspaceState, filters: LinkFilters): Set<Link> | undefined {
  let narrowest: Set<Link> | undefined;
  if (filters.tagIds !== undefined) {
    narrowest = new Set();
    for (const id of filters.tagIds) for (const link of state.byTag.get(id) ?? []) narrowest.add(link);
  }
  if (filters.tenantId !== undefined) {
    const tenant = state.byTenant.get(filters.tenantId) ?? new Set<Link>();
    if (narrowest === undefined || tenant.size < narrowest.size) narrowest = tenant;
  }
  return narrowest;
}

/** One page of the links that match (§4.4), in the order asked for. */
export function listLinks(state: WorkspaceState, filters: LinkFilters, page: LinkPage): Link[] {
  const order = state.orders[page.sortBy];
  const skip = (page.page - 1) * page.pageSize;
  const few = candidates(state, filters);
  if (few !== undefined && few.size * 4 < state.links.size) {
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
  for (const link of candidates(state, filters) ?? state.links.values()) if (matchesFilters(link, filters)) count++;
  return count;
}

export type GroupField = 'domain' | 'tagId' | 'userId' | 'folderId';

/**
 * Counts per value of a field (count-groupby gap): `[{ domain: 'acme.link', _count: 12 }, …]`, most first.
 * The filter on the grouped field itself is ignored. A link counts once for each of its tags.
 */
export function groupLinks(state: WorkspaceState, filters: LinkFilters, field: GroupField): Record<string, unknown>[] {
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
