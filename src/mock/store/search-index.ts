import { TypedFastBitSet, type BitSet } from 'typedfastbitset';

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
  readonly #trigrams = new Map<string, SlotList>();
  /** The trigrams that begin or end with each pair of characters: what a two-character search reads. */
  readonly #byPair = new Map<string, Set<string>>();
  /** Slots with a key or url shorter than three characters: no trigram holds them. */
  readonly #short = new SlotList();

  constructor(texts: Iterable<[number, string, string]>) {
    for (const [slot, key, url] of texts) this.add(slot, key, url);
  }

  /** A link's lower-case key and url at a slot higher than any added before. */
  add(slot: number, key: string, url: string): void {
    const seen = new Set<string>();
    for (const text of [key, url]) for (let i = 0; i + 3 <= text.length; i++) seen.add(text.slice(i, i + 3));
    if (key.length < 3 || url.length < 3) this.#short.push(slot);
    for (const trigram of seen) {
      let list = this.#trigrams.get(trigram);
      if (list === undefined) {
        this.#trigrams.set(trigram, (list = new SlotList()));
        for (const pair of [trigram.slice(0, 2), trigram.slice(1)]) {
          let trigrams = this.#byPair.get(pair);
          if (trigrams === undefined) this.#byPair.set(pair, (trigrams = new Set()));
          trigrams.add(trigram);
        }
      }
      list.push(slot);
    }
  }

  /**
   * The slots of `candidates` whose text holds `search` (lower case, two characters or more); `holds` checks one
   * slot's key and url, for what the trigrams alone cannot decide.
   */
  matching(search: string, candidates: BitSet, holds: (slot: number) => boolean): BitSet {
    const result = new TypedFastBitSet();
    const take = (list: SlotList, check: boolean) => {
      const { data, length } = list;
      for (let i = 0; i < length; i++) {
        const slot = data[i]!;
        if (candidates.has(slot) && (!check || holds(slot))) result.add(slot);
      }
    };
    if (search.length === 2) {
      for (const trigram of this.#byPair.get(search) ?? []) take(this.#trigrams.get(trigram)!, false);
      take(this.#short, true);
      return result;
    }
    let rarest: SlotList | undefined;
    for (let i = 0; i + 3 <= search.length; i++) {
      const list = this.#trigrams.get(search.slice(i, i + 3));
      // A trigram no text holds: nothing matches.
      if (list === undefined) return result;
      if (rarest === undefined || list.length < rarest.length) rarest = list;
    }
    take(rarest!, search.length > 3);
    return result;
  }
}
