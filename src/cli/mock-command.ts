import { choicesInForce } from '../mock/choices-in-force.js';
import type { MockProfile } from '../mock/mock-profile.js';
import { statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dataset } from '../dataset/dataset.js';
import { defaultDataset } from '../dataset/default-dataset.js';
import { readDatasetFile, type DatasetFileProblem, type ReadProgress } from '../dataset/read-dataset-file.js';
import { sizeText } from './read-progress.js';
import { readFixturesInColumns } from '../mock/node/read-in-halves.js';
import { isTabled, type TabledDataset } from '../mock/store/tabled-dataset.js';
import { shiftDataset } from '../dataset/shift-dataset.js';
import { createMock, type Mock } from '../mock/create-mock.js';
import { getHeapStatistics } from 'node:v8';
import { collectGarbageAndSettle } from '../mock/node/collect-garbage.js';
import { keepTickShapes } from '../mock/node/keep-tick-shapes.js';
import { prepareSearchWhenIdle } from '../mock/node/prepare-search-when-idle.js';
import { serveMock, type RunningMock } from '../mock/node/serve-mock.js';
import { fixedClock, systemClock } from '../mock/clock.js';
import { openDurableState, type DurableState } from '../mock/node/durable-state.js';
import { err, ok, type Result } from '../result.js';

export const DEFAULT_FIXTURES = fileURLToPath(new URL('../../fixtures/default.json', import.meta.url));

export interface MockCommandOptions {
  port: number;
  host: string;
  fixtures: string;
  seed?: number;
  /** A file the state is loaded from (when it exists) and saved to after every change. */
  state?: string;
  /** Replaces the first workspace's token. */
  token?: string;
  rateLimit: boolean;
  /** Build the search index while the server is idle (the default), or at the first search (false). */
  idleIndex?: boolean;
  /** From this many links on, the log says when the search index is ready (LARGE_FOR_SEARCH by default). */
  noticeSearchFrom?: number;
  validateResponses: boolean;
  /** Refuse unknown query parameters and body fields with 422 instead of ignoring them. */
  strict?: boolean;
  /** Serve the API under this path (`/api`): http://127.0.0.1:4010/api/links. */
  basePath?: string;
  /** The address clients reach the mock at (without a path): its links' qrCode and /docs name it. Default: where it listens. */
  publicUrl?: string;
  /** The country of short-link visits no header places (geo targeting). */
  visitorCountry?: string;
  /** A time the mock's clock stands still at (with a seed: the same requests, the same bytes). */
  now?: string;
  /** Reload the fixtures file when it changes, keeping the port. */
  watch?: boolean;
  /** The target's choices on the gaps to follow (--profile), and the file they were read from. */
  profile?: MockProfile;
  profileFile?: string;
  log?: (line: string) => void;
  /** Told how far a fixtures file is read, as it is (a terminal shows it: progressOnTerminal). */
  progress?: ReadProgress;
}

/** A fixtures file from this size on is said before it is read: it takes seconds (about 15 a million links, 1.35 GB, on two cores). */
export const LARGE_FIXTURES_BYTES = 64 * 1024 * 1024;

export interface StartedMock {
  mock: Mock;
  running: RunningMock;
  /** Writes pending state and stops serving. */
  stop(): Promise<void>;
}

function withToken<D extends Dataset | TabledDataset>(dataset: D, token: string): D {
  const [first, ...rest] = dataset.workspaces;
  if (first === undefined) return dataset;
  const [owner, ...others] = first.tokens;
  return { ...dataset, workspaces: [{ ...first, tokens: [{ userId: owner!.userId, token }, ...others] }, ...rest] } as D;
}

/**
 * Reloads the dataset file into the mock when it changes (`--watch`), keeping the port. A file that does
 * not validate is reported and the mock keeps what it has; editors that save by renaming are followed too.
 */
function watchFixtures(mock: Mock, file: string, log: (line: string) => void): FSWatcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reload = async () => {
    timer = undefined;
    const loaded = await readDatasetFile(file);
    if (!loaded.ok) {
      log(`not reloaded: ${loaded.error.message}`);
      return;
    }
    try {
      mock.load(file === DEFAULT_FIXTURES ? shiftDataset(loaded.value, mock.clock.now()) : loaded.value);
    } catch (error) {
      log(`not reloaded: ${(error as Error).message}`);
      return;
    }
    const links = loaded.value.workspaces.reduce((sum, entry) => sum + entry.links.length, 0);
    log(`reloaded ${file} (${loaded.value.workspaces.length} workspace(s), ${links} links)`);
  };
  // The directory is watched, not the file: a file replaced by a rename is a new file to a file watcher.
  return watch(dirname(resolve(file)), (_event, name) => {
    if (name !== basename(file)) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void reload(), 100);
  });
}

