import { observedExchange } from './observed-exchange.js';
import { TokenPlaceholders } from './token-placeholders.js';
import type { TrafficJudge } from './traffic-judge.js';

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
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = name === 'authorization' ? tokens.hideHeader(value) : tokens.hide(value)));
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    const exchange = observedExchange({
      method: request.method,
      path: `${url.pathname.slice(basePath.length) || '/'}${url.search}`,
      headers,
      ...(body !== undefined && { body }),
      status: response.status,
      responseHeaders,
      responseBytes: new Uint8Array(await response.clone().arrayBuffer()),
      complete: true,
      ms: performance.now() - started,
      token,
      begun,
      visit,
    });
    judge.observe(exchange);
    return response;
  };
}
