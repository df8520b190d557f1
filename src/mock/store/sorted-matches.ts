import type { LinkSortField, SortOrder } from '../../contract/enums.js';
import type { LinkFilters } from './link-filters.js';

/** Every filter of a list, in the key: the compiler names one LinkFilters gains and this forgets. */
const FILTERS = ['domain', 'tagIds', 'folderId', 'search', 'userId', 'tenantId', 'showArchived', 'withTags'] as const satisfies readonly (keyof LinkFilters)[];
const EVERY_FILTER: [Exclude<keyof LinkFilters, (typeof FILTERS)[number]>] extends [never] ? true : never = true;
void EVERY_FILTER;

/**
 * The few matches of a list's filters, sorted, kept until a link of the workspace is added, removed or clicked
 * (WorkspaceState clears them): the next page of the same search, or the same page asked again (a UI's search box,
 * polling), is a slice instead of a new set of the matches and a new sort. At a million links a three-letter
 * search's page took 65 µs in process, most of it the set and the sort.
 */
export class SortedMatches {
  /** How many lists are kept, and the most matches one may hold. */
  static readonly LISTS = 16;
  static readonly MOST = 20_000;

  readonly #lists = new Map<string, readonly number[]>();

  /** The key of a list: every filter (tag IDs in order), the order and its direction. */
  static keyOf(filters: LinkFilters, sortBy: LinkSortField, direction: SortOrder): string {
    return JSON.stringify([sortBy, direction, ...FILTERS.map((field) => (field === 'tagIds' ? (filters.tagIds === undefined ? null : [...filters.tagIds].sort()) : (filters[field] ?? null)))]);
  }

  /** How many lists are kept. */
  get size(): number {
    return this.#lists.size;
  }

  /** A list kept, made the most recently used (the least recently used is let go first). */
  get(key: string): readonly number[] | undefined {
    const slots = this.#lists.get(key);
    if (slots !== undefined) {
      this.#lists.delete(key);
      this.#lists.set(key, slots);
    }
    return slots;
  }

  /** Keeps a list of at most MOST slots (the least recently used let go past LISTS). */
  set(key: string, slots: readonly number[]): void {
    if (slots.length > SortedMatches.MOST) return;
    if (this.#lists.size >= SortedMatches.LISTS) this.#lists.delete(this.#lists.keys().next().value!);
    this.#lists.set(key, slots);
  }

  clear(): void {
    this.#lists.clear();
  }
}
