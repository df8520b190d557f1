import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

/** The mock behind a fetch that answers a sample tag's create (linkproof-colour-…) with `status` instead. */
const refusingSamples = (status: number) => {
  const mock = createMockWithDefaults({ seed: 4, rateLimit: false });
  return async (request: Request): Promise<Response> => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/tags' && (await request.clone().text()).includes('linkproof-colour-')) {
      return Response.json({ error: { code: status === 403 ? 'forbidden' : 'unprocessable_entity', message: 'no' } }, { status });
    }
    return mock.fetch(request);
  };
};

describe('random_tag_colour_allowed with --colour-samples', () => {
  const run = (status: number) => runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: refusingSamples(status), runs: 3, only: ['random_tag_colour_allowed'], colourSamples: 5 });

  it('stops sampling at a 403 (a plan’s tag limit), judging the samples so far', async () => {
    const [result] = (await run(403)).results;
    expect(result!.outcome).toMatchObject({ status: 'pass', note: expect.stringContaining('the target refused sample tag 1 of the 5 asked for (403)') });
  });

  it('reports any other refusal of a valid tag as a finding', async () => {
    const [result] = (await run(422)).results;
    expect(result!.outcome).toMatchObject({ status: 'fail', failure: { rule: 'a valid tag without a colour is created with one (§4.1)', message: expect.stringContaining('answered 422') } });
  });
});
