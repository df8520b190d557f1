import type { Violation } from '../contract/violation.js';
import { apiError, type ApiError } from './api-error.js';
import { violationsError } from './violations-error.js';

/** What a link without its destination is refused with (link-required-fields gap). */
export const MISSING_DESTINATION = 'Missing destination URL';

/**
 * The error for a body the contract's schema refused: a 422 naming each field (error-mapping gap),
 * except a link without its destination, which is a 400 (link-required-fields gap).
 */
export function bodyError(violations: readonly Violation[], isLinkBody: boolean, prefix = ''): ApiError {
  if (isLinkBody && violations.some((v) => v.pointer === `${prefix}/url` && v.keyword === 'required')) {
    return apiError('bad_request', MISSING_DESTINATION);
  }
  return violationsError(violations);
}
