/**
 * Webhooks, really delivered (§6; webhooks gap: the public service's documented link.clicked event and
 * Dub-Signature): a real local receiver gets a signed event per click, retried while it fails.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import type { Link } from '../../dataset/dataset.js';
import { fixedClock } from '../clock.js';
import { createMock, type Mock } from '../create-mock.js';
import { WebhookDeliveries } from './webhook-deliveries.js';

const NOW = Date.parse('2026-11-01T12:00:00Z');
const TOKEN = 'lp_acme_demo_token';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A webhook receiver on a free port that answers the statuses given, in turn (then 200). */
async function receiver(statuses: number[] = []): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/dub`, received };
}

function mockWithHooks(): { mock: Mock; webhookId: string } {
  const dataset = defaultDataset(NOW);
  const webhookId = dataset.workspaces[0]!.webhooks[0]!.id;
  const mock = createMock({ dataset, seed: 1, clock: fixedClock(NOW), rateLimit: false, webhooks: { retryDelaysMs: [20, 40, 80] } });
  return { mock, webhookId };
}

async function create(mock: Mock, fields: Record<string, unknown>): Promise<Link> {
  const response = await mock.fetch(new Request('http://127.0.0.1:4010/links', { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/landing', ...fields }) }));
  expect(response.status).toBe(200);
  return (await response.json()) as Link;
}

describe('webhooks of clicked links', () => {
  it('POSTs a signed link.clicked event to the receiver for each click, with the click and the link after it', async () => {
    const { mock, webhookId } = mockWithHooks();
    const hook = await receiver();
    const set = await mock.fetch(new Request(`http://127.0.0.1:4010/__linkproof/webhooks/${webhookId}`, { method: 'PUT', body: JSON.stringify({ url: hook.url, secret: 'whsec_test_secret' }) }));
    expect(set.status).toBe(200);
    expect(await set.json()).not.toHaveProperty('secret');
    const link = await create(mock, { key: 'hooked', webhookIds: [webhookId], ios: 'https://apps.apple.com/app/id1' });
    const visit = await mock.fetch(new Request('http://acme.link/hooked?qr=1', { headers: { 'user-agent': IPHONE, 'x-linkproof-country': 'DE' }, redirect: 'manual' }));
    expect(visit.status).toBe(302);
    await mock.webhooks.idle();

    expect(hook.received).toHaveLength(1);
    const [{ headers, body }] = hook.received as [Received];
    expect(headers['content-type']).toBe('application/json');
    // The public service's scheme: the hex HMAC-SHA256 of the raw body with the webhook's secret.
    expect(headers['dub-signature']).toBe(createHmac('sha256', 'whsec_test_secret').update(body).digest('hex'));
    const event = JSON.parse(body) as { id: string; event: string; createdAt: string; data: { click: Record<string, unknown>; link: Link } };
    expect(event.id).toMatch(/^evt_/);
    expect(event.event).toBe('link.clicked');
    expect(event.createdAt).toBe(new Date(NOW).toISOString());
    expect(event.data.click).toMatchObject({ timestamp: new Date(NOW).toISOString(), url: 'https://apps.apple.com/app/id1', country: 'DE', device: 'Mobile', os: 'iOS', browser: 'Safari', ua: IPHONE, qr: true, bot: false });
    expect(event.data.link).toMatchObject({ id: link.id, shortLink: 'https://acme.link/hooked', clicks: 1, lastClicked: new Date(NOW).toISOString() });

    const [delivery] = mock.webhooks.deliveries();
    expect(delivery).toMatchObject({ webhookId, event: 'link.clicked', eventId: event.id, url: hook.url, status: 'delivered', attempts: 1, responseStatus: 200, error: null });
  });

  it('retries a failing receiver with backoff and lists each delivery\'s attempts; gives up after the last retry', async () => {
    const { mock, webhookId } = mockWithHooks();
    const flaky = await receiver([500, 503]);
    expect(mock.webhooks.set(webhookId, { url: flaky.url }).ok).toBe(true);
    const link = await create(mock, { key: 'flaky', webhookIds: [webhookId] });
    expect(mock.click(link.id).ok).toBe(true);
    await mock.webhooks.idle();
    expect(flaky.received).toHaveLength(3);
    // Without a secret of its own, a webhook signs with `whsec_` and its id.
    expect(flaky.received[2]!.headers['dub-signature']).toBe(createHmac('sha256', `whsec_${webhookId}`).update(flaky.received[2]!.body).digest('hex'));
    expect(new Set(flaky.received.map((request) => request.body)).size).toBe(1);
    expect(mock.webhooks.deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });

    const down = await receiver([500, 500, 500, 500]);
    mock.webhooks.set(webhookId, { url: down.url });
    mock.click(link.id);
    await mock.webhooks.idle();
    expect(down.received).toHaveLength(4);
    const listed = (await (await mock.fetch(new Request('http://127.0.0.1:4010/__linkproof/webhooks/deliveries'))).json()) as { deliveries: { status: string; attempts: number; error: string }[] };
    expect(listed.deliveries[0]).toMatchObject({ status: 'failed', attempts: 4, error: 'the receiver answered 500' });
  });

  it('waits between retries as long as it says (backoff), measured at the receiver', async () => {
    const { mock, webhookId } = mockWithHooks();
    const times: number[] = [];
    const flaky = await receiver([500, 500, 500]);
    mock.webhooks.set(webhookId, { url: flaky.url });
    const link = await create(mock, { key: 'backoff', webhookIds: [webhookId] });
    const started = performance.now();
    mock.click(link.id);
    await mock.webhooks.idle();
    expect(flaky.received).toHaveLength(4);
    times.push(performance.now() - started);
    // Retries after 20, 40 and 80 ms: the whole delivery took at least their sum.
    expect(times[0]).toBeGreaterThanOrEqual(140);
    expect(mock.webhooks.deliveries()[0]).toMatchObject({ status: 'delivered', attempts: 4 });
  });

  it('sends a burst a few at a time and drops, listed, what is past the waiting bound (memory stays bounded)', async () => {
    let active = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const slowFetch = (async () => {
      active++;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => release.push(resolve));
      active--;
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const deliveries = new WebhookDeliveries({ now: () => NOW, fetch: slowFetch, concurrency: 2, queueLimit: 3 });
    const target = { id: 'wh_1', url: 'http://127.0.0.1:9/hooks', secret: 's' };
    const made = Array.from({ length: 10 }, (_, n) => deliveries.enqueue(target, 'link.clicked', `evt_${n}`, { n }));
    expect(made.map((delivery) => delivery.status)).toEqual([...Array(5).fill('pending'), ...Array(5).fill('dropped')]);
    let settled = false;
    const idle = deliveries.idle().then(() => (settled = true));
    for (let round = 0; round < 200 && !settled; round++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const go of release.splice(0)) go();
    }
    await idle;
    expect(most).toBe(2);
    expect(deliveries.list().filter((delivery) => delivery.status === 'delivered')).toHaveLength(5);
  });

  it('never holds the redirect for the delivery, and names a refused connection', async () => {
    const { mock, webhookId } = mockWithHooks();
    const gone = await receiver();
    const url = gone.url;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    mock.webhooks.set(webhookId, { url });
    const link = await create(mock, { key: 'fast', webhookIds: [webhookId] });
    const visit = await mock.fetch(new Request('http://acme.link/fast', { redirect: 'manual' }));
    expect(visit.status).toBe(302);
    expect(mock.webhooks.deliveries()[0]).toMatchObject({ status: 'pending' });
    await mock.webhooks.idle();
    expect(mock.webhooks.deliveries()[0]).toMatchObject({ status: 'failed', attempts: 4, error: 'ECONNREFUSED' });
    expect(link.webhookIds).toEqual([webhookId]);
  });

  it('skips a webhook still on its placeholder receiver (a reserved .example host), saying how to set one', async () => {
    const { mock, webhookId } = mockWithHooks();
    const link = await create(mock, { key: 'placeholder', webhookIds: [webhookId] });
    mock.click(link.id);
    const [delivery] = mock.webhooks.deliveries();
    expect(delivery).toMatchObject({ status: 'skipped', attempts: 0 });
    expect(delivery!.error).toContain(`PUT /__linkproof/webhooks/${webhookId}`);
    const listed = (await (await mock.fetch(new Request('http://127.0.0.1:4010/__linkproof/webhooks'))).json()) as { webhooks: { id: string; url: string; secret: string }[] };
    expect(listed.webhooks.find((webhook) => webhook.id === webhookId)).toMatchObject({ secret: `default (whsec_${webhookId})` });
  });

  it('delivers only once the click is on disk (with --state), and never for a click that could not be saved', async () => {
    const { mock, webhookId } = mockWithHooks();
    const hook = await receiver();
    mock.webhooks.set(webhookId, { url: hook.url });
    const link = await create(mock, { key: 'durable', webhookIds: [webhookId] });
    expect(link.webhookIds).toEqual([webhookId]);
    const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
    mock.journal(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
    const saved = mock.handle({ method: 'GET', path: '/durable', headers: { host: 'acme.link' } });
    expect(saved.status).toBe(302);
    expect(mock.webhooks.deliveries()).toHaveLength(0);
    pending.shift()!.resolve();
    await saved.durable;
    await new Promise((resolve) => setImmediate(resolve));
    await mock.webhooks.idle();
    expect(hook.received).toHaveLength(1);

    const lost = mock.handle({ method: 'GET', path: '/durable', headers: { host: 'acme.link' } });
    pending.shift()!.reject(new Error('EIO: i/o error, fsync'));
    await expect(lost.durable).rejects.toThrow('EIO');
    await new Promise((resolve) => setImmediate(resolve));
    await mock.webhooks.idle();
    expect([hook.received.length, mock.webhooks.deliveries().length]).toEqual([1, 1]);
  });

  it('refuses a receiver that is not an http(s) URL (RFC 3986, as a saved state must load again), and an unknown webhook', async () => {
    const { mock, webhookId } = mockWithHooks();
    const put = (id: string, body: unknown) => mock.fetch(new Request(`http://127.0.0.1:4010/__linkproof/webhooks/${id}`, { method: 'PUT', body: JSON.stringify(body) }));
    expect((await put(webhookId, { url: 'ftp://example.com/x' })).status).toBe(422);
    for (const url of ['http://127.0.0.1:3000/a b', 'http://127.0.0.1:3000/{y}', 'http://127.0.0.1:3000/%zz']) expect((await put(webhookId, { url })).status, url).toBe(422);
    expect((await put(webhookId, { url: 'http://127.0.0.1:9/x', colour: 'red' })).status).toBe(422);
    expect((await put('wh_nope', { url: 'http://127.0.0.1:9/x' })).status).toBe(404);
  });
});
