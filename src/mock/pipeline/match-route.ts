import { matchOperation, type OperationMatch } from '../../contract/operations.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';

/** The operation of the contract a method and path name; a 404 for a path it lacks, or one it has under other methods only (with Allow). */
export function matchRoute(method: string, path: string): Result<OperationMatch, ApiError> {
  const match = matchOperation(method, path);
  if (match === undefined) return err(apiError('not_found', `No operation at ${method} ${path}.`));
  if (!('operation' in match)) {
    const allowed = match.allowedMethods.map((m) => m.toUpperCase()).join(', ');
    return err(apiError('not_found', `${path} has no ${method}; it has ${allowed}.`, { allow: allowed }));
  }
  return ok(match);
}
