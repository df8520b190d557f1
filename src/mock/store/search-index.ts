import { SparseTypedFastBitSet, TypedFastBitSet, type BitSet } from 'typedfastbitset';
import { countAndNot } from './count-and-not.js';

/** A list of slots that only grows (slots are never reused, so it stays sorted and never holds a stale one). */
class SlotList {
  data = new Int32Array(4);
  length = 0;

  push(slot: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.ceil(this.data.length * 1.5) + 4);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = slot;
  }

  last(): number {
    return this.length === 0 ? -1 : this.data[this.length - 1]!;
  }
}

/** Three UTF-16 code units as one number: below 2^21 when all three are ASCII (the usual case), else above. */
function trigramCode(a: number, b: number, c: number): number {
  return a < 0x80 && b < 0x80 && c < 0x80 ? (a << 14) | (b << 7) | c : 0x200000 + (a * 0x10000 + b) * 0x10000 + c;
}

/** Two UTF-16 code units as one number, the same way. */
function pairCode(a: number, b: number): number {
  return a < 0x80 && b < 0x80 ? (a << 7) | b : 0x4000 + a * 0x10000 + b;
}

/** The build's work array grown to at least `size` (by half again at least), new places as a trigram not met yet. */
function grownWork(work: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(Math.ceil(Math.max(size, work.length * 1.5 + 64) / 4) * 4);
  for (let at = work.length; at < grown.length; at += 4) grown[at] = -1;
  grown.set(work);
  return grown;
}

/** `words` grown to at least `size` words (by half again at least), the new ones empty. */
function grownWords(words: Uint32Array, size: number): Uint32Array {
  const grown = new Uint32Array(Math.max(size, Math.ceil(words.length * 1.5) + 16));
  grown.set(words);
  return grown;
}

/** How many bytes a gap between two slots takes as a variable-length number (7 bits a byte). */
function gapBytes(gap: number): number {
  return gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5;
}

/** The slots a search may answer: those set in `words` and not in `not` (a slot past either's end is not set). */
export interface SearchScope {
  words: Uint32Array;
  not?: Uint32Array;
}

const NO_WORDS = new Uint32Array(0);

/** Whether a slot is in a scope's `words` and not in its `not`. */
function inScope(words: Uint32Array, not: Uint32Array | undefined, slot: number): boolean {
  const k = slot >>> 5;
  const bit = 1 << (slot & 31);
  return ((words[k] ?? 0) & bit) !== 0 && ((not?.[k] ?? 0) & bit) === 0;
}

/** Keeps in `found` only the slots of the scope. */
function within(found: Uint32Array, words: Uint32Array, not: Uint32Array | undefined): void {
  for (let k = 0; k < found.length; k++) found[k]! &= words[k]! & ~(not?.[k] ?? 0);
}

/**
 * Whether one slot's texts hold a search; `ahead`, when there, reads the texts of slots about to be checked, so that
 * their cache misses come together rather than one check after another.
 */
export interface TextCheck {
  (slot: number): boolean;
  ahead?: (slots: Int32Array, from: number, to: number) => void;
}

/** How many candidates `TextCheck#ahead` reads at once. */
const AHEAD = 128;

/** The texts of the slots from `from` up to (not including) `to`, each given to `each` in increasing order of slot, lower case. */
export type SlotTexts = (from: number, to: number, each: (slot: number, key: string, url: string) => void) => void;

/** A list holding more than this share of the slots is kept as a bitset (a bit a slot), else as gaps (a byte or more a slot). */
const DENSE_SHARE = 1 / 8;

