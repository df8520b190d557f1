/**
 * Broken variants of the mock: each one a realistic bug a real implementation could have, injected by
 * rewriting the requests the mock sees or the answers it gives. The conformance checks must catch each.
 */
export interface Mutant {
  name: string;
  /** The rule of the spec the bug breaks. */
  breaks: string;
  /** The check that must fail on it (others may fail too), or the verdict the run must reach when the bug stops it before the checks. */
  caughtBy: string | { verdict: 'refused' | 'unreachable' };
  /** A bug that needs the whole fetch (to ask the mock something else first): wraps it. */
  wrap?: (fetch: (request: Request) => Promise<Response>) => (request: Request) => Promise<Response>;
  /** A per-request timeout for the run, for a slow target. */
  timeoutMs?: number;
  request?: (request: Request) => Request | Promise<Request>;
  response?: (response: Response, request: Request) => Response | Promise<Response>;
  /** The profile that can see the bug: `assumed` where the rule is the spec's but a name it relies on is a gap default. */
  profile?: 'spec' | 'assumed';
}

const path = (request: Request) => new URL(request.url).pathname;
/** A visit to a short link: every mutant run reaches the API at http://mock.test, and a visit names the link's domain as its URL's host. */
const visiting = (request: Request) => new URL(request.url).hostname !== 'mock.test';
const redirected = (response: Response) => response.status >= 300 && response.status < 400 && response.headers.has('location');
const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location } });
/** The link a visit opens, as the API answers it to its owner (undefined when there is none). */
async function linkVisited(fetch: (request: Request) => Promise<Response>, request: Request): Promise<Record<string, any> | undefined> {
  const { hostname, pathname } = new URL(request.url);
  const info = new URL('http://mock.test/links/info');
  info.searchParams.set('domain', hostname);
  info.searchParams.set('key', decodeURIComponent(pathname.slice(1)));
  const answer = await fetch(new Request(info, { headers: { authorization: 'Bearer lp_acme_demo_token' } }));
  return answer.ok ? ((await answer.json()) as Record<string, any>) : undefined;
}
const expired = (link: Record<string, any> | undefined) => typeof link?.expiresAt === 'string' && Date.parse(link.expiresAt) <= Date.now();
const withUserAgent = (request: Request, change: (userAgent: string) => string) => new Request(request, { headers: { ...Object.fromEntries(request.headers), 'user-agent': change(request.headers.get('user-agent') ?? '') } });
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
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
/** A bulk request with each of its elements (objects) changed. */
async function bulkElements(request: Request, change: (element: Record<string, unknown>) => void): Promise<Request> {
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return request;
  }
  if (!Array.isArray(body)) return request;
  for (const element of body) if (element !== null && typeof element === 'object' && !Array.isArray(element)) change(element as Record<string, unknown>);
  return new Request(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(body) });
}
async function rewriteJson(response: Response, change: (body: any) => unknown): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response;
  const body = await response.json();
  return new Response(JSON.stringify(change(body)), { status: response.status, headers: response.headers });
}

