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

describe('workspaces_are_isolated: the second token', () => {
  it('says --other-token is of the same workspace, not a failure, when the links it creates are in the workspace under test', async () => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    const member = mock.store.findWorkspace('acme')!.tokens.find((entry) => entry.token !== 'lp_acme_demo_token')!.token;
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: member, fetch: mock.fetch, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'skip', reason: expect.stringMatching(/--other-token is a token of the workspace under test/) });
    expect(report.verdict).toBe('inconclusive');
  });

  it('still fails another workspace that reads the link by ID', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const leaking: Fetch = async (request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/links/info' || !url.searchParams.has('linkId')) return fetch(request);
      return fetch(new Request(request.url, { headers: { authorization: 'Bearer lp_acme_demo_token' } }));
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: leaking, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'fail', failure: { rule: 'another workspace cannot retrieve the link by ID (403 or 404)' } });
  });
});

describe('workspaces_are_isolated: filters across workspaces', () => {
  it('fails a count by tenantId that counts the other workspace\'s links too', async () => {
    const { fetch, store } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const leaking: Fetch = async (request) => {
      const url = new URL(request.url);
      const tenantId = url.searchParams.get('tenantId');
      const response = await fetch(request);
      if (url.pathname !== '/links/count' || tenantId === null || !response.ok) return response;
      const elsewhere = [...store.workspaces].filter((entry) => entry.workspace.slug !== 'acme').flatMap((entry) => [...entry.links.values()]).filter((link) => link.tenantId === tenantId).length;
      return Response.json(((await response.json()) as number) + elsewhere);
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: leaking, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'fail', failure: { rule: "a count filtered by tenantId counts only this workspace's links", rules: ['scope.callers-workspace'] } });
  });

  it("fails a totalLinks that counts every workspace's links", async () => {
    const { fetch, store } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const everyWorkspace: Fetch = async (request) => {
      const response = await fetch(request);
      if (!new URL(request.url).pathname.startsWith('/workspaces/') || !response.ok) return response;
      const all = [...store.workspaces].reduce((sum, entry) => sum + entry.links.size, 0);
      return Response.json({ ...((await response.json()) as object), totalLinks: all });
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: everyWorkspace, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'fail', failure: { rule: "totalLinks counts only this workspace's links", rules: ['workspace.total-links', 'scope.callers-workspace'] } });
  });

  it("fails a link given another workspace's tag by its id", async () => {
    const { fetch, store } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const foreignTags: Fetch = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || !request.headers.get('authorization')?.includes('acme')) return fetch(request);
      const sent = (await request.clone().json()) as { tagIds?: string[] };
      const acme = store.findWorkspace('acme')!;
      const foreign = (sent.tagIds ?? []).filter((id) => !acme.tags.has(id)).map((id) => [...store.workspaces].map((entry) => entry.tags.get(id)).find((tag) => tag !== undefined)).filter((tag) => tag !== undefined);
      if (foreign.length === 0) return fetch(request);
      const response = await fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...sent, tagIds: (sent.tagIds ?? []).filter((id) => acme.tags.has(id)) }) }));
      const link = (await response.json()) as { tags: unknown[] };
      return Response.json({ ...link, tags: [...link.tags, ...foreign] });
    };
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: foreignTags, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'fail', failure: { rule: "a link is given only this workspace's tags", rules: ['scope.callers-workspace', 'create.tags'] } });
  });

  it('passes the mock, and says so when the other workspace cannot create (a small plan at its limit)', async () => {
    const pass = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: createMockWithDefaults({ seed: 3, rateLimit: false }).fetch, only: ['workspaces_are_isolated'] });
    expect(pass.results[0]!.outcome).toEqual({ status: 'pass' });
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const full: Fetch = async (request) => (request.method === 'POST' && request.headers.get('authorization')?.includes('side_project') === true ? Response.json({ error: { code: 'forbidden', message: 'links limit reached' } }, { status: 403 }) : fetch(request));
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', otherToken: 'lp_side_project_demo_token', fetch: full, only: ['workspaces_are_isolated'] });
    expect(report.results[0]!.outcome).toMatchObject({ status: 'pass', note: expect.stringMatching(/^the other workspace could not create a link \(403\)/) });
  });
});

describe('workspace_by_id_and_slug', () => {
  it('is told on a workspace that can create no more links: a link it lists names it', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const full: Fetch = async (request) => (request.method === 'POST' ? Response.json({ error: { code: 'forbidden', message: 'links limit reached' } }, { status: 403 }) : fetch(request));
    const report = await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch: full, only: ['workspace_by_id_and_slug'] });
    expect(report.results[0]!.outcome).toEqual({ status: 'pass' });
  });
});