/** Why the server could not listen, for the failures a user can fix; undefined for any other error. */
function listenProblem(error: unknown, host: string, port: number): string | undefined {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use (another linkproof mock?)\n(--port N picks another port; --port 0 any free one)`;
    case 'EACCES':
      return `port ${port} on ${host} needs privileges this process does not have\n(ports below 1024 usually do; --port 0 picks any free one)`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `--host ${host} is not an address of this machine\n(127.0.0.1: this machine only; 0.0.0.0: every interface)`;
    default:
      return undefined;
  }
}

/** From this many links on, the mock says when its search index is ready (smaller ones have it within a moment). */
const LARGE_FOR_SEARCH = 100_000;

/** A heap above this many bytes once the dataset is read is collected before the mock serves (see collectGarbage). */
const COLLECT_ABOVE_HEAP_BYTES = 256 * 1024 * 1024;

/**
 * `linkproof mock`: loads the dataset (or recovers saved state), serves it, prints where and with which tokens.
 * A dataset that cannot be loaded and a port or host it cannot listen on are answered as an error.
 */
export async function startMock(options: MockCommandOptions): Promise<Result<StartedMock, string>> {
  // From before the dataset is read: its full collections would otherwise leave every nextTick slow for good.
  const ticks = keepTickShapes();
  try {
    const started = await loadAndServe(options);
    if (!started.ok) {
      ticks.stop();
      return started;
    }
    const { stop } = started.value;
    return ok({
      ...started.value,
      stop: async () => {
        ticks.stop();
        await stop();
      },
    });
  } catch (error) {
    ticks.stop();
    throw error;
  }
}

/** startMock's work: the dataset read (or the state recovered), served, and said. */
async function loadAndServe(options: MockCommandOptions): Promise<Result<StartedMock, string>> {
  const log = options.log ?? console.log;
  const clock = options.now !== undefined ? fixedClock(options.now) : systemClock;
  // The default dataset is moved to the day the mock starts (default-dataset-time gap); a dataset of one's own is
  // served as written. The default is the package's own fixtures/default.json, which `npm run generate` packs into
  // the code (CI fails when the two differ): unpacked, not read and checked again, which took most of its start.
  // With --watch the file is what one edits, so it is read, as each change of it is.
  const readFixtures = async (): Promise<Result<Dataset | TabledDataset, DatasetFileProblem>> => {
    if (options.fixtures !== DEFAULT_FIXTURES) {
      const size = statSync(options.fixtures, { throwIfNoEntry: false })?.size ?? 0;
      if (size >= LARGE_FIXTURES_BYTES) log(`reading ${options.fixtures} (${sizeText(size)}) ...`);
      return readFixturesInColumns(options.fixtures, options.progress);
    }
    if (options.watch !== true) return ok(defaultDataset(clock.now()));
    const read = await readFixturesInColumns(options.fixtures);
    return read.ok && !isTabled(read.value) ? ok(shiftDataset(read.value, clock.now())) : read;
  };
  // --token replaces the first workspace's token, in saved state too.
  const tokened = <D extends Dataset | TabledDataset>(dataset: D): D => (options.token === undefined ? dataset : withToken(dataset, options.token));
  /** Whether the fixtures were read (a saved state that exists is started from instead). */
  let fixturesRead = false;
  // A new state begins as these, its token replaced: its first snapshot and base are written from them.
  const fixtures = async (): Promise<Result<Dataset | TabledDataset, string>> => {
    fixturesRead = true;
    const loaded = await readFixtures();
    return loaded.ok ? ok(tokened(loaded.value)) : err(loaded.error.message);
  };
  const mockOf = (dataset: Dataset | TabledDataset, resetTo?: () => Dataset | TabledDataset) =>
    createMock({
      dataset: tokened(dataset),
      ...(resetTo !== undefined && { resetTo: () => tokened(resetTo()) }),
      ...(options.seed !== undefined && { seed: options.seed }),
      baseUrl: `http://${options.host}:${options.port}`,
      rateLimit: options.rateLimit,
      validateResponses: options.validateResponses,
      ...(options.strict === true && { strict: true }),
      ...(options.visitorCountry !== undefined && { visitorCountry: options.visitorCountry }),
      ...(options.profile !== undefined && { profile: options.profile }),
    });
  let mock: Mock;
  let durable: DurableState | undefined;
  if (options.state !== undefined) {
    // LINKPROOF_COMPACT_BYTES: compact sooner (tests exercise compaction under load and kills with it).
    const compactAfterBytes = Number(process.env.LINKPROOF_COMPACT_BYTES) || undefined;
    durable = await openDurableState({ file: options.state, fixtures, createMock: mockOf, log, ...(compactAfterBytes !== undefined && { compactAfterBytes }) });
    mock = durable.mock;
    // A dataset named and not used is said, not passed over in silence.
    if (!fixturesRead && options.fixtures !== DEFAULT_FIXTURES) {
      durable.notes.push(`--fixtures ${options.fixtures} not read: ${options.state} holds a state already, which the mock goes on from (to start again from the fixtures, delete ${options.state} and its ${options.state}.* files; a JSON dataset of up to 32 MB can also be PUT to /__linkproof/state)`);
    }
  } else {
    // Streamed straight into columns: a million links are never a million objects (a reset returns to the columns).
    const loaded = await readFixtures();
    if (!loaded.ok) return err(`Cannot start the mock: ${loaded.error.message}`);
    mock = mockOf(loaded.value);
  }
  // --now freezes the mock's clock there, as the control plane would (it says frozen; released, it follows the real
  // clock), a saved state's clock too: the time asked for on the command line is the time the mock starts at.
  if (options.now !== undefined) mock.clock.set(clock.now());
  // A large dataset's read leaves its garbage in pages given back only after a full collection: with a heap that
  // large, one is run before serving, so that what the mock holds once ready is what it needs (at a million links
  // about 140 ms; at 100,000 the heap stays under the bound, and the collection is left to V8).
  if (getHeapStatistics().total_heap_size > COLLECT_ABOVE_HEAP_BYTES) await collectGarbageAndSettle();
  let running: RunningMock;
  try {
    running = await serveMock(mock, { host: options.host, port: options.port });
  } catch (error) {
    // The saved state is released (its lock above all), so that the next try can take it.
    await durable?.close();
    const problem = listenProblem(error, options.host, options.port);
    if (problem === undefined) throw error;
    return err(problem);
  }
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  mock.baseUrl = `${options.publicUrl ?? running.url}${basePath}`;
  const watcher = options.watch === true ? watchFixtures(mock, options.fixtures, log) : undefined;
  // A large dataset's first search would wait for its index: made while the server is idle instead, and said
  // when it is ready (a search before then finishes the build itself, which takes seconds at a million links).
  const servingAt = performance.now();
  const links = mock.store.workspaces.reduce((sum, state) => sum + state.table.size, 0);
  const large = links >= (options.noticeSearchFrom ?? LARGE_FOR_SEARCH);
  let ready = false;
  const stopPreparing =
    options.idleIndex === false
      ? () => undefined
      : prepareSearchWhenIdle(mock, running.server, {
          onReady: () => {
            if (large && !ready) log(`  search index ready (${links.toLocaleString('en')} links, ${((performance.now() - servingAt) / 1000).toFixed(1)} s after the mock began serving)`);
            ready = true;
          },
        });
  const source = durable === undefined ? `from ${options.fixtures}, in memory` : `state in ${options.state}, every write on disk before its answer`;
  for (const note of durable?.notes ?? []) log(note);
  log(`linkproof mock on ${mock.baseUrl} (${source})`);
  if (options.publicUrl === undefined && running.everyInterface) log(`  listening on every interface (--host ${options.host}); links' qrCode and /docs name ${running.url}: --public-url URL names the address other machines reach it at`);
  if (options.profile !== undefined) {
    // Which gaps the profile answers otherwise than linkproof would: what a developer should know is not the default.
    const [own, followed] = [choicesInForce(undefined), choicesInForce(options.profile)];
    const unlike = Object.keys(followed).filter((gap) => JSON.stringify(followed[gap]) !== JSON.stringify(own[gap]));
    log(`  following ${options.profileFile ?? 'a profile'}: ${unlike.length === 0 ? "the same choices as linkproof's own" : `unlike linkproof's own on ${unlike.join(', ')}`} (--print-profile shows them)`);
  }
  for (const state of mock.store.workspaces) {
    const { slug, plan } = state.workspace;
    const [first, ...others] = state.tokens;
    const line = `  ${slug.padEnd(16)} ${plan.padEnd(15)} `;
    log(`${line}token ${first?.token}`);
    // Its other tokens below, each with its user (a member's token sees what a member may do).
    for (const { token, userId } of others) {
      const user = state.users.get(userId);
      log(`${' '.repeat(line.length)}token ${token}${user === undefined ? '' : `  (${user.role}: ${user.email})`}`);
    }
  }
  if (large && options.idleIndex === false) log('  search index: made at the first search of two or more characters (--no-idle-index), which waits for it');
  else if (large && !ready) log('  search index: being built while idle; a search before it is ready waits for the rest of the build');
  return ok({
    mock,
    running,
    stop: async () => {
      stopPreparing();
      watcher?.close();
      await running.close();
      await durable?.close();
    },
  });
}
