/**
 * A variant of the mock that makes the public service's choices where they differ from linkproof's, and
 * names the page parameters differently: the conformance suites' default profile must pass it.
 *
 * - bulk-whole-request: one element that breaks the schema refuses the whole array with 422;
 * - unknown-query-params: parameters it does not know are ignored (the mock's `page`, `pageSize` and
 *   `sortOrder` included: this server calls them `pageNumber`, `limit` and `order`);
 * - tag-alias: `{"tag": "x"}` alone names the tag;
 * - a filter naming a domain or folder the workspace does not have is a 404 (as its count and list routes do);
 * - a link on a domain the workspace does not have is a 403, checked before the domain's length;
 * - click-counting: one click per visitor and link (the public service dedupes a visitor's clicks on a link
 *   within an hour): the runner's second visit does not count;
 * - short-link-resolution and password-gate: 301 redirects; a link with a password redirects to the service's
 *   own password page.
 */
import { getOperation, matchOperation } from '../src/contract/operations.js';
import { validateRequestBody } from '../src/contract/validate-request-body.js';

/** This server's names → the mock's names (list-page-params). */
const RENAMED: Record<string, string> = { limit: 'pageSize', pageNumber: 'page', order: 'sortOrder' };

function known(operationId: Parameters<typeof getOperation>[0]): Set<string> {
  return new Set(getOperation(operationId).parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
}

/** Whether an answer to a visit sends the visitor to a destination (not to the mock's not-found page). */
const toDestination = (response: Response) => response.status === 302 && !(response.headers.get('location') ?? '').includes('/__linkproof/');

export function publicServiceVariant(fetch: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  /** Visits to each short link (`domain/key`) that reached a destination; all come from the one visitor, the runner. */
  const reached = new Map<string, number>();
  return async (request) => {
    const url = new URL(request.url);
    const match = matchOperation(request.method, url.pathname);
    if (match === undefined && !url.pathname.startsWith('/__linkproof')) {
      const link = `${url.hostname}/${decodeURIComponent(url.pathname.slice(1))}`;
      const response = await fetch(request);
      if (toDestination(response)) reached.set(link, (reached.get(link) ?? 0) + 1);
      if (response.status === 401) return new Response(null, { status: 302, headers: { location: `https://app.example/password?link=${encodeURIComponent(link)}` } });
      return response.status === 302 ? new Response(null, { status: 301, headers: { location: response.headers.get('location')! } }) : response;
    }
    if (match === undefined || !('operation' in match)) return fetch(request);
    const { operationId } = match.operation;
    const names = known(operationId);
    const query = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      if (name in RENAMED) {
        if (operationId === 'getLinks') query.append(RENAMED[name]!, value);
      } else if (names.has(name) && !Object.values(RENAMED).includes(name)) query.append(name, value);
      // Anything else is not this server's: ignored, as the public service ignores it.
    }
    url.search = query.toString();
    if ((operationId === 'getLinks' || operationId === 'getLinksCount') && (query.get('domain')?.includes('unused') === true || query.get('folderId')?.includes('unused') === true)) {
      return Response.json({ error: { code: 'not_found', message: 'Domain or folder not found.' } }, { status: 404 });
    }
    let body = request.body === null ? undefined : await request.text();
    if (body !== undefined && operationId === 'createTag') {
      try {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        if (parsed !== null && typeof parsed === 'object' && parsed.name === undefined && typeof parsed.tag === 'string') body = JSON.stringify({ ...parsed, name: parsed.tag, tag: undefined });
      } catch {
        // malformed JSON: the mock answers it
      }
    }
    if (body !== undefined && operationId === 'createLink') {
      try {
        const parsed = JSON.parse(body) as { domain?: unknown };
        if (typeof parsed?.domain === 'string' && parsed.domain.length > 190) return Response.json({ error: { code: 'forbidden', message: 'Domain does not belong to this workspace.' } }, { status: 403 });
      } catch {
        // malformed JSON: the mock answers it
      }
    }
    if (body !== undefined && operationId === 'bulkCreateLinks') {
      try {
        const parsed = JSON.parse(body) as unknown;
        const bad = Array.isArray(parsed) ? parsed.findIndex((element) => validateRequestBody('createLink', element).length > 0) : -1;
        if (bad >= 0) {
          const [violation] = validateRequestBody('createLink', (parsed as unknown[])[bad]);
          return Response.json({ error: { code: 'unprocessable_entity', message: `[${bad}]${violation!.pointer}: ${violation!.message}` } }, { status: 422 });
        }
      } catch {
        // malformed JSON: the mock answers it
      }
    }
    const response = await fetch(new Request(url, { method: request.method, headers: request.headers, ...(body !== undefined && { body }) }));
    if (operationId !== 'getLinkInfo' || !response.ok) return response;
    // The mock counted every visit; this server, one a visitor.
    const link = (await response.json()) as { domain: string; key: string; clicks: number };
    const repeats = Math.max(0, (reached.get(`${link.domain}/${link.key}`) ?? 0) - 1);
    return Response.json({ ...link, clicks: link.clicks - repeats }, { status: response.status });
  };
}
