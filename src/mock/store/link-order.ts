import type { LinkSortField, SortOrder } from '../../contract/enums.js';
import type { LinkTable } from './link-table.js';

/**
 * Up to this many removals are found each by a native search (a quarter of a millisecond at a million links); more, in
 * one pass over the order (2–3 ms there).
 */
const FEW_REMOVALS = 8;
/**
 * Inserts this many times fewer than the links are placed each by a binary search (some twenty comparisons); more,
 * by a merge that compares every link.
 */
const FEW_INSERTS = 32;

/** packedSort's radix: bits a pass. */
const DIGIT_BITS = 13;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;

/**
 * `slots` sorted without calling a comparison per pair, when it can be: each slot's `coarse` key (a whole number
 * below 2³² whose order agrees with the sort's, ties allowed) orders the positions by a radix sort (DIGIT_BITS a pass,
 * stable: equal keys keep their positions' order); each run of one key is then sorted by `refine`, or left in
 * position order when there is none. Undefined when a key does not fit: the caller sorts with a comparison then.
 * A million links' creation order in about 150 ms, keys and gathering included (packing key and position into a
 * Float64Array sorted natively took about 230 ms).
 */
function packedSort(slots: ArrayLike<number>, coarse: (position: number) => number, refine?: (a: number, b: number) => number): Uint32Array | undefined {
  const size = slots.length;
  let keys = new Uint32Array(size);
  let highest = 0;
  for (let position = 0; position < size; position++) {
    const key = coarse(position);
    if (!Number.isInteger(key) || key < 0 || key >= 2 ** 32) return undefined;
    keys[position] = key;
    if (key > highest) highest = key;
  }
  // Least significant digit first (two passes for seconds over two years): each pass moves the keys
  // with their positions, so that it reads both in order (reading keys through the positions took three times as long
  // in a process holding a million links).
  let order = new Uint32Array(size);
  for (let position = 0; position < size; position++) order[position] = position;
  let [next, nextKeys] = [new Uint32Array(size), new Uint32Array(size)];
  const counts = new Uint32Array(DIGIT_MASK + 2);
  for (let shift = 0; shift < 32 && highest >>> shift !== 0; shift += DIGIT_BITS) {
    counts.fill(0);
    for (let i = 0; i < size; i++) counts[((keys[i]! >>> shift) & DIGIT_MASK) + 1]!++;
    for (let digit = 1; digit < counts.length; digit++) counts[digit]! += counts[digit - 1]!;
    for (let i = 0; i < size; i++) {
      const key = keys[i]!;
      const at = counts[(key >>> shift) & DIGIT_MASK]!++;
      next[at] = order[i]!;
      nextKeys[at] = key;
    }
    [order, next, keys, nextKeys] = [next, order, nextKeys, keys];
  }
  const sorted = new Uint32Array(size);
  for (let i = 0; i < size; i++) sorted[i] = slots[order[i]!]!;
  if (refine === undefined) return sorted;
  for (let start = 0; start < size; ) {
    const key = keys[start]!;
    let end = start + 1;
    while (end < size && keys[end]! === key) end++;
    // A run in order already is left (the links without a lastClicked, all equal under `refine`).
    let ordered = true;
    for (let i = start + 1; i < end && ordered; i++) ordered = refine(sorted[i - 1]!, sorted[i]!) <= 0;
    if (!ordered) {
      // Array.prototype.sort is stable: a run's slots equal under `refine` keep their position order.
      const run = Array.from(sorted.subarray(start, end)).sort(refine);
      sorted.set(run, start);
    }
    start = end;
  }
  return sorted;
}

/**
 * The links of a table kept sorted by one field, ascending by (field, createdAt, id), as slots, so a page of a list
 * is read off in order instead of sorting every link per request. Times are compared as the instants they name.
 * When a link's counters move (a click, a conversion), its slot is removed and inserted again.
 *
 * Writes are cheap: an insert is appended to a pending buffer (or to the end, when it sorts last, as a
 * new link does by createdAt) and a removal is remembered; both are merged in, in one pass, by the
 * next read. A burst of creates costs O(1) each instead of shifting the whole array per create.
 *
 * The order is a Uint32Array (4 MB at a million links; an array of numbers took 8), a view of the first positions of
 * a larger one that a link sorting last is written into.
 */
