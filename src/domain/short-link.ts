/** The shared default domain used when a workspace has no domains (default-domain gap). */
export const DEFAULT_DOMAIN = 'dub.sh';

/** `https://{domain}/{key}`: the full short link, with the https protocol (§2.1; short-link gap). */
export function shortLinkOf(domain: string, key: string): string {
  return `https://${domain}/${key}`;
}

/** What a query value may hold as it is (RFC 3986 query characters but & + # %, which would change what it reads as). */
const QUERY_SAFE = /^[A-Za-z0-9\-._~!$'()*,;:@/?=]*$/;
const encoder = new TextEncoder();

/**
 * `text` as a query parameter's value that reads back as `text`: every character a query may not hold as it is
 * (non-ASCII, space, & + # % and the like) percent-encoded as UTF-8. A short link of ASCII letters, digits and
 * `-._/` is left as it is, so the usual qrCode reads as the service writes it.
 */
export function queryValueOf(text: string): string {
  if (QUERY_SAFE.test(text)) return text;
  let encoded = '';
  for (const character of text) {
    if (QUERY_SAFE.test(character)) encoded += character;
    // TextEncoder writes a lone surrogate as U+FFFD, where encodeURIComponent would throw.
    else for (const byte of encoder.encode(character)) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** What a qrCode holds before and after the short link (as a query value), after the mock's base URL. */
export const QR_BEFORE = '/qr?url=';
export const QR_AFTER = '?qr=1';

/** The qrCode's part after the mock's base URL: `/qr?url={shortLink}?qr=1`, the short link encoded as a query value. */
export function qrTailOf(shortLink: string): string {
  return `${QR_BEFORE}${queryValueOf(shortLink)}${QR_AFTER}`;
}

/**
 * The QR endpoint with the short link (and `?qr=1`, marking a visit as a scan) as its url parameter, served from
 * `baseUrl` (short-link gap). A non-ASCII key is percent-encoded, so the address is one a client can send as it is.
 */
export function qrCodeOf(baseUrl: string, shortLink: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${qrTailOf(shortLink)}`;
}