/**
 * Search (§4.4: a substring of the key or the destination url, case-insensitive) through an index of trigrams:
 * for each three characters, the slots whose lower-case key or url holds them. Exact for every length:
 * - three characters: the trigram's slots are the answer;
 * - more: the rarest of its trigrams gives the candidates (when it is in many links, the intersection of all its
 *   trigrams in many links, a word at a time), each checked for the whole text;
 * - two: the slots of every trigram that begins or ends with them, and the few texts shorter than three;
 * - one: a bitset per ASCII character, read a word at a time (past ASCII, every text is checked).
 *
 * Built on the first search (or step by step while the mock is idle: `build`), in two passes over the texts: the first
 * counts each trigram's slots and the bytes they take, the second writes them where they go. A million links hold
 * about 76 million (link, trigram) pairs: each trigram's slots are kept as the gaps between them, a byte each for
 * most, in one array for all trigrams; a trigram in more than an eighth of the links (`://`, `www`) as a bitset.
 * Links added after the build go to a short list per trigram.
 */
export class SearchIndex {
  /** How many slots a step of the build reads (a few milliseconds' work) before it yields (tests make it small). */
  static buildStep = 1024;

  /** An open-addressed table of ASCII trigram codes and their ids, side by side: code + 1 (0: a free place), id. */
  #codes = new Int32Array(2 << 10);
  /** 32 less the log2 of the table's size: a code's place is the top bits of its Fibonacci hash. */
  #shift = 22;
  #asciiCount = 0;
  /** The ids of trigrams with a code unit past ASCII (rare). */
  readonly #otherIds = new Map<number, number>();
  #ids = 0;
  /** By id: how many slots the build listed, where its gaps start in #gaps (or -1 - its bitset's index), their bytes. */
  #counts = new Int32Array(0);
  #starts = new Int32Array(0);
  #sizes = new Int32Array(0);
  #gaps = new Uint8Array(0);
  readonly #bitsets: Uint32Array[] = [];
  /** By id: the slots added after the build. */
  readonly #added = new Map<number, SlotList>();
  /** The trigram ids that begin or end with each pair of code units (pairCode): what a two-character search reads. */
  readonly #byPair = new Map<number, number[]>();
  /** Slots with a key or url shorter than three characters: no trigram holds them. */
  readonly #short = new SlotList();
  /** By ASCII code unit, a bitset of the slots whose key or url holds it: what a one-character search reads. */
  readonly #chars: (Uint32Array | undefined)[] = [];
  /** A bit per slot the index holds (every slot it was given, removed since or not): what `holds` reads. */
  #held: Uint32Array = new Uint32Array(0);
  /** One past the highest slot the index holds: `add` takes a slot from here on. */
  #next = 0;
  /** What #listed writes a trigram's slots into, grown to the most slots it has written (at most an eighth of the links, and those added since the build). */
  #scratch = new Int32Array(256);

  /** An index of the texts of the slots below `end`, built at once. */
  static of(texts: SlotTexts, end: number): SearchIndex {
    const index = new SearchIndex();
    const steps = index.build(texts, end);
    while (steps.next().done !== true);
    return index;
  }

