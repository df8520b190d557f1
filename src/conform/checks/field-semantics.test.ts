import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

describe('documented_defaults_applied: trackConversion (conversion-default gap)', () => {
  /** The mock with acme's conversionEnabled as given, every created link answered with trackConversion as `answered`. */
  const target = (conversionEnabled: boolean, answered: boolean) => {
    const dataset = defaultDataset(Date.now());
    dataset.workspaces[0]!.workspace.conversionEnabled = conversionEnabled;
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false, dataset });
    return async (request: Request) => {
      const response = await mock.fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || response.status !== 200) return response;
      return Response.json({ ...((await response.json()) as object), trackConversion: answered }, { status: 200 });
    };
  };
  const run = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['documented_defaults_applied'] })).results[0]!.outcome.status;

  it('takes false or true where conversionEnabled is true: §4.2 and §2.4 disagree there', async () => {
    expect(await run(target(true, false))).toBe('pass');
    expect(await run(target(true, true))).toBe('pass');
  });

  it('takes only false where conversionEnabled is false', async () => {
    expect(await run(target(false, false))).toBe('pass');
    expect(await run(target(false, true))).toBe('fail');
  });
});
