// Odd and divisible by neither 3 nor 31, so it is coprime with 62^7 and with 36^6, and n ↦ n·P mod N is a bijection.
const P = 2_654_435_761n;

/** The nth of `alphabet.length ** length` distinct strings, scattered so that consecutive n look unrelated. */
function scatter(n: number, offset: number, alphabet: string, length: number): string {
  const base = BigInt(alphabet.length);
  let value = ((BigInt(n) + BigInt(offset)) * P) % base ** BigInt(length);
  let text = '';
  for (let i = 0; i < length; i++) {
    text = alphabet[Number(value % base)] + text;
    value /= base;
  }
  return text;
}

/**
 * The nth distinct 7-character key of [0-9A-Za-z] (key-generation gap). Unique by construction:
 * a million links need no set of used keys.
 */
export function uniqueKey(n: number, offset: number): string {
  return scatter(n, offset, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 7);
}

/** The nth distinct 6-character suffix of [0-9a-z], for slugs people choose (`launch-x7k2ab`); unique for 2 billion n. */
export function uniqueSuffix(n: number, offset: number): string {
  return scatter(n, offset, '0123456789abcdefghijklmnopqrstuvwxyz', 6);
}
