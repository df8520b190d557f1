import { existsSync, watch, type FSWatcher } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dataset } from '../dataset/dataset.js';
import { formatDatasetJson } from '../dataset/format-dataset.js';
import { readDatasetFile } from '../dataset/read-dataset-file.js';
import { shiftDataset } from '../dataset/shift-dataset.js';
import { createMock, type Mock } from '../mock/create-mock.js';
import { serveMock, type RunningMock } from '../mock/node/serve-mock.js';
import { fixedClock, systemClock } from '../mock/clock.js';

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
  validateResponses: boolean;
  /** Refuse unknown query parameters and body fields with 422 instead of ignoring them. */
  strict?: boolean;
  /** Serve the API under this path (`/api`): http://127.0.0.1:4010/api/links. */
  basePath?: string;
  /** A time the mock's clock stands still at (with a seed: the same requests, the same bytes). */
  now?: string;
  /** Reload the fixtures file when it changes, keeping the port. */
  watch?: boolean;
  log?: (line: string) => void;
}

export interface StartedMock {
  mock: Mock;
  running: RunningMock;
  /** Writes pending state and stops serving. */
  stop(): Promise<void>;
}

function withToken(dataset: Dataset, token: string): Dataset {
  const [first, ...rest] = dataset.workspaces;
  if (first === undefined) return dataset;
  const [owner, ...others] = first.tokens;
  return { ...dataset, workspaces: [{ ...first, tokens: [{ userId: owner!.userId, token }, ...others] }, ...rest] };
}

/** Saves the state atomically (a temporary file renamed into place), coalescing bursts of changes. */
function stateSaver(mock: Mock, file: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const save = () => {
    timer = undefined;
    const dataset = mock.store.toDataset(systemClock.now());
    writing = writing.then(async () => {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, [...formatDatasetJson(dataset)].join(''));
      await rename(temporary, file);
    });
  };
  mock.onChange(() => {
    timer ??= setTimeout(save, 50);
  });
  return async () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
    await writing;
  };
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
    mock.load(file === DEFAULT_FIXTURES ? shiftDataset(loaded.value, mock.clock.now()) : loaded.value);
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

/** `linkproof mock`: loads the dataset (or saved state), serves it, prints where and with which tokens. */
export async function startMock(options: MockCommandOptions): Promise<StartedMock> {
  const log = options.log ?? console.log;
  const source = options.state !== undefined && existsSync(options.state) ? options.state : options.fixtures;
  const loaded = await readDatasetFile(source);
  if (!loaded.ok) throw new Error(`Cannot start the mock: ${loaded.error.message}`);
  const clock = options.now !== undefined ? fixedClock(options.now) : systemClock;
  // The default dataset is moved to the day the mock starts (default-dataset-time gap); a dataset of one's
  // own, or saved state, is served as written.
  const fromDefault = source === DEFAULT_FIXTURES ? shiftDataset(loaded.value, clock.now()) : loaded.value;
  const dataset = options.token === undefined ? fromDefault : withToken(fromDefault, options.token);
  const mock = createMock({
    dataset,
    ...(options.seed !== undefined && { seed: options.seed }),
    baseUrl: `http://${options.host}:${options.port}`,
    rateLimit: options.rateLimit,
    validateResponses: options.validateResponses,
    ...(options.strict === true && { strict: true }),
    clock,
  });
  const running = await serveMock(mock, { host: options.host, port: options.port });
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  mock.baseUrl = `${running.url}${basePath}`;
  const flush = options.state === undefined ? async () => {} : stateSaver(mock, options.state);
  const watcher = options.watch === true ? watchFixtures(mock, options.fixtures, log) : undefined;
  log(`linkproof mock on ${mock.baseUrl} (from ${source}${options.state === undefined ? ', in memory' : `, saving to ${options.state}`})`);
  for (const state of mock.store.workspaces) {
    const { slug, plan } = state.workspace;
    log(`  ${slug.padEnd(16)} ${plan.padEnd(15)} token ${state.tokens[0]?.token}`);
  }
  return {
    mock,
    running,
    stop: async () => {
      watcher?.close();
      await running.close();
      await flush();
    },
  };
}
