/**
 * Random workspaces of links for the store's property tests (query-links, workspace-state's reset): link shapes that
 * tie in every sort field and share their filtered values, random filters and pages, and the plain scan that is the
 * oracle of every indexed query.
 */
import fc from 'fast-check';
import { enums, type CountGroupBy, type LinkSortField, type SortOrder } from '../../contract/enums.js';
import type { Link, Tag } from '../../dataset/dataset.js';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { matchesFilters, type LinkFilters } from './link-filters.js';
import type { LinkPage } from './query-links.js';

export const NOW = Date.parse('2026-11-01T00:00:00.000Z');
export const template = defaultDataset(NOW).workspaces[0]!;
export const TEMPLATE_LINK = template.links[0]!;
export const TAGS: Tag[] = ['t0', 't1', 't2', 't3'].map((name, index) => ({ id: `tag_${String(index).repeat(26)}`, name, color: 'blue' }));
export const DOMAINS = ['acme.link', 'go.acme.com', 'dub.sh'];
export const FOLDERS = [null, 'fold_1', 'fold_2'];
export const USERS = ['user_1', 'user_2'];
export const TENANTS = [null, 'tenant-a', 'tenant-b', 'tenant-c'];
export const WORDS = ['sale', 'blog', 'Docs', 'news', 'ab', 'x'];

/** What a link is made of here: the fields the filters, the orders and search read. */
export interface Shape {
  domain: string;
  folderId: string | null;
  userId: string;
  tenantId: string | null;
  archived: boolean;
  tags: number[];
  words: [string, string];
  clicks: number;
  saleAmount: number;
  lastClicked: number | null;
}

export const shapeArbitrary: fc.Arbitrary<Shape> = fc.record({
  domain: fc.constantFrom(...DOMAINS),
  folderId: fc.constantFrom(...FOLDERS),
  userId: fc.constantFrom(...USERS),
  tenantId: fc.constantFrom(...TENANTS),
  archived: fc.boolean(),
  tags: fc.subarray([0, 1, 2, 3], { maxLength: 3 }),
  words: fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)),
  clicks: fc.integer({ min: 0, max: 5 }),
  saleAmount: fc.constantFrom(0, 0, 100, 250),
  lastClicked: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
});

let serial = 0;
/** A link of the shape; ids and createdAt are unique, in creation order (as the service makes them), with ties in clicks and sums. */
export function linkOf(shape: Shape): Link {
  serial++;
  // One link in six has a key of one or two characters: shorter than any trigram.
  const key = serial % 6 === 0 ? ['a', 'ab', 's', 'sa', '1'][serial % 5]! : `${shape.words[0]}-${serial}`;
  return {
    ...TEMPLATE_LINK,
    id: `link_${String(serial).padStart(26, '0')}`,
    domain: shape.domain,
    key,
    url: `https://example.com/${shape.words[1]}/${serial}`,
    shortLink: `https://${shape.domain}/${key}`,
    externalId: null,
    folderId: shape.folderId,
    userId: shape.userId,
    tenantId: shape.tenantId,
    archived: shape.archived,
    tags: shape.tags.map((index) => TAGS[index]!),
    tagId: shape.tags.length === 0 ? null : TAGS[shape.tags[0]!]!.id,
    clicks: shape.clicks,
    saleAmount: shape.saleAmount,
    lastClicked: shape.lastClicked === null ? null : new Date(NOW - shape.lastClicked * 60_000).toISOString(),
    // Some links share a createdAt (a bulk): the id decides between them.
    createdAt: new Date(NOW - 10_000_000 + Math.floor(serial / 3) * 1000).toISOString(),
  };
}

/** Each filter set one time in four: most queries have one or two, so they match enough links to page through. */
export const sometimes = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
export const filtersArbitrary: fc.Arbitrary<LinkFilters> = fc
  .record({
    domain: sometimes(fc.constantFrom(...DOMAINS, 'nowhere.link')),
    tagIds: sometimes(fc.subarray([...TAGS.map((tag) => tag.id), 'tag_unknown'], { minLength: 0, maxLength: 3 }).map((ids) => new Set(ids))),
    folderId: sometimes(fc.constantFrom('fold_1', 'fold_2', 'fold_none')),
    search: sometimes(fc.constantFrom('a', 'q', 'sa', 'ab', 'sale', 'ale', 'com', 'qzq', 'docs', 'example.com/blog', '-1', 'zz', '/', 'b/1')),
    userId: sometimes(fc.constantFrom(...USERS)),
    tenantId: sometimes(fc.constantFrom('tenant-a', 'tenant-b', 'tenant-c', 'tenant-none')),
    showArchived: fc.boolean(),
    withTags: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
  })
  .map((filters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as unknown as LinkFilters);

export const pageArbitrary: fc.Arbitrary<LinkPage> = fc.record({
  sortBy: fc.constantFrom(...enums.linkSortField),
  direction: fc.constantFrom<SortOrder>('asc', 'desc'),
  page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 8 })),
  pageSize: fc.integer({ min: 1, max: 30 }),
});

/** The plain scan: every link, the filters, a full sort (nulls last, newest first among them), a slice. */
export function scanList(links: Iterable<Link>, filters: LinkFilters, { sortBy, direction, page, pageSize }: LinkPage): string[] {
  const sign = direction === 'desc' ? -1 : 1;
  const tie = (a: Link, b: Link) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1);
  const matching = [...links].filter((link) => matchesFilters(link, filters));
  matching.sort((a, b) => {
    const [x, y] = [a[sortBy as LinkSortField], b[sortBy as LinkSortField]];
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    if (x === null) return -tie(a, b);
    return sign * (x !== y ? (x! < y! ? -1 : 1) : tie(a, b));
  });
  return matching.slice((page - 1) * pageSize, page * pageSize).map((link) => link.id);
}

export function scanGroup(links: Iterable<Link>, filters: LinkFilters, field: CountGroupBy): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const link of links) {
    if (!matchesFilters(link, filters)) continue;
    for (const value of field === 'tagId' ? link.tags.map((tag) => tag.id) : [link[field]]) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
