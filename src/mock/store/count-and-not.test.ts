import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countAndNot, countAndNotInJs, countsInWebAssembly } from './count-and-not.js';

/** The count bit by bit: the plainest reading of `sets[0] & … & ~not` (a missing word of a set or of `not` is 0). */
function countBitByBit(sets: Uint32Array[], not: Uint32Array, length: number): number {
  let count = 0;
  for (let k = 0; k < length; k++) {
    for (let bit = 0; bit < 32; bit++) {
      const mask = 1 << bit;
      if (sets.every((set) => ((set[k] ?? 0) & mask) !== 0) && ((not[k] ?? 0) & mask) === 0) count++;
    }
  }
  return count;
}

/** Words of every density: empty, full, the sign bit alone, and random. */
const word = fc.oneof(fc.constant(0), fc.constant(0xffffffff), fc.constant(0x80000000), fc.integer({ min: 0, max: 0xffffffff }));
const words = (length: number) => fc.array(word, { minLength: length, maxLength: length }).map((each) => Uint32Array.from(each));

describe('countAndNot', () => {
  it('runs in WebAssembly in Node (else the property below would test the JS count twice)', () => {
    expect(countsInWebAssembly()).toBe(true);
  });

  it('counts the bits of sets[0] & … & ~not as a bit-by-bit count does, in WebAssembly and in JS, for one to four sets at every length and mask (property)', () => {
    // Lengths on both sides of the kernel's threshold, odd and even; sets as long or longer; masks shorter, as long and longer.
    const arbitrary = fc.integer({ min: 0, max: 300 }).chain((length) =>
      fc.tuple(
        fc.constant(length),
        fc.array(fc.integer({ min: 0, max: 3 }).chain((longer) => words(length + longer)), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: length + 5 }).chain((masked) => words(masked)),
      ),
    );
    fc.assert(
      fc.property(arbitrary, ([length, sets, not]) => {
        const expected = countBitByBit(sets, not, length);
        expect(countAndNot(sets, not, length)).toBe(expected);
        expect(countAndNotInJs(sets, not, length)).toBe(expected);
      }),
    );
  });

  it('counts with a or b shorter than the length asked as if their missing words were 0, in WebAssembly as in JS', () => {
    const ones = (length: number) => new Uint32Array(length).fill(0xffffffff);
    // A count before leaves ones in the kernel's memory past the shorter set.
    expect(countAndNot([ones(100), ones(100)], new Uint32Array(0), 100)).toBe(3200);
    expect(countAndNot([ones(100), ones(70)], new Uint32Array(0), 100)).toBe(70 * 32);
    expect(countAndNotInJs([ones(100), ones(70)], new Uint32Array(0), 100)).toBe(70 * 32);
  });

  it('counts sets larger than the kernel memory first held (it grows) and then smaller ones again', () => {
    const ones = (length: number) => new Uint32Array(length).fill(0xffffffff);
    // 50,001 words: three regions of them pass the first 64 KB page, and the length is odd.
    expect(countAndNot([ones(50_001), ones(50_001)], new Uint32Array(0), 50_001)).toBe(50_001 * 32);
    expect(countAndNot([ones(50_001), ones(50_001)], ones(7), 50_001)).toBe((50_001 - 7) * 32);
    // After a larger count, a smaller (odd) one reads no word left behind by it.
    expect(countAndNot([ones(101), ones(101)], new Uint32Array(0), 101)).toBe(101 * 32);
    expect(countAndNot([ones(101), ones(101)], ones(200), 101)).toBe(0);
  });

  describe('where WebAssembly is refused (a page whose Content-Security-Policy forbids it)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it('counts in JS, and tries to compile once, not at every count', async () => {
      const refusals = { count: 0 };
      // What Chromium throws under such a policy. (WebAssembly's members are not enumerable: named one by one.)
      const { CompileError, Instance, Memory } = WebAssembly;
      class RefusedModule {
        constructor() {
          refusals.count++;
          throw new CompileError("WebAssembly.Module(): Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is not an allowed source of script");
        }
      }
      vi.stubGlobal('WebAssembly', { Module: RefusedModule, Instance, Memory, CompileError });
      vi.resetModules();
      const fresh = await import('./count-and-not.js');
      const ones = new Uint32Array(1000).fill(0xffffffff);
      for (let i = 0; i < 5; i++) expect(fresh.countAndNot([ones, ones], ones.subarray(0, 10), 1000)).toBe(990 * 32);
      expect(fresh.countsInWebAssembly()).toBe(false);
      expect(refusals.count).toBe(1);
    });
  });
});
