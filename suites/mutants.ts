/**
 * Broken variants of the mock: each one a realistic bug a real implementation could have, injected by
 * rewriting the requests the mock sees or the answers it gives. The conformance checks must catch each.
 */
export interface Mutant {
  name: string;
  /** The rule of the spec the bug breaks. */
  breaks: string;
  request?: (request: Request) => Request | Promise<Request>;
  response?: (response: Response, request: Request) => Response | Promise<Response>;
  /** The profile that can see the bug: `assumed` where the rule is the spec's but a name it relies on is a gap default. */
  profile?: 'spec' | 'assumed';
}

const path = (request: Request) => new URL(request.url).pathname;
const withQuery = (request: Request, change: (query: URLSearchParams) => void): Request => {
  const url = new URL(request.url);
  change(url.searchParams);
  return new Request(url, request);
};
async function withBody(request: Request, change: (body: Record<string, unknown>) => void): Promise<Request> {
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return request;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return request;
  change(body as Record<string, unknown>);
  return new Request(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(body) });
}
async function rewriteJson(response: Response, change: (body: any) => unknown): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response;
  const body = await response.json();
  return new Response(JSON.stringify(change(body)), { status: response.status, headers: response.headers });
}

export const mutants: Mutant[] = [
  { name: 'archived links leak into the list', breaks: '§3', request: (r) => (path(r) === '/links' && r.method === 'GET' ? withQuery(r, (q) => q.set('showArchived', 'true')) : r) },
  { name: 'count ignores the search filter', breaks: '§4.6', request: (r) => (path(r) === '/links/count' ? withQuery(r, (q) => q.delete('search')) : r) },
  { name: 'the tenantId filter ignored by the list', breaks: '§4.4', request: (r) => (path(r) === '/links' && r.method === 'GET' ? withQuery(r, (q) => q.delete('tenantId')) : r) },
  { name: 'the userId filter ignored by count', breaks: '§4.6', request: (r) => (path(r) === '/links/count' ? withQuery(r, (q) => q.delete('userId')) : r) },
  { name: 'the deprecated withTags filter ignored', breaks: '§4.4 §9', request: (r) => (path(r).startsWith('/links') && r.method === 'GET' ? withQuery(r, (q) => q.delete('withTags')) : r) },
  { name: 'count includes archived links', breaks: '§3', request: (r) => (path(r) === '/links/count' ? withQuery(r, (q) => q.set('showArchived', 'true')) : r) },
  { name: 'page size 101 accepted (clamped to 100)', breaks: '§8 (pageSize: list-page-params gap)', profile: 'assumed', request: (r) => (path(r) === '/links' && Number(new URL(r.url).searchParams.get('pageSize')) > 100 ? withQuery(r, (q) => q.set('pageSize', '100')) : r) },
  { name: 'page size 0 accepted', breaks: '§8 (pageSize: list-page-params gap)', profile: 'assumed', request: (r) => (Number(new URL(r.url).searchParams.get('pageSize') ?? 1) <= 0 ? withQuery(r, (q) => q.delete('pageSize')) : r) },
  { name: 'utm_source not written into the url', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.utm_source) : r) },
  { name: 'keyLength ignored', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.keyLength) : r) },
  { name: 'prefix ignored', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.prefix) : r) },
  { name: 'long tag names truncated instead of refused', breaks: '§8', request: (r) => (path(r) === '/tags' ? withBody(r, (b) => void (b.name = String(b.name ?? '').slice(0, 50) || 'x')) : r) },
  { name: 'keyLength out of range replaced by the default', breaks: '§8', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (typeof b.keyLength === 'number' && (b.keyLength < 3 || b.keyLength > 190) && delete b.keyLength)) : r) },
  { name: 'archived flag dropped at create', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.archived) : r) },
  { name: 'shortLink served over http', breaks: '§2.1', response: (s) => rewriteJson(s, (b) => (b && typeof b === 'object' && 'shortLink' in b ? { ...b, shortLink: String(b.shortLink).replace('https://', 'http://') } : b)) },
  { name: '401 answered as a bare message', breaks: '§7', response: (s) => (s.status === 401 ? new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } }) : s) },
  { name: 'a missing token lets the request through', breaks: '§5', request: (r) => (r.headers.get('authorization') === null && path(r) !== '/qr' ? new Request(r, { headers: { ...Object.fromEntries(r.headers), authorization: 'Bearer lp_acme_demo_token' } }) : r) },
  { name: 'a deleted link is still retrievable (delete answers, keeps the link)', breaks: '§4.7', request: (r) => (r.method === 'DELETE' ? new Request(new URL('/links/info?linkId=' + path(r).slice('/links/'.length), r.url), { headers: r.headers }) : r), response: (s, r) => (r.method === 'DELETE' ? rewriteJson(s, (b) => ({ id: b?.id })) : s) },
  { name: "another workspace's details served to any token", breaks: '§5', response: (s, r) => (path(r).startsWith('/workspaces/') && s.status === 403 ? new Response(JSON.stringify({ id: 'ws_x', name: 'x', slug: 'x' }), { status: 200, headers: { 'content-type': 'application/json' } }) : s) },
  { name: 'totalLinks never moves', breaks: '§2.4', response: (s, r) => (path(r).startsWith('/workspaces/') ? rewriteJson(s, (b) => ({ ...b, totalLinks: 200 })) : s) },
  { name: 'the QR code encodes another url', breaks: '§4.9', request: (r) => (path(r) === '/qr' ? withQuery(r, (q) => q.set('url', 'https://example.com/elsewhere')) : r) },
  { name: 'an over-long url answered with 500', breaks: '§8 §7', response: (s, r) => (s.status === 422 && path(r) === '/links' ? new Response(JSON.stringify({ error: { code: 'internal_server_error', message: 'boom' } }), { status: 500, headers: { 'content-type': 'application/json' } }) : s) },
  { name: 'a tag colour outside the enum answered', breaks: '§2.3', response: (s, r) => (path(r) === '/tags' && s.status === 201 ? rewriteJson(s, (b) => ({ ...b, color: 'orange' })) : s) },
  { name: 'count answered as a string', breaks: '§4.6', response: (s, r) => (path(r) === '/links/count' ? rewriteJson(s, (b) => String(b)) : s) },
  { name: 'bulk answers one result fewer than it was sent', breaks: '§4.3', response: (s, r) => (path(r) === '/links/bulk' && s.ok ? rewriteJson(s, (b) => (Array.isArray(b) ? b.slice(0, -1) : b)) : s) },
  caseSensitiveTagNames(),
  { name: 'geo targeting dropped at create', breaks: '§4.2 (geo keys: geo-country-format gap)', profile: 'assumed', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.geo) : r) },
  { name: 'preview title dropped at create', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.title) : r) },
  { name: 'retrieve by ext_ not supported', breaks: '§4.5', request: (r) => (path(r) === '/links/info' && new URL(r.url).searchParams.has('externalId') ? withQuery(r, (q) => q.set('externalId', `ext_nope-${q.get('externalId')}`)) : r) },
];

