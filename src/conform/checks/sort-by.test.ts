import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import type { CheckOutcome } from '../check.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;
const TOKEN = 'lp_acme_demo_token';

/** The mock, with every listed link's counters and createdAt rewritten by `change` (a workspace without clicks, a coarse clock). */
const rewritingLists = (change: (link: Record<string, unknown>) => Record<string, unknown>): Fetch => {
  const { fetch } = createMockWithDefaults({ seed: 6, rateLimit: false });
  return async (request) => {
    const response = await fetch(request);
    if (request.method !== 'GET' || new URL(request.url).pathname !== '/links' || !response.ok) return response;
    const links = (await response.json()) as Record<string, unknown>[];
    return Response.json(links.map(change), { status: response.status });
  };
};

const outcomeOf = async (name: string, fetch: Fetch, visits = false): Promise<CheckOutcome> => {
  const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch, only: [name], ...(visits && { resolveShortLinks: true, clickWaitMs: 1000 }) });
  return report.results.find((result) => result.check.name === name)!.outcome;
};

describe('sort_by_orders_the_list', () => {
  it('tells every field on the mock’s workspace, in both directions', async () => {
    const outcome = await outcomeOf('sort_by_orders_the_list', createMockWithDefaults({ seed: 6, rateLimit: false }).fetch);
    expect(outcome).toMatchObject({ status: 'pass', note: expect.stringMatching(/^ordered by createdAt \(\d+ distinct values\), clicks \(\d+ distinct values\), saleAmount \(\d+ distinct values\), lastClicked \(\d+ distinct values\)$/) });
  });

  it('fails a field always sorted ascending whose first page is all one value: its last page holds what should have come first', async () => {
    const { fetch } = createMockWithDefaults({ seed: 6, rateLimit: false });
    const ascending: Fetch = (request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/links' || url.searchParams.get('sortBy') !== 'saleAmount') return fetch(request);
      url.searchParams.set('sortOrder', 'asc');
      return fetch(new Request(url, request));
    };
    const outcome = await outcomeOf('sort_by_orders_the_list', ascending);
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['list.sort-counters'], message: expect.stringMatching(/^every link of the first page has saleAmount 0, but page \d+ of \d+ links \(100 a page\) holds [1-9]/) } });
  });

  it('on a workspace without clicks, names the fields it could not tell instead of counting them as told', async () => {
    const fetch = rewritingLists((link) => ({ ...link, clicks: 0, saleAmount: 0, lastClicked: null }));
    const outcome = await outcomeOf('sort_by_orders_the_list', fetch);
    expect(outcome).toEqual({
      status: 'pass',
      note: expect.stringMatching(/^ordered by createdAt \(\d+ distinct values\); not told, equal on every link listed: clicks \(all 0\), saleAmount \(all 0\), lastClicked \(unset on every link\)$/),
      notTold: { rules: ['list.sort-counters'], why: expect.stringMatching(/^clicks \(all 0\), saleAmount \(all 0\), lastClicked \(unset on every link\): equal on every link listed, so their order cannot be told/) },
    });
    // In the run's report: list.sort verified (createdAt told), list.sort-counters not verified, saying why.
    const report = await runChecks({ baseUrl: 'http://mock.test', token: TOKEN, fetch, only: ['sort_by_orders_the_list'] });
    const rules = Object.fromEntries(report.rules.map((result) => [result.rule.id, result.status]));
    expect([rules['list.sort'], rules['list.sort-counters'], report.verdict]).toEqual(['verified', 'not-verified', 'pass']);
  });

  it('tells createdAt on the run’s own links, the newest, when every other link of the workspace carries one time', async () => {
    // The workspace's links all created at one moment; the links the run creates (on the mock's clock, the system's) keep their own times.
    const started = Date.now();
    const fetch = rewritingLists((link) => (Date.parse(String(link.createdAt)) >= started ? link : { ...link, createdAt: '2000-01-01T00:00:00.000Z' }));
    const outcome = await outcomeOf('sort_by_orders_the_list', fetch);
    expect(outcome).toMatchObject({ status: 'pass', note: expect.stringMatching(/^ordered by createdAt \(\d+ distinct values\), /) });
  });

  it('leaves list.sort untold when every link listed carries one createdAt (a frozen clock), the counters told', async () => {
    const fetch = rewritingLists((link) => ({ ...link, createdAt: '2026-01-01T00:00:00.000Z' }));
    expect(await outcomeOf('sort_by_orders_the_list', fetch)).toMatchObject({ status: 'pass', notTold: { rules: ['list.sort'], why: expect.stringMatching(/^createdAt \(all 2026-01-01T00:00:00\.000Z\): equal on every link listed/) } });
  });

  it('fails a list that ignores the direction asc (list.direction), and one that ignores sortBy=clicks (list.sort-counters)', async () => {
    const { fetch } = createMockWithDefaults({ seed: 6, rateLimit: false });
    // Discovery lists without sortBy, so it finds the direction's name; with sortBy, asc is ignored.
    const ascIgnored: Fetch = (request) => {
      const url = new URL(request.url);
      if (url.searchParams.has('sortBy')) url.searchParams.delete('sortOrder');
      return fetch(new Request(url, request));
    };
    expect(await outcomeOf('sort_by_orders_the_list', ascIgnored)).toMatchObject({ status: 'fail', failure: { rule: 'sortBy=createdAt orders the list ascending', rules: ['list.direction'] } });
    const clicksIgnored: Fetch = (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('sortBy') === 'clicks') url.searchParams.delete('sortBy');
      return fetch(new Request(url, request));
    };
    expect(await outcomeOf('sort_by_orders_the_list', clicksIgnored)).toMatchObject({ status: 'fail', failure: { rule: 'sortBy=clicks orders the list descending (the default)', rules: ['list.sort-counters'] } });
  });
});

