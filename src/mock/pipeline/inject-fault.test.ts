import { describe, expect, it } from 'vitest';
import { getOperation } from '../../contract/operations.js';
import { buildDataset } from '../../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../../factories/default-dataset.js';
import type { Fault } from '../control/faults.js';
import { RateLimiter } from '../rate-limiter.js';
import { Store, type Principal } from '../store/store.js';
import { injectFault } from './inject-fault.js';

const store = new Store(buildDataset(DEFAULT_DATASET_OPTIONS));
const principal = store.principalOf('lp_acme_demo_token')!;
const getLinks = getOperation('getLinks');
const summary = (fault: Fault, who: Principal | undefined) => {
  const injected = injectFault(fault, getLinks, who, new RateLimiter(), 0);
  return injected === undefined ? undefined : { code: injected.error.code, message: injected.error.message, delayMs: injected.delayMs };
};

describe('injectFault', () => {
  it.each<[string, Fault, ReturnType<typeof summary>]>([
    ['nothing for latency alone', { latencyMs: 5 }, undefined],
    ['a status the operation documents, after the latency', { status: 500, latencyMs: 5 }, { code: 'internal_server_error', message: 'Injected fault: 500 internal_server_error.', delayMs: 5 }],
    ['a status it does not document is refused at once', { status: 418, latencyMs: 5 }, { code: 'bad_request', message: 'getLinks has no error status 418 to inject.', delayMs: undefined }],
    ['a 429 in the token’s name, before any status', { rateLimit: true, status: 418, latencyMs: 5 }, { code: 'rate_limit_exceeded', message: 'Too many requests (injected): 1200 a minute.', delayMs: 5 }],
  ])('%s', (_case, fault, expected) => {
    expect(summary(fault, principal)).toEqual(expected);
  });

  it('answers a 429 with the headers of the token’s window, nothing left, without spending it; only for a caller with a token', () => {
    const limiter = new RateLimiter();
    const injected = injectFault({ rateLimit: true }, getLinks, principal, limiter, 0);
    expect(injected?.error.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '60' });
    // The token's own requests are counted as before: the fault spent nothing of its window.
    expect(limiter.take(principal.token, 1200, 0).remaining).toBe(1199);
    expect(summary({ rateLimit: true }, undefined)).toBeUndefined();
    expect(summary({ rateLimit: true, status: 500 }, undefined)?.code).toBe('internal_server_error');
  });

  it('gives an injected status 429 a Retry-After too, as every 429 has (with a token, its window’s headers)', () => {
    expect(injectFault({ status: 429 }, getLinks, principal, new RateLimiter(), 0)?.error.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '60' });
    expect(injectFault({ status: 429 }, getLinks, undefined, new RateLimiter(), 0)?.error.headers).toEqual({ 'retry-after': '60' });
    expect(injectFault({ status: 500 }, getLinks, principal, new RateLimiter(), 0)?.error.headers).toBeUndefined();
  });
});
