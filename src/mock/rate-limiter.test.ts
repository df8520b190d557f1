import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

const NOW = Date.parse('2026-11-05T08:00:00Z');

describe('RateLimiter (rate-limit gap: a fixed window of 60 s per token)', () => {
  it('ends a window once the mock’s clock has moved a minute on', () => {
    const limiter = new RateLimiter(60_000, () => 0);
    for (let i = 0; i < 2; i++) expect(limiter.take('t', 2, NOW).allowed).toBe(true);
    expect(limiter.take('t', 2, NOW + 59_999)).toMatchObject({ allowed: false, remaining: 0, retryAfter: 1 });
    expect(limiter.take('t', 2, NOW + 60_000)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('on a frozen clock (--now), ends it once a minute of real time has passed: the same headers, and no token limited for ever', () => {
    let real = 1_000;
    const limiter = new RateLimiter(60_000, () => real);
    for (let i = 0; i < 2; i++) limiter.take('t', 2, NOW);
    const limited = limiter.take('t', 2, NOW);
    expect(limited).toEqual({ allowed: false, limit: 2, remaining: 0, reset: NOW / 1000 + 60, retryAfter: 60 });
    real += 59_000;
    expect(limiter.take('t', 2, NOW)).toEqual(limited);
    real += 1_000;
    expect(limiter.take('t', 2, NOW)).toEqual({ allowed: true, limit: 2, remaining: 1, reset: NOW / 1000 + 60, retryAfter: 60 });
  });

  it('refuses in a token’s name without spending its window (an injected 429)', () => {
    const limiter = new RateLimiter(60_000, () => 0);
    limiter.take('t', 5, NOW);
    expect(limiter.refuse('t', 5, NOW + 10_000)).toEqual({ allowed: false, limit: 5, remaining: 0, reset: NOW / 1000 + 60, retryAfter: 50 });
    expect(limiter.take('t', 5, NOW + 10_000)).toMatchObject({ allowed: true, remaining: 3 });
  });
});
