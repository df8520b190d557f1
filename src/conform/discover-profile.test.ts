import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { ruleReport } from './rule-report.js';
import { runChecks } from './run-checks.js';

/** The mock, its list's page parameter answered only under `name` (the mock's own `page` then means nothing). */
const pageCalled = (name: string) => {
  const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
  return (request: Request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/links') return mock.fetch(request);
    const page = url.searchParams.get(name);
    url.searchParams.delete('page');
    url.searchParams.delete(name);
    if (page !== null) url.searchParams.set('page', page);
    return mock.fetch(new Request(url, request));
  };
};
const only = ['page_limits_rejected', 'pages_partition_the_list', 'default_sort_is_descending'];

describe('discovering the page parameter (list-page-params gap)', () => {
  it('finds page_no among its candidates', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: pageCalled('page_no'), only });
    expect(report.profile.page?.value).toBe('page_no');
    expect(report.verdict).toBe('pass');
  });

  it('leaves only list.pages not verified when the page name alone is not found: the direction was told', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: pageCalled('pagina'), only });
    expect(report.profile.page).toBeUndefined();
    const status = (id: string) => ruleReport(report.results, 'spec').find((rule) => rule.rule.id === id)!.status;
    expect(status('list.pages')).toBe('not-verified');
    expect(status('list.direction')).toBe('verified');
  });
});