describe('sort_by_clicks_orders_the_list (--resolve-short-links)', () => {
  it('tells clicks and lastClicked on links it clicks itself, where the workspace’s others show no clicks', async () => {
    const fetch = rewritingLists((link) => (String(link.key).includes('-byclk-') ? link : { ...link, clicks: 0, saleAmount: 0, lastClicked: null }));
    expect(await outcomeOf('sort_by_clicks_orders_the_list', fetch, true)).toMatchObject({ status: 'pass', note: 'clicks: 2 distinct values; lastClicked: 2 distinct values' });
    // The same workspace, whose sortBy=clicks is ignored: only the run's own clicks can tell.
    const ignored: Fetch = (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('sortBy') === 'clicks') url.searchParams.delete('sortBy');
      return fetch(new Request(url, request));
    };
    expect(await outcomeOf('sort_by_orders_the_list', ignored)).toMatchObject({ status: 'pass', notTold: { rules: ['list.sort-counters'] } });
    expect(await outcomeOf('sort_by_clicks_orders_the_list', ignored, true)).toMatchObject({ status: 'fail', failure: { rule: 'sortBy=clicks with a search orders the list descending (the default)' } });
  });

  it('on a clock of whole seconds, clicks the later link again a second on, so that lastClicked still tells', async () => {
    const { fetch: mockFetch } = createMockWithDefaults({ seed: 6, rateLimit: false });
    const wholeSecond = (link: Record<string, unknown>) => (typeof link.lastClicked === 'string' ? { ...link, lastClicked: `${link.lastClicked.slice(0, 19)}Z` } : link);
    let visits = 0;
    const fetch: Fetch = async (request) => {
      const path = new URL(request.url).pathname;
      if (new URL(request.url).hostname !== 'mock.test') visits++;
      const response = await mockFetch(request);
      if (request.method !== 'GET' || !response.ok || (path !== '/links' && path !== '/links/info')) return response;
      const body = (await response.json()) as Record<string, unknown> | Record<string, unknown>[];
      return Response.json(Array.isArray(body) ? body.map(wholeSecond) : wholeSecond(body));
    };
    const started = Date.now();
    const outcome = await outcomeOf('sort_by_clicks_orders_the_list', fetch, true);
    // Both first visits in one second (almost always): the second link visited again, after 1.1 s (its clicks 2, then).
    if (visits === 3) expect(Date.now() - started).toBeGreaterThanOrEqual(1_100);
    expect(outcome).toMatchObject({ status: 'pass', note: `clicks: ${visits} distinct values; lastClicked: 2 distinct values` });
  });

  it('is not verified when the visits do not show in clicks within --click-wait', async () => {
    const fetch = rewritingLists((link) => link);
    const neverCounted: Fetch = async (request) => {
      const response = await fetch(request);
      if (new URL(request.url).pathname !== '/links/info' || !response.ok) return response;
      return Response.json({ ...((await response.json()) as object), clicks: 0, lastClicked: null });
    };
    expect(await outcomeOf('sort_by_clicks_orders_the_list', neverCounted, true)).toEqual({ status: 'skip', reason: 'the visits did not show in clicks and lastClicked within --click-wait (1 s): clicks_grow_after_a_visit judges the counting' });
  });
});
