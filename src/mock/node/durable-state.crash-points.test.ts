/**
 * `--state` recovers exactly at every point a crash can leave its files in: each test builds the files a
 * crash would leave (a "crash image": what was on disk at that moment) and recovers from a copy of them.
 * Recovery must give the state that was acknowledged: no write lost, none applied twice.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import type { Dataset } from '../../dataset/dataset.js';
import { ok } from '../../result.js';
import { fixedClock } from '../clock.js';
import { createMock } from '../create-mock.js';
import { openDurableState, type DurableState } from './durable-state.js';
import type { JournalFile } from './journal-writer.js';
import { statePaths } from './state-file.js';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const TOKEN = 'lp_acme_demo_token';
const opened: DurableState[] = [];

afterEach(async () => {
  for (const state of opened.splice(0)) await state.close().catch(() => undefined);
});

async function open(file: string, extra: Partial<Parameters<typeof openDurableState>[0]> = {}): Promise<DurableState> {
  const state = await openDurableState({
    file,
    fixtures: async () => ok(defaultDataset(NOW)),
    createMock: (dataset, resetTo) => createMock({ dataset, resetTo, seed: 1, clock: fixedClock(NOW), rateLimit: false }),
    ...extra,
  });
  opened.push(state);
  return state;
}

const call = async (state: DurableState, method: string, path: string, body?: unknown) => {
  const response = await state.mock.fetch(
    new Request(`http://mock${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** What recovery must reproduce: acme's links and its usage count, and what a reset returns to. */
async function observe(state: DurableState) {
  const workspace = await call(state, 'GET', '/workspaces/acme');
  const links = state.mock.store.toDataset(NOW).workspaces.map((entry) => entry.links.map((link) => link.id).sort());
  // The clock and the random sequence too: a restart that lost them would reuse ids and keys.
  return { linksUsage: workspace.body.linksUsage, usage: workspace.body.usage, totalLinks: workspace.body.totalLinks, links, frozenAt: state.mock.clock.frozenAt() ?? null, random: [...state.mock.randomState()] };
}

/** The files of a state as they are now: a crash image. */
function snapshotFiles(file: string): Record<string, string | undefined> {
  const paths = statePaths(file);
  return Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, existsSync(path) ? readFileSync(path, 'utf8') : undefined]));
}

/** The number of a journal's last write. */
const lastSeq = (journal: string) => (JSON.parse(journal.trimEnd().split('\n').at(-1)!) as { seq: number }).seq;

/** Writes a crash image as a state of its own, to recover from. */
function writeImage(dir: string, name: string, files: Record<string, string | undefined>): string {
  const file = join(dir, name, 'state.json');
  mkdirSync(join(dir, name), { recursive: true });
  const paths = statePaths(file);
  for (const [kind, content] of Object.entries(files)) if (content !== undefined) writeFileSync(paths[kind as keyof typeof paths], content);
  return file;
}

