import { describe, expect, it } from 'vitest';
import { SortedMatches } from './sorted-matches.js';

describe('SortedMatches', () => {
  it('keeps the most recently used lists, at most LISTS of them, none longer than MOST', () => {
    const kept = new SortedMatches();
    const keys = Array.from({ length: SortedMatches.LISTS }, (_, i) => `list ${i}`);
    keys.forEach((key, i) => kept.set(key, [i]));
    expect(kept.get('list 0')).toEqual([0]);
    kept.set('one more', [99]);
    // list 0 was read last among the first ones: list 1 is the least recently used, let go.
    expect([kept.size, kept.get('list 0'), kept.get('list 1'), kept.get('one more')]).toEqual([SortedMatches.LISTS, [0], undefined, [99]]);
    kept.set('too long', Array.from({ length: SortedMatches.MOST + 1 }, (_, i) => i));
    expect(kept.get('too long')).toBeUndefined();
    kept.clear();
    expect(kept.size).toBe(0);
  });

  it('keys lists apart by every filter, the order and its direction, and tag IDs in any order alike', () => {
    const base = { showArchived: false, withTags: false };
    const keys = [
      SortedMatches.keyOf(base, 'createdAt', 'desc'),
      SortedMatches.keyOf(base, 'createdAt', 'asc'),
      SortedMatches.keyOf(base, 'clicks', 'desc'),
      SortedMatches.keyOf({ ...base, showArchived: true }, 'createdAt', 'desc'),
      SortedMatches.keyOf({ ...base, withTags: true }, 'createdAt', 'desc'),
      SortedMatches.keyOf({ ...base, tagIds: new Set<string>() }, 'createdAt', 'desc'),
      SortedMatches.keyOf({ ...base, tagIds: new Set(['a', 'b']) }, 'createdAt', 'desc'),
      ...(['domain', 'folderId', 'search', 'userId', 'tenantId'] as const).map((field) => SortedMatches.keyOf({ ...base, [field]: 'x' }, 'createdAt', 'desc')),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(SortedMatches.keyOf({ ...base, tagIds: new Set(['b', 'a']) }, 'createdAt', 'desc')).toBe(keys[6]);
  });
});
