import { matchOperation, operations } from '../../contract/operations.js';
import { apiError } from '../api-error.js';
import { preflightResponse } from '../cors.js';
import { errorResponse } from '../error-response.js';
import type { MockResponse } from '../mock-http.js';

/** The answer to `OPTIONS <path>`: the methods the path has (a CORS preflight), or 404 for a path the contract lacks. */
export function answerPreflight(path: string, requestedHeaders: string | undefined): MockResponse {
  const match = matchOperation('GET', path);
  const methods = match === undefined ? [] : 'operation' in match ? operations.filter((o) => o.path === match.operation.path).map((o) => o.method) : match.allowedMethods;
  if (methods.length === 0) return errorResponse(apiError('not_found', `No operation at ${path}.`));
  return preflightResponse(methods, requestedHeaders);
}