export class LinkOrder {
  /** Positions of the order per block whose archived links are counted, for `page` to skip blocks whole (tests make it small). */
  static blockSize = 1024;
  /** Positions per part of a block, counted too, for `page` to step over the last block before the page in parts (at most 255; divides blockSize). */
  static partSize = 64;
  /** The order: the first #sorted.length positions of #room. */
  #sorted: Uint32Array;
  #room: Uint32Array;
  /**
   * The archived links per block and per part of a block of #sorted: made at a deep `page`, kept as links go on or
   * off its end, let go at any other change.
   */
  #archivedPerBlock: ArchivedCounts | undefined;
  /** How many links the deep pages since the last change walked without the counts: they are made once that costs as much. */
  #walked = 0;
  /** Inserts not yet merged: a set, so a removal finds one at once (a reset puts back thousands of clicked links). */
  readonly #pending = new Set<number>();
  readonly #removed = new Set<number>();
  readonly #field: LinkSortField;
  readonly #table: LinkTable;

  /**
   * `slots` in any order; `inCreationOrder` says they are sorted by (createdAt, id) already (as `byCreation`
   * gives them), so only a stable sort by the field itself is left: a million links in a fraction of a second
   * rather than a full comparison sort per field.
   */
  constructor(field: LinkSortField, table: LinkTable, slots: Iterable<number> | ArrayLike<number> = [], inCreationOrder = false) {
    this.#field = field;
    this.#table = table;
    // An array given is read as it is, and copied only to be kept or sorted in place; other slots are gathered once.
    const given = Array.isArray(slots) || slots instanceof Uint32Array;
    const all: ArrayLike<number> = given ? (slots as ArrayLike<number>) : Uint32Array.from(slots as Iterable<number>);
    const own = () => (all instanceof Uint32Array && !given ? all : Uint32Array.from(all));
    this.#sorted = this.#room = new Uint32Array(0);
    if (!inCreationOrder) {
      this.#keep(own().sort((a, b) => this.#compare(a, b)));
      return;
    }
    if (field === 'createdAt') {
      this.#keep(own());
      return;
    }
    // Creation order is each field's tie-break: positions in `all` are kept among equals. A loop, not
    // Float64Array.from(all, read): that boxed each value on the way, 28 MB of garbage at a million links.
    const values = new Float64Array(all.length);
    for (let position = 0; position < all.length; position++) values[position] = table.sortValue(field, all[position]!);
    let packed: Uint32Array | undefined;
    if (field === 'lastClicked') {
      // No time first (below every time), then by second from the earliest; the milliseconds decide within one.
      let first = Number.POSITIVE_INFINITY;
      for (const value of values) if (value < first) first = value;
      packed = packedSort(
        all,
        (position) => (Number.isNaN(values[position]!) ? 0 : Math.floor((values[position]! - first) / 1000) + 1),
        (a, b) => before(table.timeOf('lastClicked', a), table.timeOf('lastClicked', b)),
      );
    } else {
      packed = packedSort(all, (position) => values[position]!);
    }
    if (packed !== undefined) {
      this.#keep(packed);
      return;
    }
    // Array.prototype.sort is stable: equal values keep their (createdAt, id) order, which is #compare's tie-break.
    const positions = Array.from({ length: all.length }, (_, position) => position);
    positions.sort((a, b) => before(values[a]!, values[b]!));
    this.#keep(Uint32Array.from(positions, (position) => all[position]!));
  }

