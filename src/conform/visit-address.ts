/** Where the runner can reach a link's domain: a base URL per domain, `*` for every domain (`--resolve DOMAIN=URL`). */
export type ResolveMap = Readonly<Record<string, string>>;

/** A short link's domain and key, as the API answers them. */
export interface ShortLinkRef {
  domain: string;
  key: string;
}

/** The key as a path: each segment encoded, its slashes kept (keys may hold `/`). */
const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * Where a visit to a short link is sent. A domain the map names (or `*`) is reached at its base URL, as
 * `GET {URL}/{key}` with `Host: {domain}`, so that a deployment behind another address (a staging host, the
 * mock on 127.0.0.1) sees the visit as one to the link's domain. Any other domain is visited where it lives:
 * `https://{domain}/{key}`.
 */
export function visitAddress(link: ShortLinkRef, resolve: ResolveMap = {}): { url: string; host?: string } {
  const domain = link.domain.toLowerCase();
  const base = Object.entries(resolve).find(([name]) => name.toLowerCase() === domain)?.[1] ?? resolve['*'];
  if (base === undefined) return { url: `https://${domain}/${keyPath(link.key)}` };
  return { url: `${base.replace(/\/+$/, '')}/${keyPath(link.key)}`, host: domain };
}
