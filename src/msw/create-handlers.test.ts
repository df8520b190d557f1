import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockProfileOf } from '../mock/mock-profile.js';
import { createHandlers } from './create-handlers.js';

const API = 'https://api.linkproof.test';
const { handlers, mock } = createHandlers({ baseUrl: API, seed: 1, rateLimit: false });
const server = setupServer(...handlers);
const headers = { authorization: 'Bearer lp_acme_demo_token', 'content-type': 'application/json' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('linkproof/msw with setupServer', () => {
  it('creates, lists and deletes a link through fetch, against the stateful engine', async () => {
    const created = await fetch(`${API}/links`, { method: 'POST', headers, body: JSON.stringify({ url: 'https://example.com/msw', key: 'from-msw' }) });
    expect(created.status).toBe(200);
    const link = (await created.json()) as { id: string; shortLink: string; qrCode: string };
    expect(link.shortLink).toBe('https://acme.link/from-msw');
    expect(link.qrCode.startsWith(`${API}/qr?url=`)).toBe(true);

    const listed = (await (await fetch(`${API}/links?search=from-msw`, { headers })).json()) as { id: string }[];
    expect(listed.map((item) => item.id)).toEqual([link.id]);

    const deleted = await fetch(`${API}/links/${link.id}`, { method: 'DELETE', headers });
    expect(await deleted.json()).toEqual({ id: link.id });
    expect(await (await fetch(`${API}/links?search=from-msw`, { headers })).json()).toEqual([]);
    expect(mock.store.findLink('acme.link', 'from-msw')).toBeUndefined();
  });

  it('answers errors in the spec\'s shape, and serves the QR images', async () => {
    const unauthorized = await fetch(`${API}/links`);
    expect(unauthorized.status).toBe(401);
    expect(((await unauthorized.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const qr = await fetch(`${API}/qr?url=https://acme.link/x`);
    expect([qr.status, qr.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('serves the control plane too', async () => {
    const reset = await fetch(`${API}/__linkproof/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
  });
});

describe('linkproof/msw with a learnt profile', () => {
  it("answers as the deployment the profile was learnt from: its page parameter's name, statuses and QR type", async () => {
    const learnt = mockProfileOf({ gaps: { 'list-page-params': { choice: { pageSize: 'per_page' } }, 'success-status': { choice: { createLink: 201 } }, 'qr-content-type': { choice: 'image/svg+xml' } } });
    if (!learnt.ok) throw new Error(learnt.error.join('; '));
    const other = 'https://staging.linkproof.test';
    const profiled = setupServer(...createHandlers({ baseUrl: other, seed: 1, rateLimit: false, profile: learnt.value }).handlers);
    server.close();
    profiled.listen({ onUnhandledRequest: 'error' });
    try {
      expect((await fetch(`${other}/links`, { method: 'POST', headers, body: JSON.stringify({ url: 'https://example.com/msw-profiled' }) })).status).toBe(201);
      expect(((await (await fetch(`${other}/links?per_page=3`, { headers })).json()) as unknown[]).length).toBe(3);
      expect((await fetch(`${other}/qr?url=https://acme.link/x`)).headers.get('content-type')).toBe('image/svg+xml');
    } finally {
      profiled.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
