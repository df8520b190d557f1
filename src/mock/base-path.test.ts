import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { createHandlers } from '../msw/create-handlers.js';
import { createMockWithDefaults } from './create-mock-with-defaults.js';
import { serveMock } from './node/serve-mock.js';

const TOKEN = 'lp_acme_demo_token';
const headers = { authorization: `Bearer ${TOKEN}` };

describe('the API under a base path (frontends mount it at /api/…)', () => {
  it('in process: createMock({ baseUrl }) with a path serves the API under it, and its qrCode points there', async () => {
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false, baseUrl: 'http://app.test/api/dub' });
    const client = createClient({ baseUrl: 'http://app.test/api/dub', token: TOKEN, fetch: mock.fetch });
    const { data: link, response } = await client.POST('/links', { body: { url: 'https://example.com/base', key: 'base-path' } });
    expect(response.status).toBe(200);
    expect(link?.qrCode).toBe('http://app.test/api/dub/qr?url=https://acme.link/base-path?qr=1');
    const { data: count } = await client.GET('/links/count', { params: { query: { search: 'base-path' } } });
    expect(count).toBe(1);
    const qr = await mock.fetch(new Request(link!.qrCode));
    expect([qr.status, qr.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  describe('with MSW', () => {
    const API = 'http://app.test/api/dub';
    const { handlers } = createHandlers({ baseUrl: API, seed: 1, rateLimit: false });
    const server = setupServer(...handlers);
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('answers under the base URL\'s path', async () => {
      const answer = await fetch(`${API}/links/count`, { headers });
      expect([answer.status, await answer.json()]).toEqual([200, expect.any(Number)]);
      const missing = await fetch(`${API}/links/info?linkId=nope`, { headers });
      expect(missing.status).toBe(404);
    });
  });

  it('over HTTP: the API is served under the path prefix and not at the root (404 naming the prefix); the control plane at both', async () => {
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false });
    const running = await serveMock(mock, { port: 0 });
    try {
      mock.baseUrl = `${running.url}/api`;
      expect((await fetch(`${running.url}/api/links/count`, { headers })).status).toBe(200);
      const root = await fetch(`${running.url}/links/count`, { headers });
      expect([root.status, ((await root.json()) as { error: { code: string; message: string } }).error]).toMatchObject([404, { code: 'not_found', message: 'No operation at /links/count: this mock serves the API under its base path /api (/api/links/count).' }]);
      expect(root.headers.get('access-control-allow-origin')).toBe('*');
      expect((await fetch(`${running.url}/api/__linkproof/state`)).status).toBe(200);
      expect((await fetch(`${running.url}/__linkproof/state`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
