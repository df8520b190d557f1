import fc from 'fast-check';
import { TypedFastBitSet } from 'typedfastbitset';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.js';

describe('SearchIndex', () => {
  it('finds exactly the texts that hold the search, for every length from two (property)', () => {
    // Few letters, so searches hit often and trigrams recur apart from each other ("abc-bcd" holds abc and bcd, not abcd).
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', '-', 'é', '日'), maxLength: 9 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 40 }), fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', '-', 'é', '日'), minLength: 2, maxLength: 5 }), (texts, search) => {
        const index = new SearchIndex(texts.map(([key, url], slot) => [slot, key, url]));
        const all = new TypedFastBitSet(texts.keys());
        const holds = (slot: number) => texts[slot]![0].includes(search) || texts[slot]![1].includes(search);
        // A set: its order is not the point.
        expect(index.matching(search, (slot) => all.has(slot), holds).array().sort((a, b) => a - b)).toEqual([...texts.keys()].filter(holds));
      }),
      { seed: 18, numRuns: 500 },
    );
  });

  it('checks a long search against the whole text: its trigrams apart are no match', () => {
    const index = new SearchIndex([[0, 'abc-bcd', 'x'], [1, 'abcd', 'x']]);
    expect(index.matching('abcd', () => true, (slot) => slot === 1).array()).toEqual([1]);
  });
});
