import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { FREE, NOW, harness, outcome } from '../mock-harness.test-support.js';

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

  it('counts usage from links created at a leap second (which the dataset\'s date-time check lets in and Date.parse cannot read), never answering usage null', () => {
    const dataset = defaultDataset(Date.parse(NOW));
    const workspace = dataset.workspaces.find((entry) => entry.workspace.slug === 'acme')!;
    const template = workspace.links[0]!;
    const leap = (key: string, createdAt: string, disabledAt: string | null) => ({ ...template, id: `link_00000000000000000000${key.toUpperCase()}`, key, shortLink: `https://${template.domain}/${key}`, externalId: null, clicks: 7, createdAt, updatedAt: createdAt, disabledAt });
    const before = harness({ dataset: structuredClone(dataset) }).call('GET', '/workspaces/acme').body;
    // One disabled (its clicks count for nothing), one enabled long ago, and one at the leap second that ends 2026-10-31
    // (the instant 2026-11-01T00:00:00Z, in acme's billing cycle, which began on 6 October).
    workspace.links.push(leap('leapa', '2016-12-31T23:59:60Z', '2020-01-01T00:00:00Z'), leap('leapb', '2016-12-31T23:59:60Z', null), leap('leapc', '2026-10-31T23:59:60Z', null));
    workspace.workspace.totalLinks += 3;
    const { call } = harness({ dataset });
    const answer = call('GET', '/workspaces/acme').body;
    // The dataset's own usage figure is kept (its clicks are recounted only from it); leapc is created in the cycle.
    expect([answer.usage, answer.linksUsage, answer.totalLinks]).toEqual([before.usage, before.linksUsage + 1, before.totalLinks + 3]);
    expect(call('GET', '/links/info', { query: { key: 'leapc', domain: template.domain } }).body.createdAt).toBe('2026-10-31T23:59:60Z');
  });
});
