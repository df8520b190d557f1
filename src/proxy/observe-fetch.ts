import { matchOperation } from '../contract/operations.js';
import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { TokenPlaceholders } from './token-placeholders.js';
import type { ObservedExchange, TrafficJudge } from './traffic-judge.js';

/**
 * A fetch that lets the traffic judge watch every exchange it makes with the API at `baseUrl`, as the proxy
 * does over HTTP: for traffic in process (a mock's fetch, MSW), and for replay. Requests to other hosts (visits
 * to short links) are passed through and marked as visits.
 */
export function observeFetch(fetch: (request: Request) => Promise<Response>, judge: TrafficJudge, baseUrl: string, tokens = new TokenPlaceholders()): (request: Request) => Promise<Response> {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const basePath = base.pathname.replace(/\/+$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const visit = url.host !== base.host || !url.pathname.startsWith(basePath);
    const authorization = request.headers.get('authorization') ?? undefined;
    const token = tokens.placeholderOfHeader(authorization);
    const begun = judge.begin(request.method, token);
    const body = request.body === null ? undefined : await request.clone().text();
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      judge.abandon(begun);
      throw error;
    }
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = name === 'authorization' ? tokens.hideHeader(value) : tokens.hide(value)));
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    let json: unknown;
    if (isJsonMediaType(mediaTypeOf(response.headers.get('content-type')))) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const path = `${url.pathname.slice(basePath.length) || '/'}${url.search}`;
    const match = visit ? undefined : matchOperation(request.method, url.pathname.slice(basePath.length) || '/');
    const exchange: ObservedExchange = {
      method: request.method.toUpperCase(),
      url: `http://proxy${path}`,
      headers,
      ...(body !== undefined && body !== '' && { body }),
      status: response.status,
      responseHeaders,
      responseBody: text,
      ...(json !== undefined && { json }),
      ms: performance.now() - started,
      ...(match !== undefined && 'operation' in match && { operationId: match.operation.operationId }),
      sentBy: 'traffic',
      credential: token === undefined ? 'none' : 'token',
      ...(token !== undefined && { token }),
      ...(visit && { visit: true as const }),
      begun,
      responseBytes: bytes,
    };
    judge.observe(exchange);
    return response;
  };
}
