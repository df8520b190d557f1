import { existsSync, realpathSync, statSync } from 'node:fs';
import { makeFolder } from '../../make-folder.js';
import { basename, dirname, join, resolve } from 'node:path';
import type { Dataset, StateFilePosition } from '../../dataset/dataset.js';
import type { Result } from '../../result.js';
import type { Mock } from '../create-mock.js';
import type { StateChange } from '../store/state-change.js';
import { JournalWriter, type OpenJournalFile } from './journal-writer.js';
import { checkTabledDataset, type TabledDataset } from '../store/tabled-dataset.js';
import { recoverState, removeDurably, removeTemporaries, renameDurably, statePaths, temporaryOf, writeDatasetDurably } from './state-file.js';
import { imagePathOf, readImage, writeImage } from './state-image.js';
import { lockState, removeLockLeftovers } from './state-lock.js';
import { formatOfFile } from '../../dataset/read-dataset-file.js';

export interface DurableStateOptions {
  /** The state file (`--state FILE`). */
  file: string;
  /** The dataset a new state starts from. */
  fixtures: () => Promise<Result<Dataset | TabledDataset, string>>;
  /** Builds the mock from the recovered snapshot; `resetTo` is what its reset returns to, when it is not the snapshot as read. */
  createMock: (dataset: Dataset | TabledDataset, resetTo?: () => Dataset | TabledDataset) => Mock;
  /**
   * Journal bytes after which a compaction writes a new snapshot: at least this (default 16 MB), and at least
   * the snapshot's own size, so that the cost of compacting, spread over the writes, does not grow with the state.
   */
  compactAfterBytes?: number;
  log?: (line: string) => void;
  /** From how many links a new state's first writing is said before it begins (default 100,000: seconds of writing). */
  sayWritingFrom?: number;
  /** How the journal file is opened (tests put a failing or forgetful disk here). */
  openJournalFile?: OpenJournalFile;
  /** How often the lock is checked to be still this process's (default 2 s; 0: never). */
  lockCheckMs?: number;
}

export interface DurableState {
  mock: Mock;
  /** What recovery found (printed on start). */
  notes: string[];
  /** Writes a new snapshot and empties the journal; requests go on being answered meanwhile. */
  compact(): Promise<void>;
  /** Waits for the journal, writes a last snapshot, releases the lock. */
  close(): Promise<void>;
}

/** From how many links a new state's first writing is said (DurableStateOptions#sayWritingFrom). */
const SAY_WRITING_FROM = 100_000;

const statSize = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

/** Where the mock stands, for a snapshot: the last write it includes, the clock and the random sequence. */
function positionOf(mock: Mock, journalSeq: number): StateFilePosition {
  return { journalSeq, frozenAt: mock.clock.frozenAt() ?? null, random: [...mock.randomState()] };
}

/** The dataset of the last load among one write's changes: what a reset returns to from then on. */
function lastLoad(changes: readonly StateChange[]): Dataset | undefined {
  let loaded: Dataset | undefined;
  for (const change of changes) if (change.type === 'load') loaded = change.dataset;
  return loaded;
}

/**
 * `linkproof mock --state FILE`: no acknowledged write is lost. Each write's changes are appended to a
 * journal, numbered, and fsync'd before its answer is sent (concurrent writes share a flush); on start the
 * snapshot is loaded (with the clock and random sequence it stood at), the journal lines after its
 * `journalSeq` replayed, and the result compacted into a new snapshot. One process at a time holds the state
 * (FILE.lock). If the journal cannot be written, or the lock is lost, the mock stops answering (fail-stop)
 * rather than serve a write that is not safely on disk.
 */
