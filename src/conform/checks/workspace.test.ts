import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['total_links_follows_creates_and_deletes'] })).results[0]!.outcome;

describe('total_links_follows_creates_and_deletes', () => {
  it('passes the mock', async () => {
    expect(await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).toEqual({ status: 'pass' });
  });

  it('fails a totalLinks that leaves archived links out (§2.4: the total number of links in the workspace)', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const archived = new Set<string>();
    const leavingArchivedOut: Fetch = async (request) => {
      const { pathname } = new URL(request.url);
      const sent = request.method === 'POST' && pathname === '/links' ? ((await request.clone().json()) as { archived?: boolean }) : undefined;
      const response = await fetch(request);
      if (sent?.archived === true && response.ok) archived.add(((await response.clone().json()) as { id: string }).id);
      if (request.method === 'DELETE' && response.ok) archived.delete(decodeURIComponent(pathname.split('/').pop()!));
      if (!pathname.startsWith('/workspaces/') || !response.ok) return response;
      const workspace = (await response.json()) as { totalLinks: number };
      return Response.json({ ...workspace, totalLinks: workspace.totalLinks - archived.size });
    };
    expect(await outcomeOf(leavingArchivedOut)).toMatchObject({ status: 'fail', failure: { message: expect.stringMatching(/\(create of an archived link\)/) } });
  });
});

describe('workspaces_are_isolated: the workspace itself', () => {
  it('fails another workspace served by its slug, though not by its id', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const bySlug: Fetch = async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname !== '/workspaces/acme') return fetch(request);
      // Read with acme's own token, whoever asks.
      return fetch(new Request(request.url, { headers: { authorization: 'Bearer lp_acme_demo_token' } }));
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: bySlug, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'fail', failure: { rule: 'another workspace cannot be retrieved by slug (403 or 404)', rules: ['workspace.retrieve'] } });
  });
});
