/**
 * What a run says when a check cannot read an answer: the check fails, naming the answer that broke the contract,
 * and checks that only look for a link by its key are not misled by an answer that holds something else.
 */
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { fail, pass, type Check, type CheckOutcome } from './check.js';
import { runChecks } from './run-checks.js';
import type { Waiver } from './waivers.js';

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

describe('a waived failure', () => {
  const { fetch } = createMockWithDefaults({ seed: 5, rateLimit: false });
  const stopsAtTagNames: Check = {
    name: 'limits_of_two_rules',
    section: '§8',
    kind: 'mandated',
    rules: ['tag.name-length', 'qr.url-length'],
    description: 'fails on the tag name limit, before it tries the QR url limit',
    run: async () => fail({ rule: '§8 tag name at most 50 characters', message: 'a 51-character name answered 201', exchanges: [], rules: ['tag.name-length'] }),
  };
  const qrUrls: Check = { name: 'qr_urls', section: '§8', kind: 'mandated', rules: ['qr.url-length'], description: 'the QR url limit', run: async () => pass() };
  const waivers = [{ rule: 'tag.name-length', reason: 'PROJ-1' } as Waiver];
  const verdictOf = async (checks: Check[]) => (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, checks, waivers })).verdict;

  it('leaves the run inconclusive while a rule its check stopped before is told by no other check: a bug behind the waived one would pass unseen', async () => {
    expect(await verdictOf([stopsAtTagNames])).toBe('inconclusive');
  });

  it('passes once another check tells that rule', async () => {
    expect(await verdictOf([stopsAtTagNames, qrUrls])).toBe('pass');
  });
});
