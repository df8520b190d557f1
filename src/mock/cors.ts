import type { MockResponse } from './mock-http.js';

/**
 * Any origin may call the mock: credentials are bearer tokens in a header, not cookies, so `*` suffices
 * (and is what the qr-content-type gap promises for images).
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'access-control-allow-origin': '*' });

/** What a browser (which sends Origin on every cross-origin call) also needs: leave to read the rate-limit headers. */
export const CROSS_ORIGIN_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...CORS_HEADERS,
  'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, retry-after, x-linkproof-warning',
});

/** The CORS headers of an answer to a request from this origin (none: not a browser's cross-origin call). */
export function corsHeadersFor(origin: string | undefined): Readonly<Record<string, string>> {
  return origin === undefined ? CORS_HEADERS : CROSS_ORIGIN_HEADERS;
}

/** The answer to a CORS preflight: the methods the path has, the headers asked for. */
export function preflightResponse(methods: readonly string[], requestedHeaders: string | undefined): MockResponse {
  return {
    status: 204,
    headers: {
      ...CROSS_ORIGIN_HEADERS,
      'access-control-allow-methods': methods.map((method) => method.toUpperCase()).join(', '),
      'access-control-allow-headers': requestedHeaders ?? 'authorization, content-type, prefer',
      'access-control-max-age': '600',
    },
  };
}