export async function openDurableState(options: DurableStateOptions): Promise<DurableState> {
  if (formatOfFile(options.file) !== 'json') throw new Error(`Cannot start the mock: --state ${options.file}: a state file is written as JSON; give it a .json name.`);
  // A state file in a folder that does not exist yet: the folder is made, as `fixtures --out` does.
  makeFolder(dirname(resolve(options.file)));
  // The file a symbolic link names, and in its real folder: one state has one lock whatever path reaches it, and a
  // compaction replaces the file, not the link.
  const file = existsSync(options.file) ? realpathSync(options.file) : join(realpathSync(dirname(resolve(options.file))), basename(options.file));
  const paths = statePaths(file);
  const lock = lockState(file);
  let writer: JournalWriter | undefined;
  let lockCheck: ReturnType<typeof setInterval> | undefined;
  try {
    await removeTemporaries(file);
    removeLockLeftovers(file);
    const recovered = await recoverState(file, options.fixtures);
    if (!recovered.ok) throw new Error(recovered.error);
    const { snapshot, base, changes, hasSnapshot, snapshotImageStale, damaged, position, notes, existed } = recovered.value;
    /** The number of the last journalled write. */
    let seq = recovered.value.lastSeq;
    // FILE.base is written before the mock takes the snapshot's columns over (and changes them); a base read from its
    // JSON gets its image, so that the next start does not read it. A new state's base is its first snapshot, the
    // fixtures as read: that file, once written (below, before anything is served), is copied as the base.
    // Compacted on start when there is no snapshot yet (one that holds the clock and random sequence), or the journal
    // held writes, a torn tail or a gap (appending after it would make a bad middle line) or a rotation's leftover: the
    // journal then starts empty, and the snapshot alone says where the mock stands.
    const compactNow = !hasSnapshot || position === undefined || damaged || changes.length > 0 || existsSync(paths.next);
    // A snapshot read from its JSON, and not about to be written again, gets its image: the next start reads that.
    if (snapshotImageStale && !compactNow) {
      // Only a faster way to read the snapshot: a start goes on without it (and the next reads the JSON again).
      await writeImage(paths.snapshot, { ...snapshot, stateFile: position }, temporaryOf(imagePathOf(paths.snapshot))).catch((error: Error) => {
        notes.push(`${imagePathOf(paths.snapshot)} could not be written (${error.message}): the next start reads ${paths.snapshot} again`);
      });
    }
    if (existed && !existsSync(paths.base)) await writeDatasetDurably(paths.base, snapshot);
    else if (base.from === 'read') await writeImage(paths.base, base.dataset, temporaryOf(imagePathOf(paths.base)));
    /** FILE.base, from its image, each time a reset asks (never held in memory beside the state). */
    const readBase = (): TabledDataset => {
      const read = readImage(paths.base);
      if (read === undefined || typeof read === 'string') throw new Error(`the state's base ${imagePathOf(paths.base)} cannot be read: ${read ?? 'it is gone'}`);
      return read;
    };
    const mock = options.createMock(snapshot, base.from === 'snapshot' ? undefined : readBase);
    if (position !== undefined) mock.apply([{ type: 'clock', frozenAt: position.frozenAt }, { type: 'random', state: position.random }]);
    /** What a reset returns to, when it is not in FILE.base yet (a load since the last compaction). */
    let baseToWrite: Dataset | undefined;
    for (const entry of changes) {
      mock.apply(entry);
      baseToWrite = lastLoad(entry) ?? baseToWrite;
    }
    if (baseToWrite !== undefined) {
      await writeDatasetDurably(paths.base, baseToWrite);
      baseToWrite = undefined;
    }
    let snapshotSize = statSize(paths.snapshot);
    if (!existed) {
      // The fixtures as read, nothing replayed over them (and nothing served yet): written as they are, then copied
      // as the base. A crash before the copy is in place leaves a snapshot without a base: the next start writes it.
      // (The base's copy of the position is never read: a base's is not the state's.)
      const first = { ...snapshot, stateFile: positionOf(mock, seq) };
      // A million links take half a minute to write: said, so that the wait after the reading is not a silent one.
      const links = mock.store.workspaces.reduce((sum, state) => sum + state.table.size, 0);
      if (links >= (options.sayWritingFrom ?? SAY_WRITING_FROM)) options.log?.(`writing the new state ${paths.snapshot} (${links.toLocaleString('en')} links: the snapshot, its base and their images) ...`);
      snapshotSize = await writeDatasetDurably(paths.snapshot, first, paths.base);
    } else if (compactNow) {
      const dataset = mock.store.capture(mock.clock.now());
      // What replaying made is checked before it replaces anything, so a state that would not load again is refused
      // here, not written. Each journalled link and tag was checked against the contract as its line was read; what
      // is left to check is what a schema cannot say (ids unique, references that resolve).
      const problem = checkTabledDataset(dataset);
      if (problem !== undefined) {
        throw new Error(`Cannot start the mock: replaying ${paths.journal} gives a state that is not a valid dataset (${problem.pointer || '(root)'}: ${problem.reason}); the files are left as they are.`);
      }
      snapshotSize = await writeDatasetDurably(paths.snapshot, { ...dataset, stateFile: positionOf(mock, seq) });
      // The older segment first: a crash between the two leaves the newer one, whose lines the snapshot's journalSeq skips.
      await removeDurably(paths.journal);
      await removeDurably(paths.next);
    }
    const journal = await JournalWriter.open(paths.journal, options.openJournalFile);
    writer = journal;
    const appendEntry = (entry: readonly StateChange[]) => journal.append(JSON.stringify({ seq: ++seq, changes: entry }));

    /** Set when another process took the lock: no write may be acknowledged after that. */
    let lockLost: Error | undefined;
    const lockCheckMs = options.lockCheckMs ?? 2_000;
    if (lockCheckMs > 0) {
      lockCheck = setInterval(() => {
        if (lockLost !== undefined || lock.isHeld()) return;
        lockLost = new Error(`the lock ${file}.lock is no longer this mock's: another process took the state`);
        options.log?.(`${lockLost.message}; the mock answers 500 until it is restarted`);
      }, lockCheckMs);
      lockCheck.unref();
    }

    /** Checked before each file a compaction replaces or removes: a lock taken by another process stops it. */
    const assertLockHeld = () => {
      if (lockLost === undefined && !lock.isHeld()) lockLost = new Error(`the lock ${file}.lock is no longer this mock's: another process took the state`);
      if (lockLost !== undefined) throw lockLost;
    };

    const compactAfter = options.compactAfterBytes ?? 16 * 1024 * 1024;
    let compacting: Promise<void> | undefined;
    /** After a failed compaction, the next is tried once the journal has grown as much again. */
    let compactAgainAt = 0;
    let closing = false;
    const compact = async (): Promise<void> => {
      if (compacting !== undefined) return compacting;
      compacting = (async () => {
        // At the switch, nothing else runs: the snapshot holds exactly the writes up to its journalSeq, all in the
        // old file, with the clock and random sequence as they stood then.
        const taken = await journal.switchTo(paths.next, () => {
          const dataset = { ...mock.store.capture(mock.clock.now()), stateFile: positionOf(mock, seq) };
          const newBase = baseToWrite;
          baseToWrite = undefined;
          return { dataset, newBase };
        });
        try {
          assertLockHeld();
          if (taken.newBase !== undefined) await writeDatasetDurably(paths.base, taken.newBase);
          assertLockHeld();
          snapshotSize = await writeDatasetDurably(paths.snapshot, taken.dataset);
        } catch (error) {
          baseToWrite ??= taken.newBase;
          throw error;
        }
        // Never removes a journal the state's new holder may be writing.
        assertLockHeld();
        await removeDurably(paths.journal);
        await renameDurably(paths.next, paths.journal);
      })().finally(() => {
        compacting = undefined;
      });
      return compacting;
    };

    let journalFailureLogged = false;
    mock.journal(async (entry) => {
      if (lockLost !== undefined) throw lockLost;
      // Appended at once, in the order the changes were made in memory. A load's line holds its dataset; the
      // next compaction makes it the base.
      const appended = appendEntry(entry);
      baseToWrite = lastLoad(entry) ?? baseToWrite;
      try {
        await appended;
      } catch (error) {
        if (error === journal.failure && !journalFailureLogged) {
          journalFailureLogged = true;
          options.log?.(`the journal ${paths.journal} could not be written (${(error as Error).message}): the mock answers 500 until it is restarted`);
        }
        throw error;
      }
      if (lockLost !== undefined) throw lockLost;
      if (!closing && compacting === undefined && journal.size >= Math.max(compactAfter, snapshotSize, compactAgainAt)) {
        compact().catch((error: Error) => {
          // Tried again once the journal has grown by as much again; meanwhile it keeps every write.
          compactAgainAt = journal.size * 2;
          options.log?.(`compaction failed (the journal keeps every write; tried again later): ${error.message}`);
        });
      }
    });

    return {
      mock,
      notes,
      compact,
      close: async () => {
        closing = true;
        clearInterval(lockCheck);
        try {
          await compacting?.catch(() => undefined);
          await journal.drain();
          if (journal.lines > 0 && journal.failure === undefined && lockLost === undefined && lock.isHeld()) {
            // Seconds at a large state: said, so that a stop that waits is not taken for one that hangs.
            options.log?.(`writing a snapshot of the state to ${options.file} before stopping (every write is in its journal already: a process stopped now loses nothing, the next start replays the journal)`);
            await compact();
          }
        } finally {
          await journal.close().catch(() => undefined);
          if (lockLost === undefined) lock.release();
        }
      },
    };
  } catch (error) {
    clearInterval(lockCheck);
    await writer?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
