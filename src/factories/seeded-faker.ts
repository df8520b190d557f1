import { Faker, base, en } from '@faker-js/faker';
import type { NextInt } from '../domain/create-id.js';

/** A faker of its own (never the global one), so a seed alone decides what it draws. */
export function seededFaker(seed: number): Faker {
  return new Faker({ locale: [en, base], seed });
}

/** Whole numbers in [0, maxExclusive) from a faker, for ids and random keys. */
export function nextIntOf(faker: Faker): NextInt {
  return (maxExclusive) => faker.number.int({ min: 0, max: maxExclusive - 1 });
}

/** A time in [from, to] (milliseconds), drawn from the faker; never from the wall clock. */
export function timeBetween(faker: Faker, from: number, to: number): number {
  return to <= from ? from : faker.number.int({ min: from, max: to });
}

export { isoTime as iso } from '../domain/iso-time.js';
