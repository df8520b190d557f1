import { describeViolation, type Violation } from '../contract/violation.js';
import { apiError, type ApiError } from './api-error.js';

/**
 * The error for a body the contract's schema refused: a 422 naming each field (error-mapping gap),
 * except a link without its destination, which is a 400 (link-required-fields gap).
 */
export function bodyError(violations: readonly Violation[], isLinkBody: boolean, prefix = ''): ApiError {
  if (isLinkBody && violations.some((v) => v.pointer === `${prefix}/url` && v.keyword === 'required')) {
    return apiError('bad_request', 'Missing destination URL');
  }
  return apiError('unprocessable_entity', violations.map(describeViolation).join('; '));
}
