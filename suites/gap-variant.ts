/**
 * A variant of the mock that makes a different but allowed choice wherever the spec says "not shown" and
 * a check could notice: success statuses, ids, error mapping, doc_url, unset fields, timestamps, the
 * LinkError shape, rate-limit headers, page parameter names, workspace access, roles, the QR image type,
 * and for visits to short links: 307 redirects that add a click id, a password page answered 200, clicks
 * that show a second late. The conformance suites' default profile must pass it, or they would fail a
 * conformant server.
 */
import QRCode from 'qrcode';
import { matchOperation } from '../src/contract/operations.js';

/** How long a click takes to show in the link's clicks (click-counting gap: a real service counts asynchronously). */
const CLICKS_SHOW_AFTER_MS = 1000;

/** A request that is no operation of the API nor the mock's control plane: a visit to a short link. */
const isVisit = (request: Request, pathname: string) => matchOperation(request.method, pathname) === undefined && !pathname.startsWith('/__linkproof');

/**
 * A visit as this server answers it (short-link-resolution, password-gate gaps): 307 rather than 302, a click
 * id added to the destination, the password page with 200 rather than 401.
 */
async function visitDifferently(response: Response, clickId: number): Promise<Response> {
  const location = response.headers.get('location');
  if (response.status === 302 && location !== null && !location.includes('/__linkproof/')) {
    const url = new URL(location);
    url.searchParams.set('lp_click', String(clickId));
    return new Response(null, { status: 307, headers: { location: url.toString(), 'cache-control': 'no-store' } });
  }
  if (response.status === 401) return new Response(await response.text(), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  return response;
}

const ID = /\b(link|tag|ws|user)_([0-9A-Z]{26})\b/g;

function differently(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(differently);
  if (body === null || typeof body !== 'object') return body;
  const source = body as Record<string, unknown>;
  // nullable-fields: unset fields left out rather than null; LinkError (bulk-link-error): another shape.
  if ('link' in source && 'error' in source && 'code' in source) return { message: source.error, input: source.link };
  // Keys in another order (a database that keeps them sorted): JSON objects are unordered.
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== null).map(([key, value]) => [key, differently(value)]).reverse());
}

/** Rewrites the mock's answers (and what it is asked) as a server with other gap choices would behave. */
export function gapVariant(fetch: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  /** When each short link was visited (`domain/key`), to show its clicks late. */
  const visits = new Map<string, number[]>();
  return async (request) => {
    const visited = new URL(request.url);
    if (isVisit(request, visited.pathname)) {
      const link = `${visited.hostname}/${decodeURIComponent(visited.pathname.slice(1))}`;
      visits.set(link, [...(visits.get(link) ?? []), Date.now()]);
      return visitDifferently(await fetch(request), [...visits.values()].flat().length);
    }
    // list-page-params: other names for page and page size (per_page, p): `page` and `pageSize` are unknown and ignored.
    const parsed = new URL(request.url);
    parsed.searchParams.delete('page');
    parsed.searchParams.delete('pageSize');
    for (const [theirs, ours] of [['per_page', 'pageSize'], ['p', 'page']] as const) {
      const value = parsed.searchParams.get(theirs);
      parsed.searchParams.delete(theirs);
      if (value !== null) parsed.searchParams.set(ours, value);
    }
    // ids: another format (lower case, another prefix) in both directions.
    const ours = (text: string) => text.replace(/(lnk|tg)-([0-9a-z]{26})\b/g, (_m, p: string, id: string) => `${p === 'lnk' ? 'link' : 'tag'}_${id.toUpperCase()}`);
    // Ids in query values are rewritten decoded (a comma-separated tagIds list arrives as tg-…%2Ctg-…).
    for (const [name, value] of [...parsed.searchParams]) parsed.searchParams.set(name, ours(value));
    parsed.pathname = ours(parsed.pathname);
    const url = parsed.toString();
    const sent = request.body === null ? undefined : ours(await request.text());
    const response = await fetch(new Request(url, { method: request.method, headers: request.headers, ...(sent !== undefined && { body: sent }) }));
    const type = response.headers.get('content-type') ?? '';
    // qr-content-type: the QR code as SVG, not PNG (the same code, drawn as the qrcode library draws SVG).
    if (type === 'image/png') {
      const asked = new URL(url).searchParams;
      const svg = await QRCode.toString(asked.get('url') ?? '', { type: 'svg', errorCorrectionLevel: (asked.get('level') as 'L' | null) ?? 'L', margin: Number(asked.get('margin') ?? 2) });
      return new Response(svg, { status: response.status, headers: { 'content-type': 'image/svg+xml' } });
    }
    if (!type.includes('json')) return response;
    let text = await response.text();
    text = text.replace(ID, (_m, prefix: string, id: string) => (prefix === 'link' ? `lnk-${id.toLowerCase()}` : prefix === 'tag' ? `tg-${id.toLowerCase()}` : `${prefix}_${id}`));
    let status = response.status;
    // success-status: 200 for create tag, 201 for create link and bulk.
    const path = new URL(url).pathname;
    if (status === 201 && path === '/tags') status = 200;
    else if (status === 200 && request.method === 'POST' && path.startsWith('/links')) status = 201;
    let body = JSON.parse(text) as unknown;
    // click-counting: a visit shows in clicks a second later (the mock has counted it at once).
    if (status === 200 && path === '/links/info') {
      const link = body as { domain: string; key: string; clicks: number; lastClicked: string | null };
      const recent = (visits.get(`${link.domain}/${link.key}`) ?? []).filter((time) => Date.now() - time < CLICKS_SHOW_AFTER_MS).length;
      link.clicks = Math.max(0, link.clicks - recent);
      if (recent > 0 && link.clicks === 0) link.lastClicked = null;
    }
    // workspace-access: another workspace that exists is a 404, as if unknown.
    if (status === 403 && path.startsWith('/workspaces/')) {
      status = 404;
      body = { error: { code: 'not_found', message: 'Workspace not found.' } };
    }
    // workspace-roles: another name for the owner's role.
    if (status === 200 && path.startsWith('/workspaces/')) {
      const workspace = body as { users?: { role: string }[] };
      workspace.users = workspace.users?.map((user) => ({ ...user, role: user.role === 'owner' ? 'admin' : user.role }));
    }
    // error-mapping: 400 where linkproof answers 422 (the code follows the status); no doc_url.
    if (status === 422) {
      status = 400;
      body = { error: { code: 'bad_request', message: (body as { error: { message: string } }).error.message } };
    }
    if (status >= 400) body = { error: { code: (body as { error: { code: string } }).error.code, message: (body as { error: { message: string } }).error.message } };
    // timestamp-format: seconds, not milliseconds, in ISO-8601.
    text = JSON.stringify(differently(body)).replace(/"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{3}Z"/g, '"$1+00:00"');
    const headers = new Headers(response.headers);
    // rate-limit: no rate-limit headers at all.
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) headers.delete(name);
    return new Response(text, { status, headers });
  };
}
