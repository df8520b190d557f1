import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

describe('links_behave_as_a_model: the rule a wrong list breaks', () => {
  it('charges a list that holds links it should not (its tenantId ignored, its count right) to the filters, not to the pages', async () => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    // A target whose list ignores tenantId; its count does not.
    const fetch = (request: Request) => {
      const url = new URL(request.url);
      if (request.method !== 'GET' || url.pathname !== '/links') return mock.fetch(request);
      url.searchParams.delete('tenantId');
      return mock.fetch(new Request(url, request));
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['links_behave_as_a_model'], runs: 20 });
    const outcome = report.results[0]!.outcome;
    expect(outcome.status).toBe('fail');
    if (outcome.status === 'fail') {
      expect(outcome.failure.message).toMatch(/^list with showArchived=/);
      expect(outcome.failure.rules).toContain('list.filters');
      expect(outcome.failure.rules).not.toContain('list.pages');
    }
  });
});

describe('links_behave_as_a_model: a bulk request refused whole', () => {
  /** A target that refuses a bulk request whole, 409 and nothing created, when it holds the key of one element already; `always`: every bulk request. */
  const refusingBulk = (always: boolean) => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request: Request) => {
      const url = new URL(request.url);
      if (request.method !== 'POST' || url.pathname !== '/links/bulk') return mock.fetch(request);
      const elements = (await request.clone().json()) as { key?: string }[];
      const held = await Promise.all(
        elements.map(async ({ key }) => key !== undefined && (await mock.fetch(new Request(`http://mock.test/links/info?domain=acme.link&key=${encodeURIComponent(key)}`, { headers: request.headers }))).status === 200),
      );
      if (!always && !held.includes(true)) return mock.fetch(request);
      return Response.json({ error: { code: 'conflict', message: 'A key of the request is taken.' } }, { status: 409 });
    };
  };

  it('passes a target that refuses it for a key taken already (§4 lists 409 for every operation; LinkError not shown)', async () => {
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: refusingBulk(false), only: ['links_behave_as_a_model'], runs: 30 });
    expect(report.results[0]!.outcome.status).toBe('pass');
  });

  it('fails one that refuses every bulk request, charged to bulk.results, whatever the seed', async () => {
    for (const seed of [1, 2, 3, 20260113]) {
      const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: refusingBulk(true), only: ['links_behave_as_a_model'], seed });
      const outcome = report.results[0]!.outcome;
      expect(outcome.status, `seed ${seed}`).toBe('fail');
      if (outcome.status === 'fail') expect(outcome.failure.rules).toEqual(['bulk.results']);
    }
  });
});

describe('bulk_creates_exactly_the_good_ones: a bulk request refused whole', () => {
  it('fails a target that refuses every bulk request (the good elements alone are refused too)', async () => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    const fetch = (request: Request) =>
      new URL(request.url).pathname === '/links/bulk' ? Promise.resolve(Response.json({ error: { code: 'unprocessable_entity', message: 'No.' } }, { status: 422 })) : mock.fetch(request);
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['bulk_creates_exactly_the_good_ones'] });
    expect(report.results[0]!.outcome.status).toBe('fail');
  });
});

describe('links_behave_as_a_model: a retrieve gives the link as created', () => {
  /** The mock, with each retrieve's answer changed. */
  const retrieving = (change: (link: Record<string, unknown>) => Record<string, unknown>) => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request: Request) => {
      const response = await mock.fetch(request);
      if (request.method !== 'GET' || new URL(request.url).pathname !== '/links/info' || response.status !== 200) return response;
      return Response.json(change((await response.json()) as Record<string, unknown>));
    };
  };
  const outcome = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['links_behave_as_a_model'], runs: 20 })).results[0]!.outcome;

  it.each([
    ['its tags left out', (link: Record<string, unknown>) => ({ ...link, tags: [] }), /tags: \[".+"\] → \[\]/],
    ['createdAt the time of the retrieve', (link: Record<string, unknown>) => ({ ...link, createdAt: '2030-01-01T00:00:00.000Z' }), /createdAt: ".+" → "2030-01-01T00:00:00.000Z"/],
    ['comments of another link', (link: Record<string, unknown>) => ({ ...link, comments: 'another link’s comments' }), /comments: null → "another link’s comments"/],
  ])('fails %s, charged to info.lookup', async (_, change, shown) => {
    const result = await outcome(retrieving(change));
    if (result.status !== 'fail') throw new Error(`not a finding: ${JSON.stringify(result)}`);
    expect(result.failure.message).toMatch(shown);
    expect(result.failure.rules).toEqual(['info.lookup']);
  });

  it('passes times written in another form of the same instant, and null fields left out (timestamp-format, nullable-fields gaps)', async () => {
    const fetch = retrieving((link) => {
      const kept = Object.fromEntries(Object.entries(link).filter(([, value]) => value !== null));
      return { ...kept, createdAt: String(link.createdAt).replace('Z', '+00:00') };
    });
    expect(await outcome(fetch)).toMatchObject({ status: 'pass' });
  });
});

describe('links_behave_as_a_model: grouped counts in another shape (count-groupby gap)', () => {
  /** The mock, its grouped counts answered as `{ domain, count }` (the first group `extra` too many) or as an object of counts by value. */
  const grouping = (shape: 'count' | 'map', extra: number) => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request: Request) => {
      const response = await mock.fetch(request);
      if (!new URL(request.url).searchParams.has('groupBy') || response.status !== 200) return response;
      const groups = (await response.json()) as ({ _count: number } & Record<string, unknown>)[];
      const counted = groups.map(({ _count, ...group }, index) => ({ ...group, count: _count + (index === 0 ? extra : 0) }));
      return Response.json(shape === 'count' ? counted : Object.fromEntries(counted.map((group) => [String(Object.values(group)[0]), group.count])));
    };
  };
  const outcome = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['links_behave_as_a_model'], runs: 30 })).results[0]!.outcome;

  it.each(['count', 'map'] as const)('passes groups as %s that add up to the count', async (shape) => {
    expect(await outcome(grouping(shape, 0))).toMatchObject({ status: 'pass' });
  });

  it.each(['count', 'map'] as const)('fails groups as %s that add up to more than the count (a deleted link still grouped), charged to count.group-by', async (shape) => {
    const result = await outcome(grouping(shape, 1));
    if (result.status !== 'fail') throw new Error(`not a finding: ${JSON.stringify(result)}`);
    expect(result.failure.rules).toEqual(['count.group-by']);
  });
});
