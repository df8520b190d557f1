import type { LinkTable } from './link-table.js';
import type { TextCheck } from './search-index.js';

/** A url's origin as this file groups urls: up to and including the first `/` after `://` (the whole url without one). */
export function originOf(url: string): string {
  const scheme = url.indexOf('://');
  if (scheme < 0) return '';
  const slash = url.indexOf('/', scheme + 3);
  return slash < 0 ? url : url.slice(0, slash + 1);
}

/** At most this many origins are told apart (codes fit in 16 bits): a dataset whose every link has a host of its own gains nothing from them. */
const MAX_ORIGINS = 1 << 16;

/**
 * How a text stands to its lower case, two bits of #cases (the key's, then the url's): it is its own lower case
 * (toLowerCase returns the same string); it is ASCII with capitals (searched by folding them as it is read); or
 * anything else (lowered when read).
 */
const LOWER = 0;
const ASCII_CASED = 1;
const OTHER_CASED = 2;
const URL_SHIFT = 2;

/** How `text` stands to its lower case `lower`. */
function caseOf(text: string, lower: string): number {
  if (lower === text) return LOWER;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return OTHER_CASED;
  return ASCII_CASED;
}

/** A text in lower case: itself when it is so (LOWER), else made now. */
function lowered(text: string, cased: number): string {
  return cased === LOWER ? text : text.toLowerCase();
}

/**
 * Whether an ASCII text holds `search` (lower case) once its capitals are folded, without making its lower case: a
 * key's check costs no string (half the keys of fixtures have capitals; lowering each one checked took a tenth of a
 * common word's first count).
 */
function holdsFolded(text: string, search: string): boolean {
  if (search.length === 0) return true;
  const last = text.length - search.length;
  const first = search.charCodeAt(0);
  scan: for (let i = 0; i <= last; i++) {
    let unit = text.charCodeAt(i);
    if (unit >= 0x41 && unit <= 0x5a) unit += 0x20;
    if (unit !== first) continue;
    for (let j = 1; j < search.length; j++) {
      let next = text.charCodeAt(i + j);
      if (next >= 0x41 && next <= 0x5a) next += 0x20;
      if (next !== search.charCodeAt(j)) continue scan;
    }
    return true;
  }
  return false;
}

/** Whether `text`, as `cased` says it stands to its lower case, holds `search` (lower case) once lowered. */
function holds(text: string, cased: number, search: string): boolean {
  return cased === LOWER ? text.includes(search) : cased === ASCII_CASED ? holdsFolded(text, search) : text.toLowerCase().includes(search);
}

/**
 * The links' keys and urls in lower case, by slot, for search (§4.4: case-insensitive), read from the table's own
 * strings: a text in lower case already (every url of a usual dataset) is read as it is, and the others (about half
 * the keys of fixtures) are lowered when read, so nothing but a byte a link is kept for them (a million links' lower-case
 * copies and their two arrays took about 33 MB). Each url's origin (scheme, host and the first `/`) is kept too, as a
 * code into the few origins the links share: a search held by an origin (`https`, `www.`, `.com/`) holds for every
 * link of it, found in an array of codes, without reading a million strings spread in memory.
 */
export class LoweredTexts {
  readonly #table: LinkTable;
  /** Each slot's origin code; 0 for a slot not kept (never added, or removed). */
  #origins = new Uint16Array(0);
  /** Each kept slot's key's and url's case (caseOf), two bits each. */
  #cases = new Uint8Array(0);
  /** The texts of kept links the table has let go of (`hold`), until they are removed here. */
  readonly #held = new Map<number, [key: string, url: string]>();
  readonly #originTexts: string[] = ['', ''];
  readonly #originCodes = new Map<string, number>([['', 1]]);
  #readSum = 0;

  /** The links of `table` that `keep` and `add` are given (none at first). */
  constructor(table: LinkTable) {
    this.#table = table;
  }

  /** Keeps every live link of the table with a slot from `from` up to (not including) `to`. */
  keep(from: number, to: number): void {
    const table = this.#table;
    for (let slot = from; slot < to; slot++) if (table.has(slot)) this.add(slot);
  }

