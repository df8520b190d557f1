import type { Link } from '../../dataset/dataset.js';
import type { MockResponse } from '../mock-http.js';
import type { ShortLinkOutcome } from './resolve-short-link.js';
import { escapeHtml } from '../escape-html.js';


/**
 * A destination as a Location header can carry it: parsed and serialised (non-ASCII percent-encoded, a host in
 * punycode, tabs and line breaks dropped), or, when it does not parse, every byte outside printable ASCII
 * percent-encoded. A stored destination never reaches the header raw.
 */
export function headerSafeLocation(location: string): string {
  try {
    return new URL(location).href;
  } catch {
    return Array.from(new TextEncoder().encode(location), (byte) => (byte > 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
  }
}

/** Query parameters of a visit that are linkproof's own and not passed on: the QR marker and the password. */
const OWN_PARAMETERS = new Set(['qr', 'pw']);

/**
 * The destination with the visit's query parameters added (short-link-resolution gap: as the public service
 * does, `?ref=x` on a short link reaches the destination). A parameter the destination has too takes the visit's
 * value in its place, as the public service sets it over the destination's (`?utm_source=partner` on a link to
 * `?utm_source=news`); a name the visit sends twice takes its last value.
 */
export function withVisitQuery(location: string, query: URLSearchParams): string {
  const passed = [...query].filter(([name]) => !OWN_PARAMETERS.has(name));
  if (passed.length === 0) return location;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return location;
  }
  // As the public service's getFinalUrl: set, in the visit's order (in the destination's place; a name sent twice, its last).
  for (const [name, value] of passed) url.searchParams.set(name, value);
  return url.toString();
}

function page(status: number, title: string, body: string, headers: Record<string, string>): MockResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1d2330}main{max-width:420px;padding:24px}input,button{font:inherit;padding:8px}p.error{color:#b33a2c}</style></head>
<body><main>${body}</main></body></html>`;
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body: html };
}

export interface ShortLinkContext {
  link: Link | undefined;
  /** The visit's query (passed on to the destination). */
  query: URLSearchParams;
  /** The domain's not-found URL for a reason (not-found-url gap: a page of the mock's own). */
  notFoundUrl: (reason: string) => string;
}

/** The one place a short link's outcome becomes HTTP: redirects, and the password, preview and cloaking pages. */
export function renderShortLink(outcome: ShortLinkOutcome, { link, query, notFoundUrl }: ShortLinkContext): MockResponse {
  // Search engines may index a link only when it says so (doIndex); every answer about it carries the rule.
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...(link?.doIndex === true ? {} : { 'x-robots-tag': 'noindex' }) };
  switch (outcome.kind) {
    case 'not-found':
      return { status: 302, headers: { ...headers, location: headerSafeLocation(notFoundUrl(outcome.reason)) } };
    case 'redirect': {
      const location = outcome.rule === 'expiredUrl' ? outcome.location : withVisitQuery(outcome.location, query);
      return { status: 302, headers: { ...headers, location: headerSafeLocation(location) } };
    }
    case 'password':
      return page(
        401,
        'Password required',
        `<h1>This link is password protected</h1>${outcome.wrong ? '<p class="error" role="alert">Wrong password; try again.</p>' : ''}
<form method="post"><label>Password <input type="password" name="password" autofocus required></label> <button type="submit">Continue</button></form>`,
        // A 401 names how to authenticate (RFC 9110): here, the page's own form.
        { ...headers, 'www-authenticate': 'Password realm="short link"' },
      );
    case 'preview': {
      const { title, description, image, video, url } = outcome.link;
      const meta = [
        ['og:title', title],
        ['og:description', description],
        ['og:image', image],
        ['og:video', video],
        ['og:url', url],
        ['twitter:card', image === null ? 'summary' : 'summary_large_image'],
        ['twitter:title', title],
        ['twitter:description', description],
        ['twitter:image', image],
      ]
        .filter((entry): entry is [string, string] => entry[1] !== null)
        .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
        .join('\n');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title ?? url)}</title>\n${meta}\n${description === null ? '' : `<meta name="description" content="${escapeHtml(description)}">`}</head><body><h1>${escapeHtml(title ?? url)}</h1>${description === null ? '' : `<p>${escapeHtml(description)}</p>`}</body></html>`;
      return { status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: html };
    }
    case 'cloak': {
      const location = withVisitQuery(outcome.location, query);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(outcome.title ?? location)}</title><style>html,body,iframe{margin:0;border:0;width:100%;height:100%;overflow:hidden}</style></head><body><iframe src="${escapeHtml(location)}" title="${escapeHtml(outcome.title ?? location)}" allowfullscreen></iframe></body></html>`;
      return { status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: html };
    }
  }
}
