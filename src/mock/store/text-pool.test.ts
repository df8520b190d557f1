import { describe, expect, it } from 'vitest';
import { TextPool } from './text-pool.js';

describe('TextPool', () => {
  it('gives back every value equal to the one given, in the same order: plain objects and arrays themselves, frozen ones as copies', () => {
    const pool = new TextPool(4);
    const geo = Object.freeze({ SE: 'https://a.example/sv', GB: 'https://a.example/en-gb' });
    const variants = Object.freeze([Object.freeze({ url: 'https://a.example/sv', percentage: 50 }), Object.freeze({ url: 'https://b.example', percentage: 50 })]);
    // JSON.parse makes "__proto__" an own property: it stays one, not the copy's prototype.
    const odd = JSON.parse('{"__proto__": "https://x.example", "1": null, "b": [true, 2, {"c": "d"}]}') as Record<string, unknown>;
    for (const value of [geo, variants, odd, 'https://a.example/sv', null, 7, true]) {
      const pooled = pool.value(value);
      expect(pooled).toStrictEqual(value);
      expect(JSON.stringify(pooled)).toBe(JSON.stringify(value));
    }
    const same = pool.value(odd);
    expect(same).toBe(odd);
    expect(Object.getPrototypeOf(same)).toBe(Object.prototype);
    expect(Object.keys(same)).toEqual(['1', '__proto__', 'b']);
    // A frozen object holding it: copied (fromEntries keeps "__proto__" a property), the original untouched.
    const frozen = Object.freeze({ ...{ inner: odd }, list: Object.freeze(['a', odd]) });
    const copied = pool.value(frozen);
    expect(copied).not.toBe(frozen);
    expect(copied).toStrictEqual(frozen);
    expect(Object.keys(pool.value(Object.freeze(JSON.parse('{"__proto__": "x"}') as object)))).toEqual(['__proto__']);
  });

  it('keeps giving equal texts past its limit, remembering at most the limit', () => {
    const pool = new TextPool(3);
    const texts = Array.from({ length: 10 }, (_, i) => `text ${i % 4}`);
    expect(texts.map((text) => pool.text(text))).toEqual(texts);
    expect(pool.size).toBeLessThanOrEqual(3);
    expect(pool.size).toBeGreaterThan(0);
  });
});
