/**
 * The self-test of the conformance suites: they pass against the mock (in process and over HTTP), and
 * they catch every broken variant of it. The mutation score is printed; anything below 100% fails.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runChecks } from '../src/conform/run-checks.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { serveMock } from '../src/mock/node/serve-mock.js';
import { gapVariant } from './gap-variant.js';
import { mutants, mutate } from './mutants.js';

const TOKEN = 'lp_acme_demo_token';
const freshMock = () => createMockWithDefaults({ seed: 3, rateLimit: false, validateResponses: true });
const failures = (report: Awaited<ReturnType<typeof runChecks>>) =>
  report.results.flatMap((result) => (result.outcome.status === 'fail' ? [`${result.check.name}: ${result.outcome.failure.rule}: ${result.outcome.failure.message}`] : []));

describe('the conformance suites against the mock', () => {
  it.each(['spec', 'assumed'] as const)('pass in process (profile %s), and clean up', async (profile) => {
    const mock = freshMock();
    const links = mock.store.findWorkspace('acme')!.links.size;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: mock.fetch, profile, runs: 10 });
    expect(failures(report)).toEqual([]);
    expect(report.results.filter((result) => result.outcome.status === 'pass').length).toBeGreaterThanOrEqual(profile === 'spec' ? 24 : 26);
    expect(mock.store.findWorkspace('acme')!.links.size).toBe(links);
  });

  it('pass a server that makes other allowed choices on the gaps (default profile), and tell them under assumed', async () => {
    const mock = freshMock();
    const spec = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: 'lp_side_project_demo_token', fetch: gapVariant(mock.fetch), profile: 'spec', runs: 10 });
    expect(failures(spec)).toEqual([]);
    expect(spec.results.find((result) => result.check.name === 'workspaces_are_isolated')?.outcome.status).toBe('pass');
    const assumed = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: gapVariant(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch), profile: 'assumed', runs: 3 });
    expect(failures(assumed).length).toBeGreaterThan(0);
  });

  it('check isolation with a second workspace\'s token, and skip it, saying why, without one', async () => {
    const mock = freshMock();
    const withOther = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: 'lp_side_project_demo_token', fetch: mock.fetch, only: 'isolated' });
    expect(withOther.results.map((result) => result.outcome.status)).toEqual(['pass']);
    const without = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: mock.fetch, only: 'isolated' });
    expect(without.results[0]!.outcome).toEqual({ status: 'skip', reason: 'needs --other-token, a token of a second workspace' });
  });

  it('pass over HTTP', async () => {
    const running = await serveMock(freshMock(), { port: 0 });
    try {
      const report = await runChecks({ baseUrl: running.url, token: TOKEN, runs: 5 });
      expect(failures(report)).toEqual([]);
    } finally {
      await running.close();
    }
  });
});

/** A target that rate limits its first count request, in the given shape, then answers normally. */
function rateLimitOnce(fetch: (request: Request) => Promise<Response>, body: string, contentType: string) {
  let limited = false;
  return async (request: Request) => {
    if (!limited && new URL(request.url).pathname === '/links/count') {
      limited = true;
      return new Response(body, { status: 429, headers: { 'content-type': contentType, 'retry-after': '30' } });
    }
    return fetch(request);
  };
}

describe('rate limiting during a run', () => {
  it('waits a 429 out (Retry-After), never reports it as another check\'s failure, and checks its shape', async () => {
    const waits: number[] = [];
    const body = JSON.stringify({ error: { code: 'rate_limit_exceeded', message: 'slow down' } });
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: rateLimitOnce(freshMock().fetch, body, 'application/json'), runs: 3, sleep: async (ms) => void waits.push(ms) });
    expect(failures(report)).toEqual([]);
    expect(waits).toEqual([30_000]);
    expect(report.results.find((result) => result.check.name === 'rate_limit_in_error_shape')?.outcome).toEqual({ status: 'pass', note: '1 rate-limited answer(s) seen and waited out' });
  });

  it('fails a 429 that is not the error object of §7', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: rateLimitOnce(freshMock().fetch, 'Too Many Requests', 'text/plain'), runs: 3, sleep: async () => {} });
    expect(failures(report)).toEqual([expect.stringMatching(/^rate_limit_in_error_shape: a 429 is the error object of §7/)]);
  });

  it('skips the rate-limit check, saying why, when the target never rate limits', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch: freshMock().fetch, only: 'rate_limit' });
    expect(report.results[0]!.outcome).toEqual({ status: 'skip', reason: 'the target did not rate limit this run' });
  });
});

describe('a small plan', () => {
  it('skips what it cannot create once the workspace refuses with 403, instead of failing it', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_side_project_demo_token', fetch: freshMock().fetch, runs: 3 });
    expect(failures(report)).toEqual([]);
    const skipped = report.results.filter((result) => result.outcome.status === 'skip' && result.outcome.reason.includes('refused to create (403'));
    expect(skipped.length).toBeGreaterThan(0);
  });
});

describe('mutation testing: the suites catch realistic bugs', () => {
  const caught: string[] = [];
  afterAll(() => {
    const score = `${caught.length}/${mutants.length}`;
    console.log(`linkproof mutation score: ${score} (${Math.round((caught.length / mutants.length) * 100)}%)`);
  });

  it.each(mutants.map((mutant) => [mutant.name, mutant] as const))('catches: %s', async (_name, mutant) => {
    const mock = freshMock();
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, otherToken: 'lp_side_project_demo_token', fetch: mutate(mock.fetch, mutant), profile: mutant.profile ?? 'spec', runs: 10 });
    const found = failures(report);
    expect(found.length, `no check noticed "${mutant.name}" (${mutant.breaks})`).toBeGreaterThan(0);
    caught.push(mutant.name);
  });
});
