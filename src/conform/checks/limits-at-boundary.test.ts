import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['limits_accepted_at_the_boundary'] })).results[0]!.outcome;

describe('limits_accepted_at_the_boundary', () => {
  it('passes the mock', async () => {
    expect((await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).status).toBe('pass');
  });

  it('fails a tag name limit counted in UTF-8 bytes: 50 characters of é are 81 bytes (§8 counts characters)', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const countingBytes: Fetch = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/tags') return fetch(request);
      const { name } = (await request.clone().json()) as { name?: string };
      if (name !== undefined && Buffer.byteLength(name) > 50) return Response.json({ error: { code: 'unprocessable_entity', message: 'name: at most 50' } }, { status: 422 });
      return fetch(request);
    };
    expect(await outcomeOf(countingBytes)).toMatchObject({ status: 'fail', failure: { rules: ['tag.name-length'] } });
  });
});
