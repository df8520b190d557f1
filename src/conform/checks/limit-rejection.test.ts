import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, runs: 3, only: ['limits_and_enums_rejected'] })).results[0]!.outcome;

describe('limits_and_enums_rejected', () => {
  it('passes the mock', async () => {
    expect((await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).status).toBe('pass');
  });

  it('passes an over-long QR url refused by the HTTP layer (431, no error object), saying so', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const headerLimit: Fetch = async (request) => (request.url.length > 16_384 ? new Response(null, { status: 431 }) : fetch(request));
    expect(await outcomeOf(headerLimit)).toEqual({ status: 'pass', note: 'refused by the HTTP layer for its size, before the interface could answer: §8 QR url length at most 32000 (431)' });
  });

  it('fails a bulk request of more than 100 links refused after its first 100 were created (half applied)', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const halfApplying: Fetch = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links/bulk') return fetch(request);
      const sent = (await request.clone().json()) as unknown[];
      if (!Array.isArray(sent) || sent.length <= 100) return fetch(request);
      await fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(sent.slice(0, 100)) }));
      return Response.json({ error: { code: 'unprocessable_entity', message: 'at most 100 links' } }, { status: 422 });
    };
    const outcome = await outcomeOf(halfApplying);
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['bulk.max'], message: expect.stringMatching(/^links exist from creates that were refused \(50 on the first page/) } });
  });

  it('fails a create refused for its url length that was created all the same', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const createsAnyway: Fetch = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links') return fetch(request);
      const sent = (await request.clone().json()) as { url?: string };
      if ((sent.url?.length ?? 0) <= 32000) return fetch(request);
      await fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...sent, url: 'https://example.com/short' }) }));
      return Response.json({ error: { code: 'unprocessable_entity', message: 'url too long' } }, { status: 422 });
    };
    const outcome = await outcomeOf(createsAnyway);
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['create.url-lengths'] } });
  });
});
