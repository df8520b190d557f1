import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { runChecks } from './run-checks.js';

/** The mock with a bulk create refused whole (403) answered instead as 200, each element a LinkError coded forbidden; with `always`, every bulk create so. */
function forbiddenElementByElement(always = false, badForItself = false) {
  const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
  return async (request: Request) => {
    const bulk = request.method === 'POST' && new URL(request.url).pathname === '/links/bulk';
    const sent = bulk ? ((await request.clone().json()) as { keyLength?: number }[]) : [];
    const response = await mock.fetch(request);
    if (!bulk || (response.status !== 403 && !always) || !Array.isArray(sent)) return response;
    // With `badForItself`, an element breaking keyLength's range is refused for that, before the plan is asked.
    return Response.json(sent.map((link) => (badForItself && link.keyLength === 2 ? { link, error: 'keyLength: at least 3', code: 'unprocessable_entity' } : { link, error: 'The plan allows no more links.', code: 'forbidden' })), { status: 200 });
  };
}

const bulkOutcome = async (token: string, fetch: (request: Request) => Promise<Response>) =>
  (await runChecks({ baseUrl: 'http://mock.test', token, fetch, runs: 3, only: ['bulk_creates_exactly_the_good_ones'] })).results[0]!.outcome;

describe('a plan limit told element by element (bulk, 200 with a forbidden LinkError for each)', () => {
  it('at the limit: not verified, with the workspace\'s own numbers, as a whole 403 is', async () => {
    const outcome = await bulkOutcome('lp_side_project_demo_token', forbiddenElementByElement());
    expect(outcome.status, JSON.stringify(outcome)).toBe('skip');
    expect(outcome.status === 'skip' && outcome.reason).toMatch(/^the plan's links limit is reached \(the workspace reports linksUsage \d+ of linksLimit 25/);
  });

  it('at the limit, the bad element refused for itself and the good ones as forbidden: not verified either', async () => {
    const outcome = await bulkOutcome('lp_side_project_demo_token', forbiddenElementByElement(false, true));
    expect(outcome.status, JSON.stringify(outcome)).toBe('skip');
    expect(outcome.status === 'skip' && outcome.reason).toMatch(/^the plan's links limit is reached/);
  });

  it('far from the limit: a failure of the check that saw it', async () => {
    const outcome = await bulkOutcome('lp_acme_demo_token', forbiddenElementByElement(true));
    expect(outcome.status).toBe('fail');
    expect(outcome.status === 'fail' && outcome.failure.message).toMatch(/though the workspace reports linksUsage \d+ of linksLimit 10000/);
  });
});