  /** Keeps `sorted` as the order (its own array, which grows when a link is pushed). */
  #keep(sorted: Uint32Array): void {
    this.#sorted = this.#room = sorted;
  }

  /**
   * Slots sorted by (createdAt, id), the order every LinkOrder breaks ties in; already sorted input costs one pass. A
   * Uint32Array given is returned as it is when it is in that order already, and never changed.
   */
  static byCreation(table: LinkTable, slots: Iterable<number>): Uint32Array {
    const all = slots instanceof Uint32Array ? slots : Uint32Array.from(slots);
    const compare = (a: number, b: number) => before(table.timeOf('createdAt', a), table.timeOf('createdAt', b)) || byId(table, a, b);
    for (let i = 1; i < all.length; i++) {
      if (compare(all[i - 1]!, all[i]!) >= 0) {
        let first = Number.POSITIVE_INFINITY;
        for (const slot of all) first = Math.min(first, table.timeOf('createdAt', slot));
        const seconds = (position: number) => Math.floor((table.timeOf('createdAt', all[position]!) - first) / 1000);
        return packedSort(all, seconds, compare) ?? (all === slots ? all.slice() : all).sort(compare);
      }
    }
    return all;
  }

  #compare(a: number, b: number): number {
    const table = this.#table;
    return before(table.sortValue(this.#field, a), table.sortValue(this.#field, b)) || before(table.timeOf('createdAt', a), table.timeOf('createdAt', b)) || byId(table, a, b);
  }

  #isNull(slot: number): boolean {
    return Number.isNaN(this.#table.sortValue(this.#field, slot));
  }

  insert(slot: number): void {
    const sorted = this.#sorted;
    const length = sorted.length;
    if (this.#pending.size === 0 && this.#removed.size === 0 && (length === 0 || this.#compare(sorted[length - 1]!, slot) < 0)) {
      if (length === this.#room.length) {
        // Grown by half: links created one by one copy the order rarely.
        const room = new Uint32Array(Math.ceil(length * 1.5) + 16);
        room.set(sorted);
        this.#room = room;
      }
      this.#room[length] = slot;
      this.#sorted = this.#room.subarray(0, length + 1);
      this.#countAtEnd(slot, 1);
    } else {
      this.#pending.add(slot);
    }
  }

  remove(slot: number): void {
    const length = this.#sorted.length;
    if (this.#pending.delete(slot)) return;
    if (length > 0 && this.#sorted[length - 1] === slot && this.#removed.size === 0) {
      this.#countAtEnd(slot, -1);
      this.#sorted = this.#room.subarray(0, length - 1);
    } else this.#removed.add(slot);
  }

  /**
   * Merges pending inserts and removals into the sorted array, once per read after writes. A few of them (a
   * dashboard's create, delete or click) cost a native search per removal, a binary search per insert and a move of
   * the runs between them, in the order's own array: about a millisecond at a million links, where comparing every
   * link with the next insert took 60–130 ms. A new array per change (4 MB there) also set V8 collecting for its
   * external memory, reads of 10–30 ms after a burst of requests. Many inserts are merged in one pass into a new array.
   */
  #settle(): Uint32Array {
    if (this.#pending.size === 0 && this.#removed.size === 0) return this.#sorted;
    if (this.#removed.size > 0) this.#cutRemoved();
    const added = Array.from(this.#pending).sort((a, b) => this.#compare(a, b));
    if (added.length > 0) {
      if (added.length * FEW_INSERTS <= this.#sorted.length) this.#insertFew(added);
      else this.#keep(this.#mergeAll(this.#sorted, added));
    }
    this.#archivedPerBlock = undefined;
    this.#walked = 0;
    this.#pending.clear();
    this.#removed.clear();
    return this.#sorted;
  }

  /**
   * The removed slots cut out of the order, in place: each found by a native search when they are few, else in one
   * pass that looks each slot up in a table of marks (`filter` with a set took 60–130 ms at a million links).
   */
  #cutRemoved(): void {
    const [removed, sorted] = [this.#removed, this.#sorted];
    let length = 0;
    if (removed.size > FEW_REMOVALS) {
      let highest = 0;
      for (const slot of removed) highest = Math.max(highest, slot);
      const marked = new Uint8Array(highest + 1);
      for (const slot of removed) marked[slot] = 1;
      for (let i = 0; i < sorted.length; i++) {
        const slot = sorted[i]!;
        if (slot > highest || marked[slot] === 0) sorted[length++] = slot;
      }
    } else {
      const positions: number[] = [];
      for (const slot of removed) {
        const position = sorted.indexOf(slot);
        if (position >= 0) positions.push(position);
      }
      positions.sort((a, b) => a - b);
      length = positions.length === 0 ? sorted.length : positions[0]!;
      // Each run after a removed slot moved down over the gaps so far.
      for (let at = 0; at < positions.length; at++) {
        const [from, to] = [positions[at]! + 1, positions[at + 1] ?? sorted.length];
        sorted.copyWithin(length, from, to);
        length += to - from;
      }
    }
    this.#sorted = this.#room.subarray(0, length);
  }

  /**
   * `added` (sorted) put into the order in place, the last first: each place found by a binary search among the
   * slots not yet moved, and the run after it moved up natively by the number of inserts still to place before it.
   */
  #insertFew(added: readonly number[]): void {
    const length = this.#sorted.length;
    const total = length + added.length;
    if (this.#room.length < total) {
      // Grown by half, as a link pushed at the end grows it.
      const room = new Uint32Array(Math.ceil(total * 1.5) + 16);
      room.set(this.#sorted);
      this.#room = room;
    }
    const room = this.#room;
    let end = length;
    for (let j = added.length - 1; j >= 0; j--) {
      const slot = added[j]!;
      // After every slot that sorts before it (or with it, as the full merge places them).
      let low = 0;
      let high = end;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.#compare(room[middle]!, slot) <= 0) low = middle + 1;
        else high = middle;
      }
      room.copyWithin(low + j + 1, low, end);
      room[low + j] = slot;
      end = low;
    }
    this.#sorted = room.subarray(0, total);
  }

  /** `added` (sorted) merged with `kept` in one pass, a comparison per slot. */
  #mergeAll(kept: Uint32Array, added: readonly number[]): Uint32Array {
    const merged = new Uint32Array(kept.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length && j < added.length) merged[k++] = this.#compare(kept[i]!, added[j]!) <= 0 ? kept[i++]! : added[j++]!;
    while (i < kept.length) merged[k++] = kept[i++]!;
    while (j < added.length) merged[k++] = added[j++]!;
    return merged;
  }

  /**
   * The blocks' archived counts kept up to date as `slot` goes on (+1, pushed already) or comes off (-1, not popped
   * yet) the end of the order, as a new link does by creation: a create does not make the next deep page count again.
   */
  #countAtEnd(slot: number, change: 1 | -1): void {
    const kept = this.#archivedPerBlock;
    if (kept === undefined) return;
    const position = this.#sorted.length - 1;
    const [block, part] = [(position / kept.size) | 0, (position / kept.partSize) | 0];
    // A new block, or part, begins with the pushed slot.
    if (block >= kept.counts.length) kept.counts = grown(kept.counts, block + 1);
    if (part >= kept.parts.length) kept.parts = grown(kept.parts, part + 1);
    if (!this.#table.archived(slot)) return;
    kept.counts[block]! += change;
    kept.parts[part]! += change;
  }

  /** Where the links with the field begin in `slots` (those without it sort first there, and are read last). */
  #firstValued(slots: Uint32Array): number {
    let firstValue = 0;
    if (slots.length > 0 && this.#isNull(slots[0]!)) {
      let high = slots.length;
      while (firstValue < high) {
        const middle = (firstValue + high) >>> 1;
        if (this.#isNull(slots[middle]!)) firstValue = middle + 1;
        else high = middle;
      }
    }
    return firstValue;
  }

  /**
   * The page of `size` links after `skip` of them in reading order (as `read` gives it), all links or only those not
   * archived: what a list with no filter but showArchived reads. A block of the order whose matches all come before
   * the page is stepped over whole, by the count of its archived links, and then the parts of the block the page
   * begins in: page 20,000 of a million links costs a thousand blocks, at most fifteen parts and one part's links,
   * not a walk of every link before it. Without archived links there is nothing to count.
   */
  page(direction: SortOrder, skip: number, size: number, withArchived: boolean): number[] {
    const slots = this.#settle();
    const table = this.#table;
    const [block, part] = [LinkOrder.blockSize, LinkOrder.partSize];
    // A part's count is a byte, and a block's the sum of its parts'.
    if (!(part >= 1 && part <= 255 && block % part === 0)) throw new Error(`LinkOrder: parts of ${part} positions do not cut blocks of ${block} (at most 255, dividing the block)`);
    const counted = withArchived || skip < part ? undefined : this.#archivedCounts(slots, skip);
    // Each level a run of positions is stepped over by: its length, and its archived links per run (none: all count).
    const levels: [length: number, archived: ArrayLike<number> | undefined][] = [[block, counted?.counts], [part, counted?.parts]];
    const firstValue = this.#firstValued(slots);
    // Reading order is two runs of `slots`: the valued links up or down, then those without the field, down.
    const runs: [from: number, to: number, step: 1 | -1][] = [direction === 'desc' ? [slots.length - 1, firstValue - 1, -1] : [firstValue, slots.length, 1], [firstValue - 1, -1, -1]];
    const found: number[] = [];
    let left = skip;
    for (const [from, to, step] of runs) {
      walk: for (let i = from; i !== to && found.length < size; ) {
        if (left >= part && (withArchived || counted !== undefined)) {
          // At a block's (or part's) first position in reading order, with all of it in this run: stepped over when all its matches are skipped.
          for (const [length, archived] of levels) {
            const start = i - (i % length);
            const end = Math.min(start + length, slots.length);
            const whole = step === 1 ? i === start && end <= to : i === end - 1 && start > to;
            if (!whole) continue;
            const matches = end - start - (archived?.[start / length] ?? 0);
            if (matches > left) continue;
            left -= matches;
            i = step === 1 ? end : start - 1;
            continue walk;
          }
        }
        const slot = slots[i]!;
        i += step;
        if (!withArchived && table.archived(slot)) continue;
        if (left > 0) left--;
        else found.push(slot);
      }
    }
    return found;
  }

  /**
   * How many archived links each block and each part of `slots` holds (kept until #sorted changes otherwise than at
   * its end); undefined while walking is cheaper. Making them is one pass over the flags, about a sixteenth of a
   * walk's cost per link (a walk read a link in about 5–80 ns at a million links): they are made once the deep pages
   * since the last change have walked a sixteenth of the links, so a deep page just after a write is not slower than
   * the walk was, and a deep page asked for again soon steps over blocks.
   */
  #archivedCounts(slots: Uint32Array, skip: number): ArchivedCounts | undefined {
    const [size, partSize] = [LinkOrder.blockSize, LinkOrder.partSize];
    const kept = this.#archivedPerBlock;
    if (kept !== undefined && kept.size === size && kept.partSize === partSize) return kept;
    this.#walked += skip;
    if (this.#walked * 16 < slots.length) return undefined;
    const parts = this.#table.archivedPerBlock(slots, partSize);
    const perBlock = size / partSize;
    const counts = new Uint32Array(Math.ceil(slots.length / size));
    for (let at = 0; at < parts.length; at++) counts[(at / perBlock) | 0]! += parts[at]!;
    this.#archivedPerBlock = { size, partSize, counts, parts };
    return this.#archivedPerBlock;
  }

  /**
   * The slots ascending by (field, createdAt, id), links without the field first: the order as kept, not a copy, for a
   * caller that only reads it (never sorts, sets or fills it) before the next change (by createdAt, which every link
   * has, it is `read('asc')`).
   */
  ascending(): Readonly<Uint32Array> {
    return this.#settle();
  }

  /** The slots in reading order: descending or ascending by the field, links with a null field last. */
  *read(direction: SortOrder): Generator<number> {
    const slots = this.#settle();
    const firstValue = this.#firstValued(slots);
    if (direction === 'desc') {
      for (let i = slots.length - 1; i >= firstValue; i--) yield slots[i]!;
    } else {
      for (let i = firstValue; i < slots.length; i++) yield slots[i]!;
    }
    // Links without the field, newest first.
    for (let i = firstValue - 1; i >= 0; i--) yield slots[i]!;
  }

  /**
   * Calls `visit` with the slots in `read`'s order until it returns false: a page read off the order without a
   * generator's step (an object) per slot.
   */
  visit(direction: SortOrder, visit: (slot: number) => boolean): void {
    const slots = this.#settle();
    const firstValue = this.#firstValued(slots);
    if (direction === 'desc') {
      for (let i = slots.length - 1; i >= firstValue; i--) if (!visit(slots[i]!)) return;
    } else {
      for (let i = firstValue; i < slots.length; i++) if (!visit(slots[i]!)) return;
    }
    for (let i = firstValue - 1; i >= 0; i--) if (!visit(slots[i]!)) return;
  }

  /**
   * Orders any set of slots the same way `read` would (in place, and returns them). The links with the field are
   * sorted natively by a whole-number key (seconds, or the count itself, from the lowest or the highest), and only
   * the runs that tie on it with a comparison: a comparison called from the native sort costs about 30 ns, and a
   * page of 200 search matches took 1,400 of them.
   */
  sort(slots: number[], direction: SortOrder): number[] {
    const [table, field] = [this.#table, this.#field];
    const valued: number[] = [];
    const unvalued: number[] = [];
    let [low, high] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (const slot of slots) {
      const value = table.sortValue(field, slot);
      if (Number.isNaN(value)) {
        unvalued.push(slot);
        continue;
      }
      valued.push(slot);
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
    const descending = direction === 'desc';
    const compare = (a: number, b: number) => (descending ? -this.#compare(a, b) : this.#compare(a, b));
    const unit = field === 'createdAt' || field === 'lastClicked' ? 1000 : 1;
    const coarse = (position: number) => {
      const value = table.sortValue(field, valued[position]!);
      return Math.floor((descending ? high - value : value - low) / unit);
    };
    const sorted = packedSort(valued, coarse, compare) ?? valued.sort(compare);
    for (let i = 0; i < sorted.length; i++) slots[i] = sorted[i]!;
    // Links without the field last, newest first.
    unvalued.sort((a, b) => -this.#compare(a, b));
    for (let i = 0; i < unvalued.length; i++) slots[sorted.length + i] = unvalued[i]!;
    return slots;
  }

  /**
   * The first `count` of `slots` in the order `read` gives (what `sort(slots).slice(0, count)` gives) without
   * ordering them all: the best so far are kept in a heap whose top is the last of them, and a slot is compared
   * with it once. A page of 50 out of thousands of search matches costs about a fifth of a sort's comparisons.
   * `slots` may be reordered.
   */
  first(slots: number[], direction: SortOrder, count: number): number[] {
    if (count <= 0) return [];
    if (count * 4 >= slots.length) return this.sort(slots, direction).slice(0, count);
    const reading = this.#reading(direction);
    const later = (i: number, j: number) => reading(heap[i]!, heap[j]!) > 0;
    const heap = slots.slice(0, count);
    const sink = (from: number) => {
      for (let at = from; ; ) {
        const [left, right] = [2 * at + 1, 2 * at + 2];
        let last = at;
        if (left < count && later(left, last)) last = left;
        if (right < count && later(right, last)) last = right;
        if (last === at) return;
        [heap[at], heap[last]] = [heap[last]!, heap[at]!];
        at = last;
      }
    };
    for (let at = (count >>> 1) - 1; at >= 0; at--) sink(at);
    for (let i = count; i < slots.length; i++) {
      const slot = slots[i]!;
      if (reading(slot, heap[0]!) >= 0) continue;
      heap[0] = slot;
      sink(0);
    }
    return heap.sort(reading);
  }

  /** The comparison of two slots in reading order: by the field in `direction`, links without it last, newest first. */
  #reading(direction: SortOrder): (a: number, b: number) => number {
    const sign = direction === 'desc' ? -1 : 1;
    return (a, b) => {
      const aNull = this.#isNull(a);
      const bNull = this.#isNull(b);
      if (aNull !== bNull) return aNull ? 1 : -1;
      if (aNull) return -this.#compare(a, b);
      return sign * this.#compare(a, b);
    };
  }
}

/** The archived links per block (`size` positions of the order) and per part of a block (`partSize`). */
interface ArchivedCounts {
  size: number;
  partSize: number;
  counts: Uint32Array;
  parts: Uint8Array;
}

/** A copy of `counts` with room for at least `length` (doubled, so that links pushed one by one copy rarely). */
function grown<T extends Uint32Array | Uint8Array>(counts: T, length: number): T {
  const larger = new (counts.constructor as new (length: number) => T)(Math.max(length, counts.length * 2));
  larger.set(counts);
  return larger;
}

/** -1, 0 or 1 for two numbers, NaN (no value) below every number. */
function before(x: number, y: number): number {
  if (x === y) return 0;
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : 1;
}

function byId(table: LinkTable, a: number, b: number): number {
  const [x, y] = [table.id(a), table.id(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