  /** Whether the link at a slot is kept. */
  has(slot: number): boolean {
    return (this.#origins[slot] ?? 0) !== 0;
  }

  /** Keeps the link at a slot; returns its key and url in lower case. */
  add(slot: number): [string, string] {
    const table = this.#table;
    const [key, url] = [table.key(slot), table.url(slot)];
    const [lowerKey, lowerUrl] = [key.toLowerCase(), url.toLowerCase()];
    if (slot >= this.#origins.length) {
      const size = Math.max(slot + 1, Math.ceil(this.#origins.length * 1.5) + 64);
      const [origins, cases] = [new Uint16Array(size), new Uint8Array(size)];
      origins.set(this.#origins);
      cases.set(this.#cases);
      [this.#origins, this.#cases] = [origins, cases];
    }
    this.#cases[slot] = caseOf(key, lowerKey) | (caseOf(url, lowerUrl) << URL_SHIFT);
    const origin = originOf(lowerUrl);
    let code = this.#originCodes.get(origin);
    if (code === undefined) {
      // Past MAX_ORIGINS, a new origin is none (the empty one, which holds no search): its links' texts are read.
      code = this.#originTexts.length < MAX_ORIGINS ? this.#originTexts.length : 1;
      if (code !== 1) {
        this.#originCodes.set(origin, code);
        this.#originTexts.push(origin);
      }
    }
    this.#origins[slot] = code;
    return [lowerKey, lowerUrl];
  }

  /** A kept link's key in lower case. */
  key(slot: number): string {
    return lowered(this.#keyOf(slot), this.#cases[slot]! & 3);
  }

  /** A kept link's url in lower case. */
  url(slot: number): string {
    return lowered(this.#urlOf(slot), this.#cases[slot]! >>> URL_SHIFT);
  }

  /** A kept link's key as the table has it (or held it). */
  #keyOf(slot: number): string {
    return this.#table.key(slot) ?? this.#held.get(slot)![0];
  }

  #urlOf(slot: number): string {
    return this.#table.url(slot) ?? this.#held.get(slot)![1];
  }

  /**
   * Keeps the texts of a kept link the table is about to let go of, readable here until it is removed here (a build
   * reads the texts it began with to its end).
   */
  hold(slot: number): void {
    if (this.has(slot)) this.#held.set(slot, [this.#table.key(slot), this.#table.url(slot)]);
  }

  /** Lets go of a removed link's texts. */
  remove(slot: number): void {
    this.#held.delete(slot);
    if (slot < this.#origins.length) this.#origins[slot] = 0;
  }

  /** Calls `each` with the slot and lower-case key and url of every link kept from slot `from` up to `to`, in order. */
  each(from: number, to: number, each: (slot: number, key: string, url: string) => void): void {
    const origins = this.#origins;
    for (let slot = from, end = Math.min(to, origins.length); slot < end; slot++) {
      if (origins[slot] !== 0) each(slot, this.key(slot), this.url(slot));
    }
  }

  /**
   * Whether the key or the url of the link at a slot holds `search` (lower case), for one search: the origin is
   * looked at first (each origin once a search), the texts only when it does not hold the search; the url before the
   * key, which has capitals more often.
   */
  holder(search: string): TextCheck {
    const texts = this.#originTexts;
    // By origin code: 0 not looked at yet, 1 holds the search, 2 does not (code 0, a slot not kept: never asked).
    const inOrigin = new Uint8Array(texts.length);
    const check: TextCheck = (slot) => {
      // The arrays as they are now: `add` replaces them as they grow.
      const code = this.#origins[slot] ?? 0;
      // (Past inOrigin's end: as an origin without the search, the url read whole.)
      let known = inOrigin[code] ?? 2;
      if (known === 0) inOrigin[code] = known = texts[code]!.includes(search) ? 1 : 2;
      if (known === 1) return true;
      const cased = this.#cases[slot]!;
      return holds(this.#urlOf(slot), cased >>> URL_SHIFT, search) || holds(this.#keyOf(slot), cased & 3, search);
    };
    check.ahead = (slots, from, to) => this.#readAhead(slots, from, to);
    return check;
  }

  /**
   * Reads what the checks of `slots[from]` to `slots[to - 1]` will read (their codes, each key's length and a character
   * from the middle of each url),
   * in a loop of loads that do not wait on one another: the misses of a block overlap, and the checks then find the
   * texts in the cache. (Kept in #readSum, so that the reads are not left out as unused.)
   */
  #readAhead(slots: Int32Array, from: number, to: number): void {
    const [origins, cases, table] = [this.#origins, this.#cases, this.#table];
    let sum = 0;
    for (let i = from; i < to; i++) {
      const slot = slots[i]!;
      const url = table.url(slot);
      const key = table.key(slot);
      // A removed link's texts are held elsewhere: none read ahead.
      if (url === undefined || key === undefined) continue;
      sum += origins[slot]! + cases[slot]! + url.charCodeAt(url.length >>> 1) + key.length;
    }
    this.#readSum = sum;
  }
}
