import type { OperationId } from '../../contract/operations.js';
import { parseParameters, type ParsedParameters } from '../../contract/parse-parameters.js';
import { err, type Result } from '../../result.js';
import type { ApiError } from '../api-error.js';
import { violationsError } from '../violations-error.js';

/** The query and path parameters as the contract types them, its defaults applied; a 422 naming each one it refuses. */
export function readParameters(operationId: OperationId, query: URLSearchParams, path: Record<string, string>): Result<ParsedParameters<OperationId>, ApiError> {
  const parameters = parseParameters(operationId, { query, path });
  return parameters.ok ? parameters : err(violationsError(parameters.error));
}