/** A server whose tagNames lookup is exact-case: it knows the tags created through it, and misses any other spelling. */
function caseSensitiveTagNames(): Mutant {
  const stored = new Set<string>();
  return {
    name: 'tag names matched case-sensitively',
    breaks: '§4.2',
    request: (r) =>
      path(r) === '/links' && r.method === 'POST'
        ? withBody(r, (b) => {
            const names = typeof b.tagNames === 'string' ? [b.tagNames] : Array.isArray(b.tagNames) ? (b.tagNames as unknown[]).map(String) : undefined;
            if (names !== undefined) b.tagNames = names.map((name) => (stored.has(name) || ![...stored].some((known) => known.toLowerCase() === name.toLowerCase()) ? name : `${name}-no-such-tag`));
          })
        : r,
    response: async (s, r) => {
      if (path(r) === '/tags' && s.ok) {
        const tag = (await s.clone().json()) as { name?: unknown };
        if (typeof tag.name === 'string') stored.add(tag.name);
      }
      return s;
    },
  };
}

/** The mock's fetch with a mutant's bug in it. */
export function mutate(fetch: (request: Request) => Promise<Response>, mutant: Mutant): (request: Request) => Promise<Response> {
  return async (request) => {
    const changed = mutant.request === undefined ? request : await mutant.request(request);
    const response = await fetch(changed);
    return mutant.response === undefined ? response : mutant.response(response, changed);
  };
}
