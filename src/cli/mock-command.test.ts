import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { readDatasetFile } from '../dataset/read-dataset-file.js';
import { writeFixtures } from './fixtures-command.js';
import { DEFAULT_FIXTURES, startMock, type MockCommandOptions, type StartedMock } from './mock-command.js';

const options = (extra: Partial<MockCommandOptions> = {}): MockCommandOptions => ({
  port: 0,
  host: '127.0.0.1',
  fixtures: DEFAULT_FIXTURES,
  rateLimit: false,
  validateResponses: true,
  log: () => {},
  ...extra,
});

/** The started mock; a start that failed fails the test with its reason. */
async function start(extra: Partial<MockCommandOptions> = {}): Promise<StartedMock> {
  const started = await startMock(options(extra));
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

describe('linkproof mock', () => {
  it('freezes a --state mock at --now too, a restart at the --now it is given', async () => {
    const state = join(await mkdtemp(join(tmpdir(), 'linkproof-')), 'state.json');
    const clockOf = async (started: StartedMock) => (await fetch(`${started.running.url}/__linkproof/clock`)).json();
    const first = await start({ state, now: '2026-11-05T08:00:00Z' });
    expect(await clockOf(first)).toEqual({ now: '2026-11-05T08:00:00.000Z', frozen: true });
    await first.stop();
    const again = await start({ state, now: '2030-01-01T00:00:00Z' });
    expect(await clockOf(again)).toEqual({ now: '2030-01-01T00:00:00.000Z', frozen: true });
    await again.stop();
  });

  it('keeps its state across a restart with --state: nothing lost', async () => {
    const state = join(await mkdtemp(join(tmpdir(), 'linkproof-')), 'state.json');
    const first = await start({ state });
    const client = createClient({ baseUrl: first.running.url, token: 'lp_acme_demo_token' });
    const tag = await client.POST('/tags', { body: { name: 'Survivor' } });
    const created = await client.POST('/links', { body: { url: 'https://example.com/kept', key: 'kept', tagNames: 'survivor', externalId: 'keep-1' } });
    const gone = (await client.GET('/links', { params: { query: { pageSize: 1, sortOrder: 'asc' } } })).data![0]!;
    expect((await client.DELETE('/links/{linkId}', { params: { path: { linkId: gone.id } } })).response.status).toBe(200);
    // A link created and deleted in this billing cycle still counts in linksUsage after the restart.
    const brief = (await client.POST('/links', { body: { url: 'https://example.com/brief' } })).data!;
    expect((await client.DELETE('/links/{linkId}', { params: { path: { linkId: brief.id } } })).response.status).toBe(200);
    const before = (await client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: 'acme' } } })).data!;
    await first.stop();

    expect((await readDatasetFile(state)).ok).toBe(true);
    const second = await start({ state });
    const again = createClient({ baseUrl: second.running.url, token: 'lp_acme_demo_token' });
    const info = await again.GET('/links/info', { params: { query: { externalId: 'ext_keep-1' } } });
    expect(info.error, JSON.stringify(info.error)).toBeUndefined();
    expect({ ...info.data, qrCode: undefined }).toEqual({ ...created.data, qrCode: undefined });
    expect(info.data!.tags).toEqual([tag.data]);
    expect((await again.GET('/links/info', { params: { query: { linkId: gone.id } } })).response.status).toBe(404);
    const after = (await again.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: 'acme' } } })).data!;
    expect([after.totalLinks, after.linksUsage, after.usage]).toEqual([before.totalLinks, before.linksUsage, before.usage]);
    expect((await again.POST('/tags', { body: { name: 'SURVIVOR' } })).response.status).toBe(409);
    await second.stop();
  });

  it('keeps a new state\'s --token in its saved state, written or not, and a reset keeps it too', async () => {
    const state = join(await mkdtemp(join(tmpdir(), 'linkproof-')), 'state.json');
    const first = await start({ state, token: 'my-own-token' });
    await first.stop();
    const lines: string[] = [];
    const second = await start({ state, log: (line) => lines.push(line) });
    try {
      expect(lines.join('\n')).toMatch(/acme +business +token my-own-token\n/);
      const client = createClient({ baseUrl: second.running.url, token: 'my-own-token' });
      expect((await client.GET('/links/count')).response.status).toBe(200);
      expect((await fetch(`${second.running.url}/__linkproof/reset`, { method: 'POST' })).status).toBe(200);
      expect((await client.GET('/links/count')).response.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('says, on a restart with --state, that the --fixtures it was given are not read (the state goes on)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const state = join(folder, 'state.json');
    const fixtures = join(folder, 'other.json');
    await writeFile(fixtures, readFileSync(DEFAULT_FIXTURES, 'utf8'));
    const lines: string[] = [];
    const first = await start({ state, fixtures, log: (line) => lines.push(line) });
    await first.stop();
    expect(lines.join('\n')).not.toContain('not read');
    lines.length = 0;
    const second = await start({ state, fixtures, log: (line) => lines.push(line) });
    await second.stop();
    expect(lines.join('\n')).toContain(`--fixtures ${fixtures} not read: ${state} holds a state already`);
  });

  it('writes the state file whole: never a half-written file', async () => {
    const state = join(await mkdtemp(join(tmpdir(), 'linkproof-')), 'state.json');
    const started = await start({ state });
    const client = createClient({ baseUrl: started.running.url, token: 'lp_acme_demo_token' });
    await Promise.all(Array.from({ length: 40 }, (_, i) => client.POST('/links', { body: { url: `https://example.com/${i}` } })));
    await started.stop();
    expect(() => JSON.parse(readFileSync(state, 'utf8'))).not.toThrow();
    expect((await readFile(state, 'utf8')).endsWith('}\n')).toBe(true);
  });

  it('serves the API under --base-path, and says where', async () => {
    const lines: string[] = [];
    const started = await start({ basePath: '/api', log: (line) => lines.push(line) });
    try {
      const client = createClient({ baseUrl: `${started.running.url}/api`, token: 'lp_acme_demo_token' });
      const created = await client.POST('/links', { body: { url: 'https://example.com/base', key: 'under-api' } });
      expect(created.data?.qrCode.startsWith(`${started.running.url}/api/qr?url=`)).toBe(true);
      expect(lines[0]).toMatch(/^linkproof mock on http:\/\/127\.0\.0\.1:\d+\/api \(/);
    } finally {
      await started.stop();
    }
  });

  it('on every interface (--host 0.0.0.0), names its loopback address in qrCode, not 0.0.0.0, and says --public-url names another', async () => {
    const lines: string[] = [];
    const started = await start({ host: '0.0.0.0', log: (line) => lines.push(line) });
    try {
      expect(started.running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const client = createClient({ baseUrl: started.running.url, token: 'lp_acme_demo_token' });
      const created = await client.POST('/links', { body: { url: 'https://example.com/anywhere' } });
      expect(created.data?.qrCode.startsWith(`${started.running.url}/qr?url=`)).toBe(true);
      expect(lines[1]).toBe(`  listening on every interface (--host 0.0.0.0); links' qrCode and /docs name ${started.running.url}: --public-url URL names the address other machines reach it at`);
    } finally {
      await started.stop();
    }
  });

  it('names the --public-url (with --base-path) in qrCode and the address it prints', async () => {
    const lines: string[] = [];
    const started = await start({ publicUrl: 'http://mock:4010', basePath: '/api', log: (line) => lines.push(line) });
    try {
      const client = createClient({ baseUrl: `${started.running.url}/api`, token: 'lp_acme_demo_token' });
      const created = await client.POST('/links', { body: { url: 'https://example.com/public' } });
      expect(created.data?.qrCode.startsWith('http://mock:4010/api/qr?url=')).toBe(true);
      expect(lines[0]).toMatch(/^linkproof mock on http:\/\/mock:4010\/api \(/);
    } finally {
      await started.stop();
    }
  });

  it('replaces the first workspace\'s token with --token, and prints each workspace with its tokens', async () => {
    const lines: string[] = [];
    const started = await start({ token: 'my-own-token', log: (line) => lines.push(line) });
    expect(lines[0]).toMatch(/^linkproof mock on http:\/\/127\.0\.0\.1:\d+ /);
    const printed = lines.slice(1);
    expect([printed[0], printed.at(-1)]).toEqual([expect.stringMatching(/^ {2}acme +business +token my-own-token$/), expect.stringMatching(/^ {2}side-project +free +token lp_side_project_demo_token$/)]);
    // acme's members' tokens, under its line, each with its user: each is one the mock takes.
    const members = printed.slice(1, -1);
    expect(members).toHaveLength(2);
    for (const line of members) {
      const [, token] = /^ {35}token (\S+) {2}\(member: \S+@acme\.example\)$/.exec(line) ?? [];
      expect(token, line).toBeDefined();
      expect((await createClient({ baseUrl: started.running.url, token: token! }).GET('/links/count')).response.status).toBe(200);
    }
    const client = createClient({ baseUrl: started.running.url, token: 'my-own-token' });
    expect((await client.GET('/links/count')).data).toBeGreaterThan(0);
    expect((await createClient({ baseUrl: started.running.url, token: 'lp_acme_demo_token' }).GET('/links/count')).response.status).toBe(401);
    await started.stop();
  });

  it('moves the default dataset to the day it starts (real clock, or --now); a dataset of one\'s own is served as written', async () => {
    const free = { authorization: 'Bearer lp_side_project_demo_token' };
    for (const now of [undefined, '2031-07-30T18:00:00Z']) {
      const started = await start(now === undefined ? {} : { now });
      const workspace = await (await fetch(`${started.running.url}/workspaces/side-project`, { headers: free })).json();
      expect(workspace.linksLimit - workspace.linksUsage).toBe(2);
      const [newest] = await (await fetch(`${started.running.url}/links?pageSize=1`, { headers: free })).json();
      const age = (now === undefined ? Date.now() : Date.parse(now)) - Date.parse(newest.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(4 * 86_400_000);
      await started.stop();
    }
    const own = join(await mkdtemp(join(tmpdir(), 'linkproof-own-')), 'own.json');
    await writeFile(own, readFileSync(DEFAULT_FIXTURES));
    const started = await start({ fixtures: own, now: '2031-07-30T18:00:00Z' });
    const written = JSON.parse(readFileSync(DEFAULT_FIXTURES, 'utf8')).workspaces[0].links[0];
    const served = started.mock.store.toDataset(started.mock.clock.now()).workspaces[0]!.links.find((link) => link.id === written.id);
    expect(served?.createdAt).toBe(written.createdAt);
    await started.stop();
  });

  it('answers the same requests with the same bytes under --seed and --now', async () => {
    const run = async () => {
      const started = await start({ seed: 11, now: '2026-11-05T08:00:00Z' });
      const auth = { authorization: 'Bearer lp_acme_demo_token', 'content-type': 'application/json' };
      const texts: string[] = [];
      for (const [method, path, body] of [
        ['POST', '/links', '{"url":"https://example.com"}'],
        ['POST', '/tags', '{"name":"Seeded"}'],
        ['GET', '/links?pageSize=3', undefined],
        ['GET', '/workspaces/acme', undefined],
        // --now freezes the clock, and the control plane says so.
        ['GET', '/__linkproof/clock', undefined],
      ] as const) {
        const response = await fetch(`${started.running.url}${path}`, { method, headers: auth, ...(body !== undefined && { body }) });
        texts.push(`${response.status} ${(await response.text()).replaceAll(started.running.url, 'BASE')}`);
      }
      await started.stop();
      return texts;
    };
    const first = await run();
    expect(first.at(-1)).toBe('200 {"now":"2026-11-05T08:00:00.000Z","frozen":true}');
    expect(await run()).toEqual(first);
  });

  it('reloads the fixtures file when it changes with --watch, keeping the port, and keeps its state when the file is bad', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const fixtures = join(dir, 'data.json');
    const options_ = { workspaces: [{ slug: 'watched', plan: 'business' as const, links: 5, token: 'lp_watched_token' }] };
    await writeFixtures({ dataset: { ...options_, seed: 1 }, out: fixtures });
    const lines: string[] = [];
    const started = await start({ fixtures, watch: true, log: (line) => lines.push(line) });
    const count = async () => {
      const response = await fetch(`${started.running.url}/links/count?showArchived=true`, { headers: { authorization: 'Bearer lp_watched_token' } });
      return (await response.json()) as number;
    };
    expect(await count()).toBe(5);
    await writeFixtures({ dataset: { workspaces: [{ ...options_.workspaces[0]!, links: 9 }], seed: 2 }, out: fixtures });
    await expect.poll(count, { timeout: 5000 }).toBe(9);
    expect(lines.some((line) => line.startsWith(`reloaded ${fixtures}`))).toBe(true);
    await writeFile(fixtures, '{ "version": 1, "broken": ');
    await expect.poll(() => lines.some((line) => line.startsWith('not reloaded:')), { timeout: 5000 }).toBe(true);
    expect(await count()).toBe(9);
    await started.stop();
  });

  it('answers a port in use with an error naming the port and --port 0, and releases the --state it opened', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const port = (holder.address() as AddressInfo).port;
    const state = join(await mkdtemp(join(tmpdir(), 'linkproof-')), 'state.json');
    try {
      const refused = await startMock(options({ port, state }));
      expect(refused).toEqual({ ok: false, error: `port ${port} on 127.0.0.1 is already in use (another linkproof mock?)\n(--port N picks another port; --port 0 any free one)` });
      expect(existsSync(`${state}.lock`)).toBe(false);
      // The lock is free: the next try on another port takes the state.
      await (await start({ state })).stop();
    } finally {
      holder.close();
    }
  });

  it('builds the search index while idle, and with idleIndex false (--no-idle-index) only at the first search', async () => {
    const prepared = (started: StartedMock, slug?: string) =>
      started.mock.store.workspaces.filter((state) => slug === undefined || state.workspace.slug === slug).every((state) => state.bitmaps.prepareSearch(Number.NEGATIVE_INFINITY, () => 0));
    const eager = await start();
    const lazy = await start({ idleIndex: false });
    try {
      for (let waited = 0; !prepared(eager) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(prepared(eager)).toBe(true);
      expect(prepared(lazy)).toBe(false);
      const client = createClient({ baseUrl: lazy.running.url, token: 'lp_acme_demo_token' });
      // Of two characters or more: a one-character search reads a bitset per character, not the trigrams.
      const found = await client.GET('/links', { params: { query: { search: 'ht' } } });
      expect(found.response.status).toBe(200);
      expect(found.data!.length).toBeGreaterThan(0);
      expect(prepared(lazy, 'acme')).toBe(true);
    } finally {
      await eager.stop();
      await lazy.stop();
    }
  });

  it('says, for a large dataset, that the search index is being built while idle, and when it is ready', async () => {
    const said: string[] = [];
    const started = await start({ noticeSearchFrom: 10, log: (line) => said.push(line) });
    try {
      expect(said.at(-1)).toMatch(/search index: being built while idle/);
      for (let waited = 0; !said.some((line) => line.includes('search index ready')) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(said.at(-1)).toMatch(/^ {2}search index ready \(\d+ links, \d+\.\d s after the mock began serving\)$/);
      const small: string[] = [];
      const quiet = await start({ log: (line) => small.push(line) });
      await new Promise((resolve) => setTimeout(resolve, 600));
      await quiet.stop();
      expect(small.join('\n')).not.toMatch(/search index/);
      const toldLazy: string[] = [];
      const lazy = await start({ noticeSearchFrom: 10, idleIndex: false, log: (line) => toldLazy.push(line) });
      await lazy.stop();
      expect(toldLazy.at(-1)).toMatch(/search index: made at the first search of two or more characters \(--no-idle-index\)/);
    } finally {
      await started.stop();
    }
  });

  it('refuses to start from a broken dataset, naming the record', async () => {
    const started = await startMock(options({ fixtures: join(tmpdir(), 'no-such-file.json') }));
    expect(started.ok).toBe(false);
    expect(!started.ok && started.error).toMatch(/^Cannot start the mock: .*no-such-file\.json/);
  });
});
