import { execFile } from 'node:child_process';
import { mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { serveMock, type RunningMock } from '../mock/node/serve-mock.js';
import { curlScript } from './curl-script.js';
import { Target, type Exchange } from './target.js';

const TOKEN = 'lp_acme_demo_token';
const run = promisify(execFile);

/** Runs a script with sh; its exit code, output and error output (a non-zero exit is an answer, not a throw). */
async function sh(file: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('sh', [file], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** What a run of two steps records against a target: a link created, then retrieved and (unless `keep`) deleted by its id; the answers as the target gave them. */
async function record(url: string, key = 'replayed-key-1', keep = false): Promise<{ exchanges: Exchange[]; id: string }> {
  const target = new Target({ baseUrl: url, token: TOKEN });
  const client = target.client(TOKEN);
  const created = await client.POST('/links', { body: { url: 'https://example.com/replayed', key } });
  const id = created.data!.id;
  await client.GET('/links/info', { params: { query: { linkId: id } } });
  if (!keep) await client.DELETE('/links/{linkId}', { params: { path: { linkId: id } } });
  return { exchanges: target.recorded(), id };
}

let first: RunningMock;
let second: RunningMock;
let dir: string;
beforeAll(async () => {
  // Two mocks of other seeds: each makes up other ids for the same requests, as a restarted or another target does.
  first = await serveMock(createMockWithDefaults({ seed: 11, rateLimit: false }), { port: 0 });
  second = await serveMock(createMockWithDefaults({ seed: 12, rateLimit: false }), { port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'linkproof-replay-'));
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('a failure\'s curl replay', () => {
  it('reads the ids the target makes up from its answers, so that it reproduces on another target (jq, else node)', async () => {
    const { exchanges, id } = await record(first.url);
    const script = curlScript({ title: 'a_check (§4.5): the rule', message: 'retrieve answered 200', baseUrl: first.url, exchanges });
    // The id is read from the create's answer and sent in its place: never written into a request.
    expect(script).toContain(`made1=$(pick 1 '. | .["id"]' '["id"]' '${id}')`);
    expect(script.split('\n').filter((line) => line.startsWith('send ') && line.includes(id))).toStrictEqual([]);
    expect(script).toContain(`send 3 200 failing DELETE "$base"'/links/'"$made1" -H 'authorization: Bearer '"$LINKPROOF_TOKEN"`);
    const file = join(dir, 'replay.sh');
    await writeFile(file, script);
    const again = await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: second.url });
    expect(again.stdout).toContain('# #2 answered 200, as recorded');
    expect(again.stdout).toContain('# #3 answered 200, as recorded');
    expect(again.code, again.stdout + again.stderr).toBe(0);
    // Without jq on the PATH, node reads the answer: the same replay. (A PATH of every tool but jq.)
    const bin = join(dir, 'bin');
    await run('mkdir', ['-p', bin]);
    for (const folder of (process.env.PATH ?? '').split(delimiter).filter((entry) => entry !== '').reverse()) {
      for (const name of await readdir(folder).catch(() => [] as string[])) if (name !== 'jq') await symlink(join(folder, name), join(bin, name)).catch(() => undefined);
    }
    const noJq = await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: first.url, PATH: bin });
    expect(noJq.stderr).toBe('');
    expect(noJq.code, noJq.stdout).toBe(0);
  });

  it('sends a run id of its own each time and deletes what it created: run twice on one server, it reproduces twice and leaves nothing', async () => {
    const RUN = 'lpreplay0001';
    const { exchanges } = await record(first.url, `${RUN}-kept`, true);
    const file = join(dir, 'again.sh');
    await writeFile(file, curlScript({ title: 'a_check', baseUrl: first.url, exchanges, runId: RUN }));
    const left = async () => (await fetch(`${second.url}/links/count?search=${RUN.slice(0, -4)}`, { headers: { authorization: `Bearer ${TOKEN}` } })).json();
    // Twice, keeping what it made: the second is not refused the first one's key. A base URL with a trailing slash is the same base.
    for (const time of [1, 2]) {
      const again = await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: `${second.url}/`, LINKPROOF_KEEP: '1' });
      expect(again.code, `${time}: ${again.stdout}${again.stderr}`).toBe(0);
      expect(again.stdout).toMatch(/^>>> #1 POST http:\/\/127\.0\.0\.1:\d+\/links$/m);
    }
    expect(await left()).toBe(2);
    // Without LINKPROOF_KEEP, what it made is deleted at the end.
    expect((await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: second.url })).code).toBe(0);
    expect(await left()).toBe(2);
    // The recorded values, when asked for: the key the run sent.
    const same = await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: second.url, LINKPROOF_RUN_ID: RUN });
    expect(same.stdout).toContain(`"key":"${RUN}-kept"`);
    expect(same.code).toBe(0);
  });

  it('exits 2, saying why, when the server does not answer: nothing is told of the failure', async () => {
    const { exchanges } = await record(first.url);
    const file = join(dir, 'nobody.sh');
    await writeFile(file, curlScript({ title: 'a_check', baseUrl: first.url, exchanges }));
    const none = await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: 'http://127.0.0.1:9' });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/linkproof: no answer to #1 \(POST http:\/\/127\.0\.0\.1:9\/links\): is the server at http:\/\/127\.0\.0\.1:9 running\?/);
  });

  it('says so, and exits 1, when an answer\'s status is not the recorded one; a token is never written down', async () => {
    const { exchanges } = await record(first.url);
    // As if the run had been answered 404 on the retrieve: the replay is answered 200, and says where it differs.
    const script = curlScript({ title: 'a_check', baseUrl: first.url, exchanges: exchanges.map((exchange, index) => (index === 1 ? { ...exchange, status: 404 } : exchange)) });
    expect(script).not.toContain(TOKEN);
    const file = join(dir, 'differs.sh');
    await writeFile(file, script);
    const again = await sh(file, { LINKPROOF_TOKEN: TOKEN, LINKPROOF_BASE_URL: second.url });
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('# #2 answered 200, recorded 404');
    expect(again.stdout).toMatch(/linkproof: answered otherwise than recorded at #2: /);
  });
});