export const mutants: Mutant[] = [
  { name: 'archived links leak into the list', caughtBy: 'archived_only_with_show_archived', breaks: '§3', request: (r) => (path(r) === '/links' && r.method === 'GET' ? withQuery(r, (q) => q.set('showArchived', 'true')) : r) },
  { name: 'count ignores the search filter', caughtBy: 'filters_give_exact_subsets', breaks: '§4.6', request: (r) => (path(r) === '/links/count' ? withQuery(r, (q) => q.delete('search')) : r) },
  { name: 'the tenantId filter ignored by the list', caughtBy: 'filters_give_exact_subsets', breaks: '§4.4', request: (r) => (path(r) === '/links' && r.method === 'GET' ? withQuery(r, (q) => q.delete('tenantId')) : r) },
  { name: 'the userId filter ignored by count', caughtBy: 'filters_give_exact_subsets', breaks: '§4.6', request: (r) => (path(r) === '/links/count' ? withQuery(r, (q) => q.delete('userId')) : r) },
  { name: 'the deprecated withTags filter ignored', caughtBy: 'filters_give_exact_subsets', breaks: '§4.4 §9', request: (r) => (path(r).startsWith('/links') && r.method === 'GET' ? withQuery(r, (q) => q.delete('withTags')) : r) },
  { name: 'count includes archived links', caughtBy: 'archived_only_with_show_archived', breaks: '§3', request: (r) => (path(r) === '/links/count' ? withQuery(r, (q) => q.set('showArchived', 'true')) : r) },
  { name: 'page size 101 accepted (clamped to 100)', caughtBy: 'page_limits_rejected', breaks: '§8 (pageSize under its discovered name)', request: (r) => (path(r) === '/links' && Number(new URL(r.url).searchParams.get('pageSize')) > 100 ? withQuery(r, (q) => q.set('pageSize', '100')) : r) },
  { name: 'page size 0 accepted', caughtBy: 'page_limits_rejected', breaks: '§8 (pageSize under its discovered name)', request: (r) => (Number(new URL(r.url).searchParams.get('pageSize') ?? 1) <= 0 ? withQuery(r, (q) => q.delete('pageSize')) : r) },
  { name: 'utm_source not written into the url', caughtBy: 'utm_fields_written_into_url', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.utm_source) : r) },
  { name: 'keyLength ignored', caughtBy: 'key_length_honoured', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.keyLength) : r) },
  { name: 'prefix ignored', caughtBy: 'prefix_then_random_key', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.prefix) : r) },
  { name: "a prefix's trailing / dropped", caughtBy: 'prefix_then_random_key', breaks: '§4.2 (prefix then key)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (typeof b.prefix === 'string' && (b.prefix = b.prefix.replace(/\/+$/, '')))) : r) },
  { name: 'the tenantId filter ignored beside tagIds', caughtBy: 'filters_give_exact_subsets', breaks: '§4.4 (every filter holds)', request: (r) => (path(r).startsWith('/links') && r.method === 'GET' && new URL(r.url).searchParams.has('tagIds') ? withQuery(r, (q) => q.delete('tenantId')) : r) },
  { name: 'tagNames reads only the last of several names', caughtBy: 'filters_give_exact_subsets', breaks: '§4.4 (tagNames, form style)', request: (r) => (path(r).startsWith('/links') && r.method === 'GET' && (new URL(r.url).searchParams.get('tagNames') ?? '').includes(',') ? withQuery(r, (q) => q.set('tagNames', q.get('tagNames')!.split(',').at(-1)!)) : r) },
  { name: 'tagNames sent as one string ignored', caughtBy: 'tag_names_resolve_ignoring_case', breaks: '§4.2 (string or array of string)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (typeof b.tagNames === 'string' && delete b.tagNames)) : r) },
  { name: 'bulk elements lose their tags', caughtBy: 'bulk_creates_exactly_the_good_ones', breaks: '§4.3 (the fields of 4.2)', request: async (r) => {
    if (path(r) !== '/links/bulk') return r;
    const body = (await r.clone().json().catch(() => undefined)) as unknown;
    if (!Array.isArray(body)) return r;
    const stripped = body.map((element) => (element !== null && typeof element === 'object' ? Object.fromEntries(Object.entries(element).filter(([field]) => field !== 'tagNames' && field !== 'tagIds')) : element));
    return new Request(r.url, { method: r.method, headers: r.headers, body: JSON.stringify(stripped) });
  } },
  { name: 'a retrieve answers the link without its tags', caughtBy: 'links_behave_as_a_model', breaks: '§4.5 (the link as created)', response: (s, r) => (path(r) === '/links/info' && s.ok ? rewriteJson(s, (b) => ({ ...b, tags: [] })) : s) },
  { name: "a create answers comments it was not sent (an earlier request's)", caughtBy: 'documented_defaults_applied', breaks: '§4.2 (what was sent)', response: (s, r) => (path(r) === '/links' && r.method === 'POST' && s.ok ? rewriteJson(s, (b) => ({ ...b, comments: b.comments ?? 'acme: Q3 price cut' })) : s) },
  { name: 'long tag names truncated instead of refused', caughtBy: 'limits_and_enums_rejected', breaks: '§8', request: (r) => (path(r) === '/tags' ? withBody(r, (b) => void (b.name = String(b.name ?? '').slice(0, 50) || 'x')) : r) },
  { name: 'keyLength out of range replaced by the default', caughtBy: 'limits_and_enums_rejected', breaks: '§8', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (typeof b.keyLength === 'number' && (b.keyLength < 3 || b.keyLength > 190) && delete b.keyLength)) : r) },
  { name: 'archived flag dropped at create', caughtBy: 'archived_only_with_show_archived', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.archived) : r) },
  { name: 'shortLink served over http', caughtBy: 'short_link_is_https', breaks: '§2.1', response: (s) => rewriteJson(s, (b) => (b && typeof b === 'object' && 'shortLink' in b ? { ...b, shortLink: String(b.shortLink).replace('https://', 'http://') } : b)) },
  { name: '401 answered as a bare message', caughtBy: 'authentication_required', breaks: '§7', response: (s) => (s.status === 401 ? new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401, headers: { 'content-type': 'application/json' } }) : s) },
  { name: 'a missing token lets the request through', caughtBy: 'authentication_required', breaks: '§5', request: (r) => (r.headers.get('authorization') === null && path(r) !== '/qr' ? new Request(r, { headers: { ...Object.fromEntries(r.headers), authorization: 'Bearer lp_acme_demo_token' } }) : r) },
  { name: 'a deleted link is still retrievable (delete answers, keeps the link)', caughtBy: 'external_id_for_retrieve_and_delete', breaks: '§4.7', request: (r) => (r.method === 'DELETE' ? new Request(new URL('/links/info?linkId=' + path(r).slice('/links/'.length), r.url), { headers: r.headers }) : r), response: (s, r) => (r.method === 'DELETE' ? rewriteJson(s, (b) => ({ id: b?.id })) : s) },
  { name: "another workspace's details served to any token", caughtBy: 'workspaces_are_isolated', breaks: '§5', response: (s, r) => (path(r).startsWith('/workspaces/') && s.status === 403 ? new Response(JSON.stringify({ id: 'ws_x', name: 'x', slug: 'x' }), { status: 200, headers: { 'content-type': 'application/json' } }) : s) },
  { name: 'totalLinks never moves', caughtBy: 'total_links_follows_creates_and_deletes', breaks: '§2.4', response: (s, r) => (path(r).startsWith('/workspaces/') ? rewriteJson(s, (b) => ({ ...b, totalLinks: 200 })) : s) },
  { name: 'the QR code encodes another url', caughtBy: 'qr_decodes_to_url', breaks: '§4.9', request: (r) => (path(r) === '/qr' ? withQuery(r, (q) => q.set('url', 'https://example.com/elsewhere')) : r) },
  { name: 'an over-long url answered with 500', caughtBy: 'no_server_errors', breaks: '§8 §7', response: (s, r) => (s.status === 422 && path(r) === '/links' ? new Response(JSON.stringify({ error: { code: 'internal_server_error', message: 'boom' } }), { status: 500, headers: { 'content-type': 'application/json' } }) : s) },
  { name: 'a tag colour outside the enum answered', caughtBy: 'response_conformance_createTag', breaks: '§2.3', response: (s, r) => (path(r) === '/tags' && s.status === 201 ? rewriteJson(s, (b) => ({ ...b, color: 'orange' })) : s) },
  { name: 'count answered as a string', caughtBy: 'response_conformance_getLinksCount', breaks: '§4.6', response: (s, r) => (path(r) === '/links/count' ? rewriteJson(s, (b) => String(b)) : s) },
  { name: 'bulk answers one result fewer than it was sent', caughtBy: 'bulk_creates_exactly_the_good_ones', breaks: '§4.3', response: (s, r) => (path(r) === '/links/bulk' && s.ok ? rewriteJson(s, (b) => (Array.isArray(b) ? b.slice(0, -1) : b)) : s) },
  caseSensitiveTagNames(),
  // The bullets of the issue "Conformance you can trust in CI": each a way a broken server passed before.
  { name: 'every create answered 403', caughtBy: 'response_conformance_createLink', breaks: '§5 §7 (a 403 only for a reached limit)', response: (s, r) => (r.method === 'POST' && ['/links', '/links/bulk', '/tags'].includes(path(r)) ? jsonAnswer(403, { error: { code: 'forbidden', message: 'Forbidden.' } }) : s) },
  { name: 'a create without a token answered 403', caughtBy: 'authentication_required', breaks: '§5.4 (no credential is a 401)', response: (s, r) => (r.method === 'POST' && r.headers.get('authorization') === null && s.status === 401 ? jsonAnswer(403, { error: { code: 'forbidden', message: 'Forbidden.' } }) : s) },
  { name: 'the count answered as an object', caughtBy: 'response_conformance_getLinksCount', breaks: '§4.6 (a JSON number)', response: (s, r) => (path(r) === '/links/count' && s.ok ? rewriteJson(s, (b) => ({ count: b })) : s) },
  { name: 'a negative count', caughtBy: 'response_conformance_getLinksCount', breaks: '§4.6 (a count)', response: (s, r) => (path(r) === '/links/count' && s.ok ? rewriteJson(s, () => -5) : s) },
  { name: 'a created link answered as an empty object', caughtBy: 'response_conformance_createLink', breaks: '§4.2 §2.1', response: (s, r) => (path(r) === '/links' && r.method === 'POST' && s.ok ? rewriteJson(s, () => ({})) : s) },
  { name: 'links without shortLink and clicks', caughtBy: 'response_schema_conformance', breaks: '§2.1', response: (s, r) => (path(r) === '/links' && r.method === 'GET' && s.ok ? rewriteJson(s, (b) => (Array.isArray(b) ? b.map(({ shortLink, clicks, ...rest }) => rest) : b)) : s) },
  { name: 'a workspace of only id, slug and totalLinks', caughtBy: 'response_conformance_getWorkspace', breaks: '§2.4', response: (s, r) => (path(r).startsWith('/workspaces/') && s.ok ? rewriteJson(s, (b) => ({ id: b.id, slug: b.slug, totalLinks: b.totalLinks })) : s) },
  { name: 'a deleted-link result without id', caughtBy: 'response_conformance_deleteLink', breaks: '§2.5', response: (s, r) => (r.method === 'DELETE' && s.ok ? rewriteJson(s, () => ({ deleted: true })) : s) },
  { name: 'a 404 as text/plain', caughtBy: 'error_shape_on_every_error', breaks: '§7', response: (s) => (s.status === 404 ? new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } }) : s) },
  { name: 'a 409 as a bare message', caughtBy: 'error_shape_on_every_error', breaks: '§7', response: (s) => (s.status === 409 ? jsonAnswer(409, { message: 'Duplicate key.' }) : s) },
  { name: 'a 422 without error.message', caughtBy: 'error_shape_on_every_error', breaks: '§7', response: (s) => (s.status === 422 ? jsonAnswer(422, { error: { code: 'unprocessable_entity' } }) : s) },
  { name: 'a 422 whose code is bad_request', caughtBy: 'error_shape_on_every_error', breaks: '§7 (code matches status)', response: (s) => (s.status === 422 ? rewriteJson(s, (b) => ({ error: { ...b.error, code: 'bad_request' } })) : s) },
  { name: 'malformed JSON answered with 500', caughtBy: 'no_server_errors', breaks: '§7 (400 is malformed syntax)', response: (s, r) => (s.status === 400 && r.method === 'POST' ? jsonAnswer(500, { error: { code: 'internal_server_error', message: 'Unexpected token' } }) : s) },
  { name: 'a missing link answered 418', caughtBy: 'status_code_documented', breaks: '§4 (documented statuses)', response: (s) => (s.status === 404 ? jsonAnswer(418, { error: { code: 'not_found', message: 'Not found.' } }) : s) },
  { name: 'the list served as text/plain', caughtBy: 'json_content_type', breaks: '§4 (bodies are JSON)', response: async (s, r) => (path(r) === '/links' && r.method === 'GET' && s.ok ? new Response(await s.text(), { status: s.status, headers: { 'content-type': 'text/plain' } }) : s) },
  { name: 'the default page size is 100', caughtBy: 'default_page_is_1_of_50', breaks: '§4.4 (default 50)', request: (r) => (path(r) === '/links' && r.method === 'GET' && !new URL(r.url).searchParams.has('pageSize') ? withQuery(r, (q) => q.set('pageSize', '100')) : r) },
  { name: 'the default sort direction is asc', caughtBy: 'default_sort_is_descending', breaks: '§4.4 (default desc)', request: (r) => (path(r) === '/links' && r.method === 'GET' && !new URL(r.url).searchParams.has('sortOrder') ? withQuery(r, (q) => q.set('sortOrder', 'asc')) : r) },
  { name: 'pages off by one (page 1 is the second page)', caughtBy: 'pages_partition_the_list', breaks: '§4.4 (page 1 first)', request: (r) => (path(r) === '/links' && r.method === 'GET' && new URL(r.url).searchParams.has('pageSize') ? withQuery(r, (q) => q.set('page', String(Number(q.get('page') ?? 1) + 1))) : r) },
  // The bullets of the issue "Every mandated rule of the spec checked": each a rule no check verified before.
  { name: 'sortBy ignored for clicks, saleAmount and lastClicked', caughtBy: 'sort_by_orders_the_list', breaks: '§4.4 (sortBy)', request: (r) => (path(r) === '/links' && r.method === 'GET' && ['clicks', 'saleAmount', 'lastClicked'].includes(new URL(r.url).searchParams.get('sortBy') ?? '') ? withQuery(r, (q) => q.delete('sortBy')) : r) },
  { name: 'sortBy dropped when a search narrows the list', caughtBy: 'sort_by_clicks_orders_the_list', breaks: '§4.4 (sortBy)', request: (r) => (path(r) === '/links' && r.method === 'GET' && new URL(r.url).searchParams.has('search') ? withQuery(r, (q) => q.delete('sortBy')) : r) },
  // From a trial against a server of one's own (each passed a run before): a field dropped, a default, tags.
  { name: 'the password dropped on create', caughtBy: 'valid_links_accepted_and_echoed', breaks: '§4.2 (password)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.password) : r) },
  { name: 'trackConversion defaults to true', caughtBy: 'documented_defaults_applied', breaks: '§4.2 (trackConversion default false)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (b.trackConversion ??= true)) : r) },
  { name: 'a tag created with a colour gets another', caughtBy: 'limits_accepted_at_the_boundary', breaks: '§4.1 (color)', request: (r) => (path(r) === '/tags' && r.method === 'POST' ? withBody(r, (b) => void (typeof b.color === 'string' && (b.color = b.color === 'red' ? 'blue' : 'red'))) : r) },
  { name: 'only the first of several tagIds assigned', caughtBy: 'tag_names_resolve_ignoring_case', breaks: '§4.2 (tagIds)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (Array.isArray(b.tagIds) && (b.tagIds = b.tagIds.slice(0, 1)))) : r) },
  searchMatchesOnly('key'),
  searchMatchesOnly('url'),
  {
    name: 'ref appended beside the destination’s own, not overriding it',
    caughtBy: 'utm_fields_override_url',
    breaks: '§4.2 (populates or overrides)',
    wrap: (fetch) => async (r) => {
      if (r.method !== 'POST' || path(r) !== '/links') return fetch(r);
      const sent = JSON.parse(await r.clone().text()) as Record<string, unknown> | null;
      const response = await fetch(r);
      if (!response.ok || typeof sent?.ref !== 'string' || typeof sent.url !== 'string' || !new URL(sent.url).searchParams.has('ref')) return response;
      return rewriteJson(response, (link) => {
        const url = new URL(link.url);
        const values = url.searchParams.getAll('ref');
        url.searchParams.delete('ref');
        for (const value of [new URL(sent.url as string).searchParams.get('ref')!, ...values]) url.searchParams.append('ref', value);
        return { ...link, url: url.toString() };
      });
    },
  },
  {
    name: 'UTM values written into the url unencoded',
    caughtBy: 'utm_fields_override_url',
    breaks: '§4.2',
    response: async (s, r) => (r.method === 'POST' && path(r) === '/links' && s.ok ? rewriteJson(s, (link) => ({ ...link, url: String(link.url).replace(/(utm_[a-z]+)=([^&#]*)/g, (_all, name: string, value: string) => `${name}=${decodeURIComponent(value.replaceAll('+', ' '))}`) })) : s),
  },
  { name: 'proxy turned on by a title sent without it', caughtBy: 'documented_defaults_applied', breaks: '§4.2 (proxy: default false)', request: (r) => (r.method === 'POST' && path(r) === '/links' ? withBody(r, (b) => { if (b.title !== undefined && b.proxy === undefined) b.proxy = true; }) : r) },
  { name: 'a boolean sent as text read as truthy ("false" is true)', caughtBy: 'boolean_text_not_misread', breaks: '§4.2 (a boolean)', request: (r) => (r.method === 'POST' && path(r) === '/links' ? withBody(r, (b) => { for (const field of ['archived', 'proxy', 'rewrite']) if (typeof b[field] === 'string') b[field] = Boolean(b[field]); }) : r) },
  { name: 'withTags=false filters as withTags=true', caughtBy: 'filters_give_exact_subsets', breaks: '§4.4 (withTags: default false)', request: (r) => (['/links', '/links/count'].includes(path(r)) && r.method === 'GET' ? withQuery(r, (q) => { if (q.get('withTags') === 'false') q.set('withTags', 'true'); }) : r) },
  { name: 'search read as a pattern: a . matches any character', caughtBy: 'search_matches_key_and_url', breaks: '§4.4 (search: a text)', request: (r) => (['/links', '/links/count'].includes(path(r)) && r.method === 'GET' ? withQuery(r, (q) => { const text = q.get('search'); if (text?.includes('.') && !text.includes('/')) q.set('search', text.slice(0, text.indexOf('.'))); }) : r) },
  { name: "a bulk element's UTM fields not written into its url", caughtBy: 'bulk_creates_exactly_the_good_ones', breaks: '§4.3 with §4.2', request: async (r) => (r.method === 'POST' && path(r) === '/links/bulk' ? bulkElements(r, (element) => { for (const field of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref']) delete element[field]; }) : r) },
  { name: 'a bulk element without domain put on the shared default domain', caughtBy: 'bulk_creates_exactly_the_good_ones', breaks: '§4.3 with §4.2 (the primary domain)', request: async (r) => (r.method === 'POST' && path(r) === '/links/bulk' ? bulkElements(r, (element) => { element.domain ??= 'dub.sh'; }) : r) },
  { name: "a bulk element's prefix ignored", caughtBy: 'bulk_creates_exactly_the_good_ones', breaks: '§4.3 with §4.2', request: async (r) => (r.method === 'POST' && path(r) === '/links/bulk' ? bulkElements(r, (element) => { delete element.prefix; }) : r) },
  {
    name: 'totalLinks leaves out what bulk requests made',
    caughtBy: 'total_links_follows_creates_and_deletes',
    breaks: '§2.4 (the total number of links)',
    wrap: (fetch) => {
      let bulkMade = 0;
      return async (r) => {
        const response = await fetch(r);
        if (r.method === 'POST' && path(r) === '/links/bulk' && response.ok) bulkMade += ((await response.clone().json()) as { id?: unknown }[]).filter((item) => typeof item?.id === 'string').length;
        return r.method === 'GET' && path(r).startsWith('/workspaces/') && response.ok ? rewriteJson(response, (workspace) => ({ ...workspace, totalLinks: workspace.totalLinks - bulkMade })) : response;
      };
    },
  },
  {
    name: 'externalIds unique across every workspace, not within each',
    caughtBy: 'workspaces_are_isolated',
    breaks: '§2.1 (unique across the workspace)',
    wrap: (fetch) => {
      const holders = new Map<string, string>();
      return async (r) => {
        if (r.method !== 'POST' || path(r) !== '/links') return fetch(r);
        const sent = JSON.parse(await r.clone().text()) as { externalId?: unknown } | null;
        const token = r.headers.get('authorization') ?? '';
        const holder = typeof sent?.externalId === 'string' ? holders.get(sent.externalId) : undefined;
        if (holder !== undefined && holder !== token) return jsonAnswer(409, { error: { code: 'conflict', message: `externalId ${String(sent!.externalId)} is already in use.` } });
        const response = await fetch(r);
        if (response.ok && typeof sent?.externalId === 'string') holders.set(sent.externalId, token);
        return response;
      };
    },
  },
  {
    name: 'an expired link sends an iPhone to its ios destination',
    caughtBy: 'expired_link_redirects_to_expired_url',
    breaks: '§3 (an expired link redirects to expiredUrl)',
    wrap: (fetch) => async (r) => {
      if (!visiting(r) || !/iPhone/.test(r.headers.get('user-agent') ?? '')) return fetch(r);
      const link = await linkVisited(fetch, r);
      return expired(link) && typeof link?.ios === 'string' ? redirectTo(link.ios) : fetch(r);
    },
  },
  {
    name: 'an iPhone skips the password gate',
    caughtBy: 'password_gate_withholds_destination',
    breaks: '§2.1 (a password is required to reach the destination)',
    wrap: (fetch) => async (r) => {
      if (!visiting(r) || !/iPhone/.test(r.headers.get('user-agent') ?? '')) return fetch(r);
      const link = await linkVisited(fetch, r);
      return typeof link?.password === 'string' && link.password !== '' ? redirectTo(typeof link.ios === 'string' ? link.ios : String(link.url)) : fetch(r);
    },
  },
  { name: "an expiresAt's UTC offset dropped (read as UTC)", caughtBy: 'expiry_with_an_offset_kept', breaks: '§2.1 (ISO-8601)', request: (r) => (r.method === 'POST' && path(r) === '/links' ? withBody(r, (b) => { if (typeof b.expiresAt === 'string') b.expiresAt = b.expiresAt.replace(/[+-]\d\d:\d\d$/, 'Z'); }) : r) },
  { name: 'a page that is no number read as page 1', caughtBy: 'page_limits_rejected', breaks: '§4.4 §8 (page: greater than 0)', request: (r) => (path(r) === '/links' && r.method === 'GET' ? withQuery(r, (q) => { const page = q.get('page'); if (page !== null && !/^-?\d+$/.test(page)) q.set('page', '1'); }) : r) },
  {
    name: "a bulk request made in the workspace its workspaceId names, whoever's token it carries",
    caughtBy: 'workspaces_are_isolated',
    breaks: "§1, §5 (the caller's workspace only)",
    wrap: (fetch) => async (r) => {
      const named = new URL(r.url).searchParams.get('workspaceId');
      if (r.method !== 'POST' || path(r) !== '/links/bulk' || named === null || r.headers.get('authorization') !== 'Bearer lp_acme_demo_token') return fetch(r);
      const own = (await (await fetch(new Request('http://mock.test/workspaces/acme', { headers: { authorization: 'Bearer lp_acme_demo_token' } }))).json()) as { id?: string };
      if (named === own.id) return fetch(r);
      const url = new URL(r.url);
      url.searchParams.delete('workspaceId');
      return fetch(new Request(url, { method: 'POST', headers: { ...Object.fromEntries(r.headers), authorization: 'Bearer lp_side_project_demo_token' }, body: await r.text() }));
    },
  },
  rememberingDeletes('deleted again'),
  rememberingDeletes('key kept'),
  rememberingDeletes('externalId kept'),
  { name: 'a null body on a create answered 500', caughtBy: 'malformed_bodies_refused', breaks: '§7 (400 is malformed syntax)', wrap: (fetch) => async (r) => (r.method === 'POST' && new URL(r.url).pathname === '/links' && (await r.clone().text()).trim() === 'null' ? jsonAnswer(500, { error: { code: 'internal_server_error', message: "Cannot read properties of null (reading 'url')" } }) : fetch(r)) },
  { name: 'a JSON body with a charset in its content type refused', caughtBy: 'malformed_bodies_refused', breaks: '§4.2 (a JSON body)', wrap: (fetch) => async (r) => (r.method === 'POST' && /;\s*charset=/i.test(r.headers.get('content-type') ?? '') ? jsonAnswer(400, { error: { code: 'bad_request', message: 'Content-Type must be application/json' } }) : fetch(r)) },
  { name: 'a JSON number as a body answered 500', caughtBy: 'malformed_bodies_refused', breaks: '§7 (400 is malformed syntax)', wrap: (fetch) => async (r) => (r.method === 'POST' && (await r.clone().text()).trim() === '42' ? jsonAnswer(500, { error: { code: 'internal_server_error', message: 'body.url of undefined' } }) : fetch(r)) },
  { name: 'a random tag colour can be pink', caughtBy: 'random_tag_colour_allowed', breaks: '§4.1 (never pink)', request: (r) => (path(r) === '/tags' && r.method === 'POST' ? withBody(r, (b) => void (b.color ??= 'pink')) : r) },
  { name: "the workspace's primary domain not used by default", caughtBy: 'default_domain_is_primary', breaks: '§4.2 (default domain)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (b.domain ??= 'go.acme.com')) : r) },
  { name: 'utm_term and utm_content not written into the url', caughtBy: 'utm_fields_written_into_url', breaks: '§4.2 (utm)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void (delete b.utm_term, delete b.utm_content)) : r) },
  { name: 'groupBy answered 422', caughtBy: 'count_group_by_accepted', breaks: '§4.6 (groupBy)', response: (s, r) => (path(r) === '/links/count' && new URL(r.url).searchParams.has('groupBy') && s.ok ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'groupBy is not supported' } }) : s) },
  { name: 'projectId different from workspaceId', caughtBy: 'deprecated_aliases_match', breaks: '§2.1 §9 (projectId alias)', response: (s, r) => (path(r) === '/links' && r.method === 'POST' && s.ok ? rewriteJson(s, (b) => ({ ...b, projectId: 'ws_0000000000000000000000OTHER' })) : s) },
  { name: 'the deprecated tagId filter refused', caughtBy: 'deprecated_tag_id_filter_works', breaks: '§4.4 §9 (tagId filter)', response: (s, r) => (path(r).startsWith('/links') && r.method === 'GET' && new URL(r.url).searchParams.has('tagId') ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'tagId: unknown parameter' } }) : s) },
  { name: 'the deprecated publicStats field refused', caughtBy: 'deprecated_body_fields_accepted', breaks: '§4.2 §9 (publicStats)', wrap: (fetch) => async (r) => (path(r) === '/links' && r.method === 'POST' && (await r.clone().text()).includes('"publicStats"') ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'publicStats: unknown field' } }) : fetch(r)) },
  { name: 'QR codes 300 pixels by default', caughtBy: 'qr_defaults_applied', breaks: '§4.9 (size 600)', request: (r) => (path(r) === '/qr' && !new URL(r.url).searchParams.has('size') ? withQuery(r, (q) => q.set('size', '300')) : r) },
  { name: 'QR codes at level M by default', caughtBy: 'qr_defaults_applied', breaks: '§4.9 (level L)', request: (r) => (path(r) === '/qr' && !new URL(r.url).searchParams.has('level') ? withQuery(r, (q) => q.set('level', 'M')) : r) },
  { name: 'QR codes with a margin of 4 by default', caughtBy: 'qr_defaults_applied', breaks: '§4.9 (margin 2)', request: (r) => (path(r) === '/qr' && !new URL(r.url).searchParams.has('margin') ? withQuery(r, (q) => q.set('margin', '4')) : r) },
  { name: 'a QR logo drawn without a paid plan', caughtBy: 'qr_logo_needs_paid_plan', breaks: '§4.9 §8 (paid plan only)', request: (r) => (path(r) === '/qr' && new URL(r.url).searchParams.has('logo') ? new Request(r, { headers: { ...Object.fromEntries(r.headers), authorization: 'Bearer lp_acme_demo_token' } }) : r) },
  { name: 'a url of 32000 characters refused', caughtBy: 'limits_accepted_at_the_boundary', breaks: '§8 (at most 32000)', wrap: (fetch) => async (r) => (path(r) === '/links' && r.method === 'POST' && /"url":"[^"]{32000}"/.test(await r.clone().text()) ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'url: too long' } }) : fetch(r)) },
  { name: 'keyLength 3 refused', caughtBy: 'limits_accepted_at_the_boundary', breaks: '§8 (3 to 190)', wrap: (fetch) => async (r) => (path(r) === '/links' && r.method === 'POST' && /"keyLength":3[,}]/.test(await r.clone().text()) ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'keyLength: at least 4' } }) : fetch(r)) },
  refusedWhenBodyMatches('a key of 190 characters refused', '/links', /"key":"[^"]{190}"/, 'key: at most 189 characters'),
  refusedWhenBodyMatches('an externalId of 255 characters refused', '/links', /"externalId":"[^"]{255}"/, 'externalId: at most 254 characters'),
  refusedWhenBodyMatches('4 test variants refused', '/links', /"testVariants":\[(\{[^}]*\},?){4}\]/, 'testVariants: at most 3'),
  refusedWhenBodyMatches('a tag name of 50 characters refused', '/tags', /"name":"[^"]{50}"/, 'name: at most 49 characters'),
  { name: 'a page size of 100 refused', caughtBy: 'page_limits_rejected', breaks: '§8 (at most 100)', response: (s, r) => (path(r) === '/links' && r.method === 'GET' && new URL(r.url).searchParams.get('pageSize') === '100' ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'pageSize: at most 99' } }) : s) },
  { name: 'the deprecated tagId body field ignored', caughtBy: 'deprecated_body_fields_accepted', breaks: '§4.2 §9 (tagId)', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.tagId) : r) },
  { name: 'a bulk request of 100 links refused', caughtBy: 'limits_accepted_at_the_boundary', breaks: '§8 (at most 100)', wrap: (fetch) => async (r) => (path(r) === '/links/bulk' && /^\[/.test(await r.clone().text()) && (JSON.parse((await r.clone().text()).replace(/^\[(.*[^\]])$/s, '[]')) as unknown[]).length >= 100 ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'at most 99 links' } }) : fetch(r)) },
  otherWorkspaceFallback('retrieved by domain and key', (r) => path(r) === '/links/info' && new URL(r.url).searchParams.has('key')),
  otherWorkspaceFallback('deleted by ext_', (r) => r.method === 'DELETE' && path(r).startsWith('/links/ext_')),
  {
    name: 'a duplicate key deletes the earlier link, then creates',
    caughtBy: 'duplicate_key_refused',
    breaks: '§4.2 (domain and key unique)',
    wrap: (fetch) => async (r) => {
      const body = r.method === 'POST' && path(r) === '/links' ? await r.clone().text() : undefined;
      const response = await fetch(r);
      if (body === undefined || response.status !== 409) return response;
      const sent = JSON.parse(body) as { key?: string; domain?: string };
      const found = await fetch(new Request(new URL(`/links/info?domain=${sent.domain ?? 'acme.link'}&key=${encodeURIComponent(sent.key ?? '')}`, r.url), { headers: r.headers }));
      const existing = (await found.json()) as { id?: string };
      if (existing.id !== undefined) await fetch(new Request(new URL(`/links/${existing.id}`, r.url), { method: 'DELETE', headers: r.headers }));
      return fetch(new Request(r.url, { method: 'POST', headers: r.headers, body }));
    },
  },
  { name: 'retrieve by domain and key not supported', caughtBy: 'external_id_for_retrieve_and_delete', breaks: '§4.5 (domain and key)', request: (r) => (path(r) === '/links/info' && new URL(r.url).searchParams.has('key') ? withQuery(r, (q) => q.set('key', `${q.get('key')}-nope`)) : r) },
  { name: 'the QR margin ignored', caughtBy: 'qr_defaults_applied', breaks: '§4.9 (margin)', request: (r) => (path(r) === '/qr' ? withQuery(r, (q) => q.delete('margin')) : r) },
  { name: 'tagIds reads only the first of several ids', caughtBy: 'filters_give_exact_subsets', breaks: '§4.4 (tagIds, comma-separated)', request: (r) => (path(r).startsWith('/links') && r.method === 'GET' && (new URL(r.url).searchParams.get('tagIds') ?? '').includes(',') ? withQuery(r, (q) => q.set('tagIds', q.get('tagIds')!.split(',')[1]!)) : r) },
  { name: 'bulk refused whole, yet its good elements created', caughtBy: 'bulk_creates_exactly_the_good_ones', breaks: '§4.3 (nothing half-applied)', response: async (s, r) => (path(r) === '/links/bulk' && s.ok && ((await s.clone().json()) as unknown[]).some((item) => typeof item === 'object' && item !== null && 'code' in item) ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message: 'one element is invalid' } }) : s) },
  { name: 'a valid token refused', caughtBy: { verdict: 'refused' }, breaks: '§5', response: (s, r) => (r.headers.get('authorization') === 'Bearer lp_acme_demo_token' ? jsonAnswer(401, { error: { code: 'unauthorized', message: 'Invalid API key.' } }) : s) },
  { name: 'a slow count (2 s)', caughtBy: 'every_request_answered', breaks: 'an answer within --timeout', timeoutMs: 400, response: async (s, r) => (path(r) === '/links/count' && new URL(r.url).searchParams.has('tenantId') ? new Promise<Response>((resolve) => setTimeout(() => resolve(s), 2000)) : s) },
  { name: 'an over-long tag name answered 500', caughtBy: 'no_server_errors', breaks: '§7 (500 is an unhandled situation)', response: (s, r) => (s.status === 422 && path(r) === '/tags' ? jsonAnswer(500, { error: { code: 'internal_server_error', message: 'value too long for column' } }) : s) },
  { name: 'clicks answered as a string', caughtBy: 'response_schema_conformance', breaks: '§2.1 (number)', response: (s, r) => (path(r) === '/links/info' && s.ok ? rewriteJson(s, (b) => ({ ...b, clicks: String(b.clicks) })) : s) },
  { name: 'a duplicate key answered 200 instead of refused', caughtBy: 'duplicate_key_refused', breaks: '§4.2 (domain+key unique)', response: async (s, r) => (path(r) === '/links' && r.method === 'POST' && s.status === 409 ? jsonAnswer(200, { note: 'replaced' }) : s) },
  { name: 'geo targeting dropped at create', caughtBy: 'valid_links_accepted_and_echoed', breaks: '§4.2 (geo keys: geo-country-format gap)', profile: 'assumed', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.geo) : r) },
  { name: 'preview title dropped at create', caughtBy: 'valid_links_accepted_and_echoed', breaks: '§4.2', request: (r) => (path(r) === '/links' && r.method === 'POST' ? withBody(r, (b) => void delete b.title) : r) },
  { name: 'retrieve by ext_ not supported', caughtBy: 'external_id_for_retrieve_and_delete', breaks: '§4.5', request: (r) => (path(r) === '/links/info' && new URL(r.url).searchParams.has('externalId') ? withQuery(r, (q) => q.set('externalId', `ext_nope-${q.get('externalId')}`)) : r) },
  // Item 5 of issue 14: what a visit to a short link does, seen by visiting (--resolve-short-links).
  { name: "a redirect that drops the destination's query", caughtBy: 'short_link_redirects_to_url', breaks: '§1 (resolves to its url)', response: (s, r) => (visiting(r) && redirected(s) ? redirectTo(s.headers.get('location')!.replace(/\?.*$/, '')) : s) },
  { name: 'an expired link still redirects to its url', caughtBy: 'expired_link_redirects_to_expired_url', breaks: '§3 (expired: to expiredUrl)', wrap: (fetch) => async (r) => {
    const link = visiting(r) ? await linkVisited(fetch, r) : undefined;
    return expired(link) ? redirectTo(link!.url) : fetch(r);
  } },
  { name: 'an expired link sent to the not-found page, not to expiredUrl', caughtBy: 'expired_link_redirects_to_expired_url', breaks: '§3 (expired: to expiredUrl)', wrap: (fetch) => async (r) => {
    const link = visiting(r) ? await linkVisited(fetch, r) : undefined;
    return expired(link) ? redirectTo('http://mock.test/__linkproof/not-found?reason=expired') : fetch(r);
  } },
  { name: 'every link with an expiredUrl sent to it, expired or not', caughtBy: 'expired_link_redirects_to_expired_url', breaks: '§1 §3 (unexpired: to its url)', wrap: (fetch) => async (r) => {
    const link = visiting(r) ? await linkVisited(fetch, r) : undefined;
    return typeof link?.expiredUrl === 'string' ? redirectTo(link.expiredUrl) : fetch(r);
  } },
  { name: 'iOS and Android targeting ignored', caughtBy: 'device_targeting_redirects_ios_and_android', breaks: '§1 (ios, android)', request: (r) => (visiting(r) ? withUserAgent(r, () => DESKTOP) : r) },
  { name: 'iOS and Android destinations swapped', caughtBy: 'device_targeting_redirects_ios_and_android', breaks: '§1 (ios, android)', request: (r) => (visiting(r) ? withUserAgent(r, (agent) => (/iPhone/.test(agent) ? 'Mozilla/5.0 (Linux; Android 14)' : /Android/.test(agent) ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)' : agent)) : r) },
  { name: 'the password not asked for', caughtBy: 'password_gate_withholds_destination', breaks: '§1 §2.1 (password required)', wrap: (fetch) => async (r) => {
    const link = visiting(r) ? await linkVisited(fetch, r) : undefined;
    return fetch(typeof link?.password === 'string' ? withQuery(r, (q) => q.set('pw', link.password)) : r);
  } },
  { name: 'the password checked in the browser, the destination in the page', caughtBy: 'password_gate_withholds_destination', breaks: '§1 §2.1 (password required)', wrap: (fetch) => async (r) => {
    const response = await fetch(r);
    if (!visiting(r) || response.status !== 401) return response;
    const link = (await linkVisited(fetch, r))!;
    const page = `<!doctype html><script>if (prompt('Password') === ${JSON.stringify(link.password)}) location.href = ${JSON.stringify(link.url)};</script>`;
    return new Response(page, { status: 200, headers: { 'content-type': 'text/html' } });
  } },
  { name: 'clicks never counted', caughtBy: 'clicks_grow_after_a_visit', breaks: '§1 §2.1 (clicks)', response: (s, r) => (path(r) === '/links/info' && s.ok ? rewriteJson(s, (b) => ({ ...b, clicks: 0, lastClicked: null })) : s) },
  { name: 'each visit counted twice', caughtBy: 'clicks_grow_after_a_visit', breaks: '§2.1 (clicks count visits)', wrap: (fetch) => async (r) => {
    if (visiting(r)) await fetch(r.clone());
    return fetch(r);
  } },
  { name: 'lastClicked never set', caughtBy: 'clicks_grow_after_a_visit', breaks: '§2.1 (lastClicked)', response: (s, r) => (path(r) === '/links/info' && s.ok ? rewriteJson(s, (b) => ({ ...b, lastClicked: null })) : s) },
  { name: 'lastClicked set to the epoch', caughtBy: 'clicks_grow_after_a_visit', breaks: '§2.1 (lastClicked)', response: (s, r) => (path(r) === '/links/info' && s.ok ? rewriteJson(s, (b) => ({ ...b, lastClicked: b.clicks > 0 ? '1970-01-01T00:00:00.000Z' : b.lastClicked })) : s) },
];

const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that refuses a value exactly at a limit of §8 (its bound is off by one). */
function refusedWhenBodyMatches(name: string, at: string, pattern: RegExp, message: string): Mutant {
  return {
    name,
    caughtBy: 'limits_accepted_at_the_boundary',
    breaks: '§8 (the limit itself is allowed)',
    wrap: (fetch) => async (r) => (path(r) === at && r.method === 'POST' && pattern.test(await r.clone().text()) ? jsonAnswer(422, { error: { code: 'unprocessable_entity', message } }) : fetch(r)),
  };
}

/** A server whose search matches only one of the two places §4.4 names, key or url (filtered from the mock's full answer). */
function searchMatchesOnly(where: 'key' | 'url'): Mutant {
  return {
    name: `search matches only the ${where}`,
    caughtBy: 'search_matches_key_and_url',
    breaks: '§4.4 (search: slug and destination URL)',
    wrap: (fetch) => async (r) => {
      const url = new URL(r.url);
      const search = url.searchParams.get('search');
      if (r.method !== 'GET' || search === null || !['/links', '/links/count'].includes(url.pathname) || url.searchParams.has('groupBy')) return fetch(r);
      const all = new URL('/links', r.url);
      for (const [name, value] of url.searchParams) if (!['page', 'pageSize'].includes(name)) all.searchParams.append(name, value);
      all.searchParams.set('pageSize', '100');
      const answer = await fetch(new Request(all, { headers: r.headers }));
      if (!answer.ok) return answer;
      const kept = ((await answer.json()) as Record<string, string>[]).filter((link) => link[where]!.toLowerCase().includes(search.toLowerCase()));
      return Response.json(url.pathname === '/links/count' ? kept.length : kept.slice(0, Number(url.searchParams.get('pageSize') ?? 50)));
    },
  };
}

/** A server that serves another workspace's link when the caller's own lookup finds nothing: the owner's token is tried next. */
function otherWorkspaceFallback(how: string, applies: (request: Request) => boolean): Mutant {
  return {
    name: `another workspace's link ${how}`,
    caughtBy: 'workspaces_are_isolated',
    breaks: '§1 §5 (the caller\'s workspace only)',
    wrap: (fetch) => async (r) => {
      const response = await fetch(r.clone());
      if (!applies(r) || response.status !== 404 || r.headers.get('authorization') === 'Bearer lp_acme_demo_token') return response;
      return fetch(new Request(r.url, { method: r.method, headers: { ...Object.fromEntries(r.headers), authorization: 'Bearer lp_acme_demo_token' } }));
    },
  };
}

/** A server whose tagNames lookup is exact-case: it knows the tags created through it, and misses any other spelling. */
function caseSensitiveTagNames(): Mutant {
  const stored = new Set<string>();
  return {
    name: 'tag names matched case-sensitively',
    caughtBy: 'tag_names_resolve_ignoring_case',
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

/**
 * A server that remembers the links it deleted, and one thing about them too many: a second delete answers as the
 * first did, their domain and key stay taken, or its externalId index still finds them.
 */
function rememberingDeletes(bug: 'deleted again' | 'key kept' | 'externalId kept'): Mutant {
  const deleted = new Map<string, Record<string, any>>();
  const names = { 'deleted again': "a deleted link's second delete answered 200", 'key kept': "a deleted link's domain and key stay taken (409)", 'externalId kept': "a deleted link still found by its ext_ externalId" } as const;
  return {
    name: names[bug],
    caughtBy: 'deleting_frees_the_link',
    breaks: bug === 'deleted again' ? '§4.7, §7 (404: cannot be found)' : bug === 'key kept' ? '§1, §7 (409: a conflict with the current state)' : '§4.5, §4.7',
    wrap: (fetch) => async (r) => {
      const at = path(r);
      if (r.method === 'DELETE' && at.startsWith('/links/')) {
        const linkId = decodeURIComponent(at.slice('/links/'.length));
        const before = await fetch(new Request(`http://mock.test/links/info?linkId=${encodeURIComponent(linkId)}`, { headers: { authorization: r.headers.get('authorization') ?? '' } }));
        const response = await fetch(r);
        if (response.ok && before.ok) deleted.set(linkId, (await before.json()) as Record<string, any>);
        return bug === 'deleted again' && response.status === 404 && deleted.has(linkId) ? jsonAnswer(200, { id: linkId }) : response;
      }
      if (bug === 'key kept' && r.method === 'POST' && at === '/links') {
        const body = JSON.parse(await r.clone().text()) as Record<string, unknown> | null;
        if (typeof body?.key === 'string' && [...deleted.values()].some((link) => link.key === body.key)) return jsonAnswer(409, { error: { code: 'conflict', message: `The key ${body.key} is already in use.` } });
      }
      if (bug === 'externalId kept' && r.method === 'GET' && at === '/links/info') {
        const externalId = new URL(r.url).searchParams.get('externalId');
        const found = [...deleted.values()].find((link) => externalId !== null && `ext_${String(link.externalId)}` === externalId);
        if (found !== undefined) return jsonAnswer(200, found);
      }
      return fetch(r);
    },
  };
}

/** The mock's fetch with a mutant's bug in it. */
export function mutate(base: (request: Request) => Promise<Response>, mutant: Mutant): (request: Request) => Promise<Response> {
  const fetch = mutant.wrap === undefined ? base : mutant.wrap(base);
  return async (request) => {
    const changed = mutant.request === undefined ? request : await mutant.request(request);
    const response = await fetch(changed);
    return mutant.response === undefined ? response : mutant.response(response, changed);
  };
}
