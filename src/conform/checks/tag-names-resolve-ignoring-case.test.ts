import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['tag_names_resolve_ignoring_case'] })).results[0]!.outcome;

describe('tag_names_resolve_ignoring_case', () => {
  it('passes the mock', async () => {
    expect(await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).toEqual({ status: 'pass' });
  });

  it('fails a create that ignores tagNames sent as one string (§4.2: string or array of string)', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const arraysOnly: Fetch = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links') return fetch(request);
      const { tagNames, ...body } = (await request.clone().json()) as Record<string, unknown>;
      return fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(Array.isArray(tagNames) ? { ...body, tagNames } : body) }));
    };
    const outcome = await outcomeOf(arraysOnly);
    if (outcome.status !== 'fail') throw new Error(`not a finding: ${JSON.stringify(outcome)}`);
    expect(outcome.failure.rule).toBe('tagNames as one string assign that tag');
    expect(outcome.failure.message).toMatch(/^a link created with \{"tagNames":"[^"]+"\} answered 200 with tags \[\]$/);
  });
});
