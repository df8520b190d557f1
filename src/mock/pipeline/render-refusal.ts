import type { Operation } from '../../contract/operations.js';
import type { ApiError } from '../api-error.js';
import { errorResponse } from '../error-response.js';
import type { Routed } from './routed.js';

/**
 * A request the pipeline refused: its error in the spec's shape, with the headers every answer carries by then
 * (rate limit, warning). An error's own headers (an injected 429's spent window) win over those.
 */
export function renderRefusal(operation: Operation, error: ApiError, headers?: Readonly<Record<string, string>>, delayMs?: number): Routed {
  return { response: errorResponse({ ...error, headers: { ...headers, ...error.headers } }), operation, changed: false, delayMs };
}