  /**
   * Builds this (new) index of the texts of the slots below `end`, yielding after each `buildStep` slots read, so that a
   * caller may build it between other work; `texts` must give the same texts until the build is done (it reads them
   * twice).
   */
  *build(texts: SlotTexts, end: number): Generator<void, void, void> {
    // By id, side by side (one cache line, not four, for a trigram met at random): the last slot that held it, how
    // many do, the bytes of their gaps, and where the next gap is written.
    const [LAST, COUNT, BYTES, AT] = [0, 1, 2, 3];
    let work = new Int32Array(0);
    let slots = 0;
    this.#held = new Uint32Array((end + 31) >>> 5);
    const count = (slot: number, text: string) => {
      for (let i = 0; i + 3 <= text.length; i++) {
        const at = 4 * this.#idOf(text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2), true);
        if (at >= work.length) work = grownWork(work, 4 * this.#ids);
        // A trigram twice in one link (or in its key and url) is listed once.
        if (work[at + LAST] === slot) continue;
        work[at + COUNT]!++;
        work[at + BYTES]! += gapBytes(slot - work[at + LAST]!);
        work[at + LAST] = slot;
      }
    };
    const counted = (slot: number, key: string, url: string) => {
      count(slot, key);
      count(slot, url);
      if (key.length < 3 || url.length < 3) this.#short.push(slot);
      this.#hold(slot);
      slots = slot + 1;
    };
    for (let from = 0; from < end; from += SearchIndex.buildStep) {
      texts(from, Math.min(end, from + SearchIndex.buildStep), counted);
      yield;
    }
    // Where each list goes: a bitset, or its place among the gaps.
    const ids = this.#ids;
    [this.#counts, this.#starts, this.#sizes] = [new Int32Array(ids), new Int32Array(ids), new Int32Array(ids)];
    let bytes = 0;
    for (let id = 0; id < ids; id++) {
      const at = 4 * id;
      this.#counts[id] = work[at + COUNT]!;
      this.#sizes[id] = work[at + BYTES]!;
      if (work[at + COUNT]! > slots * DENSE_SHARE) {
        this.#starts[id] = -1 - this.#bitsets.length;
        this.#bitsets.push(new Uint32Array((slots + 31) >>> 5));
      } else {
        this.#starts[id] = work[at + AT] = bytes;
        bytes += work[at + BYTES]!;
      }
      work[at + LAST] = -1;
    }
    const gaps = (this.#gaps = new Uint8Array(bytes));
    // The lists' room (tens of megabytes at a million links) is a step of its own: the collection it may bring on too.
    yield;
    const [starts, bitsets, chars] = [this.#starts, this.#bitsets, this.#chars];
    // The ASCII characters of a link's key and url, as 128 bits: each is set in its bitset once a link, not once a use.
    const held = new Int32Array(4);
    const write = (slot: number, text: string) => {
      // Each code unit read once: marked among the link's characters, and the last of a trigram.
      const length = text.length;
      for (let i = 0; i < Math.min(length, 2); i++) {
        const unit = text.charCodeAt(i);
        if (unit < 0x80) held[unit >>> 5]! |= 1 << (unit & 31);
      }
      let [a, b] = [text.charCodeAt(0), text.charCodeAt(1)];
      for (let i = 0; i + 3 <= length; i++) {
        const c = text.charCodeAt(i + 2);
        if (c < 0x80) held[c >>> 5]! |= 1 << (c & 31);
        const id = this.#idOf(a, b, c, false);
        [a, b] = [b, c];
        const at = 4 * id;
        if (work[at + LAST] === slot) continue;
        const start = starts[id]!;
        if (start < 0) {
          bitsets[-1 - start]![slot >>> 5]! |= 1 << (slot & 31);
        } else {
          let gap = slot - work[at + LAST]!;
          let place = work[at + AT]!;
          for (; gap >= 0x80; gap >>>= 7) gaps[place++] = (gap & 0x7f) | 0x80;
          gaps[place++] = gap;
          work[at + AT] = place;
        }
        work[at + LAST] = slot;
      }
    };
    const words = (slots + 31) >>> 5;
    const written = (slot: number, key: string, url: string) => {
      held.fill(0);
      write(slot, key);
      write(slot, url);
      const k = slot >>> 5;
      const bit = 1 << (slot & 31);
      for (let w = 0; w < 4; w++) {
        for (let units = held[w]!; units !== 0; units &= units - 1) {
          const unit = (w << 5) + 31 - Math.clz32(units & -units);
          let bits = chars[unit];
          if (bits === undefined) chars[unit] = bits = new Uint32Array(words);
          bits[k]! |= bit;
        }
      }
    };
    for (let from = 0; from < end; from += SearchIndex.buildStep) {
      texts(from, Math.min(end, from + SearchIndex.buildStep), written);
      yield;
    }
  }

  /** The id of a trigram; a new one if `make` (and no other trigram's), else -1 for a trigram never seen. */
  #idOf(a: number, b: number, c: number, make: boolean): number {
    const code = trigramCode(a, b, c);
    if (code >= 0x200000) {
      let id = this.#otherIds.get(code);
      if (id === undefined) {
        if (!make) return -1;
        this.#otherIds.set(code, (id = this.#newId(a, b, c)));
      }
      return id;
    }
    const codes = this.#codes;
    const mask = (codes.length >>> 1) - 1;
    for (let place = Math.imul(code, 0x9e3779b1) >>> this.#shift; ; place = (place + 1) & mask) {
      const held = codes[2 * place]!;
      if (held === code + 1) return codes[2 * place + 1]!;
      if (held !== 0) continue;
      if (!make) return -1;
      const id = this.#newId(a, b, c);
      codes[2 * place] = code + 1;
      codes[2 * place + 1] = id;
      if (++this.#asciiCount * 4 > codes.length) this.#growCodes();
      return id;
    }
  }

  #newId(a: number, b: number, c: number): number {
    const id = this.#ids++;
    for (const prefixOrSuffix of [pairCode(a, b), pairCode(b, c)]) {
      const ids = this.#byPair.get(prefixOrSuffix);
      if (ids === undefined) this.#byPair.set(prefixOrSuffix, [id]);
      else ids.push(id);
    }
    return id;
  }

  #growCodes(): void {
    const old = this.#codes;
    const codes = (this.#codes = new Int32Array(old.length * 2));
    this.#shift--;
    const mask = (codes.length >>> 1) - 1;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i] === 0) continue;
      let place = Math.imul(old[i]! - 1, 0x9e3779b1) >>> this.#shift;
      while (codes[2 * place] !== 0) place = (place + 1) & mask;
      codes[2 * place] = old[i]!;
      codes[2 * place + 1] = old[i + 1]!;
    }
  }

