import { describe, expect, it } from 'vitest';
import { FREE, harness, outcome } from '../mock-harness.test-support.js';

describe('getWorkspace (§4.8; workspace-access gap)', () => {
  const { call, acme } = harness();

  it('retrieves the caller\'s workspace by ID and by slug, the same', () => {
    const bySlug = call('GET', '/workspaces/acme');
    expect(bySlug.status).toBe(200);
    expect(call('GET', `/workspaces/${acme.workspace.id}`).body).toEqual(bySlug.body);
  });

  it('reports live totals, the caller\'s role and the domains', () => {
    const workspace = call('GET', '/workspaces/acme').body;
    expect(workspace).toMatchObject({ slug: 'acme', plan: 'business', totalLinks: acme.links.size, foldersUsage: 3, users: [{ role: 'owner' }] });
    expect(workspace.domains.map((domain: { slug: string }) => domain.slug)).toEqual(['acme.link', 'go.acme.com']);
    const member = acme.tokens[1]!.token;
    expect(call('GET', '/workspaces/acme', { token: member }).body.users).toEqual([{ role: 'member', defaultFolderId: expect.anything() }]);
  });

  it('answers 403 for another workspace that exists, 404 for one that does not', () => {
    expect(outcome(call('GET', '/workspaces/acme', { token: FREE }))).toBe('403 forbidden');
    expect(outcome(call('GET', `/workspaces/${acme.workspace.id}`, { token: FREE }))).toBe('403 forbidden');
    expect(outcome(call('GET', '/workspaces/no-such-workspace'))).toBe('404 not_found');
  });
});
