import { err, ok, type Result } from '../result.js';

const KEY_CHARACTERS = /^(?:[A-Za-z0-9\-_./]|[^\x00-\x7F])+$/u;
const RANDOM_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A key as it is kept: its leading and trailing / taken off (key-rules gap), so `/docs/start/` names `docs/start`. */
export function strippedKey(key: string): string {
  return key.replace(/^\/+|\/+$/g, '');
}

/**
 * A key a client chose, by the key-rules gap: letters, digits, `-`, `_`, `.`, `/` and non-ASCII; leading
 * and trailing `/` stripped; not starting with `_` or `.well-known`.
 */
export function checkKey(key: string): Result<string, string> {
  const stripped = strippedKey(key);
  if (stripped === '') return err('must have a character other than /');
  if (!KEY_CHARACTERS.test(stripped)) return err('may hold only letters, digits, -, _, ., / and non-ASCII characters');
  // Half of a UTF-16 pair alone names no character: no URL can carry it, so no visit could reach the link.
  if (/\p{Cs}/u.test(stripped)) return err('must not hold half of a UTF-16 surrogate pair alone (it names no character)');
  if (stripped.startsWith('_')) return err('must not start with _');
  if (stripped.startsWith('.well-known')) return err('must not start with .well-known');
  return ok(stripped);
}

/** A random key of [0-9A-Za-z] (key-generation gap). */
export function randomKey(length: number, nextInt: (maxExclusive: number) => number): string {
  let key = '';
  for (let i = 0; i < length; i++) key += RANDOM_ALPHABET[nextInt(RANDOM_ALPHABET.length)];
  return key;
}
