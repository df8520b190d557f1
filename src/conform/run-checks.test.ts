/**
 * What a run says when a check cannot read an answer: the check fails, naming the answer that broke the contract,
 * and checks that only look for a link by its key are not misled by an answer that holds something else.
 */
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import type { CheckOutcome } from './check.js';
import { runChecks } from './run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

/** The mock, with a null after the links of every list it answers. */
function listsEndingInNull(): Fetch {
  const { fetch } = createMockWithDefaults({ seed: 5, rateLimit: false });
  return async (request) => {
    const response = await fetch(request);
    if (request.method !== 'GET' || new URL(request.url).pathname !== '/links' || response.status !== 200) return response;
    const list = (await response.json()) as unknown[];
    return new Response(JSON.stringify([...list, null]), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

async function outcomeOf(name: string, fetch: Fetch): Promise<CheckOutcome> {
  const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: [name] });
  return report.results.find((result) => result.check.name === name)!.outcome;
}

describe('a list that holds null', () => {
  it('fails a check that cannot read it, naming the answer that breaks the contract', async () => {
    const outcome = await outcomeOf('default_sort_is_descending', listsEndingInNull());
    if (outcome.status !== 'fail') throw new Error(`not a finding: ${JSON.stringify(outcome)}`);
    expect(outcome.failure.message).toMatch(/^the check could not complete: .+, reading an answer that breaks the contract \(GET \/links answered 200: \/\d+: must be object\)$/);
  });

  it('is not read as the bad bulk element created: a link is found by its key, not by any answer', async () => {
    expect(await outcomeOf('bulk_creates_exactly_the_good_ones', listsEndingInNull())).toMatchObject({ status: 'pass' });
  });
});
