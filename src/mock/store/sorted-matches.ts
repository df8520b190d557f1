import type { LinkSortField, SortOrder } from '../../contract/enums.js';
import type { LinkFilters } from './link-filters.js';

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

  /** The key of a list: its filters (tag IDs in order), order and direction. */
  static keyOf(filters: LinkFilters, sortBy: LinkSortField, direction: SortOrder): string {
    const { tagIds, ...rest } = filters;
    return JSON.stringify([sortBy, direction, tagIds === undefined ? null : [...tagIds].sort(), rest.domain, rest.folderId, rest.search, rest.userId, rest.tenantId, rest.showArchived, rest.withTags]);
  }

  /** How many lists are kept. */
  get size(): number {
    return this.#lists.size;
  }

  get(key: string): readonly number[] | undefined {
    return this.#lists.get(key);
  }

  /** Keeps a list of at most MOST slots (the oldest kept one let go past LISTS). */
  set(key: string, slots: readonly number[]): void {
    if (slots.length > SortedMatches.MOST) return;
    if (this.#lists.size >= SortedMatches.LISTS) this.#lists.delete(this.#lists.keys().next().value!);
    this.#lists.set(key, slots);
  }

  clear(): void {
    this.#lists.clear();
  }
}
