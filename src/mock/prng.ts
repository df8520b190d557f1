import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { NextInt } from '../domain/create-id.js';

/** The mock's randomness (ids, random keys, tag colours): seeded, so a seed repeats every answer. */
export interface Prng {
  nextInt: NextInt;
  pick<T>(items: readonly T[]): T;
  /** Where the sequence stands, to continue it after a restart (`--state`). */
  state(): readonly number[];
  /** Continues from a state `state()` gave. */
  restore(state: readonly number[]): void;
}

/** pure-rand's xoroshiro128+ (fast-check's generator): small and quick to load, unlike a faker import. */
export function createPrng(seed: number): Prng {
  let rng = xoroshiro128plus(seed);
  const nextInt: NextInt = (maxExclusive) => uniformInt(rng, 0, maxExclusive - 1);
  return {
    nextInt,
    pick: (items) => items[nextInt(items.length)]!,
    state: () => rng.getState(),
    restore: (state) => void (rng = xoroshiro128plusFromState(state)),
  };
}
