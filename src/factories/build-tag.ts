import { createId } from '../domain/create-id.js';
import { enums } from '../contract/enums.js';
import type { Tag } from '../dataset/dataset.js';
import { nextIntOf, seededRandom, type Random } from './seeded-random.js';
import { TAG_NAMES } from './vocabulary.js';

export interface BuildOptions {
  /** Draw from this stream (a dataset's); otherwise from a new one seeded with `seed`. */
  random?: Random;
  /** Seed for a new stream; default 1. */
  seed?: number;
  /** The "now" of generated timestamps, in ms; default 2026-11-01T00:00:00Z. Never the wall clock. */
  now?: number;
}

export const DEFAULT_NOW = Date.parse('2026-11-01T00:00:00.000Z');

export function randomOf(options: BuildOptions): Random {
  return options.random ?? seededRandom(options.seed ?? 1);
}

/**
 * A Tag from a realistic vocabulary with one of the spec's colours (§2.3), valid against the contract.
 * @example buildTag({ name: 'Launch' }, { seed: 7 })
 */
export function buildTag(overrides: Partial<Tag> = {}, options: BuildOptions = {}): Tag {
  const random = randomOf(options);
  return {
    id: createId('tag_', options.now ?? DEFAULT_NOW, nextIntOf(random)),
    name: random.pick(TAG_NAMES),
    color: random.pick(enums.tagColor),
    ...overrides,
  };
}
