/** Crockford base32, the alphabet of ULIDs: no I, L, O or U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A source of whole numbers in [0, maxExclusive); seeded, so ids repeat under a seed. */
export type NextInt = (maxExclusive: number) => number;

/**
 * An id of the form the ids gap chose: a prefix (`link_`, `tag_`, `ws_`, `user_`, …) and 26 upper-case
 * base32 characters, ULID-like: 10 of time (so ids sort by creation) and 16 random. Given the `previous` id of the
 * same kind, one made in the same millisecond sorts after it (ULID's monotonic order).
 */
export function createId(prefix: string, timeMs: number, nextInt: NextInt, previous?: string): string {
  const id = drawId(prefix, timeMs, nextInt);
  if (previous === undefined || previous.length !== id.length || !previous.startsWith(id.slice(0, prefix.length + 10)) || id > previous) return id;
  // Drawn in the same millisecond as `previous`, and not after it: its random part plus one (ULID's monotonic order),
  // so ids made at one instant (a frozen clock) still sort as they were made. Past the last one, the drawn id stands.
  return successorOf(previous) ?? id;
}

/** The id after `id` in Crockford base32 (its last character plus one, carrying), or undefined when all are the last. */
function successorOf(id: string): string | undefined {
  const chars = id.split('');
  for (let at = chars.length - 1; at >= chars.length - 16; at--) {
    const digit = ALPHABET.indexOf(chars[at]!);
    if (digit < ALPHABET.length - 1) {
      chars[at] = ALPHABET[digit + 1]!;
      return chars.join('');
    }
    chars[at] = ALPHABET[0]!;
  }
  return undefined;
}

function drawId(prefix: string, timeMs: number, nextInt: NextInt): string {
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
