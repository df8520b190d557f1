const EMPTY = 0;
const GONE = -1;

/**
 * FNV-1a over a text's UTF-16 code units, from `seed` (a group's own start). A state's columns image keeps these
 * tables as they are (`entries`): a change here must change that image's MAGIC, so that older images are not read.
 */
function hashOf(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1)) | 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  // The low bits index the table: the high ones are folded in.
  return (hash ^ (hash >>> 15)) | 0;
}

/**
 * The slots of a table found by a text of theirs (a link's id; its key within its domain's group), as Map<string,
 * number> would find them, in an open-addressed hash table of one Int32Array: a million links take 8 MB per index
 * instead of a Map's 40 or more, and are indexed in a tenth of the time. The texts stay where the table keeps them
 * (`textOf`); an entry is a slot. Setting a text that is there moves it to the new slot, as Map#set does.
 */
export class SlotIndex {
  /** slot + 1 per entry; EMPTY, or GONE where an entry was deleted (probing goes past it). */
  #entries: Int32Array<ArrayBufferLike> = new Int32Array(16);
  #size = 0;
  /** Each indexed slot's hash, so that a probe compares texts only on equal hashes and a rehash reads no text. */
  #hashes: Int32Array<ArrayBufferLike> = new Int32Array(16);
  /** Entries and GONE marks: kept at most half the table, so probes stay short. */
  #filled = 0;
  readonly #textOf: (slot: number) => string;
  readonly #groupOf: (slot: number) => number;

  /** `groupOf`: which group a slot's text is in (a domain's code): the same text in two groups is two entries. */
  constructor(textOf: (slot: number) => string, groupOf: (slot: number) => number = () => 0) {
    this.#textOf = textOf;
    this.#groupOf = groupOf;
  }

  get size(): number {
    return this.#size;
  }

  /** Where `text` of `group` (whose hash is `hash`) is, or the first free place on its probe (as a negative: -place - 1). */
  #place(text: string, group: number, hash: number): number {
    const [entries, hashes] = [this.#entries, this.#hashes];
    const mask = entries.length - 1;
    let free = -1;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const entry = entries[at]!;
      if (entry === EMPTY) return free >= 0 ? -free - 1 : -at - 1;
      if (entry === GONE) {
        if (free < 0) free = at;
        continue;
      }
      const slot = entry - 1;
      if (hashes[slot] === hash && this.#textOf(slot) === text && this.#groupOf(slot) === group) return at;
    }
  }

  /** The slot with this text in this group. */
  get(text: string, group = 0): number | undefined {
    const at = this.#place(text, group, hashOf(text, group));
    return at >= 0 ? this.#entries[at]! - 1 : undefined;
  }

  /** Indexes a slot by its text (read through textOf); returns whether the text was there already (it names `slot` now). */
  set(slot: number): boolean {
    const text = this.#textOf(slot);
    const group = this.#groupOf(slot);
    const hash = hashOf(text, group);
    if (slot >= this.#hashes.length) {
      const hashes = new Int32Array(Math.max(slot + 1, this.#hashes.length * 2));
      hashes.set(this.#hashes);
      this.#hashes = hashes;
    }
    this.#hashes[slot] = hash;
    const at = this.#place(text, group, hash);
    if (at >= 0) {
      this.#entries[at] = slot + 1;
      return true;
    }
    const place = -at - 1;
    if (this.#entries[place] === EMPTY) this.#filled++;
    this.#entries[place] = slot + 1;
    this.#size++;
    if (this.#filled * 2 > this.#entries.length) this.#rehash();
    return false;
  }

  /** Forgets a text of a group, whichever slot it names. */
  delete(text: string, group = 0): void {
    const at = this.#place(text, group, hashOf(text, group));
    if (at < 0) return;
    this.#entries[at] = GONE;
    this.#size--;
  }

  /** The table itself and the slots' hashes (slots 0 to `slots` - 1), as `load` takes them back over the same texts. */
  saved(slots: number): { entries: Int32Array<ArrayBufferLike>; hashes: Int32Array<ArrayBufferLike> } {
    return { entries: this.#entries, hashes: this.#hashes.slice(0, slots) };
  }

  /** Takes over what `saved` gave for the same texts and groups (a columns image's), holding `size` texts. */
  load({ entries, hashes }: { entries: Int32Array<ArrayBufferLike>; hashes: Int32Array<ArrayBufferLike> }, size: number): void {
    if (entries.length < 16 || (entries.length & (entries.length - 1)) !== 0 || size * 2 > entries.length) throw new Error(`slot index: ${entries.length} places cannot hold ${size} texts`);
    let filled = 0;
    for (const entry of entries) {
      if (entry === EMPTY) continue;
      if (entry < 0 || entry > hashes.length) throw new Error(`slot index: an entry names slot ${entry - 1} of ${hashes.length}`);
      filled++;
    }
    if (filled !== size) throw new Error(`slot index: ${filled} places filled for ${size} texts`);
    this.#entries = entries;
    this.#hashes = hashes;
    this.#size = this.#filled = size;
  }

  /** Sizes the table for `count` entries at once (before indexing a table's links). */
  reserve(count: number): void {
    if ((this.#filled + count) * 2 > this.#entries.length) this.#rehash(this.#size + count);
  }

  /** A table twice the live entries at least (GONE marks dropped), every entry placed again. */
  #rehash(atLeast = this.#size): void {
    let capacity = 16;
    while (capacity < atLeast * 4) capacity *= 2;
    const old = this.#entries;
    const entries = new Int32Array(capacity);
    const mask = capacity - 1;
    for (const entry of old) {
      if (entry <= EMPTY) continue;
      let at = this.#hashes[entry - 1]! & mask;
      while (entries[at] !== EMPTY) at = (at + 1) & mask;
      entries[at] = entry;
    }
    this.#entries = entries;
    this.#filled = this.#size;
  }
}
