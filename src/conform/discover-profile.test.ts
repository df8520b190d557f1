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

describe('a page parameter whose pages are off by one', () => {
  /** The mock, each page after the first starting one link early: page 2 repeats the last link of page 1. */
  const offByOne = () => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request: Request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      if (request.method !== 'GET' || url.pathname !== '/links' || page < 2) return mock.fetch(request);
      const size = Number(url.searchParams.get('pageSize') ?? '50');
      const from = (page - 1) * size - 1;
      const links: unknown[] = [];
      for (let whole = 1; links.length < from + size; whole++) {
        url.searchParams.set('page', String(whole));
        url.searchParams.set('pageSize', '100');
        const batch = (await (await mock.fetch(new Request(url, request))).json()) as unknown[];
        links.push(...batch);
        if (batch.length < 100) break;
      }
      return Response.json(links.slice(from, from + size));
    };
  };

  it('is found all the same (page 3 tells it from page 1), and the pages fail to partition the list', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: offByOne(), only: ['pages_partition_the_list'] });
    expect(report.profile.page?.value).toBe('page');
    expect(report.results[0]!.outcome.status).toBe('fail');
  });
});
