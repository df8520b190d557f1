/**
 * A keyed permutation of [0, size): a four-round Feistel network on the smallest even number of bits that holds
 * `size`, walked again while the result falls outside (cycle walking), so each n in range has its own image and
 * consecutive n look unrelated. `key` (the dataset's seed) chooses the permutation.
 */
function permute(n: number, size: number, key: number): number {
  let bits = Math.ceil(Math.log2(size));
  if (bits % 2 === 1) bits++;
  const half = 2 ** (bits / 2);
  const mask = half - 1;
  const keys = roundKeys(key);
  let value = n;
  do {
    let left = Math.floor(value / half);
    let right = value % half;
    for (const roundKey of keys) [left, right] = [right, (left ^ (mix(right ^ roundKey) & mask)) >>> 0];
    value = left * half + right;
  } while (value >= size);
  return value;
}

let lastKeys: { key: number; keys: readonly number[] } = { key: Number.NaN, keys: [] };

/** The four round keys of `key`'s permutation (kept for the last key: a dataset asks with one key a million times). */
function roundKeys(key: number): readonly number[] {
  if (lastKeys.key !== key) {
    const seed = Math.imul(key >>> 0, 0x9e3779b1) ^ Math.floor(key / 2 ** 32);
    lastKeys = { key, keys: [1, 2, 3, 4].map((round) => mix(seed ^ Math.imul(round, 0x632be5ab))) };
  }
  return lastKeys.keys;
}

/** A 32-bit integer's bits spread over the whole word (murmur3's finaliser). */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The nth of `alphabet.length ** length` distinct strings, scattered so that consecutive n look unrelated. */
function scatter(n: number, key: number, alphabet: string, length: number): string {
  const size = alphabet.length ** length;
  let value = permute(n % size, size, key);
  let text = '';
  for (let i = 0; i < length; i++) {
    text = alphabet[value % alphabet.length] + text;
    value = Math.floor(value / alphabet.length);
  }
  return text;
}

/**
 * The nth distinct 7-character key of [0-9A-Za-z] (key-generation gap), in an order `key` (the dataset's seed)
 * chooses. Unique by construction: a million links need no set of used keys.
 */
export function uniqueKey(n: number, key: number): string {
  return scatter(n, key, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 7);
}

/** The nth distinct 6-character suffix of [0-9a-z], for slugs people choose (`launch-x7k2ab`); unique for 2 billion n. */
export function uniqueSuffix(n: number, key: number): string {
  return scatter(n, key, '0123456789abcdefghijklmnopqrstuvwxyz', 6);
}
