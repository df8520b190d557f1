import type { LinkTable } from './link-table.js';

/** A url's origin as this file groups urls: up to and including the first `/` after `://` (the whole url without one). */
export function originOf(url: string): string {
  const scheme = url.indexOf('://');
  if (scheme < 0) return '';
  const slash = url.indexOf('/', scheme + 3);
  return slash < 0 ? url : url.slice(0, slash + 1);
}

/** At most this many origins are told apart: a dataset whose every link has a host of its own gains nothing from them. */
const MAX_ORIGINS = 1 << 16;

/**
 * The links' keys and urls in lower case, by slot, for search (§4.4: case-insensitive). Each url's origin (scheme,
 * host and the first `/`) is kept too, as a code into the few origins the links share: a search held by an origin
 * (`https`, `www.`, `.com/`) holds for every link of it, found in an array of codes, without reading a million
 * strings spread in memory.
 */
export class LoweredTexts {
  readonly #table: LinkTable;
  /**
   * Each kept slot's key and url in lower case (the table's own string where it is so already, not a copy), read from
   * here only: a link the table lets go of stays readable until it is removed here.
   */
  readonly #keys: (string | undefined)[] = [];
  readonly #urls: (string | undefined)[] = [];
  /** Each slot's origin code; 0 for a slot not kept (never added, or removed). */
  #origins = new Int32Array(0);
  readonly #originTexts: string[] = ['', ''];
  readonly #originCodes = new Map<string, number>([['', 1]]);

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
    this.#keys[slot] = lowerKey;
    this.#urls[slot] = lowerUrl;
    if (slot >= this.#origins.length) {
      const grown = new Int32Array(Math.max(slot + 1, Math.ceil(this.#origins.length * 1.5) + 64));
      grown.set(this.#origins);
      this.#origins = grown;
    }
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
    return this.#keys[slot]!;
  }

  /** A kept link's url in lower case. */
  url(slot: number): string {
    return this.#urls[slot]!;
  }

  /** Lets go of a removed link's texts. */
  remove(slot: number): void {
    this.#keys[slot] = this.#urls[slot] = undefined;
    if (slot < this.#origins.length) this.#origins[slot] = 0;
  }

  /** Calls `each` with the slot and lower-case key and url of every link kept from slot `from` up to `to`, in order. */
  each(from: number, to: number, each: (slot: number, key: string, url: string) => void): void {
    const [keys, urls, origins] = [this.#keys, this.#urls, this.#origins];
    for (let slot = from, end = Math.min(to, origins.length); slot < end; slot++) {
      if (origins[slot] !== 0) each(slot, keys[slot]!, urls[slot]!);
    }
  }

  /**
   * Whether the key or the url of the link at a slot holds `search` (lower case), for one search: the origin is
   * looked at first (each origin once a search), the texts only when it does not hold the search.
   */
  holder(search: string): (slot: number) => boolean {
    const [keys, urls, origins, texts] = [this.#keys, this.#urls, this.#origins, this.#originTexts];
    // By origin code: 0 not looked at yet, 1 holds the search, 2 does not (code 0, a slot not kept: never asked).
    const inOrigin = new Uint8Array(texts.length);
    return (slot) => {
      const code = origins[slot] ?? 0;
      let known = inOrigin[code]!;
      if (known === 0) inOrigin[code] = known = texts[code]!.includes(search) ? 1 : 2;
      return known === 1 || keys[slot]!.includes(search) || urls[slot]!.includes(search);
    };
  }
}
