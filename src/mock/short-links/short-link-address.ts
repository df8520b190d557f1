import type { MockRequest } from '../mock-http.js';

/** A short link a request opens: its domain and key. */
export interface ShortLinkAddress {
  domain: string;
  key: string;
}

/** Opening a short link by path, for clients that cannot set Host (Node's fetch): `/__linkproof/go/acme.link/abc`. */
export const SHORT_LINK_PATH_PREFIX = '/__linkproof/go/';

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The last Host header read, and the domain it names: a client sends the same one request after request. */
let lastHost: string | undefined;
let lastDomain = '';

/** The domain a Host header names: trimmed, in lower case, without its port, a final dot or a `.localhost` suffix. */
function domainOfHost(host: string): string {
  if (host === lastHost) return lastDomain;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  lastDomain = name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : name;
  lastHost = host;
  return lastDomain;
}

/**
 * The short link a request opens by its Host, or undefined when it is a request to the API. A browser opens
 * `http://acme.link.localhost:4010/abc` (every `*.localhost` name is the loopback address, so no /etc/hosts
 * edit is needed); curl can send `Host: acme.link` to 127.0.0.1. The port, and a `.localhost` suffix, are
 * dropped; a host that is none of the mock's domains (127.0.0.1, localhost) is the API's.
 */
export function shortLinkByHost(request: MockRequest, isDomain: (domain: string) => boolean): ShortLinkAddress | undefined {
  const host = request.headers?.host;
  if (host === undefined) return undefined;
  const domain = domainOfHost(host);
  if (domain === '' || !isDomain(domain)) return undefined;
  const key = decode(request.path.replace(/^\/+/, ''));
  return key === undefined ? undefined : { domain, key };
}

/** The short link of a `/__linkproof/go/{domain}/{key}` path (after the mock's base path), or undefined. */
export function shortLinkByPath(path: string): ShortLinkAddress | undefined {
  if (!path.startsWith(SHORT_LINK_PATH_PREFIX)) return undefined;
  const rest = path.slice(SHORT_LINK_PATH_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return undefined;
  const domain = decode(rest.slice(0, slash))?.toLowerCase();
  const key = decode(rest.slice(slash + 1));
  return domain === undefined || key === undefined ? undefined : { domain, key };
}
