import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchIndex, type SearchScope, type SlotTexts } from './search-index.js';

type Entry = readonly [slot: number, key: string, url: string];

/** An index of texts given in increasing order of slot, built at once. */
function indexOf(entries: readonly Entry[]): SearchIndex {
  const texts: SlotTexts = (from, to, each) => {
    for (const [slot, key, url] of entries) if (slot >= from && slot < to) each(slot, key, url);
  };
  return SearchIndex.of(texts, entries.length === 0 ? 0 : entries.at(-1)![0] + 1);
}

/** A scope of every slot up to `last`. */
function everySlot(last: number): SearchScope {
  return { words: new Uint32Array((last >>> 5) + 1).fill(0xffffffff) };
}

/** A scope of the slots given, its words as long as `last` needs. */
function scopeOf(slots: number[], last: number): SearchScope {
  const words = new Uint32Array((last >>> 5) + 1);
  for (const slot of slots) words[slot >>> 5]! |= 1 << (slot & 31);
  return { words };
}

describe('SearchIndex', () => {
  afterEach(() => {
  });

  it('finds exactly the texts that hold the search, for every length, built or added, near and far apart (property)', () => {
    // Few letters, so searches hit often and trigrams recur apart from each other ("abc-bcd" holds abc and bcd, not abcd);
    // enough texts that some trigrams are in most (kept as bitsets) and others in few (kept as gaps).
    // `?`, `_` and DEL are the last code unit of a word of the link's 128 bits of characters.
    const letter = fc.constantFrom('a', 'b', 'c', 'd', '-', '?', '_', '\x7f', 'é', '日');
    const text = fc.string({ unit: letter, maxLength: 9 });
    // Gaps between slots of one byte to three (four and five: the test after this one).
    const gap = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 2 ** 16 }));
    const texts = fc.tuple(fc.oneof(fc.constant(0), fc.nat(2 ** 14)), fc.array(fc.tuple(text, text, gap), { maxLength: 60 }));
    fc.assert(
      fc.property(texts, fc.nat(60), fc.string({ unit: letter, minLength: 1, maxLength: 5 }), ([first, given], built, search) => {
        let slot = first - 1;
        const entries = given.map(([key, url, step]) => [(slot += step), key, url] as const);
        slot = Math.max(slot, 0);
        const index = indexOf(entries.slice(0, built));
        for (const [at, key, url] of entries.slice(built)) index.add(at, key, url);
        const holds = (at: number) => entries.some(([each, key, url]) => each === at && (key.includes(search) || url.includes(search)));
        const unit = search.charCodeAt(0);
        // One character: its bitset, kept for ASCII only (past it, undefined: the caller checks each link).
        const find = (scope: SearchScope) => (search.length === 1 ? index.matchingUnit(unit, scope) : index.matching(search, scope, holds))?.array().sort((a, b) => a - b);
        if (search.length === 1 && unit >= 0x80) {
          expect(find(everySlot(slot))).toBeUndefined();
          return;
        }
        const result = find(everySlot(slot))!;
        expect(result).toEqual(entries.filter(([, key, url]) => key.includes(search) || url.includes(search)).map(([at]) => at));
        // What the scope leaves out (every other slot, or those in its `not`) is left out.
        const kept = new Set(entries.filter((_, i) => i % 2 === 0).map(([at]) => at));
        expect(find(scopeOf(entries.map(([at]) => at).filter((at) => kept.has(at)), slot))).toEqual(result.filter((at) => kept.has(at)));
        expect(find({ ...everySlot(slot), not: scopeOf([...kept], slot).words })).toEqual(result.filter((at) => !kept.has(at)));
      }),
      { seed: 18, numRuns: 500 },
    );
  });

  it('reads slots far apart (gaps of four and five bytes), built and added', () => {
    const [near, far, farther, added] = [3, 3 + 2 ** 21 + 1, 3 + 2 ** 21 + 1 + 2 ** 28 + 5, 3 + 2 ** 21 + 1 + 2 ** 28 + 9];
    const index = indexOf([
      [near, 'xabcx', 'u'],
      [far, 'abc', 'u'],
      [farther, 'zabc', 'u'],
    ]);
    index.add(added, 'abcz', 'u');
    expect(index.matching('abc', everySlot(added), () => true).array().sort((a, b) => a - b)).toEqual([near, far, farther, added]);
    expect(index.matching('zab', everySlot(added), () => true).array()).toEqual([farther]);
  });

  it.each([1024, 5])('finds what a scan finds among thousands of texts and trigrams (the tables of the build grow many times), %i slots a step', (step) => {
    SearchIndex.buildStep = step;
    // Texts of many different trigrams: numbers in base 36, some sharing a prefix, so lists of every length occur.
    const texts = Array.from({ length: 3000 }, (_, slot) => [slot * 3 + (slot % 3), (slot * 7919).toString(36), `https://x.test/${(slot * 104729).toString(36)}/${slot % 50}`] as const);
    const index = indexOf(texts.slice(0, 2000));
    for (const [slot, key, url] of texts.slice(2000)) index.add(slot, key, url);
    const holds = (slot: number, search: string) => texts.some(([at, key, url]) => at === slot && (key.includes(search) || url.includes(search)));
    for (const search of ['ab', 'x.', '1a', 'https', 'zz', '/4', '0/1', 'k3', 'test/a']) {
      const expected = texts.filter(([, key, url]) => key.includes(search) || url.includes(search)).map(([slot]) => slot);
      expect(index.matching(search, everySlot(3 * 3000), (slot) => holds(slot, search)).array().sort((a, b) => a - b), search).toEqual(expected);
    }
  });

  it('checks a long search against the whole text: its trigrams apart are no match', () => {
    const index = indexOf([
      [0, 'abc-bcd', 'x'],
      [1, 'abcd', 'x'],
    ]);
    expect(index.matching('abcd', everySlot(1), (slot) => slot === 1).array()).toEqual([1]);
  });
});
