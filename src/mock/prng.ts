import { generateMersenne53Randomizer } from '@faker-js/faker';
import type { NextInt } from '../domain/create-id.js';

/** The mock's randomness (ids, random keys, tag colours): seeded, so a seed repeats every answer. */
export interface Prng {
  next(): number;
  nextInt: NextInt;
  pick<T>(items: readonly T[]): T;
}

export function createPrng(seed: number): Prng {
  const randomizer = generateMersenne53Randomizer(seed);
  const next = () => randomizer.next();
  return {
    next,
    nextInt: (maxExclusive) => Math.floor(next() * maxExclusive),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}
