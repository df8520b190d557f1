import { describe, expect, it } from 'vitest';
import { uniqueKey, uniqueSuffix } from './unique-key.js';

describe('uniqueKey and uniqueSuffix', () => {
  it('never repeat over a large run, whatever the key', () => {
    for (const key of [0, 42, 2 ** 31, 2 ** 40 + 3]) {
      const keys = new Set<string>();
      const suffixes = new Set<string>();
      for (let n = 0; n < 200_000; n++) {
        keys.add(uniqueKey(n, key));
        suffixes.add(uniqueSuffix(n, key));
      }
      expect([keys.size, suffixes.size]).toEqual([200_000, 200_000]);
    }
  });

  it('have the shape of the key-generation gap', () => {
    expect(uniqueKey(5, 1)).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(uniqueSuffix(5, 1)).toMatch(/^[0-9a-z]{6}$/);
  });

  it('do not read as a sequence: consecutive ones share a character in place about as often as chance has it', () => {
    for (const make of [uniqueKey, uniqueSuffix]) {
      const run = Array.from({ length: 2_000 }, (_, n) => make(n, 1));
      // Out of 2,000 pairs of neighbours, a character in the same place is shared by chance 1 time in 62 (or 36).
      for (let place = 0; place < run[0]!.length; place++) {
        const shared = run.slice(1).filter((text, i) => text[place] === run[i]![place]).length;
        expect(shared, `place ${place} of ${make.name}`).toBeLessThan(150);
      }
      const lastTwo = new Set(run.map((text) => text.slice(-2)));
      expect(lastTwo.size, make.name).toBeGreaterThan(1_000);
    }
  });

  it('differ with the key (the seed): two seeds give two sets of keys', () => {
    const one = new Set(Array.from({ length: 1_000 }, (_, n) => uniqueKey(n, 1)));
    const other = Array.from({ length: 1_000 }, (_, n) => uniqueKey(n, 2));
    expect(other.filter((key) => one.has(key)).length).toBeLessThan(5);
  });
});
