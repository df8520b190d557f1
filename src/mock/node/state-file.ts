import { existsSync } from 'node:fs';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Dataset } from '../../dataset/dataset.js';
import { formatDatasetJson } from '../../dataset/format-dataset.js';
import { readDatasetFile } from '../../dataset/read-dataset-file.js';
import { err, ok, type Result } from '../../result.js';
import type { StateChange } from '../store/state-change.js';

/**
 * The files of `linkproof mock --state FILE`:
 * - FILE: a snapshot, in the dataset format (`linkproof check` reads it);
 * - FILE.base: the dataset a reset returns to (the fixtures the state began from, or the last load);
 * - FILE.journal: one line per acknowledged write since the snapshot, `{"changes":[…]}`, fsync'd before
 *   the answer; FILE.journal.next while a compaction writes the next snapshot.
 * Replaying a change the state already holds does nothing, so every crash point of a compaction recovers.
 */
export const statePaths = (file: string) => ({
  snapshot: file,
  base: `${file}.base`,
  journal: `${file}.journal`,
  next: `${file}.journal.next`,
});

export interface RecoveredState {
  /** What the state was at the last snapshot (or the base, or the fixtures when there is none). */
  snapshot: Dataset;
  /** What a reset returns to. */
  base: Dataset;
  /** The journalled changes since, in order, one entry per acknowledged write. */
  changes: StateChange[][];
  /** Whether a file of state existed (otherwise this is a new state made from the fixtures). */
  existed: boolean;
  /** What recovery found, to print on start. */
  notes: string[];
}

const CHANGE_TYPES = new Set(['link.created', 'link.deleted', 'tag.created', 'reset', 'load', 'clock', 'random']);

/** One journal line, checked for its shape: `{"changes":[{type,…},…]}`. */
function parseLine(line: string): Result<StateChange[], string> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return err(`not JSON: ${(error as Error).message}`);
  }
  const changes = (value as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(changes)) return err('not a journal entry: it has no "changes" array');
  for (const [index, change] of changes.entries()) {
    const type = (change as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !CHANGE_TYPES.has(type)) return err(`changes/${index}: unknown change type ${JSON.stringify(type)}`);
  }
  return ok(changes as StateChange[]);
}

/**
 * Reads a journal: every complete line, in order. A last line the crash cut short (no newline at its
 * end) is dropped and said; any other line that does not parse refuses the whole journal, with its line.
 */
async function readJournal(path: string, notes: string[]): Promise<Result<StateChange[][], string>> {
  if (!existsSync(path)) return ok([]);
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n');
  const torn = lines.pop()!;
  const entries: StateChange[][] = [];
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    const parsed = parseLine(line);
    if (!parsed.ok) return err(`${path}:${index + 1}: ${parsed.error}`);
    entries.push(parsed.value);
  }
  const note = `recovered ${entries.length} change${entries.length === 1 ? '' : 's'} from ${path}`;
  notes.push(torn.replaceAll('\0', '') === '' ? note : `${note}; dropped a torn last line (line ${lines.length + 1}, ${torn.length} bytes: a write the crash cut short, never acknowledged)`);
  return ok(entries);
}

async function readDataset(path: string): Promise<Result<Dataset, string>> {
  const read = await readDatasetFile(path);
  return read.ok ? ok(read.value) : err(read.error.message);
}

/**
 * Recovers the state of FILE: its snapshot (or base, or the fixtures for a new state) and the journalled
 * changes since. A snapshot, base or journal that does not parse is refused with its file, line and reason,
 * and nothing is overwritten.
 */
export async function recoverState(file: string, fixtures: () => Promise<Result<Dataset, string>>): Promise<Result<RecoveredState, string>> {
  const paths = statePaths(file);
  const notes: string[] = [];
  const existed = [paths.snapshot, paths.base, paths.journal, paths.next].some((path) => existsSync(path));
  const base = existsSync(paths.base) ? await readDataset(paths.base) : undefined;
  if (base !== undefined && !base.ok) return err(`Cannot start the mock: the state's base is unreadable: ${base.error}`);
  let snapshot: Result<Dataset, string>;
  if (existsSync(paths.snapshot)) snapshot = await readDataset(paths.snapshot);
  else if (base !== undefined) snapshot = base;
  else snapshot = await fixtures();
  if (!snapshot.ok) return err(`Cannot start the mock: ${snapshot.error}`);
  const changes: StateChange[][] = [];
  for (const path of [paths.journal, paths.next]) {
    const journal = await readJournal(path, notes);
    if (!journal.ok) return err(`Cannot start the mock: ${journal.error}`);
    changes.push(...journal.value);
  }
  return ok({ snapshot: snapshot.value, base: base?.value ?? snapshot.value, changes, existed, notes });
}

/** fsyncs a directory, so a rename or an unlink in it is durable. */
async function syncDirectory(path: string): Promise<void> {
  const handle = await open(dirname(path), 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a dataset to `path` atomically: to a temporary file in chunks (yielding to the event loop between
 * them, so requests go on being answered), fsync'd, renamed into place, the directory fsync'd.
 */
export async function writeDatasetDurably(path: string, dataset: Dataset): Promise<number> {
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  let size = 0;
  try {
    let chunk = '';
    for (const part of formatDatasetJson(dataset)) {
      chunk += part;
      if (chunk.length >= 1 << 20) {
        await handle.write(chunk);
        size += chunk.length;
        chunk = '';
      }
    }
    await handle.write(chunk);
    size += chunk.length;
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await syncDirectory(path);
  return size;
}

/** Removes a file if it is there, durably. */
export async function removeDurably(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await syncDirectory(path);
}

export async function renameDurably(from: string, to: string): Promise<void> {
  await rename(from, to);
  await syncDirectory(to);
}
