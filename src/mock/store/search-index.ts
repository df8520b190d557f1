import { SparseTypedFastBitSet, type BitSet } from 'typedfastbitset';

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

  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }
}

/** Three UTF-16 code units as one number: a small integer when all three are ASCII (the usual case, and the cheapest map key), else above those. */
function trigramCode(a: number, b: number, c: number): number {
  return a < 0x80 && b < 0x80 && c < 0x80 ? (a << 14) | (b << 7) | c : 0x200000 + (a * 0x10000 + b) * 0x10000 + c;
}

/** Two UTF-16 code units as one number, the same way. */
function pairCode(a: number, b: number): number {
  return a < 0x80 && b < 0x80 ? (a << 7) | b : 0x4000 + a * 0x10000 + b;
}

/**
 * Search (§4.4: a substring of the key or the destination url, case-insensitive) through an index of trigrams:
 * for each three characters, the slots whose lower-case key or url holds them. Exact for every length:
 * - three characters: the trigram's slots are the answer;
 * - more: the rarest of its trigrams gives the candidates, each checked for the whole text;
 * - two: the slots of every trigram that begins or ends with them, and the few texts shorter than three;
 * - one: every text is checked (a single character matches most links anyway).
 * Built on the first search, so a mock nobody searches holds none of it; kept up to date after that.
 */
export class SearchIndex {
  /** By trigram, as a number (trigramCode): no string is built per trigram. */
  readonly #trigrams = new Map<number, SlotList>();
  /** The trigrams that begin or end with each pair of code units (pairCode): what a two-character search reads. */
  readonly #byPair = new Map<number, number[]>();
  /** Slots with a key or url shorter than three characters: no trigram holds them. */
  readonly #short = new SlotList();

  constructor(texts: Iterable<[number, string, string]>) {
    for (const [slot, key, url] of texts) this.add(slot, key, url);
    // Built all at once: no list needs the room growing left it (up to a third of the index).
    for (const list of this.#trigrams.values()) list.trim();
  }

  /** A link's lower-case key and url at a slot higher than any added before. */
  add(slot: number, key: string, url: string): void {
    this.#addText(slot, key);
    this.#addText(slot, url);
    if (key.length < 3 || url.length < 3) this.#short.push(slot);
  }

  #addText(slot: number, text: string): void {
    for (let i = 0; i + 3 <= text.length; i++) {
      const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
      const trigram = trigramCode(a, b, c);
      let list = this.#trigrams.get(trigram);
      if (list === undefined) {
        this.#trigrams.set(trigram, (list = new SlotList()));
        for (const prefixOrSuffix of [pairCode(a, b), pairCode(b, c)]) {
          const trigrams = this.#byPair.get(prefixOrSuffix);
          if (trigrams === undefined) this.#byPair.set(prefixOrSuffix, [trigram]);
          else trigrams.push(trigram);
        }
      }
      // A trigram twice in one link (or in its key and url) is listed once: slots come in increasing order.
      if (list.length === 0 || list.data[list.length - 1] !== slot) list.push(slot);
    }
  }

  /**
   * The slots `accept` takes whose text holds `search` (lower case, two characters or more); `holds` checks one
   * slot's key and url, for what the trigrams alone cannot decide. A sparse set: a few matches cost a few words.
   */
  matching(search: string, accept: (slot: number) => boolean, holds: (slot: number) => boolean): BitSet {
    const result = new SparseTypedFastBitSet();
    const take = (list: SlotList, check: boolean) => {
      const { data, length } = list;
      for (let i = 0; i < length; i++) {
        const slot = data[i]!;
        if (accept(slot) && (!check || holds(slot))) result.add(slot);
      }
    };
    if (search.length === 2) {
      // Each trigram is listed under its prefix and its suffix: one that is both (aaa) is read twice, to no harm.
      for (const trigram of this.#byPair.get(pairCode(search.charCodeAt(0), search.charCodeAt(1))) ?? []) take(this.#trigrams.get(trigram)!, false);
      take(this.#short, true);
      return result;
    }
    let rarest: SlotList | undefined;
    for (let i = 0; i + 3 <= search.length; i++) {
      const list = this.#trigrams.get(trigramCode(search.charCodeAt(i), search.charCodeAt(i + 1), search.charCodeAt(i + 2)));
      // A trigram no text holds: nothing matches.
      if (list === undefined) return result;
      if (rarest === undefined || list.length < rarest.length) rarest = list;
    }
    take(rarest!, search.length > 3);
    return result;
  }
}
