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

/** Milliseconds from a monotonic clock of the runtime (performance.now), that runs whatever the mock's clock does. */
export type Elapsed = () => number;

const runtimeElapsed: Elapsed = () => performance.now();

/**
 * A fixed window per token (rate-limit gap): `limit` requests per `windowMs`, counted from the window's first
 * request. A window ends once the mock's clock has moved `windowMs` past its start, or once that much real time has
 * passed: a frozen clock (--now) keeps its headers the same from run to run, yet a client that waits out
 * Retry-After is let through again, as it would be by the real service (it was limited for ever before).
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; startedAt: number; count: number }>();
  readonly #windowMs: number;
  readonly #elapsed: Elapsed;

  constructor(windowMs = 60_000, elapsed: Elapsed = runtimeElapsed) {
    this.#windowMs = windowMs;
    this.#elapsed = elapsed;
  }

  /** The token's current window, a new one when there is none or its time is up (by either clock). */
  #window(token: string, now: number): { start: number; startedAt: number; count: number } {
    const window = this.#windows.get(token);
    const at = this.#elapsed();
    if (window !== undefined && now < window.start + this.#windowMs && at < window.startedAt + this.#windowMs) return window;
    const started = { start: now, startedAt: at, count: 0 };
    this.#windows.set(token, started);
    return started;
  }

  #decision(limit: number, count: number, allowed: boolean, start: number, now: number): RateDecision {
    const end = start + this.#windowMs;
    return { allowed, limit, remaining: Math.max(0, limit - count), reset: Math.ceil(end / 1000), retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
  }

  /** Counts a request in the token's window: allowed while the window has room. */
  take(token: string, limit: number, now: number): RateDecision {
    const window = this.#window(token, now);
    const allowed = window.count < limit;
    if (allowed) window.count++;
    return this.#decision(limit, window.count, allowed, window.start, now);
  }

  /**
   * A 429 in the token's name (fault injection), told by its window's headers with nothing left, without spending
   * the window: the token's other requests, and its requests once the fault is removed, are counted as before.
   */
  refuse(token: string, limit: number, now: number): RateDecision {
    return this.#decision(limit, limit, false, this.#window(token, now).start, now);
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
