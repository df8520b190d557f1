import { SparseTypedFastBitSet, TypedFastBitSet, type BitSet } from 'typedfastbitset';
import type { LinkFilters } from './link-filters.js';
import type { LinkTable } from './link-table.js';
import { countAndNot } from './count-and-not.js';
import { LoweredTexts } from './lowered-texts.js';
import { SearchBuild } from './search-build.js';
import { SearchIndex, type SearchScope } from './search-index.js';

/** The link fields a filter or a grouped count selects by one value (tags are a list: kept apart). */
export const BITMAP_FIELDS = ['domain', 'folderId', 'userId', 'tenantId'] as const;
type BitmapField = (typeof BITMAP_FIELDS)[number];

/** How many searches' matches are kept (LinkBitmaps#searched): an eighth of a bit a link each, 2 MB in all at a million links. */
const SEARCHES_KEPT = 16;

/**
 * Whether a search's matches are kept (LinkBitmaps#searched): two characters (the union of every trigram that begins
 * or ends with them took about 1 ms per page at a million links), or four or more (each candidate's texts checked).
 * One character is read from a bitset of it, three from the trigram's own list.
 */
function keepsMatches(search: string): boolean {
  return search.length === 2 || search.length > 3;
}

/** How many counts LinkBitmaps#counts keeps: a few kilobytes. */
const COUNTS_KEPT = 64;

/**
 * The links of one workspace as bit positions ("slots"), with one set of slots per value of each filtered field
 * (§4.4, §4.6): domain, folderId, userId, tenantId, each tag, archived, tagged. A count is the size of the sets'
 * intersection, never a walk over the matching links; a grouped count is one intersection size per value.
 * Sets are sparse (an array) while small and dense (a bitset) once large, so a million tenants of one link each
 * cost what a million slots do, not a million bitsets. Search goes through a trigram index (search-index.ts).
 */
export class LinkBitmaps {
  /**
   * An intersection whose smallest set holds at most this many links is made by testing each of them in the others
   * (a sparse set keeps up to 1,024 as a list); a larger one in one pass over the sets' words. (Tests lower it to
   * make small sets take the pass over words.)
   */
  static readByMembersUpTo = 1024;

  /** The table the slots are of (set by the first add). */
  #table: LinkTable | undefined;
  readonly #live = new TypedFastBitSet();
  readonly #archived = new SparseTypedFastBitSet();
  readonly #tagged = new SparseTypedFastBitSet();
  readonly #values: Record<BitmapField, Map<string | null, SparseTypedFastBitSet>> = { domain: new Map(), folderId: new Map(), userId: new Map(), tenantId: new Map() };
  readonly #tags = new Map<string, SparseTypedFastBitSet>();
  /**
   * Each link's key and url in lower case, for search. Made at the first search, as the index is (in process, a mock
   * nobody searches holds neither), or by `prepareSearch`.
   */
  #lowered: LoweredTexts | undefined;
  /** Built on the first search of two characters or more, or step by step by `prepareSearch`. */
  #search: SearchIndex | undefined;
  /** A build of both under way (prepareSearch): while there is one, #lowered and #search are not set. */
  #build: SearchBuild | undefined;
  /**
   * How many links each set holds, and how many of them are archived, kept as links come and go: a count or a
   * grouped count that narrows by one set (a tag, a user) is read here, without counting a million bits.
   */
  readonly #sizes = new Map<BitSet, { all: number; archived: number }>();
  /**
   * The links whose key or url holds a search of two characters, or four or more (keepsMatches), as words of bits
   * (every live link's, archived or not), for the last SEARCHES_KEPT searches while no link is added (a deleted one is
   * out of every scope, and its slot is never used again). A search of four or more checks the texts of each link its
   * trigrams name, a few hundred nanoseconds each: a common word's count took 22 ms at a million links; one of two
   * joins the lists of every trigram that holds it. A page after a page of it, or its count beside its list, reads
   * the matches here. A link added may hold a search kept: they are let go. Each carries how many of its links are
   * live and how many of those are archived, kept as links are removed (as #sizes are): a search's count with no
   * other filter is read there, not counted over 31,000 words at every request.
   */
  readonly #searched = new Map<string, KeptSearch>();
  /**
   * The last COUNTS_KEPT counts that were not read from a kept size (two sets or more, or a union of tags), and of
   * searches, by their filters (countKey, searchCount), while no link is added or removed: a dashboard asks the same
   * counts at every refresh, and such a count passes over every set's words (31,000 a set at a million links, 13-28
   * µs). Nothing else changes the sets or a link's texts, so a count kept is the count made again.
   */
  readonly #counts = new Map<string, number>();

