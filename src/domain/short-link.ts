/** The shared default domain used when a workspace has no domains (default-domain gap). */
export const DEFAULT_DOMAIN = 'dub.sh';

/** `https://{domain}/{key}`: the full short link, with the https protocol (§2.1; short-link gap). */
export function shortLinkOf(domain: string, key: string): string {
  return `https://${domain}/${key}`;
}

/** The QR endpoint with the short link as its url parameter, served from `baseUrl` (short-link gap). */
export function qrCodeOf(baseUrl: string, shortLink: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/qr?url=${shortLink}?qr=1`;
}
