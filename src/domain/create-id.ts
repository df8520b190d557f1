/** Crockford base32, the alphabet of ULIDs: no I, L, O or U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A source of whole numbers in [0, maxExclusive); seeded, so ids repeat under a seed. */
export type NextInt = (maxExclusive: number) => number;

/**
 * An id of the form the ids gap chose: a prefix (`link_`, `tag_`, `ws_`, `user_`, …) and 26 upper-case
 * base32 characters, ULID-like: 10 of time (so ids sort by creation) and 16 random.
 */
export function createId(prefix: string, timeMs: number, nextInt: NextInt): string {
  let time = '';
  let rest = Math.max(0, Math.floor(timeMs));
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  let random = '';
  for (let i = 0; i < 16; i++) random += ALPHABET[nextInt(32)];
  return `${prefix}${time}${random}`;
}
