import { SparseTypedFastBitSet, TypedFastBitSet, type BitSet } from 'typedfastbitset';
import type { Link } from '../../dataset/dataset.js';
import type { LinkFilters } from './link-filters.js';
import { SearchIndex } from './search-index.js';

/** The link fields a filter or a grouped count selects by one value (tags are a list: kept apart). */
export const BITMAP_FIELDS = ['domain', 'folderId', 'userId', 'tenantId'] as const;
type BitmapField = (typeof BITMAP_FIELDS)[number];

/**
 * The links of one workspace as bit positions ("slots"), with one set of slots per value of each filtered field
 * (§4.4, §4.6): domain, folderId, userId, tenantId, each tag, archived, tagged. A count is the size of the sets'
 * intersection, never a walk over the matching links; a grouped count is one intersection size per value.
 * Sets are sparse (an array) while small and dense (a bitset) once large, so a million tenants of one link each
 * cost what a million slots do, not a million bitsets. Search goes through a trigram index (search-index.ts).
 */
export class LinkBitmaps {
  readonly #slotOf = new Map<string, number>();
  /** The link at each slot (undefined: deleted; slots grow with every link created, as the workspace's ids do). */
  readonly #bySlot: (Link | undefined)[] = [];
  readonly #live = new TypedFastBitSet();
  readonly #archived = new SparseTypedFastBitSet();
  readonly #tagged = new SparseTypedFastBitSet();
  readonly #values: Record<BitmapField, Map<string | null, SparseTypedFastBitSet>> = { domain: new Map(), folderId: new Map(), userId: new Map(), tenantId: new Map() };
  readonly #tags = new Map<string, SparseTypedFastBitSet>();
  /** Each link's key and url in lower case, for search: kept only where they differ from the link's (most urls are lower case already). */
  readonly #lowerKeys: (string | undefined)[] = [];
  readonly #lowerUrls: (string | undefined)[] = [];
  /** Built on the first search of two characters or more. */
  #search: SearchIndex | undefined;
  /**
   * How many links each set holds, and how many of them are archived, kept as links come and go: a count or a
   * grouped count that narrows by one set (a tag, a user) is read here, without counting a million bits.
   */
  readonly #sizes = new Map<BitSet, { all: number; archived: number }>();

