import type { Link } from '../../dataset/dataset.js';
import type { LinkSortField, SortOrder } from '../../contract/enums.js';

/** An ISO-8601 UTC time to the millisecond, as the mock writes every time: its text sorts as its time does. */
const CANONICAL_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * `links` sorted without calling a comparison per pair, when it can be: each link's `coarse` key (a whole number
 * below 2³² whose order agrees with the sort's, ties allowed) is packed with its position into one number (exact
 * below 2⁵³) and the numbers are sorted natively; each run of one key is then sorted by `refine`, or left in
 * position order when there is none. Undefined when a key does not fit: the caller sorts with a comparison then.
 */
function packedSort(links: readonly Link[], coarse: (link: Link, position: number) => number | undefined, refine?: (a: Link, b: Link) => number): Link[] | undefined {
  const bits = Math.max(1, Math.ceil(Math.log2(links.length + 1)));
  if (bits > 20) return undefined;
  const scale = 2 ** bits;
  const keys = new Float64Array(links.length);
  for (let position = 0; position < links.length; position++) {
    const key = coarse(links[position]!, position);
    if (key === undefined || !Number.isInteger(key) || key < 0 || key >= 2 ** 32) return undefined;
    keys[position] = key * scale + position;
  }
  keys.sort();
  const sorted: Link[] = new Array(links.length);
  for (let i = 0; i < keys.length; i++) sorted[i] = links[keys[i]! % scale]!;
  if (refine === undefined) return sorted;
  for (let start = 0; start < sorted.length; ) {
    const key = Math.floor(keys[start]! / scale);
    let end = start + 1;
    while (end < sorted.length && Math.floor(keys[end]! / scale) === key) end++;
    if (end - start > 1) {
      // Array.prototype.sort is stable: a run's links equal under `refine` keep their position order.
      const run = sorted.slice(start, end).sort(refine);
      for (let i = 0; i < run.length; i++) sorted[start + i] = run[i]!;
    }
    start = end;
  }
  return sorted;
}

/** Whether a time is canonical (CANONICAL_TIME), by its shape alone: cheaper than the expression, a million times over. */
const isCanonical = (time: string) => time.length === 24 && time.charCodeAt(23) === 0x5a && time.charCodeAt(19) === 0x2e && time.charCodeAt(10) === 0x54 && CANONICAL_TIME.test(time);

/**
 * The second of each time (NaN for none), counted from the earliest, read once a link; undefined when one is not
 * canonical (its text may not sort as its time: the caller compares texts then).
 */
function secondsOf(times: readonly (string | null)[]): Float64Array | undefined {
  const seconds = new Float64Array(times.length);
  let first = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times.length; i++) {
    const time = times[i]!;
    if (time === null) {
      seconds[i] = Number.NaN;
      continue;
    }
    if (!isCanonical(time)) return undefined;
    seconds[i] = Math.floor(Date.parse(time) / 1000);
    if (seconds[i]! < first) first = seconds[i]!;
  }
  for (let i = 0; i < seconds.length; i++) seconds[i]! -= first;
  return seconds;
}

/**
 * Links kept sorted by one field, ascending by (field, createdAt, id), so a page of a list is read off
 * in order instead of sorting every link per request. A link is never mutated: when its counters move
 * (a click, a conversion), the old object is removed and its updated copy inserted.
 *
 * Writes are cheap: an insert is appended to a pending buffer (or to the end, when it sorts last, as a
 * new link does by createdAt) and a removal is remembered; both are merged in, in one pass, by the
 * next read. A burst of creates costs O(1) each instead of shifting the whole array per create.
 */
export class LinkOrder {
  #sorted: Link[];
  #pending: Link[] = [];
  readonly #removed = new Set<Link>();
  readonly #field: LinkSortField;

