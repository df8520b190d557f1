import { constants, existsSync } from 'node:fs';
import { copyFile, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Dataset, StateFilePosition } from '../../dataset/dataset.js';
import { formatDatasetJson } from '../../dataset/format-dataset.js';
import { readDatasetFileInto } from '../../dataset/read-dataset-file.js';
import { createTabledRecordReader, isTabled, linkedOf, type TabledDataset } from '../store/tabled-dataset.js';
import { encodeImage, imageIsCurrent, imagePathOf, readImage, writeEncodedImage } from './state-image.js';
import { err, ok, type Result } from '../../result.js';
import { checkStateChange } from '../store/check-state-change.js';
import type { StateChange } from '../store/state-change.js';
import { writeTextParts } from './write-text-parts.js';
import { writeThenRename } from './write-then-rename.js';


/**
 * The files of `linkproof mock --state FILE`:
 * - FILE: a snapshot, in the dataset format (`linkproof check` reads it), with `journalSeq`: the last
 *   journalled write it includes;
 * - FILE.base: the dataset a reset returns to (the fixtures the state began from, or the last load);
 * - FILE.journal: one line per acknowledged write, `{"seq":N,"changes":[…]}`, fsync'd before the answer;
 *   FILE.journal.next while a compaction writes the next snapshot.
 * Recovery replays the lines whose seq is above the snapshot's, so every crash point of a compaction
 * recovers exactly (a line is never applied twice, whatever the order files were renamed and removed in).
 * FILE.columns and FILE.base.columns: the same datasets as columns, read instead of the JSON while each is the
 * image of its file as it is (state-image.ts).
 */
export const statePaths = (file: string) => ({
  snapshot: file,
  base: `${file}.base`,
  journal: `${file}.journal`,
  next: `${file}.journal.next`,
});

export interface RecoveredState {
  /** What the state was at the last snapshot (or the base, or the fixtures when there is none). */
  snapshot: Dataset | TabledDataset;
  /**
   * What a reset returns to: the snapshot as it was read (a new state, or one whose snapshot is its base), the
   * base read now (its image did not match: one is to be written), or FILE.base's image, read when a reset asks.
   */
  base: { from: 'snapshot' } | { from: 'read'; dataset: Dataset | TabledDataset } | { from: 'image' };
  /** The journalled changes since, in order, one entry per acknowledged write. */
  changes: StateChange[][];
  /** The seq of the last write recovered (the snapshot's, when the journal holds none after it). */
  lastSeq: number;
  /** Where the snapshot stood (its clock and random sequence), if it says. */
  position: StateFilePosition | undefined;
  /** Whether a snapshot file is there (a state made before snapshots carried `journalSeq` may have only a base). */
  hasSnapshot: boolean;
  /** Whether the snapshot was read from its JSON (its image was not current): the image is to be written. */
  snapshotImageStale: boolean;
  /** Whether the journal ended in a torn line or a gap: its tail must not be appended to. */
  damaged: boolean;
  /** Whether a file of state existed (otherwise this is a new state made from the fixtures). */
  existed: boolean;
  /** What recovery found, to print on start. */
  notes: string[];
}

interface JournalEntry {
  /** Absent in journals written before lines were numbered: such a line is always replayed. */
  seq?: number;
  changes: StateChange[];
}

/** One journal line, checked for its shape: `{"seq":N,"changes":[{type,…},…]}`. */
function parseLine(line: string): Result<JournalEntry, string> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return err(`not JSON: ${(error as Error).message}`);
  }
  const { changes, seq } = (value ?? {}) as { changes?: unknown; seq?: unknown };
  if (!Array.isArray(changes)) return err('not a journal entry: it has no "changes" array');
  if (seq !== undefined && !Number.isSafeInteger(seq)) return err(`"seq" is not an integer: ${JSON.stringify(seq)}`);
  for (const [index, change] of changes.entries()) {
    const problem = checkStateChange(change);
    if (problem !== undefined) return err(`changes/${index}${problem}`);
  }
  return ok({ changes: changes as StateChange[], ...(seq !== undefined && { seq: seq as number }) });
}

