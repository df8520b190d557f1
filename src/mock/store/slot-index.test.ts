import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlotIndex } from './slot-index.js';

type Step = { kind: 'set'; text: string; group: number } | { kind: 'delete'; text: string; group: number };

describe('SlotIndex', () => {
  it('finds what a Map per group finds, through sets (new and repeated texts), deletes and growth (property)', () => {
    // Few short texts and groups, so that repeats, deletes of what is there and collisions are common.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'é', '\u{1F600}', '0'), maxLength: 4 });
    const step = fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), text, group: fc.nat(3) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), text, group: fc.nat(3) }) },
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 300 }), (steps: Step[]) => {
        const texts: string[] = [];
        const groups: number[] = [];
        const index = new SlotIndex(
          (slot) => texts[slot]!,
          (slot) => groups[slot]!,
        );
        const model = new Map<string, number>();
        const keyOf = (value: string, group: number) => `${group}\u0000${value}`;
        for (const { kind, text: value, group } of steps) {
          if (kind === 'delete') {
            index.delete(value, group);
            model.delete(keyOf(value, group));
            continue;
          }
          const slot = texts.push(value) - 1;
          groups.push(group);
          expect(index.set(slot)).toBe(model.has(keyOf(value, group)));
          model.set(keyOf(value, group), slot);
        }
        expect(index.size).toBe(model.size);
        for (let group = 0; group <= 3; group++) {
          for (const value of new Set([...texts, 'zz'])) expect(index.get(value, group)).toBe(model.get(keyOf(value, group)));
        }
      }),
      { seed: 18, numRuns: 400 },
    );
  });

  it('holds a hundred thousand texts, each found in its group and not in another', () => {
    const texts = Array.from({ length: 100_000 }, (_, i) => `link_${i.toString(36)}`);
    const index = new SlotIndex(
      (slot) => texts[slot]!,
      (slot) => slot % 7,
    );
    index.reserve(texts.length);
    texts.forEach((_, slot) => index.set(slot));
    expect(index.size).toBe(texts.length);
    for (const slot of [0, 1, 6, 7, 65_535, 99_999]) {
      expect(index.get(texts[slot]!, slot % 7)).toBe(slot);
      expect(index.get(texts[slot]!, (slot + 1) % 7)).toBeUndefined();
    }
  });
});
