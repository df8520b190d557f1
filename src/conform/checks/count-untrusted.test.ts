import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';
import { ruleReport } from '../rule-report.js';

describe('countUntrusted: a count one too high everywhere is count.number failing, not the rules of checks that count', () => {
  it('fails count.number and no rule of the checks that read a count beside their list', async () => {
    const mock = createMockWithDefaults({ seed: 5, rateLimit: false });
    const fetch = async (request: Request) => {
      const response = await mock.fetch(request);
      if (new URL(request.url).pathname !== '/links/count' || response.status !== 200) return response;
      const counted = (await response.json()) as unknown;
      return Response.json(typeof counted === 'number' ? counted + 1 : counted);
    };
    const only = ['workspaces_are_isolated', 'archived_only_with_show_archived', 'search_matches_key_and_url', 'deprecated_tag_id_filter_works', 'duplicate_key_refused', 'filters_give_exact_subsets', 'links_behave_as_a_model'];
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch, only, runs: 20 });
    const failed = ruleReport(report.results, 'spec').filter((rule) => rule.status === 'failed').map((rule) => rule.rule.id);
    expect(failed).toEqual(['count.number']);
    const passed = report.results.filter((result) => result.outcome.status === 'pass').map((result) => result.check.name);
    expect(passed).toEqual(expect.arrayContaining(['workspaces_are_isolated', 'archived_only_with_show_archived', 'search_matches_key_and_url', 'deprecated_tag_id_filter_works', 'duplicate_key_refused']));
  });
});

describe('countUntrusted: a refused count is no count', () => {
  it('leaves a check whose counts are refused failing its own rule (a refusal is a finding)', async () => {
    const mock = createMockWithDefaults({ seed: 5, rateLimit: false });
    const fetch = async (request: Request) =>
      // Counts of a search refused (not the plain count, which the run's first check of the token reads).
      new URL(request.url).pathname === '/links/count' && new URL(request.url).searchParams.has('search') ? Response.json({ error: { code: 'forbidden', message: 'No counts.' } }, { status: 403 }) : mock.fetch(request);
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch, only: ['workspaces_are_isolated', 'archived_only_with_show_archived'] });
    expect(report.results.map((result) => [result.check.name, result.outcome.status])).toEqual([
      ['archived_only_with_show_archived', 'fail'],
      ['workspaces_are_isolated', 'fail'],
    ]);
  });
});
