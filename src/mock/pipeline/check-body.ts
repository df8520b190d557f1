import type { OperationId } from '../../contract/operations.js';
import { validateRequestBody } from '../../contract/validate-request-body.js';
import type { ApiError } from '../api-error.js';
import { bodyError } from '../body-error.js';
import type { BodyRules } from '../operations/operation-handler.js';

/** What is wrong with a body by the contract's schema (or the shape the operation's rules check), if anything. */
export function checkBody(operationId: OperationId, body: unknown, rules: BodyRules): ApiError | undefined {
  if (body === undefined) return undefined;
  const violations = rules.shape === undefined ? validateRequestBody(operationId, body) : rules.shape(body);
  return violations.length === 0 ? undefined : bodyError(violations, rules.isLink === true);
}
