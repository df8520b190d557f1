import { statusByErrorCode } from '../contract/error-codes.js';
import type { ApiError } from './api-error.js';
import type { MockResponse } from './mock-http.js';

/** Documentation of each code (error-doc-url gap): the public API's error page, anchored at the code. */
export function docUrlOf(code: string): string {
  return `https://dub.co/docs/api-reference/errors#${code.replaceAll('_', '-')}`;
}

/**
 * The one place an expected failure becomes HTTP: the status the contract gives the code (§7) and
 * the spec's error object as the body.
 */
export function errorResponse(error: ApiError): MockResponse {
  const status = statusByErrorCode.get(error.code);
  if (status === undefined) throw new Error(`openapi.yaml has no status for error code ${error.code}`);
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
    body: JSON.stringify({ error: { code: error.code, message: error.message, doc_url: docUrlOf(error.code) } }),
  };
}
