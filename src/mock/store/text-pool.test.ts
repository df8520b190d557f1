import { describe, expect, it } from 'vitest';
import { TextPool } from './text-pool.js';

describe('TextPool', () => {
  it('gives back every value as it was given: equal, the same objects and arrays, in the same order', () => {
    const pool = new TextPool(2);
    const geo = { SE: 'https://a.example/sv', GB: 'https://a.example/en-gb' };
    const variants = [{ url: 'https://a.example/sv', percentage: 50 }, { url: 'https://b.example', percentage: 50 }];
    // JSON.parse makes "__proto__" an own property: it stays one, not the object's prototype.
    const odd = JSON.parse('{"__proto__": "https://x.example", "1": null, "b": [true, 2, {"c": "d"}]}') as Record<string, unknown>;
    for (const value of [geo, variants, odd, 'https://a.example/sv', null, 7, true]) {
      const json = JSON.stringify(value);
      const pooled = pool.value(value);
      expect(pooled).toBe(value);
      expect(JSON.stringify(pooled)).toBe(json);
    }
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(Object.keys(odd)).toEqual(['1', '__proto__', 'b']);
  });

  it('leaves frozen values, other kinds of objects and properties it cannot set as they are, without throwing', () => {
    const pool = new TextPool(2);
    const frozen = Object.freeze({ a: 'x' });
    const date = new Date(0);
    class Box {
      text = 'x';
    }
    const box = new Box();
    const readOnly = Object.defineProperty({ a: 'x', b: 'y' }, 'a', { value: 'x', writable: false, enumerable: true });
    const getter = Object.defineProperty({} as { a?: string }, 'a', { get: () => 'x', enumerable: true });
    const holder = { frozen, date, box, list: [frozen, date] };
    expect(pool.value(holder)).toBe(holder);
    expect(holder.frozen).toBe(frozen);
    expect(holder.date).toBe(date);
    expect(holder.box).toBe(box);
    expect(holder.list[0]).toBe(frozen);
    expect(holder.list[1]).toBe(date);
    expect(box).toBeInstanceOf(Box);
    expect(pool.value(readOnly)).toBe(readOnly);
    expect(readOnly).toEqual({ a: 'x', b: 'y' });
    expect(pool.value(getter).a).toBe('x');
  });

  it('keeps giving equal texts when more are met than it has places, remembering at most its places', () => {
    const pool = new TextPool(2);
    const texts = Array.from({ length: 10 }, (_, i) => `text ${i % 6}`);
    expect(texts.map((text) => pool.text(text))).toEqual(texts);
    expect(pool.size).toBeLessThanOrEqual(4);
    expect(pool.size).toBeGreaterThan(0);
  });
});
