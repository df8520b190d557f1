import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Dataset } from '../../dataset/dataset.js';
import type { Result } from '../../result.js';
import type { Mock } from '../create-mock.js';
import type { StateChange } from '../store/state-change.js';
import { JournalWriter } from './journal-writer.js';
import { recoverState, removeDurably, renameDurably, statePaths, writeDatasetDurably } from './state-file.js';
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

/**
 * `linkproof mock --state FILE`: no acknowledged write is lost. Each write's changes are appended to a
 * journal and fsync'd before its answer is sent (concurrent writes share a flush); on start the snapshot is
 * loaded, the journal replayed and compacted. One process at a time holds the state (FILE.lock).
 */
export async function openDurableState(options: DurableStateOptions): Promise<DurableState> {
  const { file } = options;
  const paths = statePaths(file);
  // A state file in a folder that does not exist yet: the folder is made, as `fixtures --out` does.
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const lock = lockState(file);
  let writer: JournalWriter | undefined;
  try {
    const recovered = await recoverState(file, options.fixtures);
    if (!recovered.ok) throw new Error(recovered.error);
    const { snapshot, base, changes, existed, notes } = recovered.value;
    const mock = options.createMock(snapshot, base);
    for (const entry of changes) mock.apply(entry);
    let snapshotSize = existed ? statSize(paths.snapshot) || statSize(paths.base) : 0;
    if (!existed) snapshotSize = await writeDatasetDurably(paths.base, base);
    const torn = notes.some((note) => note.includes('torn'));
    // Compacted on start when the journal held writes, a torn tail, or a rotation's leftover: the journal then
    // starts clean (appending after a torn tail would make it a bad middle line).
    if (torn || existsSync(paths.next) || changes.some((entry) => entry.some((change) => change.type !== 'clock' && change.type !== 'random'))) {
      // Compaction on start: what the journal held becomes the snapshot.
      snapshotSize = await writeDatasetDurably(paths.snapshot, mock.store.toDataset(mock.clock.now()));
      // The older segment first: a crash between the two leaves the newer one alone, which replays correctly.
      await removeDurably(paths.journal);
      await removeDurably(paths.next);
    }
    const journal = await JournalWriter.open(paths.journal);
    writer = journal;
    await journal.append(JSON.stringify({ changes: carriedOver(mock) }));

    const compactAfter = options.compactAfterBytes ?? 16 * 1024 * 1024;
    let compacting: Promise<void> | undefined;
    const compact = async (): Promise<void> => {
      if (compacting !== undefined) return compacting;
      compacting = (async () => {
        await journal.switchTo(paths.next);
        // The new journal starts with the clock and the random sequence as they stand.
        await journal.append(JSON.stringify({ changes: carriedOver(mock) }));
        snapshotSize = await writeDatasetDurably(paths.snapshot, mock.store.toDataset(mock.clock.now()));
        await removeDurably(paths.journal);
        await renameDurably(paths.next, paths.journal);
      })().finally(() => {
        compacting = undefined;
      });
      return compacting;
    };

    mock.journal(async (entry) => {
      // Appended at once, in the order the changes were made in memory; a load also rewrites what a reset
      // returns to, and is acknowledged once both are on disk.
      const appended = journal.append(JSON.stringify({ changes: entry }));
      const loaded = entry.find((change) => change.type === 'load');
      await Promise.all([appended, ...(loaded === undefined ? [] : [writeDatasetDurably(paths.base, loaded.dataset)])]);
      if (journal.size >= Math.max(compactAfter, snapshotSize) && compacting === undefined) {
        compact().catch((error: Error) => options.log?.(`compaction failed (the journal is kept): ${error.message}`));
      }
    });

    return {
      mock,
      notes,
      compact,
      close: async () => {
        await compacting;
        await journal.drain();
        if (journal.lines > 1) await compact();
        await journal.close();
        lock.release();
      },
    };
  } catch (error) {
    await writer?.close();
    lock.release();
    throw error;
  }
}
