import { err, ok, type Result } from '../result.js';

/**
 * A destination URL as the url-normalisation gap describes: a value without a scheme that contains a
 * dot and no space gets `https://` in front; otherwise it must parse as an absolute URL. Returns the
 * URL in its serialised form, or why it is not one.
 */
export function normalizeUrl(value: string): Result<string, string> {
  const text = value.trim();
  if (text === '') return err('must not be empty');
  // A scheme has no dot, so `example.com:8080/x` is a host and port, not a scheme.
  const hasScheme = /^[A-Za-z][A-Za-z0-9+-]*:/.test(text);
  const candidate = !hasScheme && text.includes('.') && !/\s/.test(text) ? `https://${text}` : text;
  if (!URL.canParse(candidate)) return err('must be an absolute URL');
  return ok(new URL(candidate).toString());
}
