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
