import { describeViolation, type Violation } from '../contract/violation.js';
import { apiError, type ApiError } from './api-error.js';

/** A request the contract's schema refused: a 422 naming each field (error-mapping gap). */
export function violationsError(violations: readonly Violation[]): ApiError {
  return apiError('unprocessable_entity', violations.map(describeViolation).join('; '));
}
