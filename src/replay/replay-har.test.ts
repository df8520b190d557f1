/**
 * Record and replay, as a team does it: `linkproof proxy --record` in front of a deployment (here a mock),
 * an e2e-like sequence on two workspaces through it; then `linkproof replay` of the HAR against a fresh target
 * whose ids and generated keys differ (no difference, no finding), against a target with a bug (the difference
 * named at its exchange), and without a token the recording needs (exit 2). No file written holds a token.
 */
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProxy } from '../cli/proxy-command.js';
import { runReplay } from '../cli/replay-command.js';
import { fixedClock } from '../mock/clock.js';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { serveMock } from '../mock/node/serve-mock.js';
import { refusedPlaceholders } from './replay-har.js';
import type { Har } from 'har-format';

const TOKEN = 'lp_acme_demo_token';
const OTHER = 'lp_side_project_demo_token';
/** When the mocks of this file are, all of them. */
const START = '2026-11-20T12:00:00.000Z';

let folder: string;
let har: string;

/** An app's e2e suite, in short: a tag, links (one with a generated key, one tagged), a bulk, reads, a delete, the workspace, a QR code. */
async function e2e(url: string): Promise<void> {
  const as = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const call = async (path: string, init: RequestInit = {}, token = TOKEN) => {
    const response = await fetch(`${url}${path}`, { ...init, headers: as(token) });
    return { status: response.status, body: (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as any) : undefined };
  };
  const tag = await call('/tags', { method: 'POST', body: JSON.stringify({ name: 'e2e-launch', color: 'blue' }) });
  expect(tag.status).toBe(201);
  const generated = await call('/links', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/e2e/generated', title: 'Generated' }) });
  const tagged = await call('/links', { method: 'POST', body: JSON.stringify({ url: 'https://example.com/e2e/tagged', key: 'e2e-tagged', tagIds: [tag.body.id], externalId: 'e2e-1' }) });
  expect([generated.status, tagged.status]).toEqual([200, 200]);
  expect((await call('/links/bulk', { method: 'POST', body: JSON.stringify([1, 2, 3].map((n) => ({ url: `https://example.com/e2e/bulk/${n}`, key: `e2e-bulk-${n}` }))) })).status).toBe(200);
  expect((await call(`/links?tagIds=${tag.body.id}`)).body).toHaveLength(1);
  expect((await call(`/links/count?tagIds=${tag.body.id}`)).body).toBe(1);
  expect((await call(`/links/info?linkId=${generated.body.id}`)).status).toBe(200);
  expect((await call('/links/info?externalId=ext_e2e-1')).status).toBe(200);
  expect((await call(`/links/${generated.body.id}`, { method: 'DELETE' })).status).toBe(200);
  expect((await call(`/links/info?linkId=${generated.body.id}`)).status).toBe(404);
  expect((await call('/workspaces/acme')).status).toBe(200);
  expect((await call('/links?pageSize=5', {}, OTHER)).status).toBe(200);
  expect((await fetch(`${url}/qr?url=${encodeURIComponent(generated.body.shortLink)}`)).status).toBe(200);
}

/** A mock over HTTP; with `bug`, its fetch wrapped and served by a plain node:http adapter. */
async function served(bug?: (fetch: (request: Request) => Promise<Response>) => (request: Request) => Promise<Response>, seed = 2): Promise<{ url: string; close(): Promise<void> }> {
  // One instant for the recorded staging and every replay target: a workspace's usage counts the clicks of the
  // billing cycle, and two mocks started seconds apart on the system clock could see a click fall either side of
  // the cycle's start (a flake seen once: /usage 123634 → 123635).
  const mock = createMockWithDefaults({ seed, rateLimit: false, clock: fixedClock(START) });
  if (bug === undefined) return serveMock(mock, { port: 0 });
  const fetch = bug(mock.fetch);
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])) as [string, string][]);
    const answer = await fetch(new Request(`http://mock.test${request.url}`, { method: request.method, headers, ...(chunks.length > 0 && { body: Buffer.concat(chunks) }) }));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'linkproof-replay-'));
  har = join(folder, 'staging.har');
  const staging = await served(undefined, 1);
  let listening: (url: string) => void;
  const url = new Promise<string>((resolve) => (listening = resolve));
  const lines: string[] = [];
  // Idle for 1.5 s before it stops: at 0.3 s, a pause of the e2e on a loaded machine found it gone (ECONNRESET), 1 run in 10.
  const exit = runProxy({ upstream: staging.url, port: 0, host: '127.0.0.1', record: har, exitAfterIdleMs: 1500, failOnFinding: true, log: (line) => {
    lines.push(line);
    const found = /^linkproof proxy on (\S+)/.exec(line);
    if (found !== null) listening(found[1]!);
  } });
  await e2e(await url);
  expect(await exit, lines.join('\n')).toBe(0);
  await staging.close();
});

afterAll(async () => {
  // Every file the proxy and the replays wrote: no token in any.
  const files = await readdir(folder);
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) {
    const text = await readFile(join(folder, file), 'utf8');
    expect(text, file).not.toContain(TOKEN);
    expect(text, file).not.toContain(OTHER);
  }
});

