import type { OperationId } from '../../contract/operations.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import type { Fault } from '../control/faults.js';
import { preferredFault } from '../control/prefer.js';

/**
 * The fault a request gets: those injected for every operation (`*`), then for its own, then what its Prefer header
 * asks for, each over the one before. A Prefer header the mock cannot read is a 400.
 */
export function chooseFault(faults: ReadonlyMap<string, Fault>, operationId: OperationId, prefer: string | undefined): Result<Fault, ApiError> {
  const preferred = preferredFault(prefer);
  if (!preferred.ok) return err(apiError('bad_request', preferred.error));
  return ok({ ...faults.get('*'), ...faults.get(operationId), ...preferred.value });
}
