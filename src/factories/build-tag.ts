import type { Faker } from '@faker-js/faker';
import { createId } from '../domain/create-id.js';
import { enums } from '../contract/enums.js';
import type { Tag } from '../dataset/dataset.js';
import { nextIntOf, seededFaker } from './seeded-faker.js';
import { TAG_NAMES } from './vocabulary.js';

export interface BuildOptions {
  /** Draw from this faker (a dataset's stream); otherwise from a new one seeded with `seed`. */
  faker?: Faker;
  /** Seed for a new faker; default 1. */
  seed?: number;
  /** The "now" of generated timestamps, in ms; default 2026-11-01T00:00:00Z. Never the wall clock. */
  now?: number;
}

export const DEFAULT_NOW = Date.parse('2026-11-01T00:00:00.000Z');

export function fakerOf(options: BuildOptions): Faker {
  return options.faker ?? seededFaker(options.seed ?? 1);
}

/**
 * A Tag from a realistic vocabulary with one of the spec's colours (§2.3), valid against the contract.
 * @example buildTag({ name: 'Launch' }, { seed: 7 })
 */
export function buildTag(overrides: Partial<Tag> = {}, options: BuildOptions = {}): Tag {
  const faker = fakerOf(options);
  return {
    id: createId('tag_', options.now ?? DEFAULT_NOW, nextIntOf(faker)),
    name: faker.helpers.arrayElement(TAG_NAMES),
    color: faker.helpers.arrayElement(enums.tagColor),
    ...overrides,
  };
}
