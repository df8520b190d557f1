import type { Link } from '../../dataset/dataset.js';
import type { ParsedParameters } from '../../contract/parse-parameters.js';
import type { LinkTable } from './link-table.js';

/** The filters of §4.4, shared by list and count, with tag names already resolved to tag IDs. */
export interface LinkFilters {
  domain?: string;
  /** Links with any of these tags; an empty set matches nothing (every ID or name given was unknown). */
  tagIds?: ReadonlySet<string>;
  folderId?: string;
  /** Lower case; matched against the key and the destination URL. */
  search?: string;
  userId?: string;
  tenantId?: string;
  showArchived: boolean;
  withTags: boolean;
}

type FilterQuery = ParsedParameters<'getLinks'>['query'] | ParsedParameters<'getLinksCount'>['query'];

/** A list parameter's values, the empty ones left out (empty-filter-values gap). */
const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : value).filter((item) => item !== '');

/** A filter's value, unless it is empty: `?domain=`, as a form's blank select sends it, filters nothing (empty-filter-values gap). */
const given = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * The filters a list or count query asks for. tagIds, tagNames and the deprecated tagId all select by
 * tag; given together, a link with any of the tags they name matches. An empty value filters nothing, as the
 * public service reads it (empty-filter-values gap).
 */
export function filtersOf(query: FilterQuery, tagIdOfName: (name: string) => string | undefined): LinkFilters {
  const ids = [...asList(query.tagIds), ...asList(query.tagId)];
  const names = asList(query.tagNames);
  const filters: LinkFilters = { showArchived: query.showArchived === true, withTags: query.withTags === true };
  if (ids.length > 0 || names.length > 0) {
    filters.tagIds = new Set([...ids, ...names.flatMap((name) => tagIdOfName(name) ?? [])]);
  }
  if (given(query.domain)) filters.domain = query.domain.toLowerCase();
  if (given(query.folderId)) filters.folderId = query.folderId;
  if (given(query.search)) filters.search = query.search.toLowerCase();
  if (given(query.userId)) filters.userId = query.userId;
  if (given(query.tenantId)) filters.tenantId = query.tenantId;
  return filters;
}

/** Whether a link passes every filter. Archived links pass only with showArchived (§3). */
export function matchesFilters(link: Link, filters: LinkFilters): boolean {
  if (link.archived && !filters.showArchived) return false;
  if (filters.withTags && link.tags.length === 0) return false;
  if (filters.domain !== undefined && link.domain !== filters.domain) return false;
  if (filters.folderId !== undefined && link.folderId !== filters.folderId) return false;
  if (filters.userId !== undefined && link.userId !== filters.userId) return false;
  if (filters.tenantId !== undefined && link.tenantId !== filters.tenantId) return false;
  if (filters.tagIds !== undefined && !link.tags.some((tag) => filters.tagIds!.has(tag.id))) return false;
  if (filters.search !== undefined && !link.key.toLowerCase().includes(filters.search) && !link.url.toLowerCase().includes(filters.search)) {
    return false;
  }
  return true;
}

/**
 * `matchesFilters` but search (the search index answers that) for the links of a table, by slot, reading only the
 * columns the filters name (no link is built): a filter's value is looked up once, as the code its column holds,
 * and a tag list's answer kept per list. One function with the columns read once, not a closure per filter: a page
 * read off an order at a million links tests a thousand slots or more (a tag and a user: 53 µs a page with a closure
 * per filter, 26 with this, 13 with the order visited rather than iterated, LinkOrder#visit).
 * To be used within one request: a column read here is replaced when it widens at the next add.
 */
export function slotMatcher(table: LinkTable, filters: LinkFilters): (slot: number) => boolean {
  const columns: Readonly<ArrayLike<number>>[] = [];
  const codes: number[] = [];
  for (const field of ['domain', 'folderId', 'userId', 'tenantId'] as const) {
    const value = filters[field];
    if (value === undefined) continue;
    const code = table.codeOf(field, value);
    if (code === undefined) return () => false;
    columns.push(table.codesOf(field));
    codes.push(code);
  }
  const { showArchived, withTags, tagIds } = filters;
  const byTags = withTags || tagIds !== undefined;
  const tagColumn = byTags ? table.codesOf('tags') : undefined;
  // Per tag list's code: 0 not looked at yet, 1 passes, 2 does not (a code past the end is looked at each time).
  const known = new Uint8Array(byTags ? table.valuesOf('tags').length : 0);
  return (slot) => {
    if (!showArchived && table.archived(slot)) return false;
    for (let i = 0; i < columns.length; i++) if (columns[i]![slot] !== codes[i]) return false;
    if (tagColumn === undefined) return true;
    const code = tagColumn[slot]!;
    let passes = known[code] ?? 0;
    if (passes === 0) {
      const tags = table.valueOf('tags', slot);
      passes = (!withTags || tags.length > 0) && (tagIds === undefined || tags.some((tag) => tagIds.has(tag.id))) ? 1 : 2;
      known[code] = passes;
    }
    return passes === 1;
  };
}

/** Whether any filter beyond archived is set (the count of the rest is kept, so it is O(1)). */
export function onlyArchivedFilter(filters: LinkFilters): boolean {
  return (
    !filters.withTags &&
    filters.domain === undefined &&
    filters.folderId === undefined &&
    filters.userId === undefined &&
    filters.tenantId === undefined &&
    filters.tagIds === undefined &&
    filters.search === undefined
  );
}
