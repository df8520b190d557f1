/** A character past ASCII. */
const PAST_ASCII = /[^\x00-\x7f]/;

/**
 * Whether `new URL(text, base)` would read the text: URL.canParse's answer, right for every text. Node 20's optimised
 * call of URL.canParse (V8's fast API, taken once its caller is hot) misreads a one-byte string's characters past
 * ASCII: `https://é.com/` is true for its first thousand calls or so and false after (measured on Node 20.20). A text
 * or base with such a character is read by `new URL` instead, which takes the ordinary path.
 */
export function canParseUrl(text: string, base?: string): boolean {
  if (!PAST_ASCII.test(text) && (base === undefined || !PAST_ASCII.test(base))) return URL.canParse(text, base);
  try {
    new URL(text, base);
    return true;
  } catch {
    return false;
  }
}
