import { Faker, base, en, generateMersenne53Randomizer } from '@faker-js/faker';
import type { NextInt } from '../domain/create-id.js';

/**
 * One seeded stream of randomness: faker for names, emails and the like, and direct draws for the
 * hot path of link generation (faker's argument handling costs more than the draw itself). Never
 * the global faker and never the wall clock, so a seed alone decides everything.
 */
export interface Random {
  faker: Faker;
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Between min and max distinct items, in random order. */
  some<T>(items: readonly T[], min: number, max: number): T[];
  /** An item by weight: `[[weight, value], …]`. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T;
}

export function seededRandom(seed: number): Random {
  const randomizer = generateMersenne53Randomizer(seed);
  const faker = new Faker({ locale: [en, base], randomizer });
  const next = () => randomizer.next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    faker,
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    some(items, min, max) {
      const pool = [...items];
      const count = Math.min(pool.length, int(min, max));
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count);
    },
    weighted(choices) {
      let roll = next() * choices.reduce((sum, [weight]) => sum + weight, 0);
      for (const [weight, value] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices.at(-1)![1];
    },
  };
}

/** Whole numbers in [0, maxExclusive), for ids. */
export function nextIntOf(random: Random): NextInt {
  return (maxExclusive) => Math.floor(random.next() * maxExclusive);
}

/** A time in [from, to] (milliseconds). */
export function timeBetween(random: Random, from: number, to: number): number {
  return to <= from ? from : random.int(from, to);
}

export { isoTime as iso } from '../domain/iso-time.js';
