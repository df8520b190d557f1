import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';
import { ruleReport } from '../rule-report.js';

const ACME = 'lp_acme_demo_token';
const SIDE = 'lp_side_project_demo_token';
const COUNTING = ['workspaces_are_isolated', 'archived_only_with_show_archived', 'search_matches_key_and_url', 'deprecated_tag_id_filter_works', 'duplicate_key_refused', 'filters_give_exact_subsets', 'links_behave_as_a_model'];

/** The mock, each count of a link list answered as `change` makes it (`search` is the query's, `token` the caller's). */
const countsChanged = (change: (count: number, search: string | null, token: string) => Response | number) => {
  const mock = createMockWithDefaults({ seed: 5, rateLimit: false });
  return async (request: Request) => {
    const response = await mock.fetch(request);
    const url = new URL(request.url);
    if (url.pathname !== '/links/count' || response.status !== 200) return response;
    const counted = (await response.json()) as unknown;
    if (typeof counted !== 'number') return Response.json(counted);
    const changed = change(counted, url.searchParams.get('search'), request.headers.get('authorization')?.slice('Bearer '.length) ?? '');
    return typeof changed === 'number' ? Response.json(changed) : changed;
  };
};
const run = (fetch: (request: Request) => Promise<Response>, only = COUNTING) => runChecks({ baseUrl: 'http://mock.test', token: ACME, otherToken: SIDE, fetch, only, runs: 20 });
const failedRules = (report: Awaited<ReturnType<typeof run>>) => ruleReport(report.results, 'spec').filter((rule) => rule.status === 'failed').map((rule) => rule.rule.id);

describe('countUntrusted: a count off by what it counts for nothing is count.number failing, not the rules of checks that count', () => {
  it('fails count.number alone for a count one too high everywhere; the checks that read a count beside a list pass on the list', async () => {
    const report = await run(countsChanged((count) => count + 1));
    expect(failedRules(report)).toEqual(['count.number']);
    const passed = report.results.filter((result) => result.outcome.status === 'pass').map((result) => result.check.name);
    expect(passed).toEqual(expect.arrayContaining(['workspaces_are_isolated', 'archived_only_with_show_archived', 'search_matches_key_and_url', 'deprecated_tag_id_filter_works', 'duplicate_key_refused']));
  });

  it('still fails isolation where another workspace counts the link, beside a count one too high (off by 2, not 1)', async () => {
    // The second workspace's count of a search that finds acme's link counts it.
    const report = await run(
      countsChanged((count, search, token) => count + 1 + (token === SIDE && search !== null && search.includes('-iso-') ? 1 : 0)),
      ['workspaces_are_isolated'],
    );
    expect(report.results[0]!.outcome.status).toBe('fail');
    expect(failedRules(report)).toEqual(['scope.callers-workspace']);
  });

  it('leaves a count refused beside a count of nothing that is wrong a finding of the check', async () => {
    const refused = () => Response.json({ error: { code: 'internal_server_error', message: 'No.' } }, { status: 500 });
    const report = await run(
      countsChanged((count, search, token) => (token === SIDE && search !== null && search.includes('-iso-') ? refused() : count + 1)),
      ['workspaces_are_isolated'],
    );
    expect(report.results[0]!.outcome.status).toBe('fail');
  });

  it('leaves a refused count a finding when the count of nothing is refused too', async () => {
    const refused = () => Response.json({ error: { code: 'forbidden', message: 'No counts.' } }, { status: 403 });
    // Counts of a search refused (not the plain count, which the run's first check of the token reads).
    const report = await run(countsChanged((count, search) => (search === null ? count : refused())), ['workspaces_are_isolated', 'archived_only_with_show_archived']);
    expect(report.results.map((result) => [result.check.name, result.outcome.status])).toEqual([
      ['archived_only_with_show_archived', 'fail'],
      ['workspaces_are_isolated', 'fail'],
    ]);
  });
});