/** A journal line as read: its entry, its number in the file (from 1) and its text. */
interface JournalLine {
  entry: JournalEntry;
  line: number;
  text: string;
}

/**
 * Reads a journal: every complete line, in order. A last line the crash cut short (no newline at its end) is
 * dropped, and so is everything from a block of zero bytes on; `dropped` says which. Any other line that does not
 * parse refuses the whole journal, with its line. Undefined when there is no journal.
 */
async function readJournal(path: string): Promise<Result<{ lines: JournalLine[]; torn: boolean; dropped?: string } | undefined, string>> {
  if (!existsSync(path)) return ok(undefined);
  const text = await readFile(path, 'utf8');
  const texts = text.split('\n');
  const torn = texts.pop()!;
  const lines: JournalLine[] = [];
  for (const [index, line] of texts.entries()) {
    if (line === '') continue;
    // JSON.stringify never writes a raw zero byte: zeros are a block a crash left unwritten (a batch never
    // acknowledged), and every line after it came later still (never acknowledged either).
    if (line.includes('\0')) {
      const count = texts.length - index + (torn === '' ? 0 : 1);
      return ok({ lines, torn: true, dropped: `dropped ${count} line(s) from line ${index + 1} on: zero bytes a crash left (writes never acknowledged)` });
    }
    const parsed = parseLine(line);
    if (!parsed.ok) return err(`${path}:${index + 1}: ${parsed.error}`);
    lines.push({ entry: parsed.value, line: index + 1, text: line });
  }
  if (torn === '') return ok({ lines, torn: false });
  // Any bytes after the last newline are a write the crash cut short, zeros (a block the file system had sized but not written) included.
  const zeros = torn.replaceAll('\0', '') === '';
  const what = zeros ? `${torn.length} zero bytes` : `${torn.length} bytes`;
  return ok({ lines, torn: true, dropped: `dropped a torn last line (line ${texts.length + 1}, ${what}: a write the crash cut short, never acknowledged)` });
}

/** A dataset file of the state: from its image when that is current (`imaged`), else its JSON, straight into columns. */
async function readDataset(path: string, notes: string[]): Promise<Result<{ dataset: Dataset | TabledDataset; imaged: boolean }, string>> {
  const image = readImage(path);
  if (image !== undefined && typeof image !== 'string') {
    notes.push(`read ${path} from ${imagePathOf(path)}`);
    return ok({ dataset: image, imaged: true });
  }
  if (image !== undefined) notes.push(`${imagePathOf(path)} is not used (${image}): ${path} is read`);
  const read = await readDatasetFileInto(path, (checkRecords) => createTabledRecordReader({ checkRecords }));
  return read.ok ? ok({ dataset: read.value, imaged: false }) : err(read.error.message);
}

/**
 * Recovers the state of FILE: its snapshot (or base, or the fixtures for a new state) and the journalled
 * changes since. A snapshot, base or journal that does not parse is refused with its file, line and reason,
 * and nothing is overwritten.
 */
