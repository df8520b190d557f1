import { errorCodeByStatus } from '../../contract/error-codes.js';
import type { Operation } from '../../contract/operations.js';
import { PLAN_LIMITS } from '../../domain/plan-limits.js';
import { apiError, type ApiError } from '../api-error.js';
import type { Fault } from '../control/faults.js';
import { rateLimitHeaders, type RateLimiter } from '../rate-limiter.js';
import type { Principal } from '../store/store.js';

/** The error a fault answers in a request's place, and how long to wait first. */
export interface Injected {
  error: ApiError;
  delayMs: number | undefined;
}

/**
 * What a fault answers instead of the operation, if anything: a 429 that spends the token's window (its headers
 * say so), or the error status asked for. A status the operation does not document is refused at once, undelayed.
 */
export function injectFault(fault: Fault, operation: Operation, principal: Principal | undefined, limiter: RateLimiter, now: number): Injected | undefined {
  if (fault.rateLimit === true && principal !== undefined) {
    const limit = PLAN_LIMITS[principal.state.workspace.plan].apiPerMinute;
    limiter.exhaust(principal.token, limit, now);
    const decision = limiter.take(principal.token, limit, now);
    return { error: apiError('rate_limit_exceeded', `Too many requests (injected): ${limit} a minute.`, rateLimitHeaders(decision)), delayMs: fault.latencyMs };
  }
  if (fault.status === undefined || fault.status < 400) return undefined;
  const code = String(fault.status) in operation.responses ? errorCodeByStatus.get(fault.status) : undefined;
  if (code === undefined) return { error: apiError('bad_request', `${operation.operationId} has no error status ${fault.status} to inject.`), delayMs: undefined };
  return { error: apiError(code, `Injected fault: ${fault.status} ${code}.`), delayMs: fault.latencyMs };
}