  add(link: Link): void {
    // Slots are never reused: a set or the search index never holds a deleted link's slot for another link.
    const slot = this.#bySlot.length;
    this.#slotOf.set(link.id, slot);
    this.#bySlot[slot] = link;
    this.#live.add(slot);
    if (link.archived) this.#archived.add(slot);
    const joined = [this.#live, ...BITMAP_FIELDS.map((field) => setOf(this.#values[field], link[field])), ...link.tags.map((tag) => setOf(this.#tags, tag.id))];
    if (link.tags.length > 0) joined.push(this.#tagged);
    for (const set of joined) {
      set.add(slot);
      this.#counted(set, link, 1);
    }
    const [key, url] = [link.key.toLowerCase(), link.url.toLowerCase()];
    this.#lowerKeys[slot] = key === link.key ? undefined : key;
    this.#lowerUrls[slot] = url === link.url ? undefined : url;
    this.#search?.add(slot, key, url);
  }

  remove(link: Link): void {
    const slot = this.#slotOf.get(link.id);
    if (slot === undefined) return;
    this.#slotOf.delete(link.id);
    this.#bySlot[slot] = undefined;
    for (const set of [this.#live, this.#tagged, ...BITMAP_FIELDS.map((field) => this.#values[field].get(link[field])), ...link.tags.map((tag) => this.#tags.get(tag.id))]) {
      if (set === undefined || !set.has(slot)) continue;
      set.remove(slot);
      this.#counted(set, link, -1);
    }
    this.#archived.remove(slot);
    for (const field of BITMAP_FIELDS) dropEmpty(this.#values[field], link[field]);
    for (const tag of link.tags) dropEmpty(this.#tags, tag.id);
    this.#lowerKeys[slot] = undefined;
    this.#lowerUrls[slot] = undefined;
  }

  #counted(set: BitSet, link: Link, by: 1 | -1): void {
    let size = this.#sizes.get(set);
    if (size === undefined) this.#sizes.set(set, (size = { all: 0, archived: 0 }));
    size.all += by;
    if (link.archived) size.archived += by;
    if (size.all === 0 && set !== this.#live && set !== this.#tagged) this.#sizes.delete(set);
  }

  /** How many links of a set count under `showArchived`, from the kept sizes; undefined for a set made per query. */
  #sizeOf(set: BitSet, showArchived: boolean): number | undefined {
    if (set === EMPTY) return 0;
    const size = this.#sizes.get(set);
    return size === undefined ? undefined : showArchived ? size.all : size.all - size.archived;
  }

  /** The same link with other counters (a click, a conversion): same slot, same sets. */
  replace(link: Link, updated: Link): void {
    const slot = this.#slotOf.get(link.id);
    if (slot !== undefined) this.#bySlot[slot] = updated;
  }

  /** The link at a slot. */
  linkAt(slot: number): Link | undefined {
    return this.#bySlot[slot];
  }

  /** Whether the key or the url of the link at a slot holds `search` (lower case), case-insensitively (§4.4). */
  holds(slot: number, search: string): boolean {
    const link = this.#bySlot[slot]!;
    return (this.#lowerKeys[slot] ?? link.key).includes(search) || (this.#lowerUrls[slot] ?? link.url).includes(search);
  }

  /** The slots of `candidates` whose key or url holds `search` (lower case), case-insensitively (§4.4). */
  search(search: string, candidates: BitSet): BitSet {
    if (search.length < 2) {
      // One character: every candidate is checked (most hold it); the index would cost more than it saves.
      const result = new TypedFastBitSet();
      candidates.forEach((slot) => {
        if (this.holds(slot, search)) result.add(slot);
      });
      return result;
    }
    this.#search ??= new SearchIndex(this.#texts());
    return this.#search.matching(search, candidates, (slot) => this.holds(slot, search));
  }

  /** Every link's slot with its lower-case key and url. */
  *#texts(): Generator<[number, string, string]> {
    for (let slot = 0; slot < this.#bySlot.length; slot++) {
      const link = this.#bySlot[slot];
      if (link !== undefined) yield [slot, this.#lowerKeys[slot] ?? link.key, this.#lowerUrls[slot] ?? link.url];
    }
  }

  /** The slot of a link (by id), if it is one of these. */
  slotOf(id: string): number | undefined {
    return this.#slotOf.get(id);
  }

  /** The slots of the links that pass every filter but search, `without` the one named: a new set the caller may change. */
  matching(filters: LinkFilters, without?: BitmapField | 'tagIds'): BitSet {
    const narrowing = this.#narrowing(filters, without);
    let result: BitSet = narrowing.length === 0 ? this.#live.clone() : narrowing[0]!.clone();
    for (const set of narrowing.slice(1)) result = result.intersection(set);
    if (!filters.showArchived) result = result.difference(this.#archived);
    return result;
  }

  /** How many links pass every filter but search: with one set to narrow by (the usual count), no set is built. */
  count(filters: LinkFilters): number {
    const narrowing = this.#narrowing(filters);
    if (narrowing.length > 1) return this.matching(filters).size();
    const set = narrowing[0] ?? this.#live;
    return this.#sizeOf(set, filters.showArchived) ?? (filters.showArchived ? set.size() : set.size() - set.intersection_size(this.#archived));
  }

  /** The sets a query narrows the live links by, smallest first (every intersection after it is at most its size). */
  #narrowing(filters: LinkFilters, without?: BitmapField | 'tagIds'): BitSet[] {
    const narrowing: BitSet[] = [];
    for (const field of BITMAP_FIELDS) {
      const value = field === without ? undefined : filters[field];
      if (value !== undefined) narrowing.push(this.#values[field].get(value) ?? EMPTY);
    }
    if (filters.tagIds !== undefined && without !== 'tagIds') {
      const sets = [...filters.tagIds].flatMap((id) => this.#tags.get(id) ?? []);
      if (sets.length === 0) narrowing.push(EMPTY);
      else narrowing.push(sets.length === 1 ? sets[0]! : sets.reduce<BitSet>((union, set) => union.new_union(set), new TypedFastBitSet()));
    }
    if (filters.withTags) narrowing.push(this.#tagged);
    if (narrowing.length < 2) return narrowing;
    const sizes = new Map(narrowing.map((set) => [set, this.#sizeOf(set, true) ?? set.size()]));
    return narrowing.sort((a, b) => sizes.get(a)! - sizes.get(b)!);
  }

  /**
   * The values of a field (or the tags' ids), each with how many links passing the filters but search hold it,
   * the filter on the field itself ignored, the empty ones left out. With nothing else to narrow by, the kept
   * sizes answer; else one intersection a value.
   */
  groupSizes(field: BitmapField | 'tagId', filters: LinkFilters, base?: BitSet): [string | null, number][] {
    const sets = field === 'tagId' ? this.#tags : this.#values[field];
    const without = field === 'tagId' ? 'tagIds' : field;
    const within = base ?? (this.#narrowing(filters, without).length === 0 ? undefined : this.matching(filters, without));
    const sizes: [string | null, number][] = [];
    for (const [value, set] of sets) {
      const size = within === undefined ? this.#sizeOf(set, filters.showArchived)! : set.intersection_size(within);
      if (size > 0) sizes.push([value, size]);
    }
    return sizes;
  }
}

const EMPTY: BitSet = new SparseTypedFastBitSet();

function setOf<K>(map: Map<K, SparseTypedFastBitSet>, key: K): SparseTypedFastBitSet {
  let set = map.get(key);
  if (set === undefined) map.set(key, (set = new SparseTypedFastBitSet()));
  return set;
}

function dropEmpty<K>(map: Map<K, SparseTypedFastBitSet>, key: K): void {
  if (map.get(key)?.isEmpty() === true) map.delete(key);
}
