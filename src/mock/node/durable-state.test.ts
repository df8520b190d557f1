/**
 * `linkproof mock --state FILE` loses no acknowledged write: the mock is killed with SIGKILL at random
 * moments during concurrent creates, bulk creates and deletes, restarted from the file, and every
 * acknowledged create must be there and every acknowledged delete gone. Runs the built CLI (bin/, dist/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { lstat, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { ok } from '../../result.js';
import { fixedClock } from '../clock.js';
import { createMock } from '../create-mock.js';
import { openDurableState } from './durable-state.js';
import { imageIsCurrent } from './state-image.js';

const BIN = fileURLToPath(new URL('../../../bin/linkproof.js', import.meta.url));
const TOKEN = 'lp_acme_demo_token';
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'linkproof-state-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts `linkproof mock --state FILE --port 0` and waits for the line that says where it listens. */
function start(state: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [BIN, 'mock', '--state', state, '--port', '0', '--seed', '3', '--no-rate-limit'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /linkproof mock on (http:\/\/[^\s]+)/.exec(output);
      if (found !== null) resolve({ child, url: found[1]!, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the mock exited (${code}) before listening:\n${output}`)));
  });
}

/** Runs the mock to its end and returns what it printed and its exit code. */
function runToEnd(state: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [BIN, 'mock', '--state', state, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve({ code, output }));
    setTimeout(() => child.kill('SIGKILL'), 10_000);
  });
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/** A state in `file` made from the default dataset at a fixed time, opened in process. */
const openDefaultState = (file: string) => {
  const now = Date.parse('2026-11-01T00:00:00Z');
  return openDurableState({
    file,
    fixtures: async () => ok(defaultDataset(now)),
    createMock: (dataset, resetTo) => createMock({ dataset, resetTo, seed: 1, clock: fixedClock(now) }),
  });
};

/** How many links the default token's workspace lists. */
const count = (opened: { mock: ReturnType<typeof createMock> }) => Number(opened.mock.handle({ method: 'GET', path: '/links/count', headers: auth }).body);

describe('linkproof mock --state', () => {
  it('loses no acknowledged create, bulk create or delete when killed with SIGKILL at random moments (20 rounds)', async () => {
    const state = join(dir, 'killed.json');
    const acknowledgedCreates = new Map<string, string>(); // id → key
    const acknowledgedDeletes = new Set<string>();
    // Deletes sent but not answered when the mock died: each may or may not have happened.
    const uncertainDeletes = new Set<string>();
    let sequence = 0;
    // Kill delays and client choices from a fixed seed (fast-check's generator), printed on failure.
    const plan = fc.sample(
      fc.record({ killAfterMs: fc.integer({ min: 80, max: 700 }), seed: fc.integer(), killWhileStartingMs: fc.option(fc.integer({ min: 30, max: 400 }), { nil: undefined }) }),
      { numRuns: 20, seed: 20261123 },
    );
    let startsKilled = 0;
    for (const [round, { killAfterMs, seed, killWhileStartingMs }] of plan.entries()) {
      if (killWhileStartingMs !== undefined) {
        // Killed while it starts: recovering, compacting the journal it replayed, or just listening.
        const starting = spawn(process.execPath, [BIN, 'mock', '--state', state, '--port', '0', '--seed', '3'], { stdio: 'ignore' });
        await new Promise((resolve) => setTimeout(resolve, killWhileStartingMs));
        await kill(starting);
        startsKilled++;
      }
      // A journal this small is compacted several times a round: kills land during compactions too.
      const mock = await start(state, { LINKPROOF_COMPACT_BYTES: '200000' });
      let killed = false;
      const client = async (number: number) => {
        let choice = (seed + number) >>> 0;
        const mine: string[] = [];
        while (!killed) {
          choice = (choice * 1_103_515_245 + 12_345) >>> 0;
          const kind = choice % 5;
          try {
            if (kind <= 1) {
              const key = `r${round}-c${number}-${sequence++}`;
              const response = await fetch(`${mock.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/kill', key }) });
              if (response.status === 200) {
                const link = (await response.json()) as { id: string };
                acknowledgedCreates.set(link.id, key);
                mine.push(link.id);
              }
            } else if (kind <= 3) {
              const body = [0, 1, 2].map(() => ({ url: 'https://example.com/bulk', key: `r${round}-b${number}-${sequence++}` }));
              const response = await fetch(`${mock.url}/links/bulk`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
              if (response.status === 200) {
                for (const link of (await response.json()) as { id?: string; key?: string }[]) {
                  if (link.id !== undefined) {
                    acknowledgedCreates.set(link.id, link.key!);
                    mine.push(link.id);
                  }
                }
              }
            } else if (mine.length > 0) {
              const id = mine.splice(choice % mine.length, 1)[0]!;
              uncertainDeletes.add(id);
              const response = await fetch(`${mock.url}/links/${id}`, { method: 'DELETE', headers: auth });
              if (response.status === 200) acknowledgedDeletes.add(id);
              uncertainDeletes.delete(id);
            }
          } catch {
            // The mock was killed under this request: its outcome is unknown, and not acknowledged.
          }
        }
      };
      const clients = Array.from({ length: 8 }, (_, number) => client(number));
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await kill(mock.child);
      killed = true;
      await Promise.all(clients);
    }

    const recovered = await start(state);
    try {
      const response = await fetch(`${recovered.url}/__linkproof/state`);
      const dataset = (await response.json()) as { workspaces: { links: { id: string }[] }[] };
      const present = new Set(dataset.workspaces.flatMap((workspace) => workspace.links.map((link) => link.id)));
      const lost = [...acknowledgedCreates.keys()].filter((id) => !acknowledgedDeletes.has(id) && !uncertainDeletes.has(id) && !present.has(id));
      const resurrected = [...acknowledgedDeletes].filter((id) => present.has(id));
      console.log(`--state under SIGKILL: ${acknowledgedCreates.size} acknowledged creates, ${acknowledgedDeletes.size} acknowledged deletes over ${plan.length} kills (and ${startsKilled} while starting); lost ${lost.length}, deleted but back ${resurrected.length}`);
      expect(acknowledgedCreates.size).toBeGreaterThan(200);
      expect(acknowledgedDeletes.size).toBeGreaterThan(20);
      expect({ lost, resurrected }).toEqual({ lost: [], resurrected: [] });
    } finally {
      await stop(recovered.child);
    }
  }, 180_000);

  it('keeps what the control plane did (reset, clock, load: what a reset returns to) across a restart, and the random sequence goes on', async () => {
    const state = join(dir, 'control.json');
    const first = await start(state);
    await fetch(`${first.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/before-reset', key: 'before-reset' }) });
    await fetch(`${first.url}/__linkproof/reset`, { method: 'POST' });
    await fetch(`${first.url}/__linkproof/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: '2030-01-02T03:04:05.000Z' }) });
    // A load: the state without the first link of acme, which a reset returns to from now on.
    const loaded = (await (await fetch(`${first.url}/__linkproof/state`)).json()) as { workspaces: { workspace: { totalLinks: number }; links: { id: string }[] }[] };
    const dropped = loaded.workspaces[0]!.links.shift()!.id;
    loaded.workspaces[0]!.workspace.totalLinks--;
    expect((await fetch(`${first.url}/__linkproof/state`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(loaded) })).status).toBe(200);
    const created = (await (await fetch(`${first.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/after' }) })).json()) as { id: string; key: string };
    await kill(first.child);

    const second = await start(state);
    try {
      const info = async (query: string) => (await fetch(`${second.url}/links/info?${query}`, { headers: auth })).status;
      expect(await info('domain=acme.link&key=before-reset')).toBe(404);
      expect(await info(`linkId=${created.id}`)).toBe(200);
      expect(await (await fetch(`${second.url}/__linkproof/clock`)).json()).toEqual({ now: '2030-01-02T03:04:05.000Z', frozen: true });
      // A random key made after the restart is not one made before it (the sequence continued).
      const next = (await (await fetch(`${second.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/after' }) })).json()) as { id: string; key: string };
      expect(next.id).not.toBe(created.id);
      expect(next.key).not.toBe(created.key);
      expect(await info(`linkId=${dropped}`)).toBe(404);
      // The reset goes back to what was loaded: the links made since are gone, the dropped one stays gone.
      expect((await fetch(`${second.url}/__linkproof/reset`, { method: 'POST' })).status).toBe(200);
      expect([await info(`linkId=${created.id}`), await info(`linkId=${next.id}`), await info(`linkId=${dropped}`)]).toEqual([404, 404, 404]);
      expect(await info(`linkId=${loaded.workspaces[0]!.links[0]!.id}`)).toBe(200);
    } finally {
      await stop(second.child);
    }
  }, 60_000);

  it('makes the folder of a state file that does not exist yet', async () => {
    const state = join(dir, 'not', 'yet', 'state.json');
    const started = await start(state);
    await stop(started.child);
    expect(existsSync(`${state}.base`)).toBe(true);
  }, 30_000);

  it('drops a torn last journal line and says so on start', async () => {
    const state = join(dir, 'torn.json');
    const first = await start(state);
    const created = (await (await fetch(`${first.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/kept', key: 'kept' }) })).json()) as { id: string };
    await kill(first.child);
    appendFileSync(`${state}.journal`, '{"changes":[{"type":"link.created","workspaceId":"ws_');
    const second = await start(state);
    try {
      expect(second.output()).toMatch(/recovered \d+ changes? from .*torn\.json\.journal; dropped a torn last line/);
      expect((await fetch(`${second.url}/links/info?linkId=${created.id}`, { headers: auth })).status).toBe(200);
    } finally {
      await stop(second.child);
    }
  }, 60_000);

  it('refuses a journal line that does not parse, and a snapshot that does not, naming file and line; nothing is overwritten', async () => {
    const state = join(dir, 'corrupt.json');
    const first = await start(state);
    await fetch(`${first.url}/links`, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'https://example.com/x', key: 'x' }) });
    await kill(first.child);
    const journal = readFileSync(`${state}.journal`, 'utf8');
    writeFileSync(`${state}.journal`, `${journal.split('\n')[0]}\n{"changes": nope}\n${journal.split('\n').slice(1).join('\n')}`);
    const bad = readFileSync(`${state}.journal`, 'utf8');
    const refused = await runToEnd(state);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/corrupt\.json\.journal:2: not JSON/);
    expect(readFileSync(`${state}.journal`, 'utf8')).toBe(bad);

    const snapshot = join(dir, 'snapshot.json');
    writeFileSync(snapshot, '{"version": 1, "workspaces": [');
    const unreadable = await runToEnd(snapshot);
    expect(unreadable.code).not.toBe(0);
    expect(unreadable.output).toMatch(/snapshot\.json: \(root\): not JSON/);
    expect(readFileSync(snapshot, 'utf8')).toBe('{"version": 1, "workspaces": [');
  }, 60_000);

  it('journals a load made from code (as --watch does) without waiting for a request', async () => {
    const file = join(dir, 'code.json');
    const now = Date.parse('2026-11-01T00:00:00Z');
    const opened = await openDurableState({
      file,
      fixtures: async () => ok(defaultDataset(now)),
      createMock: (dataset, resetTo) => createMock({ dataset, resetTo, seed: 1, clock: fixedClock(now) }),
    });
    const full = defaultDataset(now);
    opened.mock.load({ ...full, workspaces: [full.workspaces[1]!] });
    const journalled = async () => (await readFile(`${file}.journal`, 'utf8')).includes('"type":"load"');
    await expect.poll(journalled, { timeout: 5_000 }).toBe(true);
    // The next compaction (here, the one on close) makes the load what a reset returns to on disk.
    await opened.close();
    const base = await readFile(`${file}.base`, 'utf8');
    expect([/"slug":\s*"side-project"/.test(base), /"slug":\s*"acme"/.test(base)]).toEqual([true, false]);
  });

  it("says a new state's first writing before it begins when the state is large, and only then", async () => {
    const now = Date.parse('2026-11-01T00:00:00Z');
    const said = async (name: string, sayWritingFrom?: number) => {
      const lines: string[] = [];
      const file = join(dir, name);
      const opened = await openDurableState({
        file,
        fixtures: async () => ok(defaultDataset(now)),
        createMock: (dataset, resetTo) => createMock({ dataset, resetTo, seed: 1, clock: fixedClock(now) }),
        log: (line) => lines.push(line),
        ...(sayWritingFrom !== undefined && { sayWritingFrom }),
      });
      const links = opened.mock.store.workspaces.reduce((sum, state) => sum + state.table.size, 0);
      await opened.close();
      return { lines, links, file };
    };
    const large = await said('said-large.json', 1);
    expect(large.lines).toEqual([`writing the new state ${large.file} (${large.links.toLocaleString('en')} links: the snapshot, its base and their images) ...`]);
    // The default dataset is far below the default bound.
    expect((await said('said-small.json')).lines).toEqual([]);
  });

  it("writes a new state's fixtures once: its base is a copy of the first snapshot's file, which a compaction replaces and the base keeps", async () => {
    const file = join(dir, 'copied.json');
    const open = () => openDefaultState(file);
    const first = await open();
    // The base is the snapshot's very bytes (its position included: copied, not written again), in a file of its own.
    const fixtures = await readFile(`${file}.base`, 'utf8');
    expect(fixtures).toBe(await readFile(file, 'utf8'));
    expect(statSync(`${file}.base`).ino).not.toBe(statSync(file).ino);
    // Each with an image of its own file (encoded once, stamped for each): the snapshot's and the base's.
    expect([imageIsCurrent(file), imageIsCurrent(`${file}.base`)]).toEqual([true, true]);
    const before = count(first);
    const created = first.mock.handle({ method: 'POST', path: '/links', headers: auth, body: JSON.stringify({ url: 'https://example.com/after-the-copy' }) });
    expect(created.status).toBe(200);
    await created.durable;
    await first.compact();
    // The snapshot holds the write; the base is the fixtures still, byte for byte.
    expect(await readFile(file, 'utf8')).toContain('https://example.com/after-the-copy');
    expect(await readFile(`${file}.base`, 'utf8')).toBe(fixtures);
    await first.close();
    const second = await open();
    try {
      // Both read from their images (the base's only when a reset asks).
      expect(second.notes.join('\n')).toContain(`read ${file} from ${file}.columns`);
      expect(count(second)).toBe(before + 1);
      second.mock.reset();
      expect(count(second)).toBe(before);
    } finally {
      await second.close();
    }
  });

  it('writes the base on the next start when a crash came between the first snapshot and its copy', async () => {
    const file = join(dir, 'uncopied.json');
    const open = () => openDefaultState(file);
    const first = await open();
    const before = count(first);
    await first.close();
    // What a crash just after the snapshot was in place leaves: no base (nor its image).
    await rm(`${file}.base`);
    await rm(`${file}.base.columns`);
    const second = await open();
    try {
      expect(existsSync(`${file}.base`)).toBe(true);
      const created = second.mock.handle({ method: 'POST', path: '/links', headers: auth, body: JSON.stringify({ url: 'https://example.com/after-the-crash' }) });
      expect(created.status).toBe(200);
      await created.durable;
      second.mock.reset();
      expect(count(second)).toBe(before);
    } finally {
      await second.close();
    }
  });

  it('takes a state reached through a symbolic link as the file it names: one lock for both paths, and a compaction keeps the link', async () => {
    const real = join(dir, 'real.json');
    const link = join(dir, 'link-to-real.json');
    const first = await openDefaultState(real);
    await first.close();
    await symlink(real, link);
    const throughLink = await openDefaultState(link);
    try {
      await expect(openDefaultState(real)).rejects.toThrow(/real\.json is in use by another linkproof mock/);
      const created = throughLink.mock.handle({ method: 'POST', path: '/links', headers: auth, body: JSON.stringify({ url: 'https://example.com/through-a-link' }) });
      await created.durable;
      await throughLink.compact();
    } finally {
      await throughLink.close();
    }
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
  });

  it('refuses a second mock on the same state file (a lock), and takes over the lock of a killed one', async () => {
    const state = join(dir, 'locked.json');
    const first = await start(state);
    try {
      const second = await runToEnd(state);
      expect(second.code).not.toBe(0);
      expect(second.output).toMatch(/locked\.json is in use by another linkproof mock \(pid \d+/);
    } finally {
      await kill(first.child);
    }
    expect(existsSync(`${state}.lock`)).toBe(true);
    const third = await start(state);
    await stop(third.child);
    expect(existsSync(`${state}.lock`)).toBe(false);
  }, 60_000);
});
