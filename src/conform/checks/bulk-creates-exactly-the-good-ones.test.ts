import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['bulk_creates_exactly_the_good_ones'] })).results[0]!.outcome;

/** The mock with each bulk element rewritten by `change` before it is created. */
function rewritingBulk(change: (element: Record<string, unknown>) => Record<string, unknown>): Fetch {
  const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
  return async (request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/links/bulk') return fetch(request);
    const sent = (await request.clone().json()) as Record<string, unknown>[];
    return fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(sent.map(change)) }));
  };
}

describe('bulk_creates_exactly_the_good_ones', () => {
  it('passes the mock', async () => {
    expect(await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).toEqual({ status: 'pass' });
  });

  it('fails a bulk create that drops archived', async () => {
    const outcome = await outcomeOf(rewritingBulk(({ archived: _archived, ...element }) => element));
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['bulk.results'], message: 'sent with archived: true, it was created with archived: false' } });
  });

  it('fails a bulk create that drops the tags named', async () => {
    const outcome = await outcomeOf(rewritingBulk(({ tagNames: _tagNames, ...element }) => element));
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['bulk.results', 'create.tags'] } });
    if (outcome.status === 'fail') expect(outcome.failure.message).toMatch(/^sent with tagNames \[".+"\], it was created with tags \[\]$/);
  });

  it('fails a bulk create that takes an externalId the workspace holds', async () => {
    const outcome = await outcomeOf(rewritingBulk(({ externalId: _externalId, ...element }) => element));
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['create.external-id'] } });
  });
});