  /** Adds the link in a slot of `table` to the sets of its values. */
  add(table: LinkTable, slot: number): void {
    this.#table = table;
    this.#searched.clear();
    this.#counts.clear();
    const archived = table.archived(slot);
    const tags = table.valueOf('tags', slot);
    this.#live.add(slot);
    if (archived) this.#archived.add(slot);
    const joined = [this.#live, ...BITMAP_FIELDS.map((field) => setOf(this.#values[field], table.valueOf(field, slot))), ...tags.map((tag) => setOf(this.#tags, tag.id))];
    if (tags.length > 0) joined.push(this.#tagged);
    for (const set of joined) {
      set.add(slot);
      this.#counted(set, archived, 1);
    }
    if (this.#build !== undefined) {
      if (slot >= this.#build.end) return this.#build.added(slot);
      // A link put back at a slot the build reads (a reset made in place): whether its pass read it is not known, so
      // the build begins again (prepareSearch, or the first search).
      this.#build = undefined;
      return;
    }
    if (this.#lowered === undefined) return;
    const [lowerKey, lowerUrl] = this.#lowered.add(slot);
    const search = this.#search;
    if (search === undefined || search.holds(slot)) return;
    if (search.takes(slot)) search.add(slot, lowerKey, lowerUrl);
    // A link put back at a slot the index was built without (deleted before the build): its lists cannot take a slot
    // lower than their last, so the index is made again when a search needs it.
    else this.#search = undefined;
  }

  /**
   * Adds every link of a table (a workspace being built): the sets `add` makes one link at a time, each found once
   * per value code instead of once per link.
   */
  addAll(table: LinkTable): void {
    this.#table = table;
    this.#searched.clear();
    this.#counts.clear();
    const entry = (set: SparseTypedFastBitSet | TypedFastBitSet): SetEntry => ({ set, size: this.#sizeEntry(set) });
    const live = entry(this.#live);
    const tagged = entry(this.#tagged);
    const byCode = BITMAP_FIELDS.map((): (SetEntry | undefined)[] => []);
    const tagsByCode: SetEntry[][] = [];
    // No closure made per link, and each field's codes read from its column: a million links in a loop of plain calls.
    const columns = BITMAP_FIELDS.map((field) => table.codesOf(field));
    const tagCodes = table.codesOf('tags');
    for (const slot of table.slotList()) {
      const archived = table.archived(slot);
      if (archived) this.#archived.add(slot);
      joinSet(live, slot, archived);
      for (let f = 0; f < BITMAP_FIELDS.length; f++) {
        const code = columns[f]![slot]!;
        joinSet((byCode[f]![code] ??= entry(setOf(this.#values[BITMAP_FIELDS[f]!], table.valueOf(BITMAP_FIELDS[f]!, slot)))), slot, archived);
      }
      const code = tagCodes[slot]!;
      let tags = tagsByCode[code];
      if (tags === undefined) {
        const own = table.valueOf('tags', slot);
        tagsByCode[code] = tags = own.map((tag) => entry(setOf(this.#tags, tag.id)));
        if (own.length > 0) tags.push(tagged);
      }
      for (let t = 0; t < tags.length; t++) joinSet(tags[t]!, slot, archived);
    }
  }

  #sizeEntry(set: BitSet): { all: number; archived: number } {
    let size = this.#sizes.get(set);
    if (size === undefined) this.#sizes.set(set, (size = { all: 0, archived: 0 }));
    return size;
  }

  /** Takes the link in a slot out of every set (before the table forgets it). */
  remove(table: LinkTable, slot: number): void {
    if (!this.#live.has(slot)) return;
    this.#counts.clear();
    // The matches kept of searches stay: they are read within the live links, and a slot is never used again. Their
    // sizes count live links only.
    const archived = table.archived(slot);
    for (const kept of this.#searched.values()) {
      if ((kept.words[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      kept.size.all--;
      if (archived) kept.size.archived--;
    }
    const values = BITMAP_FIELDS.map((field) => [field, table.valueOf(field, slot)] as const);
    const tags = table.valueOf('tags', slot);
    for (const set of [this.#live, this.#tagged, ...values.map(([field, value]) => this.#values[field].get(value)), ...tags.map((tag) => this.#tags.get(tag.id))]) {
      if (set === undefined || !set.has(slot)) continue;
      set.remove(slot);
      this.#counted(set, archived, -1);
    }
    this.#archived.remove(slot);
    for (const [field, value] of values) dropEmpty(this.#values[field], value);
    for (const tag of tags) dropEmpty(this.#tags, tag.id);
    if (this.#build !== undefined) this.#build.removed(slot);
    else this.#lowered?.remove(slot);
  }

  #counted(set: BitSet, archived: boolean, by: 1 | -1): void {
    const size = this.#sizeEntry(set);
    size.all += by;
    if (archived) size.archived += by;
    if (size.all === 0 && set !== this.#live && set !== this.#tagged) this.#sizes.delete(set);
  }

  /** How many links of a set count under `showArchived`, from the kept sizes; undefined for a set made per query. */
  #sizeOf(set: BitSet, showArchived: boolean): number | undefined {
    if (set === EMPTY) return 0;
    const size = this.#sizes.get(set);
    return size === undefined ? undefined : showArchived ? size.all : size.all - size.archived;
  }

  /**
   * The links' lower-case texts, made for every link at the first search (undefined while there is no link); during a
   * build, the build's (lowering the rest of them now if need be).
   */
  #loweredTexts(): LoweredTexts | undefined {
    const table = this.#table;
    if (this.#build !== undefined) return this.#build.lowered();
    if (this.#lowered === undefined && table !== undefined) {
      this.#lowered = new LoweredTexts(table);
      this.#lowered.keep(0, table.slotCount);
    }
    return this.#lowered;
  }

  /** The search index, built now if it is not (finishing a build under way). */
  #searchIndex(texts: LoweredTexts): SearchIndex {
    if (this.#search === undefined) {
      const build = this.#build;
      this.#build = undefined;
      if (build === undefined) this.#search = SearchIndex.of((from, to, each) => texts.each(from, to, each), this.#table!.slotCount);
      else [this.#lowered, this.#search] = [build.texts, build.finish()];
    }
    return this.#search;
  }

  /**
   * Builds the lower-case texts and the search index a step at a time until `deadline` (by `now`), so that the first
   * search finds them made: `linkproof mock` calls it while it is idle. Links added and removed meanwhile are taken
   * in (SearchBuild). Returns whether they are made.
   */
  prepareSearch(deadline: number, now: () => number): boolean {
    const table = this.#table;
    if (this.#search !== undefined || table === undefined) return true;
    if (this.#build === undefined) {
      // Texts made for a one-character search are made again by the build, which changes take in as it goes.
      this.#build = new SearchBuild(table);
      this.#lowered = undefined;
    }
    while (now() < deadline) {
      const index = this.#build.step();
      if (index !== undefined) {
        [this.#lowered, this.#search] = [this.#build.texts, index];
        this.#build = undefined;
        return true;
      }
    }
    return false;
  }

  /**
   * The slots of the links that pass every filter, search (lower case) included:
   * the search index's matches that pass the others (§4.4: a key or url holding it, case-insensitively).
   */
  searchMatching(filters: LinkFilters & { search: string }): BitSet {
    const { search } = filters;
    const texts = this.#loweredTexts();
    if (texts === undefined) return new SparseTypedFastBitSet();
    // One character: read from the index's bitset of it once the index is built (a longer search builds it: for one
    // character alone, building it would cost more than checking every candidate, most of which hold it).
    const unitMatches = search.length < 2 && this.#search !== undefined ? this.#search.matchingUnit(search.charCodeAt(0), this.#scopeOf(filters)) : undefined;
    if (unitMatches !== undefined) return unitMatches;
    if (search.length < 2) {
      const result = new TypedFastBitSet();
      const holds = texts.holder(search);
      this.matching(filters).forEach((slot) => {
        if (holds(slot)) result.add(slot);
      });
      return result;
    }
    if (!keepsMatches(search)) return this.#searchIndex(texts).matching(search, this.#scopeOf(filters), this.#lowered!.holder(search));
    // Two characters, or four or more: its matches among every live link, found once (or kept), then those of the scope.
    const matches = this.#matchesOf(search, texts);
    const { words, not } = this.#scopeOf(filters);
    const found = new Uint32Array(words.length);
    for (let k = 0; k < found.length; k++) found[k] = (matches[k] ?? 0) & words[k]! & ~(not?.[k] ?? 0);
    return TypedFastBitSet.fromWords(found);
  }

  /**
   * How many links pass every filter, search included: as many as searchMatching finds, counted without a set of them
   * for a search of one character (once the index is built), three, or more; kept by its filters (#counts), as a
   * count without search is: a search box beside a filter asks the same count again as the list refreshes, and a
   * search within a user's or a tag's links makes the set of them first (70 µs to 0.8 ms at a million links).
   */
  searchCount(filters: LinkFilters & { search: string }): number {
    const key = JSON.stringify([filters.search, ...keyedFilters(filters)]);
    const kept = this.#keptCount(key);
    if (kept !== undefined) return kept;
    const count = this.#searchCount(filters);
    this.#keepCount(key, count);
    return count;
  }

  #searchCount(filters: LinkFilters & { search: string }): number {
    const texts = this.#loweredTexts();
    const { search } = filters;
    // Three characters, or one once the index is built: counted in the index, without a set of the matches.
    if (search.length === 3 && texts !== undefined) return this.#searchIndex(texts).countTrigram(search, this.#scopeOf(filters));
    const unitCount = search.length === 1 && this.#search !== undefined ? this.#search.countUnit(search.charCodeAt(0), this.#scopeOf(filters)) : undefined;
    if (unitCount !== undefined) return unitCount;
    if (!keepsMatches(search) || texts === undefined) return this.searchMatching(filters).size();
    const { words: matches, size } = this.#keptOf(filters.search, texts);
    if (this.#narrowing(filters).length === 0) return filters.showArchived ? size.all : size.all - size.archived;
    const { words, not } = this.#scopeOf(filters);
    return countAndNot([matches, words], not ?? EMPTY_WORDS, Math.min(matches.length, words.length));
  }

  /** The live links whose texts hold `search` (keepsMatches), as words: kept (#searched), or found now and kept. */
  #matchesOf(search: string, texts: LoweredTexts): Uint32Array {
    return this.#keptOf(search, texts).words;
  }

  /** #matchesOf's words with their sizes. */
  #keptOf(search: string, texts: LoweredTexts): KeptSearch {
    const kept = this.#searched.get(search);
    if (kept !== undefined) {
      // The most recent last: the one left out when one more is kept is the least recently asked.
      this.#searched.delete(search);
      this.#searched.set(search, kept);
      return kept;
    }
    const index = this.#searchIndex(texts);
    const live = this.#live.words;
    const found = index.matching(search, { words: live }, this.#lowered!.holder(search));
    const made: KeptSearch = { words: new Uint32Array(live.length), size: { all: 0, archived: 0 } };
    const [words, size, archived] = [made.words, made.size, this.#archived];
    if (found instanceof TypedFastBitSet) {
      // Many matches: their words as they are, counted word by word (no call per match).
      words.set(found.words.subarray(0, words.length));
      size.all = countAndNot([words], EMPTY_WORDS, words.length);
      size.archived = countAndNot([words, archived.words], EMPTY_WORDS, Math.min(words.length, archived.words.length));
    } else {
      found.forEach((slot) => {
        words[slot >>> 5]! |= 1 << (slot & 31);
        size.all++;
        if (archived.has(slot)) size.archived++;
      });
    }
    if (this.#searched.size >= SEARCHES_KEPT) this.#searched.delete(this.#searched.keys().next().value!);
    this.#searched.set(search, made);
    return made;
  }

  /**
   * What `searchMatching` finds, without checking each text where the trigrams cannot decide: `slots` holds every
   * match (and for a search of four characters or more perhaps links that hold its trigrams apart), `holds` tells
   * which of them match (absent when they all do). A page of a list checks only the links it reads.
   */
  searchCandidates(filters: LinkFilters & { search: string }): { slots: BitSet; holds?: (slot: number) => boolean } {
    const { search } = filters;
    const texts = this.#loweredTexts();
    // Matches already checked (#searched) are the answer as they are.
    if (search.length <= 3 || texts === undefined || this.#searched.has(search)) return { slots: this.searchMatching(filters) };
    // The index first: a build under way is finished, and its texts become the ones kept.
    const index = this.#searchIndex(texts);
    const holds = this.#lowered!.holder(search);
    return { slots: index.matching(search, this.#scopeOf(filters), holds, false), holds };
  }

  /**
   * The live links that hold a search of two characters, or four or more, as words of bits (archived or not, every
   * filter but search to be applied), when they are kept (#searched); undefined otherwise. Not to be changed.
   */
  searchKept(search: string): Uint32Array | undefined {
    const texts = this.#loweredTexts();
    return !keepsMatches(search) || texts === undefined || !this.#searched.has(search) ? undefined : this.#matchesOf(search, texts);
  }

  /**
   * For a search of four characters or more whose matches are not kept (#searched): at least how many links hold it
   * (SearchIndex#bound), and the check of one link's texts, for a page read off an order without the candidates'
   * set. Undefined for any other search.
   */
  searchProbe(search: string): { bound: number; holds: (slot: number) => boolean } | undefined {
    const texts = this.#loweredTexts();
    if (search.length <= 3 || texts === undefined || this.#searched.has(search)) return undefined;
    const index = this.#searchIndex(texts);
    return { bound: index.bound(search), holds: this.#lowered!.holder(search) };
  }

  /** The links a search may answer: those the other filters leave, or with none narrowing, the live links less the archived ones (no set of every link is built). */
  #scopeOf(filters: LinkFilters): SearchScope {
    if (this.#narrowing(filters).length > 0) return { words: this.matching(filters).words };
    return { words: this.#live.words, ...(!filters.showArchived && { not: this.#archived.words }) };
  }

  /** The slots of the links that pass every filter but search: a new set the caller may change. */
  matching(filters: LinkFilters): BitSet {
    const narrowing = this.#narrowing(filters);
    const sets = narrowing.length === 0 ? [this.#live] : narrowing;
    if (sets.length === 1 && filters.showArchived) return sets[0]!.clone();
    if (this.#few(sets[0]!)) {
      const result = new SparseTypedFastBitSet();
      this.#eachOfFew(sets, filters.showArchived, (slot) => result.add(slot));
      return result;
    }
    return TypedFastBitSet.fromWords(this.#intersectWords(sets, filters.showArchived));
  }

  /**
   * How many links pass every filter but search: from a kept size, or counted in one pass over the sets (no set is
   * built), or kept from the same count before while no link changed (#counts).
   */
  count(filters: LinkFilters): number {
    const key = countKey(filters);
    const kept = key === undefined ? undefined : this.#keptCount(key);
    if (kept !== undefined) return kept;
    const narrowing = this.#narrowing(filters);
    let count = 0;
    if (narrowing.length < 2) {
      const set = narrowing[0] ?? this.#live;
      count = this.#sizeOf(set, filters.showArchived) ?? (filters.showArchived ? set.size() : set.size() - set.intersection_size(this.#archived));
    } else if (this.#few(narrowing[0]!)) this.#eachOfFew(narrowing, filters.showArchived, () => count++);
    else count = this.#countWords(narrowing, filters.showArchived);
    if (key !== undefined) this.#keepCount(key, count);
    return count;
  }

  /** A count kept by its key (#counts), made the most recent: the one left out when one more is kept is the least recently asked. */
  #keptCount(key: string): number | undefined {
    const kept = this.#counts.get(key);
    if (kept === undefined) return undefined;
    this.#counts.delete(key);
    this.#counts.set(key, kept);
    return kept;
  }

  #keepCount(key: string, count: number): void {
    if (this.#counts.size >= COUNTS_KEPT) this.#counts.delete(this.#counts.keys().next().value!);
    this.#counts.set(key, count);
  }

  /** Whether a set is small enough (a sparse set still a list) to read by its members rather than by its words. */
  #few(set: BitSet): boolean {
    return (this.#sizeOf(set, true) ?? set.size()) <= LinkBitmaps.readByMembersUpTo;
  }

  /** Each slot of the first set that every other holds (and, unless `showArchived`, that is not archived). */
  #eachOfFew(sets: BitSet[], showArchived: boolean, each: (slot: number) => void): void {
    const [first, ...others] = sets;
    const archived = this.#archived;
    first!.forEach((slot) => {
      for (const other of others) if (!other.has(slot)) return;
      if (showArchived || !archived.has(slot)) each(slot);
    });
  }

  /**
   * The size of the sets' intersection (less the archived links, unless `showArchived`), counted word by word in
   * one pass by `countAndNot`: no set is built per request (a million links' words are 125 KB, whose allocation
   * alone costs more than the pass).
   */
  #countWords(sets: BitSet[], showArchived: boolean): number {
    const words = sets.map((set) => set.words);
    return countAndNot(words, showArchived ? EMPTY_WORDS : this.#archived.words, Math.min(...words.map((each) => each.length)));
  }

  /** The words of the sets' intersection (less the archived links, unless `showArchived`), made in one pass over them. */
  #intersectWords(sets: BitSet[], showArchived: boolean): Uint32Array {
    const words = sets.map((set) => set.words);
    const length = Math.min(...words.map((each) => each.length));
    const result = words[0]!.slice(0, length);
    for (const other of words.slice(1)) for (let k = 0; k < length; k++) result[k]! &= other[k]!;
    if (!showArchived) {
      const archived = this.#archived.words;
      for (let k = 0, end = Math.min(length, archived.length); k < end; k++) result[k]! &= ~archived[k]!;
    }
    return result;
  }

  /** The sets a query narrows the live links by, smallest first (every intersection after it is at most its size). */
  #narrowing(filters: LinkFilters): BitSet[] {
    const narrowing: BitSet[] = [];
    for (const field of BITMAP_FIELDS) {
      const value = filters[field];
      if (value !== undefined) narrowing.push(this.#values[field].get(value) ?? EMPTY);
    }
    if (filters.tagIds !== undefined) {
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
   * The values of a field (or the tags' ids), each with how many links passing the filters but search hold it
   * (§4.6: the links counted are those matching the filters, the grouped field's own included), the empty ones
   * left out. With nothing to narrow by, the kept sizes answer; else one intersection a value.
   */
  groupSizes(field: BitmapField | 'tagId', filters: LinkFilters, base?: BitSet): [string | null, number][] {
    const sets = field === 'tagId' ? this.#tags : this.#values[field];
    const within = base ?? (this.#narrowing(filters).length === 0 ? undefined : this.matching(filters));
    const sizes: [string | null, number][] = [];
    for (const [value, set] of sets) {
      const size = within === undefined ? this.#sizeOf(set, filters.showArchived)! : set.intersection_size(within);
      if (size > 0) sizes.push([value, size]);
    }
    return sizes;
  }
}

const EMPTY: BitSet = new SparseTypedFastBitSet();

/**
 * What LinkBitmaps#counts keeps a count by: every filter but search (it is not one), or undefined for a count read
 * from one set's kept size (no filter, or one value of one field), which is as quick as a kept count.
 */
function countKey(filters: LinkFilters): string | undefined {
  const { domain, folderId, userId, tenantId, tagIds, withTags } = filters;
  const narrowing = (domain !== undefined ? 1 : 0) + (folderId !== undefined ? 1 : 0) + (userId !== undefined ? 1 : 0) + (tenantId !== undefined ? 1 : 0) + (tagIds !== undefined ? 1 : 0) + (withTags ? 1 : 0);
  if (narrowing === 0 || (narrowing === 1 && (tagIds === undefined || tagIds.size <= 1))) return undefined;
  return JSON.stringify(keyedFilters(filters));
}

/** Every filter but search, in a fixed order (tags sorted): the part of a kept count's key they make. */
function keyedFilters(filters: LinkFilters): unknown[] {
  const { domain, folderId, userId, tenantId, tagIds, withTags, showArchived } = filters;
  return [domain ?? null, folderId ?? null, userId ?? null, tenantId ?? null, tagIds === undefined ? null : [...tagIds].sort(), withTags, showArchived];
}

const EMPTY_WORDS = new Uint32Array(0);

/** A set being filled by addAll, with its kept sizes. */
interface SetEntry {
  set: SparseTypedFastBitSet | TypedFastBitSet;
  size: { all: number; archived: number };
}

/** Adds a slot to a set being filled, and counts it. */
function joinSet({ set, size }: SetEntry, slot: number, archived: boolean): void {
  set.add(slot);
  size.all++;
  if (archived) size.archived++;
}

/** A search's matches as LinkBitmaps#searched keeps them: words of bits, and how many are live links and archived ones. */
interface KeptSearch {
  readonly words: Uint32Array;
  readonly size: { all: number; archived: number };
}

function setOf<K>(map: Map<K, SparseTypedFastBitSet>, key: K): SparseTypedFastBitSet {
  let set = map.get(key);
  if (set === undefined) map.set(key, (set = new SparseTypedFastBitSet()));
  return set;
}

function dropEmpty<K>(map: Map<K, SparseTypedFastBitSet>, key: K): void {
  if (map.get(key)?.isEmpty() === true) map.delete(key);
}
