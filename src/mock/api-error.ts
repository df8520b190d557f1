import type { ErrorCode } from '../contract/enums.js';

/** An expected failure of a request, as a value: the spec's error code and a message for people. */
export interface ApiError {
  code: ErrorCode;
  message: string;
  /** Extra response headers, e.g. Retry-After on a 429 or Allow on a wrong method. */
  headers?: Record<string, string>;
}

export function apiError(code: ErrorCode, message: string, headers?: Record<string, string>): ApiError {
  return headers === undefined ? { code, message } : { code, message, headers };
}