  #hold(slot: number): void {
    if (this.#held.length <= slot >>> 5) this.#held = grownWords(this.#held, (slot >>> 5) + 1);
    this.#held[slot >>> 5]! |= 1 << (slot & 31);
    this.#next = Math.max(this.#next, slot + 1);
  }

  /**
   * Whether the index holds a slot's texts: every slot it was built with or given, removed since or not (a removed
   * slot is out of every scope, so it is never answered, and a link put back at it is found again).
   */
  holds(slot: number): boolean {
    return ((this.#held[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  /** Whether `add` takes a slot: one past every slot the index holds (its lists stay in increasing order). */
  takes(slot: number): boolean {
    return slot >= this.#next;
  }

  /** A link's lower-case key and url at a slot higher than any added before (`takes`). */
  add(slot: number, key: string, url: string): void {
    this.#hold(slot);
    for (const text of [key, url]) {
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        if (unit >= 0x80) continue;
        let bits = this.#chars[unit] ?? new Uint32Array(0);
        if (bits.length <= slot >>> 5) bits = grownWords(bits, (slot >>> 5) + 1);
        bits[slot >>> 5]! |= 1 << (slot & 31);
        this.#chars[unit] = bits;
      }
      for (let i = 0; i + 3 <= text.length; i++) {
        const id = this.#idOf(text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2), true);
        let list = this.#added.get(id);
        if (list === undefined) this.#added.set(id, (list = new SlotList()));
        if (list.last() !== slot) list.push(slot);
      }
    }
    if (key.length < 3 || url.length < 3) this.#short.push(slot);
  }

  /**
   * The slots within `scope` whose text holds one ASCII code unit (lower case), read from its bitset a word at a
   * time; undefined for a code unit past ASCII, which the index does not keep (the caller checks each link).
   */
  matchingUnit(unit: number, scope: SearchScope): BitSet | undefined {
    if (unit >= 0x80) return undefined;
    const bits = this.#chars[unit];
    const found = new Uint32Array(scope.words.length);
    if (bits !== undefined) found.set(bits.subarray(0, found.length));
    within(found, scope.words, scope.not);
    return TypedFastBitSet.fromWords(found);
  }

  /**
   * How many slots within `scope` hold one ASCII code unit (lower case): matchingUnit's size, counted over the
   * words without a set of them. Undefined past ASCII.
   */
  countUnit(unit: number, scope: SearchScope): number | undefined {
    if (unit >= 0x80) return undefined;
    const bits = this.#chars[unit];
    return bits === undefined ? 0 : countAndNot([bits, scope.words], scope.not ?? NO_WORDS, scope.words.length);
  }

  /**
   * How many slots within `scope` hold `search` (lower case, three characters): its trigram's slots, which are the
   * matches (matching's size), counted without a set of them: a bitset's words against the scope's, a list's slots
   * one by one. (Building the set cost 10 µs for a trigram of 112 links at a million.)
   */
  countTrigram(search: string, scope: SearchScope): number {
    const id = this.#idOf(search.charCodeAt(0), search.charCodeAt(1), search.charCodeAt(2), false);
    if (id < 0) return 0;
    const { words, not } = scope;
    const start = this.#starts[id];
    let count = start !== undefined && start < 0 ? countAndNot([this.#bitsets[-1 - start]!, words], not ?? NO_WORDS, words.length) : 0;
    // The list's slots (or, for a bitset, those added since the build), which the bitset does not hold: the slots
    // added since the build are past its end.
    const slots = this.#listed(id);
    for (let i = 0; i < slots.length; i++) if (inScope(words, not, slots[i]!)) count++;
    return count;
  }

  /**
   * At least as many slots as hold `search` (lower case, three characters or more): the fewest any of its trigrams is
   * listed for (0 when one is in no text), read without looking at a slot.
   */
  bound(search: string): number {
    let fewest = Number.POSITIVE_INFINITY;
    for (let i = 0; i + 3 <= search.length; i++) {
      const id = this.#idOf(search.charCodeAt(i), search.charCodeAt(i + 1), search.charCodeAt(i + 2), false);
      fewest = Math.min(fewest, id < 0 ? 0 : this.#sizeOf(id));
    }
    return fewest;
  }

  /** How many slots hold a trigram. */
  #sizeOf(id: number): number {
    return (this.#counts[id] ?? 0) + (this.#added.get(id)?.length ?? 0);
  }

  /**
   * Every slot in a trigram's gaps and in its list of those added since the build, in order, as a view of a list the
   * index reuses (read it before the next call). A trigram kept as a bitset has no gaps: its callers read the bitset a
   * word at a time. (Its callers loop over the slots themselves: a callback made per search, called from one shared
   * loop, made V8 throw away that loop's optimized code at each new search, and a common word's first count ran
   * at a few hundred nanoseconds a slot.)
   */
  #listed(id: number): Int32Array {
    const added = this.#added.get(id);
    const start = this.#starts[id];
    // A bitset's trigram lists only the slots added since the build.
    const size = (start !== undefined && start >= 0 ? this.#counts[id]! : 0) + (added?.length ?? 0);
    if (this.#scratch.length < size) this.#scratch = new Int32Array(Math.max(size, this.#scratch.length * 2));
    const slots = this.#scratch;
    let length = 0;
    if (start !== undefined && start >= 0) {
      const gaps = this.#gaps;
      let slot = -1;
      for (let place = start, end = start + this.#sizes[id]!; place < end; ) {
        let gap = 0;
        let scale = 1;
        let byte: number;
        do {
          byte = gaps[place++]!;
          gap += (byte & 0x7f) * scale;
          scale *= 0x80;
        } while (byte >= 0x80);
        slot += gap;
        slots[length++] = slot;
      }
    }
    if (added !== undefined) for (let i = 0; i < added.length; i++) slots[length++] = added.data[i]!;
    return slots.subarray(0, length);
  }

  /**
   * The slots within `scope` whose text holds `search` (lower case, two characters or more); `holds` checks one
   * slot's key and url, for what the trigrams alone cannot decide. A trigram in many links (a bitset) is read a
   * word at a time against the scope, so a common search costs a pass over words rather than a test per link.
   * `checked: false` leaves out that check: for a search of four characters or more the set is then its candidates,
   * every match and perhaps more, for a caller that checks only those it reads (a page of a list).
   */
  matching(search: string, scope: SearchScope, holds: TextCheck, checked = true): BitSet {
    const { words, not } = scope;
    if (search.length === 2) {
      // Every trigram that begins or ends with the pair, in one set: bitsets a word at a time, lists a slot at a time.
      // (One that is both, aaa, is read twice, to no harm.)
      const union = new Uint32Array(words.length);
      const limit = words.length * 32;
      for (const id of this.#byPair.get(pairCode(search.charCodeAt(0), search.charCodeAt(1))) ?? []) {
        const start = this.#starts[id];
        if (start !== undefined && start < 0) {
          const bitset = this.#bitsets[-1 - start]!;
          for (let k = 0, end = Math.min(bitset.length, union.length); k < end; k++) union[k]! |= bitset[k]!;
        }
        const slots = this.#listed(id);
        for (let i = 0; i < slots.length; i++) {
          const slot = slots[i]!;
          if (slot < limit) union[slot >>> 5]! |= 1 << (slot & 31);
        }
      }
      within(union, words, not);
      const short = this.#short;
      for (let i = 0; i < short.length; i++) {
        const slot = short.data[i]!;
        if (inScope(words, not, slot) && holds(slot)) union[slot >>> 5]! |= 1 << (slot & 31);
      }
      return TypedFastBitSet.fromWords(union);
    }
    const ids: number[] = [];
    for (let i = 0; i + 3 <= search.length; i++) {
      const id = this.#idOf(search.charCodeAt(i), search.charCodeAt(i + 1), search.charCodeAt(i + 2), false);
      // A trigram no text holds: nothing matches.
      if (id < 0) return new SparseTypedFastBitSet();
      ids.push(id);
    }
    const rarest = ids.reduce((best, id) => (this.#sizeOf(id) < this.#sizeOf(best) ? id : best));
    const check = checked && search.length > 3;
    const start = this.#starts[rarest];
    if (start === undefined || start >= 0) {
      const slots = this.#listed(rarest);
      // Checked a block at a time, each block's texts read ahead: a check reads a text spread in memory, and a million
      // links' texts are far larger than the caches (a common word's first count at a million links: 12 ms to 7).
      // The matches are moved to the front of the list (which this index owns until its next #listed).
      const ahead = check ? holds.ahead : undefined;
      let matches = 0;
      for (let i = 0; i < slots.length; i++) {
        if (ahead !== undefined && i % AHEAD === 0) ahead(slots, i, Math.min(slots.length, i + AHEAD));
        const slot = slots[i]!;
        if (inScope(words, not, slot) && (!check || holds(slot))) slots[matches++] = slot;
      }
      if (matches < words.length) {
        const result = new SparseTypedFastBitSet();
        for (let i = 0; i < matches; i++) result.add(slots[i]!);
        return result;
      }
      // More matches than the scope has words: set in words (a sparse set's add looks each slot up among those it
      // holds; 430,000 of them took about 10 ms).
      const found = new Uint32Array(words.length);
      for (let i = 0; i < matches; i++) found[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
      return TypedFastBitSet.fromWords(found);
    }
    // Every trigram of the search is in many links: the links built into the index are those in all their bitsets
    // (a superset of the matches), those added since are in the rarest's list.
    const bitsets = ids.map((id) => this.#starts[id]!).filter((each) => each < 0).map((each) => this.#bitsets[-1 - each]!);
    const found = new Uint32Array(words.length);
    for (let k = 0, end = Math.min(found.length, bitsets[0]!.length); k < end; k++) {
      let word = bitsets[0]![k]!;
      for (let j = 1; j < bitsets.length && word !== 0; j++) word &= bitsets[j]![k]!;
      found[k] = word;
    }
    within(found, words, not);
    const added = this.#listed(rarest);
    for (let i = 0; i < added.length; i++) {
      const slot = added[i]!;
      if (inScope(words, not, slot)) found[slot >>> 5]! |= 1 << (slot & 31);
    }
    if (check) {
      // (Not read ahead as a list's are: these candidates are dense, read in order, and reading ahead cost more than it saved.)
      for (let k = 0; k < found.length; k++) {
        for (let word = found[k]!; word !== 0; word &= word - 1) {
          const bit = word & -word;
          if (!holds((k << 5) + 31 - Math.clz32(bit))) found[k]! &= ~bit;
        }
      }
    }
    return TypedFastBitSet.fromWords(found);
  }
}
