import { PLAN_LIMITS } from '../../domain/plan-limits.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import { rateLimitHeaders, type RateLimiter } from '../rate-limiter.js';
import type { Principal } from '../store/store.js';

/** The answer of a request no window counts (anonymous, or rate limiting off): no rate-limit headers. */
export const UNCOUNTED: Result<Readonly<Record<string, string>>, ApiError> = Object.freeze(ok(Object.freeze({})));

/**
 * Counts the request in its token's window (rate-limit gap): the rate-limit headers every answer then carries,
 * or a 429 with Retry-After once the plan's requests a minute are spent.
 */
export function checkRateLimit(limiter: RateLimiter, principal: Principal | undefined, now: number): Result<Readonly<Record<string, string>>, ApiError> {
  if (principal === undefined) return UNCOUNTED;
  const decision = limiter.take(principal.token, PLAN_LIMITS[principal.state.workspace.plan].apiPerMinute, now);
  const headers = rateLimitHeaders(decision);
  if (!decision.allowed) return err(apiError('rate_limit_exceeded', `Too many requests: ${decision.limit} a minute. Retry in ${decision.retryAfter} s.`, headers));
  return ok(headers);
}