export async function recoverState(file: string, fixtures: () => Promise<Result<Dataset | TabledDataset, string>>): Promise<Result<RecoveredState, string>> {
  const paths = statePaths(file);
  const notes: string[] = [];
  const existed = [paths.snapshot, paths.base, paths.journal, paths.next].some((path) => existsSync(path));
  const hasSnapshot = existsSync(paths.snapshot);
  // The base is read now only when there is no snapshot (it is the snapshot then) or its image is not current; else
  // its image is read when a reset asks: a million links are not held twice.
  let base: RecoveredState['base'] = { from: 'snapshot' };
  let snapshot: Result<{ dataset: Dataset | TabledDataset; imaged: boolean }, string>;
  if (existsSync(paths.base) && (!hasSnapshot || !imageIsCurrent(paths.base))) {
    const read = await readDataset(paths.base, notes);
    if (!read.ok) return err(`Cannot start the mock: the state's base is unreadable: ${read.error}`);
    if (hasSnapshot) base = { from: 'read', dataset: read.value.dataset };
    snapshot = hasSnapshot ? await readDataset(paths.snapshot, notes) : read;
  } else {
    if (existsSync(paths.base)) base = { from: 'image' };
    if (hasSnapshot) snapshot = await readDataset(paths.snapshot, notes);
    else {
      const read = await fixtures();
      snapshot = read.ok ? ok({ dataset: read.value, imaged: false }) : read;
    }
  }
  if (!snapshot.ok) return err(`Cannot start the mock: ${snapshot.error}`);
  const snapshotImageStale = hasSnapshot && !snapshot.value.imaged;
  // The snapshot holds every write up to its journalSeq; the journal lines after it are replayed, in order.
  // (Only a snapshot's: a base or fixtures file that carries one was never this state's snapshot.)
  const { stateFile, ...dataset } = snapshot.value.dataset;
  const position = hasSnapshot ? stateFile : undefined;
  const journalSeq = position?.journalSeq;
  let lastSeq = journalSeq ?? 0;
  const changes: StateChange[][] = [];
  let damaged = false;
  let stopped = false;
  /** Each replayed write's line, by its seq: a line repeated by hand is told from another write under its number. */
  const replayed = new Map<number, string>();
  for (const path of [paths.journal, paths.next]) {
    const journal = await readJournal(path);
    if (!journal.ok) return err(`Cannot start the mock: ${journal.error}`);
    if (journal.value === undefined) continue;
    const { lines, torn, dropped } = journal.value;
    if (stopped) {
      if (lines.some(({ entry }) => entry.seq === undefined || entry.seq > lastSeq)) notes.push(`dropped ${path}: it follows a torn line (its writes were never acknowledged)`);
      continue;
    }
    let applied = 0;
    let before = 0;
    const said: string[] = [];
    for (const { entry, line, text } of lines) {
      if (entry.seq === undefined) {
        // A line from before lines were numbered: replayed only over a snapshot from the same time.
        if (journalSeq === undefined) {
          changes.push(entry.changes);
          applied++;
        } else before++;
        continue;
      }
      if (journalSeq !== undefined && entry.seq <= journalSeq) {
        before++;
        continue;
      }
      if (entry.seq <= lastSeq && replayed.size > 0) {
        // Never written by the mock (its numbers only go up): a line copied twice is the same write, applied once;
        // another write under a number already replayed cannot be placed, and is not guessed at.
        if (replayed.get(entry.seq) === text) {
          said.push(`line ${line} repeats write ${entry.seq} and is skipped`);
          continue;
        }
        return err(`Cannot start the mock: ${path}:${line}: write ${entry.seq} comes again with other changes, after write ${lastSeq} (numbers only go up); the files are left as they are.`);
      }
      // Each write's line follows the one before: a line after a gap was never acknowledged (a write is answered
      // only once every line before it is on disk), and neither is anything after it.
      if (entry.seq !== lastSeq + 1 && (journalSeq !== undefined || replayed.size > 0)) {
        said.push(`stopped at line ${line}: write ${entry.seq} follows write ${lastSeq} (the writes between were lost unacknowledged; those after were never acknowledged either)`);
        damaged = true;
        stopped = true;
        break;
      }
      lastSeq = entry.seq;
      replayed.set(entry.seq, text);
      changes.push(entry.changes);
      applied++;
    }
    const already = before === 0 ? [] : [`${before} line(s) before them already in the snapshot`];
    notes.push([`recovered ${applied} change${applied === 1 ? '' : 's'} from ${path}`, ...already, ...said, ...(dropped === undefined ? [] : [dropped])].join('; '));
    // After a torn line, the next segment's writes were never acknowledged either.
    if (torn) {
      damaged = true;
      stopped = true;
    }
  }
  return ok({ snapshot: dataset, base, changes, lastSeq, position, hasSnapshot, snapshotImageStale, damaged, existed, notes });
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

let temporaries = 0;

/** Where `writeDatasetDurably` writes before renaming: unique per process and write, so two writes never share one. */
export const temporaryOf = (path: string) => `${path}.${process.pid}-${temporaries++}.tmp`;

/** Temporary files a killed process left beside `file` (`FILE.…tmp`); the caller holds the state's lock. */
export async function removeTemporaries(file: string): Promise<void> {
  const name = basename(file);
  const folder = dirname(file);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ours = new RegExp(`^${escaped}(\\.base)?(\\.columns)?\\.\\d+(-\\d+)?\\.tmp$`);
  const left = (await readdir(folder)).filter((entry) => ours.test(entry));
  await Promise.all(left.map((entry) => unlink(join(folder, entry)).catch(() => undefined)));
}

/**
 * Writes a dataset to `path` atomically: to a temporary file in chunks (yielding to the event loop between
 * them, so requests go on being answered), fsync'd, renamed into place, the directory fsync'd. Then its image.
 * With `copyTo` (a new state's base: its first snapshot), `copyTo` is made a copy of it, its image too: the file
 * system copies the bytes (or shares them, where it can clone) while the image is encoded, and the image is encoded
 * once for both. Returns the bytes written.
 */
export function writeDatasetDurably(path: string, dataset: Dataset | TabledDataset, copyTo?: string): Promise<number> {
  return writeWithImage(path, dataset, copyTo, undefined);
}

/** writeDatasetDurably, given the image when it is encoded already (a copy that failed writes its file from the dataset). */
async function writeWithImage(path: string, dataset: Dataset | TabledDataset, copyTo: string | undefined, encoded: readonly Uint8Array[] | undefined): Promise<number> {
  let size = 0;
  await writeThenRename(temporaryOf(path), path, async (handle) => {
    size = await writeTextParts(handle, formatDatasetJson(isTabled(dataset) ? linkedOf(dataset) : dataset));
  });
  await syncDirectory(path);
  const copied = copyTo === undefined ? undefined : copyDurably(path, copyTo);
  // Its image, once the file is in place (the image names it as it is now); a crash between the two leaves an image
  // that does not match, and the JSON is read. The image is only a faster way to read the file: one that cannot be
  // written (a full disk) leaves the older one, which no longer matches.
  let image = encoded;
  try {
    image ??= encodeImage(dataset);
    await writeEncodedImage(path, image, temporaryOf(imagePathOf(path)));
    await syncDirectory(path);
  } catch {
    // The next start reads the JSON and says why.
  }
  if (copyTo === undefined) return size;
  // Where the copy fails, `copyTo` is written from `dataset`, as any state file is.
  if (!(await copied)) {
    await writeWithImage(copyTo, dataset, undefined, image);
    return size;
  }
  try {
    await writeEncodedImage(copyTo, image ?? encodeImage(dataset), temporaryOf(imagePathOf(copyTo)));
    await syncDirectory(copyTo);
  } catch {
    // Only a faster way to read the base: the next start reads its JSON and writes the image then.
  }
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

/**
 * Writes `to` as a copy of `from` (a dataset file written durably) and says whether it could: the file system copies the
 * bytes (or shares them, where it can clone), so the dataset is not turned into JSON a second time. The copy starts at
 * the call, on libuv's threads, so it goes on while the caller encodes; then it is fsync'd and renamed into place. A
 * copy, not a link: a state file edited in place by hand changes that file alone.
 */
async function copyDurably(from: string, to: string): Promise<boolean> {
  const temporary = temporaryOf(to);
  try {
    await copyFile(from, temporary, constants.COPYFILE_FICLONE);
    const handle = await open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, to);
    await syncDirectory(to);
    return true;
  } catch {
    await unlink(temporary).catch(() => undefined);
    return false;
  }
}
