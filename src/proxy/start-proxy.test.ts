/**
 * `linkproof proxy`: real traffic forwarded unchanged and judged by the conformance judge, in front of the mock
 * (no finding), of a broken upstream (findings named by rule), and of an upstream that goes away (a 502 in the
 * error shape, then service again).
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../mock/node/serve-mock.js';
import { startProxy, type RunningProxy } from './start-proxy.js';

const TOKEN = 'lp_acme_demo_token';
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function mockUpstream(): Promise<RunningMock> {
  const running = await serveMock(createMockWithDefaults({ seed: 1, rateLimit: false }), { port: 0 });
  closers.push(() => running.close());
  return running;
}

async function proxyTo(upstream: string, lines: string[] = []): Promise<RunningProxy> {
  const proxy = await startProxy({ upstream, port: 0, log: (line) => lines.push(line) });
  closers.push(() => proxy.close());
  return proxy;
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('linkproof proxy', () => {
  it('forwards requests and answers unchanged (status, headers, bytes) and finds nothing wrong with the mock', async () => {
    const mock = await mockUpstream();
    const proxy = await proxyTo(mock.url);
    const created = await fetch(`${proxy.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/through-the-proxy', key: 'proxied' }) });
    expect(created.status).toBe(200);
    const link = (await created.json()) as { id: string; key: string };
    expect(link.key).toBe('proxied');
    // The same answer directly and through the proxy: the QR code's bytes and content type.
    const qr = '/qr?url=https%3A%2F%2Facme.link%2Fproxied&size=200';
    const [direct, proxied] = await Promise.all([fetch(`${mock.url}${qr}`), fetch(`${proxy.url}${qr}`)]);
    expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    for (const path of ['/links?pageSize=5', `/links/info?linkId=${link.id}`, '/links/count?groupBy=domain', '/workspaces/acme', '/links/info?linkId=nope']) {
      const answer = await fetch(`${proxy.url}${path}`, { headers: auth });
      expect(answer.status, path).toBe(path.endsWith('nope') ? 404 : 200);
    }
    expect((await fetch(`${proxy.url}/links`, { method: 'POST', headers: auth, body: '{nope' })).status).toBe(400);
    expect((await fetch(`${proxy.url}/links/${link.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    // Judged as each upstream answer ends: the last one's body may still be on its way when its status is read.
    await expect.poll(() => proxy.exchanges()).toBe(9);
    expect(proxy.findings()).toEqual([]);
  });

  it('passes a url of 32,000 characters, a query of over 32,000, and a bulk of 100 links, answered as the mock answers them directly', async () => {
    const mock = await mockUpstream();
    const proxy = await proxyTo(mock.url);
    const longUrl = `https://example.com/${'a'.repeat(32_000 - 'https://example.com/'.length)}`;
    expect(longUrl).toHaveLength(32_000);
    const created = await fetch(`${proxy.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: longUrl, key: 'long-url' }) });
    expect(created.status).toBe(200);
    expect(((await created.json()) as { url: string }).url).toBe(longUrl);
    // A query string past 32,000 characters (an unknown parameter: ignored by the mock) reaches the upstream and comes back as it answers it.
    const query = `/links/count?note=${'q'.repeat(32_500)}`;
    const [direct, proxied] = await Promise.all([fetch(`${mock.url}${query}`, { headers: auth }), fetch(`${proxy.url}${query}`, { headers: auth })]);
    expect([proxied.status, await proxied.text()]).toEqual([direct.status, await direct.text()]);
    const bulk = Array.from({ length: 100 }, (_, index) => ({ url: `https://example.com/bulk/${index}`, key: `bulk-through-${index}` }));
    const answered = await fetch(`${proxy.url}/links/bulk`, { method: 'POST', headers: auth, body: JSON.stringify(bulk) });
    expect(answered.status).toBe(200);
    const links = (await answered.json()) as { key: string }[];
    expect(links.map((link) => link.key)).toEqual(bulk.map((element) => element.key));
    await expect.poll(() => proxy.exchanges()).toBe(3);
    expect(proxy.findings()).toEqual([]);
  });

  it('answers an absolute-form request target (a client using it as a forward proxy) with 400 in the error shape, and keeps serving', async () => {
    const mock = await mockUpstream();
    const proxy = await proxyTo(mock.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(proxy.url).port), '127.0.0.1', () => socket.end('GET http://elsewhere.test/links HTTP/1.1\r\nHost: elsewhere.test\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
    expect((await fetch(`${proxy.url}/links/count`, { headers: auth })).status).toBe(200);
  });

  it('names each rule a broken upstream breaks, on its console line and at GET /__linkproof/findings, with no token in them', async () => {
    const broken = createServer((request, response) => {
      if (request.url?.startsWith('/links/count')) return void response.writeHead(200, { 'content-type': 'application/json' }).end('"12"');
      // It even echoes the credential it was sent.
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`boom for ${request.headers.authorization}`);
    });
    const port = await listen(broken);
    closers.push(() => new Promise((resolve) => broken.close(() => resolve())));
    const lines: string[] = [];
    const proxy = await proxyTo(`http://127.0.0.1:${port}`, lines);
    const secret = 'lp_secret_token_value_42';
    expect((await fetch(`${proxy.url}/links`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(500);
    expect((await fetch(`${proxy.url}/links/count`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);
    await expect.poll(() => proxy.exchanges()).toBe(2);
    const rules = proxy.findings().map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(['no_server_errors', 'error_shape_on_every_error', 'response_schema_conformance']));
    expect(lines.some((line) => line.startsWith('FINDING   no_server_errors [errors.no-5xx] #1: GET /links answered 500'))).toBe(true);
    const listed = (await (await fetch(`${proxy.url}/__linkproof/findings?rule=errors.no-5xx`)).json()) as { findings: { rule: string }[] };
    expect(listed.findings.map((finding) => finding.rule)).toEqual(['no_server_errors']);
    expect(JSON.stringify(proxy.findings()) + lines.join('\n')).not.toContain(secret);
  });

  it('answers 502 in the error shape naming the cause when the upstream is down, and serves again once it is back', async () => {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const lines: string[] = [];
    const proxy = await proxyTo(`http://127.0.0.1:${port}`, lines);
    const down = await fetch(`${proxy.url}/links`, { headers: auth });
    expect(down.status).toBe(502);
    const body = (await down.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
    expect(lines).toHaveLength(1);
    const back = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    await listen(back, port);
    closers.push(() => new Promise((resolve) => back.close(() => resolve())));
    expect((await fetch(`${proxy.url}/links`, { headers: auth })).status).toBe(200);
  });
});