describe('--state recovers exactly at every crash point', () => {
  it('of a compaction, with links created and deleted since the snapshot (usage counted once)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const state = await open(file);
    const before = await observe(state);
    // Created and deleted since the snapshot: gone, but still counted in the billing cycle's usage.
    const created = await call(state, 'POST', '/links', { url: 'https://example.com/short-lived', key: 'short-lived' });
    expect(created.status).toBe(200);
    expect((await call(state, 'DELETE', `/links/${created.body.id}`)).status).toBe(200);
    await call(state, 'POST', '/links', { url: 'https://example.com/kept', key: 'kept' });
    const acknowledged = await observe(state);
    expect(acknowledged.linksUsage).toBe((before.linksUsage as number) + 2);

    const beforeCompaction = snapshotFiles(file);
    await state.compact();
    // After the compaction, a write goes to the new journal.
    await call(state, 'POST', '/links', { url: 'https://example.com/after', key: 'after' });
    const final = await observe(state);
    expect(final.linksUsage).toBe((before.linksUsage as number) + 3);
    const after = snapshotFiles(file);
    const nextJournal = after.journal;

    // Every state of the files a crash inside the compaction can leave, in the order it changes them.
    const images: Record<string, Record<string, string | undefined>> = {
      'snapshot old, journal, next': { ...beforeCompaction, next: nextJournal },
      'snapshot new, journal, next': { ...after, journal: beforeCompaction.journal, next: nextJournal },
      'snapshot new, next only': { ...after, journal: undefined, next: nextJournal },
      'snapshot new, next renamed': after,
    };
    for (const [name, files] of Object.entries(images)) {
      const recovered = await open(writeImage(dir, name.replaceAll(/[ ,]+/g, '-'), files));
      expect(await observe(recovered), name).toEqual(final);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('of the compaction on start (replaying a journal twice would count its creates twice)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const first = await open(file);
    // A frozen clock and the random sequence must come back too (a restart that lost them would reuse ids).
    await first.mock.fetch(new Request('http://mock/__linkproof/clock', { method: 'PUT', body: JSON.stringify({ now: '2030-01-02T03:04:05.000Z' }) }));
    const created = await call(first, 'POST', '/links', { url: 'https://example.com/a', key: 'a' });
    await call(first, 'DELETE', `/links/${created.body.id}`);
    await call(first, 'POST', '/links', { url: 'https://example.com/b', key: 'b' });
    const acknowledged = await observe(first);
    // The crash: the files as they are, no last snapshot.
    const crashed = snapshotFiles(file);
    const image = writeImage(dir, 'crashed', crashed);
    // Recovering compacts on start: the files afterwards, with the journal it replayed put back as a crash before its removal would leave it.
    const recovered = await open(image);
    expect(await observe(recovered)).toEqual(acknowledged);
    await recovered.close();
    opened.pop();
    const compacted = snapshotFiles(image);
    const again = await open(writeImage(dir, 'compacted-journal-kept', { ...compacted, journal: crashed.journal }));
    expect(await observe(again)).toEqual(acknowledged);
    rmSync(dir, { recursive: true, force: true });
  });

  it('of a load: the journal line makes it real; the base is rewritten only at the next compaction', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const state = await open(file);
    const full = defaultDataset(NOW);
    const loaded: Dataset = { ...full, workspaces: [full.workspaces[0]!] };
    const kept = loaded.workspaces[0]!;
    loaded.workspaces[0] = { ...kept, workspace: { ...kept.workspace, totalLinks: kept.links.length - 1 }, links: kept.links.slice(1) };
    const baseBefore = readFileSync(statePaths(file).base, 'utf8');
    expect((await state.mock.fetch(new Request('http://mock/__linkproof/state', { method: 'PUT', body: JSON.stringify(loaded), headers: { 'content-type': 'application/json' } }))).status).toBe(200);
    expect(readFileSync(statePaths(file).base, 'utf8')).toBe(baseBefore);
    await call(state, 'POST', '/links', { url: 'https://example.com/after-load', key: 'after-load' });

    const recovered = await open(writeImage(dir, 'after-load', snapshotFiles(file)));
    expect(await observe(recovered)).toEqual(await observe(state));
    // A reset returns to what was loaded, not to the fixtures.
    recovered.mock.reset();
    const reset = recovered.mock.store.toDataset(NOW);
    expect(reset.workspaces.map((entry) => entry.links.length)).toEqual([loaded.workspaces[0]!.links.length]);

    // Compacted, the base is the loaded dataset.
    await state.compact();
    const base = readFileSync(statePaths(file).base, 'utf8');
    expect([base.includes(loaded.workspaces[0]!.links[0]!.id), base.includes(full.workspaces[0]!.links[0]!.id)]).toEqual([true, false]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps clicks and conversions (and the lastClicked of each) across a crash', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const state = await open(file);
    const created = await call(state, 'POST', '/links', { url: 'https://example.com/clicked', key: 'clicked', trackConversion: true });
    const visit = await state.mock.fetch(new Request('http://acme.link/clicked', { redirect: 'manual' }));
    expect(visit.status).toBe(302);
    expect(state.mock.click(created.body.id as string, { count: 4 }).ok).toBe(true);
    expect(state.mock.convert(created.body.id as string, { leads: 2, conversions: 1, sales: 1, saleAmount: 990 }).ok).toBe(true);
    // From code, the changes go to the journal without a request to wait on: wait for the line.
    await expect.poll(() => readFileSync(statePaths(file).journal, 'utf8').includes('"saleAmount":990'), { timeout: 5_000 }).toBe(true);
    const recovered = await open(writeImage(dir, 'clicked', snapshotFiles(file)));
    const info = await call(recovered, 'GET', `/links/info?linkId=${created.body.id}`);
    expect(info.body).toMatchObject({ clicks: 5, leads: 2, conversions: 1, sales: 1, saleAmount: 990, lastClicked: new Date(NOW).toISOString() });
    expect(await observe(recovered)).toEqual(await observe(state));
    // Clicks on a link made before the billing cycle: usage counts each one, after a restart as before.
    const old = defaultDataset(NOW).workspaces[0]!.links.find((link) => link.clicks > 100 && link.disabledAt === null)!;
    expect(state.mock.click(old.id, { count: 1_000 }).ok).toBe(true);
    await expect.poll(() => readFileSync(statePaths(file).journal, 'utf8').includes(`"clicks":${old.clicks + 1_000}`), { timeout: 5_000 }).toBe(true);
    const live = await observe(state);
    await state.close();
    opened.splice(opened.indexOf(state), 1);
    const restarted = await open(file);
    expect(await observe(restarted)).toEqual(live);
    rmSync(dir, { recursive: true, force: true });
  });

  it('treats a tail of zero bytes as torn, and stops replaying at a gap in the numbering (what follows was never acknowledged)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const state = await open(file);
    await call(state, 'POST', '/links', { url: 'https://example.com/one', key: 'one' });
    const acknowledged = await observe(state);
    const files = snapshotFiles(file);
    const zeros = writeImage(dir, 'zeros', { ...files, journal: `${files.journal}\0\0\0\0` });
    const notes: string[] = [];
    const recovered = await open(zeros, { log: (line) => notes.push(line) });
    expect(recovered.notes.join('\n')).toMatch(/dropped a torn last line \(line 2, 4 zero bytes/);
    expect(await observe(recovered)).toEqual(acknowledged);
    // Appending after the zeros would have made a bad middle line: the journal was compacted, and a write goes on.
    expect((await call(recovered, 'POST', '/links', { url: 'https://example.com/two', key: 'two' })).status).toBe(200);
    await recovered.close();
    opened.pop();
    expect((await open(zeros)).notes.join('\n')).not.toMatch(/torn/);

    // Zeros in the middle (an earlier batch's block lost, a later one's kept): neither was acknowledged.
    const [firstLine] = files.journal!.split('\n');
    const later = `${JSON.stringify({ seq: lastSeq(files.journal!) + 1, changes: [{ type: 'reset' }] })}\n`;
    const middle = await open(writeImage(dir, 'zeros-middle', { ...files, journal: `${firstLine}\n${'\0'.repeat(30)}\n${later}` }));
    expect(middle.notes.join('\n')).toMatch(/dropped 2 line\(s\) from line 2 on: zero bytes a crash left/);
    expect(await observe(middle)).toEqual(acknowledged);

    const seq = lastSeq(files.journal!);
    const skipped = `${JSON.stringify({ seq: seq + 2, changes: [{ type: 'reset' }] })}\n`;
    const gap = await open(writeImage(dir, 'gap', { ...files, journal: `${files.journal}${skipped}` }));
    expect(gap.notes.join('\n')).toContain(`write ${seq + 2} follows write ${seq}`);
    expect(await observe(gap)).toEqual(acknowledged);
    rmSync(dir, { recursive: true, force: true });
  });

  it('skips a journal line repeated by hand and replays the writes after it; refuses another write under a number already replayed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const state = await open(file);
    for (const key of ['one', 'two', 'three']) expect((await call(state, 'POST', '/links', { url: `https://example.com/${key}`, key })).status).toBe(200);
    const acknowledged = await observe(state);
    const files = snapshotFiles(file);
    const lines = files.journal!.trimEnd().split('\n');
    expect(lines).toHaveLength(3);

    // The first line copied twice: the write is applied once, and the two after it are not dropped.
    const repeated = await open(writeImage(dir, 'repeated', { ...files, journal: `${[lines[0], lines[0], lines[1], lines[2]].join('\n')}\n` }));
    expect(await observe(repeated)).toEqual(acknowledged);
    expect(repeated.notes.join('\n')).toMatch(/recovered 3 changes from .*state\.json\.journal; line 2 repeats write \d+ and is skipped/);

    // A line under the first write's number with other changes cannot be placed: the start stops, naming it.
    const other = JSON.stringify({ seq: lastSeq(lines[0]!), changes: [{ type: 'reset' }] });
    const clash = writeImage(dir, 'clash', { ...files, journal: `${[lines[0], lines[1], other, lines[2]].join('\n')}\n` });
    await expect(open(clash)).rejects.toThrow(/state\.json\.journal:3: write \d+ comes again with other changes/);
    expect(readFileSync(`${clash}.journal`, 'utf8')).toBe(`${[lines[0], lines[1], other, lines[2]].join('\n')}\n`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts the changes it replayed, not the lines it read (those the snapshot holds are said apart)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'live', 'state.json');
    const first = await open(file);
    await call(first, 'POST', '/links', { url: 'https://example.com/a', key: 'a' });
    await call(first, 'POST', '/links', { url: 'https://example.com/b', key: 'b' });
    const crashed = snapshotFiles(file);
    await first.close();
    opened.pop();
    // Compacted on the next start; the journal it replayed put back, as a crash before its removal leaves it.
    const compacted = snapshotFiles(file);
    const again = await open(writeImage(dir, 'journal-kept', { ...compacted, journal: crashed.journal }));
    expect(again.notes.join('\n')).toMatch(/recovered 0 changes from .*journal; 2 line\(s\) before them already in the snapshot/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a state file named .ndjson or .jsonl (a snapshot is JSON)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    await expect(open(join(dir, 'state.ndjson'))).rejects.toThrow('a state file is written as JSON; give it a .json name');
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a journal line whose change breaks the contract, naming file, line and field; overwrites nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'state.json');
    const state = await open(file);
    await call(state, 'POST', '/links', { url: 'https://example.com/x', key: 'x' });
    const files = snapshotFiles(file);
    await state.close();
    opened.pop();
    const workspaceId = defaultDataset(NOW).workspaces[0]!.workspace.id;
    // A journal line whose link breaks the contract (a bug, or a hand edit): replayed, then checked.
    const bad = `${JSON.stringify({ seq: lastSeq(files.journal!) + 1, changes: [{ type: 'link.created', workspaceId, link: { id: 'link_bad', shortLink: 'https://acme.link/bad', domain: 'acme.link', key: 'bad', url: 5 } }] })}\n`;
    const image = writeImage(dir, 'bad', { ...files, journal: `${files.journal}${bad}` });
    const written = snapshotFiles(image);
    const lines = files.journal!.split('\n').length;
    await expect(open(image)).rejects.toThrow(new RegExp(`bad/state\\.json\\.journal:${lines}: changes/0/link/\\S+: `));
    expect(snapshotFiles(image)).toEqual(written);
    expect(existsSync(`${image}.lock`)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start when replaying gives a state that would not load again (a link id used twice), and overwrites nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'state.json');
    const state = await open(file);
    await call(state, 'POST', '/links', { url: 'https://example.com/x', key: 'x' });
    const files = snapshotFiles(file);
    await state.close();
    opened.pop();
    const [acme, side] = defaultDataset(NOW).workspaces;
    // Each part valid, the whole not: another workspace's link id, under a new short link.
    const copied = { ...acme!.links[0]!, key: 'copied', shortLink: 'https://dub.sh/copied', domain: 'dub.sh', externalId: null };
    const next = lastSeq(files.journal!) + 1;
    const line = `${JSON.stringify({ seq: next, changes: [{ type: 'link.created', workspaceId: side!.workspace.id, link: copied }] })}\n`;
    const image = writeImage(dir, 'twice', { ...files, journal: `${files.journal}${line}` });
    const written = snapshotFiles(image);
    await expect(open(image)).rejects.toThrow(/replaying .*twice\/state\.json\.journal gives a state that is not a valid dataset \(\/workspaces\/1\/links\/\d+\/id: link id \S+ is used twice\); the files are left as they are/);
    expect(snapshotFiles(image)).toEqual(written);
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops answering once the journal fails (fail-stop), and a restart recovers every acknowledged write', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-crash-'));
    const file = join(dir, 'state.json');
    let failing = false;
    const lines: string[] = [];
    const { open: openFile } = await import('node:fs/promises');
    // The real file, until the disk fails: then every fsync reports an error.
    const openJournalFile = async (path: string): Promise<JournalFile> => {
      const handle = await openFile(path, 'a');
      return {
        write: (buffer, offset, length) => handle.write(buffer, offset, length),
        datasync: async () => {
          if (failing) throw new Error('EIO: i/o error, fsync');
          await handle.datasync();
        },
        close: () => handle.close(),
      };
    };
    const state = await open(file, { openJournalFile, log: (line) => lines.push(line) });
    const kept = await call(state, 'POST', '/links', { url: 'https://example.com/kept', key: 'kept' });
    expect(kept.status).toBe(200);
    failing = true;
    const refused = state.mock.handle({ method: 'POST', path: '/links', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: '{"url":"https://example.com/lost","key":"lost"}' });
    await expect(refused.durable).rejects.toThrow('EIO');
    expect(lines.join('\n')).toMatch(/journal .* could not be written \(EIO: i\/o error, fsync\): the mock answers 500 until it is restarted/);
    // Nothing more is served from a memory that holds a write the disk may not: reads too.
    for (const [method, path] of [['GET', '/links'], ['POST', '/links'], ['POST', '/__linkproof/reset']] as const) {
      const answer = state.mock.handle({ method, path, headers: { authorization: `Bearer ${TOKEN}` } });
      expect([answer.status, JSON.parse(answer.body as string).error.code], `${method} ${path}`).toEqual([500, 'internal_server_error']);
      expect(JSON.parse(answer.body as string).error.message).toContain('its state file could not be written (EIO');
    }
    // Only the request log is still served, for whoever investigates; the state may hold the write that failed.
    expect(state.mock.handle({ method: 'GET', path: '/__linkproof/requests' }).status).toBe(200);
    expect(state.mock.handle({ method: 'GET', path: '/__linkproof/state' }).status).toBe(500);
    // Nor does code change it any more.
    const clicked = state.mock.click(kept.body.id as string);
    expect(clicked.ok ? 'clicked' : clicked.error.code).toBe('internal_server_error');
    expect(() => state.mock.reset()).toThrow('The mock stopped');
    await state.close().catch(() => undefined);
    opened.pop();

    const image = join(dir, 'copy.json');
    for (const [kind, path] of Object.entries(statePaths(file))) if (existsSync(path)) copyFileSync(path, statePaths(image)[kind as keyof ReturnType<typeof statePaths>]);
    const recovered = await open(image);
    expect((await call(recovered, 'GET', `/links/info?linkId=${kept.body.id}`)).status).toBe(200);
    rmSync(dir, { recursive: true, force: true });
  });
});
