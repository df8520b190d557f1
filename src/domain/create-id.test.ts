import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createId } from './create-id.js';

const NOW = Date.parse('2026-11-05T08:00:00Z');
/** A source that always draws `digit` (31 alone would draw the last id of its millisecond, after which none sorts: 1 in 2⁸⁰ drawn at random). */
const always = (digit: number) => () => digit;

describe('createId (ids gap: a prefix, 10 characters of time, 16 random)', () => {
  it('makes ids that sort as they were made, in one millisecond too (a frozen clock)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.integer({ min: 0, max: 30 })), { minLength: 2, maxLength: 40 }), (steps) => {
        let previous: string | undefined;
        let time = NOW;
        for (const [later, digit] of steps) {
          time += later === 0 ? 0 : later;
          const id = createId('link_', time, always(digit), previous);
          expect(id).toMatch(/^link_[0-9A-HJKMNP-TV-Z]{26}$/);
          if (previous !== undefined) expect(id > previous).toBe(true);
          previous = id;
        }
      }),
      { seed: 20261127 },
    );
  });

  it('keeps a drawn id that already sorts after the previous one, and ignores one of another kind or time', () => {
    const first = createId('link_', NOW, always(5));
    expect(createId('link_', NOW, always(9), first)).toBe(createId('link_', NOW, always(9)));
    expect(createId('link_', NOW, always(5), first)).toBe(`${first.slice(0, -1)}6`);
    expect(createId('tag_', NOW, always(0), first)).toBe(createId('tag_', NOW, always(0)));
    expect(createId('link_', NOW + 1, always(0), first)).toBe(createId('link_', NOW + 1, always(0)));
  });
});
