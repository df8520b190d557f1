import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { NextInt } from '../domain/create-id.js';

/** The mock's randomness (ids, random keys, tag colours): seeded, so a seed repeats every answer. */
export interface Prng {
  nextInt: NextInt;
  pick<T>(items: readonly T[]): T;
}

/** pure-rand's xoroshiro128+ (fast-check's generator): small and quick to load, unlike a faker import. */
export function createPrng(seed: number): Prng {
  const rng = xoroshiro128plus(seed);
  const nextInt: NextInt = (maxExclusive) => uniformInt(rng, 0, maxExclusive - 1);
  return { nextInt, pick: (items) => items[nextInt(items.length)]! };
}
