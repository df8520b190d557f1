import { describe, expect, it } from 'vitest';
import { uniqueKey, uniqueSuffix } from './unique-key.js';

describe('uniqueKey and uniqueSuffix', () => {
  it('never repeat over a large run, whatever the offset', () => {
    for (const offset of [0, 42, 2 ** 31]) {
      const keys = new Set<string>();
      const suffixes = new Set<string>();
      for (let n = 0; n < 200_000; n++) {
        keys.add(uniqueKey(n, offset));
        suffixes.add(uniqueSuffix(n, offset));
      }
      expect([keys.size, suffixes.size]).toEqual([200_000, 200_000]);
    }
  });

  it('have the shape of the key-generation gap', () => {
    expect(uniqueKey(5, 1)).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(uniqueSuffix(5, 1)).toMatch(/^[0-9a-z]{6}$/);
  });
});
