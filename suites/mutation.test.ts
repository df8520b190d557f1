/**
 * Mutation testing of the conformance suites: each mutant of suites/mutants.ts (the mock with one realistic bug) is
 * run through the check named for the rule it breaks (through every check when that is an exchange rule or a
 * verdict), which must fail; suites/proxy-traffic.test.ts sends every check's requests to each mutant, for the proxy
 * to judge. A file of its own, so that it runs beside the rest of the conformance suite (suites/conformance.test.ts)
 * on a second core.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { EXCHANGE_RULES } from '../src/conform/judge-exchange.js';
import { runChecks } from '../src/conform/run-checks.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { mutants, mutate } from './mutants.js';

const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
const freshMock = () => createMockWithDefaults({ seed: 3, rateLimit: false, validateResponses: true });

describe('mutation testing: each realistic bug is caught by the check named for the rule it breaks', () => {
  const caught: string[] = [];
  afterAll(() => {
    const score = `${caught.length}/${mutants.length}`;
    console.log(`linkproof mutation score: ${score} (${Math.round((caught.length / mutants.length) * 100)}%)`);
  });

  it('has at least 45 mutants, each naming its check', () => {
    expect(mutants.length).toBeGreaterThanOrEqual(45);
    expect(new Set(mutants.map((mutant) => mutant.name)).size).toBe(mutants.length);
  });

  it.each(mutants.map((mutant) => [mutant.name, mutant] as const))('catches: %s', async (_name, mutant) => {
    const mock = freshMock();
    // The check named alone, which is what must fail (a run of every check took most of CI's time); an exchange rule
    // judges every exchange of the run, and a verdict the whole run, so those mutants meet every check.
    const alone = typeof mutant.caughtBy === 'string' && !(mutant.caughtBy in EXCHANGE_RULES);
    const report = await runChecks({
      baseUrl: 'http://mock.test',
      token: TOKEN,
      otherToken: OTHER,
      ...(alone && { only: [mutant.caughtBy as string] }),
      fetch: mutate(mock.fetch, mutant),
      profile: mutant.profile ?? 'spec',
      runs: 10,
      resolveShortLinks: true,
      clickWaitMs: 1000,
      ...(mutant.timeoutMs !== undefined && { timeoutMs: mutant.timeoutMs }),
    });
    if (typeof mutant.caughtBy === 'string') {
      const failed = report.results.filter((result) => result.outcome.status === 'fail').map((result) => result.check.name);
      expect(failed, `"${mutant.name}" (${mutant.breaks}) must fail ${mutant.caughtBy}`).toContain(mutant.caughtBy);
      expect(report.verdict).toBe('fail');
    } else {
      expect(report.verdict, `"${mutant.name}" (${mutant.breaks})`).toBe(mutant.caughtBy.verdict);
    }
    caught.push(mutant.name);
  });
});
