import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Dataset } from '../../dataset/dataset.js';
import type { Result } from '../../result.js';
import type { Mock } from '../create-mock.js';
import type { StateChange } from '../store/state-change.js';
import { JournalWriter, type OpenJournalFile } from './journal-writer.js';
import { checkDataset } from '../../dataset/check-dataset.js';
import { recoverState, removeDurably, removeTemporaries, renameDurably, statePaths, writeDatasetDurably } from './state-file.js';
import { lockState } from './state-lock.js';

export interface DurableStateOptions {
  /** The state file (`--state FILE`). */
  file: string;
  /** The dataset a new state starts from. */
  fixtures: () => Promise<Result<Dataset, string>>;
  /** Builds the mock from the recovered snapshot; `resetTo` is what its reset returns to. */
  createMock: (dataset: Dataset, resetTo: Dataset) => Mock;
  /**
   * Journal bytes after which a compaction writes a new snapshot: at least this (default 16 MB), and at least
   * the snapshot's own size, so that the cost of compacting, spread over the writes, does not grow with the state.
   */
  compactAfterBytes?: number;
  log?: (line: string) => void;
  /** How the journal file is opened (tests put a failing or forgetful disk here). */
  openJournalFile?: OpenJournalFile;
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

const statSize = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

/** The state besides links and tags that a restart must continue from: the clock and the random sequence. */
function carriedOver(mock: Mock): StateChange[] {
  const frozenAt = mock.clock.frozenAt();
  return [
    { type: 'clock', frozenAt: frozenAt ?? null },
    { type: 'random', state: mock.randomState() },
  ];
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
 * snapshot is loaded, the journal lines after its `journalSeq` replayed, and the result compacted into a
 * new snapshot. One process at a time holds the state (FILE.lock). If the journal cannot be written, the
 * mock stops answering (fail-stop) rather than serve a write that is not on disk.
 */
export async function openDurableState(options: DurableStateOptions): Promise<DurableState> {
  const { file } = options;
  const paths = statePaths(file);
  // A state file in a folder that does not exist yet: the folder is made, as `fixtures --out` does.
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const lock = lockState(file);
  let writer: JournalWriter | undefined;
  try {
    await removeTemporaries(file);
    const recovered = await recoverState(file, options.fixtures);
    if (!recovered.ok) throw new Error(recovered.error);
    const { snapshot, base, changes, hasSnapshot, notes } = recovered.value;
    /** The number of the last journalled write. */
    let seq = recovered.value.lastSeq;
    const mock = options.createMock(snapshot, base);
    /** What a reset returns to, when it is not in FILE.base yet (a new state, or a load since the last compaction). */
    let baseToWrite: Dataset | undefined = existsSync(paths.base) ? undefined : base;
    for (const entry of changes) {
      mock.apply(entry);
      baseToWrite = lastLoad(entry) ?? baseToWrite;
    }
    if (baseToWrite !== undefined) {
      await writeDatasetDurably(paths.base, baseToWrite);
      baseToWrite = undefined;
    }
    let snapshotSize = statSize(paths.snapshot);
    const torn = notes.some((note) => note.includes('torn'));
    const replayed = changes.some((entry) => entry.some((change) => change.type !== 'clock' && change.type !== 'random'));
    // Compacted on start when there is no snapshot yet, or the journal held writes, a torn tail (appending after
    // it would make it a bad middle line) or a rotation's leftover: the journal then starts clean.
    if (!hasSnapshot || torn || replayed || existsSync(paths.next)) {
      const dataset = mock.store.toDataset(mock.clock.now());
      // What replaying made is checked before it replaces anything, so a state that would not load again is refused
      // here, not written. Each journalled link and tag was checked against the contract as its line was read; what
      // is left to check is what a schema cannot say (ids unique, references that resolve).
      const problem = checkDataset(dataset);
      if (problem !== undefined) {
        throw new Error(`Cannot start the mock: replaying ${paths.journal} gives a state that is not a valid dataset (${problem.pointer || '(root)'}: ${problem.reason}); the files are left as they are.`);
      }
      snapshotSize = await writeDatasetDurably(paths.snapshot, { ...dataset, journalSeq: seq });
      await removeDurably(paths.journal);
      await removeDurably(paths.next);
    }
    const journal = await JournalWriter.open(paths.journal, options.openJournalFile);
    writer = journal;
    const appendEntry = (entry: readonly StateChange[]) => journal.append(JSON.stringify({ seq: ++seq, changes: entry }));
    await appendEntry(carriedOver(mock));

    const compactAfter = options.compactAfterBytes ?? 16 * 1024 * 1024;
    let compacting: Promise<void> | undefined;
    /** After a failed compaction no other is tried until a restart: the journal keeps every write meanwhile. */
    let compactionFailed = false;
    const compact = async (): Promise<void> => {
      if (compacting !== undefined) return compacting;
      compacting = (async () => {
        // At the switch, nothing else runs: the snapshot holds exactly the writes up to `upTo`, all in the old file.
        const taken = await journal.switchTo(paths.next, () => {
          const upTo = seq;
          const dataset = mock.store.toDataset(mock.clock.now());
          const newBase = baseToWrite;
          baseToWrite = undefined;
          // The new journal starts with the clock and the random sequence as they stand.
          const carried = appendEntry(carriedOver(mock));
          carried.catch(() => undefined);
          return { upTo, dataset, newBase, carried };
        });
        try {
          await taken.carried;
          if (taken.newBase !== undefined) await writeDatasetDurably(paths.base, taken.newBase);
          snapshotSize = await writeDatasetDurably(paths.snapshot, { ...taken.dataset, journalSeq: taken.upTo });
        } catch (error) {
          baseToWrite ??= taken.newBase;
          throw error;
        }
        await removeDurably(paths.journal);
        await renameDurably(paths.next, paths.journal);
      })().finally(() => {
        compacting = undefined;
      });
      return compacting;
    };

    let journalFailureLogged = false;
    mock.journal(async (entry) => {
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
      if (!compactionFailed && compacting === undefined && journal.size >= Math.max(compactAfter, snapshotSize)) {
        compact().catch((error: Error) => {
          compactionFailed = true;
          options.log?.(`compaction failed (the journal keeps every write; none is tried again until a restart): ${error.message}`);
        });
      }
    });

    return {
      mock,
      notes,
      compact,
      close: async () => {
        try {
          await compacting?.catch(() => undefined);
          await journal.drain();
          if (journal.lines > 1 && journal.failure === undefined && !compactionFailed) await compact();
          await journal.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await writer?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
