/**
 * The README's examples sent through `linkproof proxy` in front of the mock, as a team would put it in front
 * of its deployment: the quick start's curl calls, the in-process example's requests, and the short-link
 * walkthrough (examples/short-links.sh with API pointing at the proxy). The proxy judges every exchange and
 * finds nothing: not a failure, not a suspicion, not even a gap default broken.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort, hasCurl } from './walkthrough-support.js';
import { createMockWithDefaults } from '../src/mock/create-mock-with-defaults.js';
import { serveMock } from '../src/mock/node/serve-mock.js';
import { startProxy } from '../src/proxy/start-proxy.js';
import { replayHar } from '../src/replay/replay-har.js';

const SCRIPT = fileURLToPath(new URL('./short-links.sh', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/linkproof.js', import.meta.url));
const TOKEN = 'lp_acme_demo_token';

describe('the README examples through linkproof proxy', () => {
  it("the quick start's calls and the in-process example's requests: no finding; recorded and replayed against a fresh mock, no difference", async () => {
    const mock = await serveMock(createMockWithDefaults({ seed: 1, rateLimit: false }), { port: 0 });
    const lines: string[] = [];
    const proxy = await startProxy({ upstream: mock.url, port: 0, exclusive: true, log: (line) => lines.push(line), record: { creator: { name: 'linkproof', version: 'test' } } });
    try {
      const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
      // The quick start (README, first lines).
      expect((await fetch(`${proxy.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'example.com/launch', utm_source: 'newsletter' }) })).status).toBe(200);
      expect((await fetch(`${proxy.url}/links?pageSize=5&sortBy=clicks`, { headers: auth })).status).toBe(200);
      const qr = await fetch(`${proxy.url}/qr?url=https://acme.link/launch`);
      expect([qr.status, qr.headers.get('content-type')]).toEqual([200, 'image/png']);
      // examples/in-process.test.ts, over HTTP.
      const created = await fetch(`${proxy.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/launch', key: 'launch' }) });
      const link = (await created.json()) as { id: string; shortLink: string };
      expect(link.shortLink).toBe('https://acme.link/launch');
      const listed = (await (await fetch(`${proxy.url}/links?search=launch`, { headers: auth })).json()) as { id: string }[];
      expect(listed.map((found) => found.id)).toContain(link.id);
      expect(proxy.exchanges()).toBe(5);
      expect(proxy.findings()).toEqual([]);
      expect(lines).toEqual([]);
      const fresh = await serveMock(createMockWithDefaults({ seed: 5, rateLimit: false }), { port: 0 });
      try {
        const replayed = await replayHar(proxy.har!.har(), { baseUrl: fresh.url, tokens: new Map([[1, TOKEN]]), exclusive: true });
        expect(replayed.exchanges.map((exchange) => exchange.differences)).toEqual([[], [], [], [], []]);
        expect(replayed.findings).toEqual([]);
      } finally {
        await fresh.close();
      }
    } finally {
      await proxy.close();
      await mock.close();
    }
  });

  it.skipIf(!hasCurl)('the short-link walkthrough (examples/short-links.sh) with its API calls through the proxy: the same output, no finding', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const proxy = await startProxy({ upstream: `http://127.0.0.1:${port}`, port: 0, exclusive: true, log: (line) => lines.push(line) });
    try {
      const env = { ...process.env, PORT: String(port), HOOK_PORT: String(await freePort()), LINKPROOF: `${process.execPath} ${BIN}`, API: proxy.url };
      const output = await new Promise<string>((resolve, reject) =>
        execFile('bash', [SCRIPT], { env, timeout: 60_000 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout))),
      );
      expect(output).toContain('iPhone   → 302 https://apps.apple.com/app/id123');
      expect(output).toContain('clicks   → 2, last 2026-11-01T12:00:00.000Z');
      expect(output).toContain('expired  → 302 https://example.com/sale-over');
      // Until the mock is up, the script's wait loop gets the proxy's 502s: one line each, and no finding.
      expect(lines.filter((line) => !line.startsWith('upstream '))).toEqual([]);
      expect(proxy.exchanges()).toBeGreaterThanOrEqual(2);
      expect(proxy.findings()).toEqual([]);
    } finally {
      await proxy.close();
    }
  }, 90_000);
});
