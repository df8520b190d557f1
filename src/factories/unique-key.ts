const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SPACE = 62n ** 7n;
// Odd and not a multiple of 31, so it is coprime with 62^7 and n ↦ n·P mod 62^7 is a bijection.
const P = 2_654_435_761n;

/**
 * The nth distinct 7-character key of [0-9A-Za-z] (key-generation gap), scattered so that
 * consecutive n look unrelated. Unique by construction: a million links need no set of used keys.
 */
export function uniqueKey(n: number, offset: number): string {
  let value = ((BigInt(n) + BigInt(offset)) * P) % SPACE;
  let key = '';
  for (let i = 0; i < 7; i++) {
    key = BASE62[Number(value % 62n)] + key;
    value /= 62n;
  }
  return key;
}