  /**
   * `links` in any order; `inCreationOrder` says they are sorted by (createdAt, id) already (as `byCreation`
   * gives them), so only a stable sort by the field itself is left: a million links in a fraction of a second
   * rather than a full comparison sort per field.
   */
  constructor(field: LinkSortField, links: Iterable<Link> = [], inCreationOrder = false) {
    this.#field = field;
    // Array.from, not push(...links): a million arguments would overflow the stack.
    const all = Array.from(links);
    if (!inCreationOrder) {
      all.sort((a, b) => this.#compare(a, b));
      this.#sorted = all;
      return;
    }
    if (field === 'createdAt') {
      this.#sorted = all;
      return;
    }
    // Creation order is each field's tie-break: positions in `all` are kept among equals.
    const seconds = field === 'lastClicked' ? secondsOf(all.map((link) => link.lastClicked)) : undefined;
    const packed =
      field !== 'lastClicked'
        ? packedSort(all, (link) => link[field] as number)
        : seconds === undefined
          ? undefined
          : packedSort(
              all,
              // No time first (below every time), then by second; the milliseconds decide within one.
              (_link, position) => (Number.isNaN(seconds[position]) ? 0 : seconds[position]! + 1),
              (a, b) => (a.lastClicked === b.lastClicked ? 0 : a.lastClicked! < b.lastClicked! ? -1 : 1),
            );
    if (packed !== undefined) {
      this.#sorted = packed;
      return;
    }
    // Array.prototype.sort is stable: equal values keep their (createdAt, id) order, which is #compare's tie-break.
    const values = all.map((link) => link[field]);
    const positions = Array.from(all.keys());
    positions.sort((a, b) => {
      const [x, y] = [values[a]!, values[b]!];
      if (x === y) return 0;
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    });
    this.#sorted = positions.map((position) => all[position]!);
  }

  /** Links sorted by (createdAt, id), the order every LinkOrder breaks ties in; already sorted input costs one pass. */
  static byCreation(links: Iterable<Link>): Link[] {
    const all = Array.from(links);
    const before = (a: Link, b: Link) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);
    const compare = (a: Link, b: Link) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
    for (let i = 1; i < all.length; i++) {
      if (!before(all[i - 1]!, all[i]!)) {
        const seconds = secondsOf(all.map((link) => link.createdAt));
        return (seconds === undefined ? undefined : packedSort(all, (_link, position) => seconds[position], compare)) ?? all.sort(compare);
      }
    }
    return all;
  }

  #compare(a: Link, b: Link): number {
    const x = a[this.#field];
    const y = b[this.#field];
    if (x !== y) {
      // A null lastClicked sorts below every time; reading order puts it last in both directions.
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    }
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  insert(link: Link): void {
    const last = this.#sorted.at(-1);
    if (this.#pending.length === 0 && this.#removed.size === 0 && (last === undefined || this.#compare(last, link) < 0)) {
      this.#sorted.push(link);
    } else {
      this.#pending.push(link);
    }
  }

  remove(link: Link): void {
    const index = this.#pending.indexOf(link);
    if (index >= 0) this.#pending.splice(index, 1);
    else if (this.#sorted.at(-1) === link && this.#removed.size === 0) this.#sorted.pop();
    else this.#removed.add(link);
  }

  /** Merges pending inserts and removals into the sorted array: O(n + k log k), once per read after writes. */
  #settle(): Link[] {
    if (this.#pending.length === 0 && this.#removed.size === 0) return this.#sorted;
    const kept = this.#removed.size === 0 ? this.#sorted : this.#sorted.filter((link) => !this.#removed.has(link));
    const added = this.#pending.sort((a, b) => this.#compare(a, b));
    const merged: Link[] = new Array(kept.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < kept.length && j < added.length) merged[k++] = this.#compare(kept[i]!, added[j]!) <= 0 ? kept[i++]! : added[j++]!;
    while (i < kept.length) merged[k++] = kept[i++]!;
    while (j < added.length) merged[k++] = added[j++]!;
    this.#sorted = merged;
    this.#pending = [];
    this.#removed.clear();
    return merged;
  }

  /** The links in reading order: descending or ascending by the field, links with a null field last. */
  *read(direction: SortOrder): Generator<Link> {
    const links = this.#settle();
    let firstValue = 0;
    if (links[0]?.[this.#field] === null) {
      let high = links.length;
      while (firstValue < high) {
        const middle = (firstValue + high) >>> 1;
        if (links[middle]![this.#field] === null) firstValue = middle + 1;
        else high = middle;
      }
    }
    if (direction === 'desc') {
      for (let i = links.length - 1; i >= firstValue; i--) yield links[i]!;
    } else {
      for (let i = firstValue; i < links.length; i++) yield links[i]!;
    }
    // Links without the field, newest first.
    for (let i = firstValue - 1; i >= 0; i--) yield links[i]!;
  }

  /** Orders any set of links the same way `read` would. */
  sort(links: Link[], direction: SortOrder): Link[] {
    const sign = direction === 'desc' ? -1 : 1;
    return links.sort((a, b) => {
      const aNull = a[this.#field] === null;
      const bNull = b[this.#field] === null;
      if (aNull !== bNull) return aNull ? 1 : -1;
      if (aNull) return -this.#compare(a, b);
      return sign * this.#compare(a, b);
    });
  }
}