describe('linkproof proxy --record, then linkproof replay', () => {
  it('records HAR 1.2 with placeholders for both tokens, the QR code as base64', async () => {
    const recorded = JSON.parse(await readFile(har, 'utf8'));
    expect(recorded.log.version).toBe('1.2');
    expect(recorded.log.creator.name).toBe('linkproof');
    expect(recorded.log.entries).toHaveLength(13);
    const auth = recorded.log.entries.map((entry: any) => entry.request.headers.find((header: any) => header.name === 'authorization')?.value);
    expect(new Set(auth)).toEqual(new Set(['Bearer $LINKPROOF_TOKEN', 'Bearer $LINKPROOF_TOKEN_2', undefined]));
    expect(recorded.log.entries.at(-1).response.content).toMatchObject({ mimeType: 'image/png', encoding: 'base64' });
  });

  it('replayed against a fresh target whose ids and keys differ: every answer the same, no finding, exit 0', async () => {
    const target = await served(undefined, 7);
    const lines: string[] = [];
    try {
      const code = await runReplay({ file: har, baseUrl: target.url, tokens: new Map([[1, TOKEN], [2, OTHER]]), exclusive: true, report: join(folder, 'replay.json'), junit: join(folder, 'replay.xml'), log: (line) => lines.push(line) });
      expect(lines).toEqual([expect.stringMatching(/^replayed 13 exchange\(s\) against .*: 13 the same, 0 differ; 0 failure\(s\), 0 suspicion\(s\); \d+ id\(s\) mapped$/)]);
      expect(code).toBe(0);
      const report = JSON.parse(await readFile(join(folder, 'replay.json'), 'utf8'));
      // The generated key, the link and tag ids were mapped: the delete and the reads named the new target's.
      expect(report.mapped).toBeGreaterThanOrEqual(4);
      expect(report.exchanges.map((exchange: any) => exchange.status)).toEqual(JSON.parse(await readFile(har, 'utf8')).log.entries.map((entry: any) => entry.response.status));
    } finally {
      await target.close();
    }
  });

  it('replayed against a target that drops the preview title: the difference named at the create', async () => {
    const broken = await served((fetch) => async (request) => {
      const response = await fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links') return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, title: null }, { status: response.status });
    });
    const lines: string[] = [];
    try {
      const code = await runReplay({ file: har, baseUrl: broken.url, tokens: new Map([[1, TOKEN], [2, OTHER]]), exclusive: true, report: join(folder, 'broken.json'), log: (line) => lines.push(line) });
      expect(code).toBe(1);
      expect(lines).toContain('#2 POST /links: /title: "Generated" → null');
      expect(lines.some((line) => /^FINDING   created_as_sent \[create.accepts-valid\] #2: title: sent "Generated", answered null/.test(line))).toBe(true);
    } finally {
      await broken.close();
    }
  });

  it('refuses to replay without a token the recording needs, naming its placeholder (exit 2)', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      expect(await runReplay({ file: har, baseUrl: 'http://127.0.0.1:9', tokens: new Map([[1, TOKEN]]), exclusive: false })).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([expect.stringContaining('the recording uses $LINKPROOF_TOKEN_2 (--token-2); give its token')]);
  });
});

describe('a token the recorded target refused every time (a wrong one a client tried)', () => {
  const refusal = { error: { code: 'unauthorized', message: 'no', doc_url: 'https://x.test' } };
  const entry = (authorization: string, status: number) => ({
    request: { method: 'GET', url: 'http://up.test/links', headers: [{ name: 'authorization', value: `Bearer ${authorization}` }] },
    response: { status, content: { mimeType: 'application/json', text: JSON.stringify(refusal) } },
  });

  it('is found: every request that carried it answered 401; one also answered otherwise is not', () => {
    const har = { log: { entries: [entry('$LINKPROOF_TOKEN', 200), entry('$LINKPROOF_TOKEN_2', 401), entry('$LINKPROOF_TOKEN_3', 401), entry('$LINKPROOF_TOKEN_3', 401), entry('$LINKPROOF_TOKEN', 401)] } } as unknown as Har;
    expect(refusedPlaceholders(har)).toStrictEqual([2, 3]);
  });

  it('is replayed with a token no target issues, saying so, without asking for it', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'linkproof-refused-')), 'refused.har');
    await writeFile(file, JSON.stringify({ log: { entries: [entry('$LINKPROOF_TOKEN_2', 401)] } }));
    const sent: string[] = [];
    const lines: string[] = [];
    const fetch = async (request: Request) => {
      sent.push(request.headers.get('authorization') ?? '');
      return Response.json(refusal, { status: 401 });
    };
    expect(await runReplay({ file, baseUrl: 'http://127.0.0.1:9', tokens: new Map(), exclusive: false, fetch, log: (line) => lines.push(line) })).toBe(0);
    expect(sent).toStrictEqual(['Bearer linkproof_refused_token_2']);
    expect(lines[0]).toBe('$LINKPROOF_TOKEN_2 was refused (401) on every request of the recording: replayed with a token no target issues');
  });
});

describe('linkproof replay of a file that is not a recording', () => {
  it.each([
    ['not JSON', 'nope'],
    ['no entries', '{"log":{}}'],
    ['an entry without a url', '{"log":{"entries":[{"request":{"method":"GET","headers":[]},"response":{"status":200,"content":{}}}]}}'],
  ])('%s: exit 2, saying what is wrong', async (_name, text) => {
    const file = join(await mkdtemp(join(tmpdir(), 'linkproof-bad-har-')), 'bad.har');
    await writeFile(file, text);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      expect(await runReplay({ file, baseUrl: 'http://127.0.0.1:9', tokens: new Map(), exclusive: false })).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors[0]).toMatch(/is not a HAR file a proxy recorded: /);
  });
});
