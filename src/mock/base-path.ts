import type { MockRequest } from './mock-http.js';
import { canParseUrl } from '../can-parse-url.js';

/** The path of a base URL, without its trailing slash ('' for none). */
export function basePathOf(url: string): string {
  return canParseUrl(url) ? new URL(url).pathname.replace(/\/+$/, '') : '';
}

/**
 * A request as the contract names its path: a mock whose base URL has a path (http://app.test/api/dub) serves
 * the API under it, as frontends often mount it. A path outside the base path is left as sent.
 */
export function withoutBasePath(request: MockRequest, basePath: string): MockRequest {
  if (basePath === '' || (request.path !== basePath && !request.path.startsWith(`${basePath}/`))) return request;
  return { ...request, path: request.path.slice(basePath.length) || '/' };
}
