import { err, ok, type Result } from '../result.js';
import { canParseUrl } from '../can-parse-url.js';

/** Schemes that run code or carry content instead of leading somewhere: never a destination (url-normalisation gap). */
const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:']);

/**
 * A destination URL as the url-normalisation gap describes: a value without a scheme that contains a
 * dot and no space gets `https://` in front; otherwise it must parse as an absolute URL, and not run code
 * (`javascript:`, `data:`, `vbscript:`). A valid URL is returned exactly as sent (the public service returns
 * it unchanged): no trailing slash added, no case folded, no punycode, no percent-encoding.
 */
export function normalizeUrl(value: string): Result<string, string> {
  const text = value.trim();
  if (text === '') return err('must not be empty');
  // A scheme has no dot, so `example.com:8080/x` is a host and port, not a scheme.
  const hasScheme = /^[A-Za-z][A-Za-z0-9+-]*:/.test(text);
  const candidate = !hasScheme && text.includes('.') && !/\s/.test(text) ? `https://${text}` : text;
  if (!canParseUrl(candidate)) return err('must be an absolute URL');
  if (REFUSED_SCHEMES.has(new URL(candidate).protocol)) return err(`must not be a ${new URL(candidate).protocol} URL`);
  return ok(candidate);
}
