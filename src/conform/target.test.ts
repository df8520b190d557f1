import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { runChecks } from './run-checks.js';
import { Target, retryDelayMs } from './target.js';

describe('the conformance target', () => {
  it('never exceeds --max-writes: checks past the budget are skipped, saying so, and cleanup still runs', async () => {
    const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
    const links = mock.store.findWorkspace('acme')!.links.size;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: mock.fetch, maxWrites: 12, runs: 3 });
    expect(report.writes).toBeLessThanOrEqual(12);
    expect(report.results.some((result) => result.outcome.status === 'skip' && result.outcome.reason.includes('write budget of 12 is spent'))).toBe(true);
    expect(report.results.filter((result) => result.outcome.status === 'fail')).toEqual([]);
    expect(mock.store.findWorkspace('acme')!.links.size).toBe(links);
  });

  it('caps the request rate with --rate: the request past the cap waits for the minute to roll over', async () => {
    const waits: number[] = [];
    const target = new Target({ baseUrl: 'http://t.test', token: 't', ratePerMinute: 2, fetch: async () => Response.json(0), sleep: async (ms) => void waits.push(ms) });
    for (let i = 0; i < 3; i++) await target.send(new Request('http://t.test/links/count'));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(59_000);
  });

  it('reads how long a 429 asks to wait: Retry-After in seconds, else until X-RateLimit-Reset', () => {
    expect(retryDelayMs(new Response(null, { status: 429, headers: { 'retry-after': '7' } }))).toBe(7000);
    expect(retryDelayMs(new Response(null, { status: 429, headers: { 'x-ratelimit-reset': '1000' } }), 990_000)).toBe(10_050);
    expect(retryDelayMs(new Response(null, { status: 429 }))).toBeUndefined();
  });
});
