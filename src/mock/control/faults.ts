import { errorCodeByStatus } from '../../contract/error-codes.js';
import type { Operation } from '../../contract/operations.js';
import { err, ok, type Result } from '../../result.js';

/** A failure to inject into an operation's answers (or every operation's, under `*`). */
export interface Fault {
  /** Wait this long before answering. */
  latencyMs?: number;
  /** Answer this error status instead (one the operation documents). */
  status?: number;
  /** Answer 429 with rate-limit headers, as if the token's window were spent. */
  rateLimit?: boolean;
}

/** The longest latency a fault or a Prefer header may ask for. */
export const MAX_DELAY_MS = 60_000;

/** Whether a fault asks for something the mock can do, for this operation (or any, under `*`). */
export function checkFault(fault: unknown, operation: Operation | undefined): Result<Fault, string> {
  if (typeof fault !== 'object' || fault === null || Array.isArray(fault)) return err('a fault is an object');
  const { latencyMs, status, rateLimit, ...rest } = fault as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return err(`unknown fields: ${unknown.join(', ')} (a fault takes latencyMs, status, rateLimit)`);
  if (latencyMs !== undefined && (!Number.isInteger(latencyMs) || (latencyMs as number) < 0 || (latencyMs as number) > MAX_DELAY_MS)) {
    return err(`latencyMs must be a whole number from 0 to ${MAX_DELAY_MS}`);
  }
  if (status !== undefined) {
    if (typeof status !== 'number' || !errorCodeByStatus.has(status)) return err(`status must be an error status of the spec: ${[...errorCodeByStatus.keys()].join(', ')}`);
    if (operation !== undefined && !(String(status) in operation.responses)) return err(`${operation.operationId} does not document status ${status}`);
  }
  if (rateLimit !== undefined && typeof rateLimit !== 'boolean') return err('rateLimit must be true or false');
  return ok({ ...(latencyMs !== undefined && { latencyMs: latencyMs as number }), ...(status !== undefined && { status: status as number }), ...(rateLimit !== undefined && { rateLimit: rateLimit as boolean }) });
}
