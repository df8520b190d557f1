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
 * What a fault answers instead of the operation, if anything: a 429 in the token's name (its window's headers with
 * nothing left and Retry-After, the window itself not spent), or the error status asked for (a 429 with Retry-After too). A status the operation does not document is refused at once, undelayed.
 */
export function injectFault(fault: Fault, operation: Operation, principal: Principal | undefined, limiter: RateLimiter, now: number): Injected | undefined {
  if (fault.rateLimit === true && principal !== undefined) {
    const limit = PLAN_LIMITS[principal.state.workspace.plan].apiPerMinute;
    return { error: apiError('rate_limit_exceeded', `Too many requests (injected): ${limit} a minute.`, rateLimitHeaders(limiter.refuse(principal.token, limit, now))), delayMs: fault.latencyMs };
  }
  if (fault.status === undefined || fault.status < 400) return undefined;
  const code = String(fault.status) in operation.responses ? errorCodeByStatus.get(fault.status) : undefined;
  if (code === undefined) return { error: apiError('bad_request', `${operation.operationId} has no error status ${fault.status} to inject.`), delayMs: undefined };
  // A 429 says when to come back, as every 429 does (rate-limit gap): with its window's headers for a token, else a minute.
  const headers = fault.status !== 429 ? undefined : principal !== undefined ? rateLimitHeaders(limiter.refuse(principal.token, PLAN_LIMITS[principal.state.workspace.plan].apiPerMinute, now)) : { 'retry-after': '60' };
  return { error: apiError(code, `Injected fault: ${fault.status} ${code}.`, headers), delayMs: fault.latencyMs };
}
