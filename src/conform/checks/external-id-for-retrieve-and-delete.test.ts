import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['external_id_for_retrieve_and_delete'] })).results[0]!.outcome;

describe('external_id_for_retrieve_and_delete: domain and key', () => {
  it('passes the mock, whose workspace has two domains: the same key on each is its own link', async () => {
    expect(await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).toEqual({ status: 'pass' });
  });

  it('fails a retrieve by domain and key that ignores the domain', async () => {
    const { fetch, store } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const ignoringDomain: Fetch = async (request) => {
      const url = new URL(request.url);
      const key = url.searchParams.get('key');
      if (url.pathname !== '/links/info' || key === null) return fetch(request);
      const first = [...store.findWorkspace('acme')!.links.values()].find((link) => link.key === key);
      return first === undefined ? fetch(request) : fetch(new Request(`http://mock.test/links/info?linkId=${first.id}`, { headers: request.headers }));
    };
    expect(await outcomeOf(ignoringDomain)).toMatchObject({ status: 'fail', failure: { rule: 'retrieve by domain and key: the key on each domain is its own link', rules: ['info.lookup'] } });
  });

  it('says so when the workspace has one domain', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const oneDomain: Fetch = async (request) => {
      const response = await fetch(request);
      if (!new URL(request.url).pathname.startsWith('/workspaces/') || !response.ok) return response;
      const workspace = (await response.json()) as { domains: unknown[] };
      return Response.json({ ...workspace, domains: workspace.domains.slice(0, 1) });
    };
    expect(await outcomeOf(oneDomain)).toEqual({ status: 'pass', note: 'the workspace has one domain, so the same key on two was not tried' });
  });
});
