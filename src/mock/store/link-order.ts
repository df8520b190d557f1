import type { Link } from '../../dataset/dataset.js';
import type { LinkSortField } from './link-filters.js';

/**
 * Links kept sorted by one field, ascending by (field, createdAt, id), so a page of a list is read
 * off in order instead of sorting every link per request. Counters never change after creation in
 * the mock (transitions gap), so an entry stays where it was inserted.
 */
export class LinkOrder {
  readonly #links: Link[] = [];
  readonly #field: LinkSortField;

  constructor(field: LinkSortField, links: Iterable<Link> = []) {
    this.#field = field;
    this.#links.push(...links);
    this.#links.sort((a, b) => this.#compare(a, b));
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

  /** Index of the first entry not below `link`. */
  #lowerBound(link: Link): number {
    let low = 0;
    let high = this.#links.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#compare(this.#links[middle]!, link) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(link: Link): void {
    this.#links.splice(this.#lowerBound(link), 0, link);
  }

  remove(link: Link): void {
    const index = this.#lowerBound(link);
    if (this.#links[index] === link) this.#links.splice(index, 1);
  }

  /** The links in reading order: descending or ascending by the field, links with a null field last. */
  *read(direction: 'asc' | 'desc'): Generator<Link> {
    const links = this.#links;
    let firstValue = 0;
    while (firstValue < links.length && links[firstValue]![this.#field] === null) firstValue++;
    if (direction === 'desc') {
      for (let i = links.length - 1; i >= firstValue; i--) yield links[i]!;
    } else {
      for (let i = firstValue; i < links.length; i++) yield links[i]!;
    }
    // Links without the field, newest first.
    for (let i = firstValue - 1; i >= 0; i--) yield links[i]!;
  }

  /** Orders any set of links the same way `read` would. */
  sort(links: Link[], direction: 'asc' | 'desc'): Link[] {
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
