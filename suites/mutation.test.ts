/**
 * Mutation testing of the conformance suites: each mutant of suites/mutants.ts (the mock with one realistic bug) is
 * run through every check, and must fail the check named for the rule it breaks. A file of its own, so that it runs
 * beside the rest of the conformance suite (suites/conformance.test.ts) on a second core.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
    const report = await runChecks({
      baseUrl: 'http://mock.test',
      token: TOKEN,
      otherToken: OTHER,
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
