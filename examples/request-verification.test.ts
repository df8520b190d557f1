import { describe, expect, it } from 'vitest';
import { createClient, createMock, type LinkproofClient } from 'linkproof';

/** The app under test: shares a campaign page with a short link tagged for the newsletter. */
async function shareCampaign(client: LinkproofClient, page: string) {
  const { data, error } = await client.POST('/links', { body: { url: page, utm_source: 'newsletter', utm_medium: 'email', comments: 'campaign' } });
  if (error !== undefined) throw new Error(error.error.message);
  return data.shortLink;
}

describe('what my app sent the service', () => {
  it('creates one link, with the UTM fields of the newsletter', async () => {
    const mock = createMock({ seed: 1 });
    const client = createClient({ baseUrl: 'http://linkproof.test', token: 'lp_acme_demo_token', fetch: mock.fetch });

    await shareCampaign(client, 'https://example.com/spring');

    const sent = mock.requests({ operationId: 'createLink' }); // newest first, with bodies
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(200);
    expect(sent[0]?.requestBody).toEqual({ url: 'https://example.com/spring', utm_source: 'newsletter', utm_medium: 'email', comments: 'campaign' });
  });
});
