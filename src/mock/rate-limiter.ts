/** The state of one token's window, as the rate-limit headers tell it. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window ends, in Unix seconds. */
  reset: number;
  /** Seconds until a request is allowed again (for Retry-After). */
  retryAfter: number;
}

/** A fixed window per token (rate-limit gap): `limit` requests per `windowMs`, counted from the window's first request. */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #windowMs: number;

  constructor(windowMs = 60_000) {
    this.#windowMs = windowMs;
  }

  take(token: string, limit: number, now: number): RateDecision {
    let window = this.#windows.get(token);
    if (window === undefined || now >= window.start + this.#windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(token, window);
    }
    const end = window.start + this.#windowMs;
    const allowed = window.count < limit;
    if (allowed) window.count++;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.count),
      reset: Math.ceil(end / 1000),
      retryAfter: Math.max(1, Math.ceil((end - now) / 1000)),
    };
  }

  /** Spends what is left of a token's window, so its next request is limited (fault injection). */
  exhaust(token: string, limit: number, now: number): void {
    this.take(token, limit, now);
    this.#windows.get(token)!.count = limit;
  }

  clear(): void {
    this.#windows.clear();
  }
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(decision.limit),
    'x-ratelimit-remaining': String(decision.remaining),
    'x-ratelimit-reset': String(decision.reset),
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.retryAfter);
  return headers;
}
