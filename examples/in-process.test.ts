import { describe, expect, it } from 'vitest';
import { createClient, createMock } from 'linkproof';

describe('my app against the linkproof mock', () => {
  it('creates a link and lists it', async () => {
    const mock = createMock({ seed: 1 }); // the default dataset, in memory, no socket
    const client = createClient({ baseUrl: 'http://linkproof.test', token: 'lp_acme_demo_token', fetch: mock.fetch });

    const { data: link, error } = await client.POST('/links', { body: { url: 'https://example.com/launch', key: 'launch' } });
    expect(error).toBeUndefined();
    expect(link?.shortLink).toBe('https://acme.link/launch');

    const { data: links } = await client.GET('/links', { params: { query: { search: 'launch' } } });
    expect(links?.map((found) => found.id)).toContain(link?.id);
  });
});
