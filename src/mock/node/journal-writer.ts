import { existsSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What the writer needs of an open file: node's FileHandle, or a stand-in in tests (one that forgets unsynced bytes). */
export interface JournalFile {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  /**
   * The same write, done at once (node's fs.writeSync on the file's descriptor): appending a batch to the page
   * cache takes microseconds, less than a round trip to the thread pool; the fsync stays asynchronous.
   */
  writeSync?(buffer: Uint8Array, offset: number, length: number): number;
  datasync(): Promise<void>;
  close(): Promise<void>;
}

export type OpenJournalFile = (path: string) => Promise<JournalFile>;

/** Opens a journal for appending; a file it creates is made durable in its folder (the folder fsync'd). */
const openForAppend: OpenJournalFile = async (path) => {
  const created = !existsSync(path);
  const handle = await open(path, 'a');
  if (created) {
    const folder = await open(dirname(path), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
  return {
    write: (buffer, offset, length) => handle.write(buffer, offset, length),
    writeSync: (buffer, offset, length) => writeSync(handle.fd, buffer, offset, length),
    datasync: () => handle.datasync(),
    close: () => handle.close(),
  };
};

/** writeAll, at once. */
function writeAllNow(file: JournalFile & { writeSync: NonNullable<JournalFile['writeSync']> }, buffer: Uint8Array): void {
  let offset = 0;
  while (offset < buffer.length) {
    const bytesWritten = file.writeSync(buffer, offset, buffer.length - offset);
    if (bytesWritten <= 0) throw new Error(`a write took no bytes (${buffer.length - offset} left)`);
    offset += bytesWritten;
  }
}

/** Writes all of `buffer`: a write may take fewer bytes than it was given (a full disk, a signal), and the rest must follow. */
export async function writeAll(file: JournalFile, buffer: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < buffer.length) {
    const { bytesWritten } = await file.write(buffer, offset, buffer.length - offset);
    if (bytesWritten <= 0) throw new Error(`a write took no bytes (${buffer.length - offset} left)`);
    offset += bytesWritten;
  }
}

const encoder = new TextEncoder();

/**
 * Appends lines to a journal file and makes them durable: a line's promise settles only after the line is
 * written and fsync'd. The lines appended in one turn of the event loop (concurrent requests) form a batch
 * that shares one write and one fsync (group commit), so the cost per write does not grow with the state.
 * Writes are issued one after another, in order; a batch's fsync may overlap the next batch's write, so a
 * request never waits for an fsync that began before it was appended.
 *
 * Fail-stop: after a write or an fsync fails, what reached the disk is unknown (a failed fsync may even
 * have dropped the dirty pages), so every later append is refused with the same error.
 */
export class JournalWriter {
  #handle: JournalFile;
  readonly #open: OpenJournalFile;
  #queued: string[] = [];
  #waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  #scheduled = false;
  /** The last write issued: the next one starts after it. */
  #written: Promise<void> = Promise.resolve();
  /** Settles once every batch flushed so far is synced (or failed). */
  #synced: Promise<void> = Promise.resolve();
  #failure: Error | undefined;
  #lines = 0;
  #bytes = 0;

  private constructor(handle: JournalFile, openFile: OpenJournalFile) {
    this.#handle = handle;
    this.#open = openFile;
  }

  static async open(path: string, openFile: OpenJournalFile = openForAppend): Promise<JournalWriter> {
    return new JournalWriter(await openFile(path), openFile);
  }

  /** Lines appended since the journal was opened or switched. */
  get lines(): number {
    return this.#lines;
  }

  /** Bytes (UTF-16 units, near enough) appended since the journal was opened or switched. */
  get size(): number {
    return this.#bytes;
  }

  /** The error that stopped the journal, if one did. */
  get failure(): Error | undefined {
    return this.#failure;
  }

  /** Resolves once `line` (no newline in it) is on disk; rejects if the journal has failed or fails before. */
  append(line: string): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    this.#queued.push(`${line}\n`);
    this.#lines++;
    this.#bytes += line.length + 1;
    const durable = new Promise<void>((resolve, reject) => this.#waiting.push({ resolve, reject }));
    if (!this.#scheduled) {
      this.#scheduled = true;
      // Let the appends of this turn join the batch.
      setImmediate(() => this.#flush());
    }
    return durable;
  }

  #flush(): void {
    this.#scheduled = false;
    if (this.#queued.length === 0) return;
    const buffer = encoder.encode(this.#queued.join(''));
    const waiting = this.#waiting;
    this.#queued = [];
    this.#waiting = [];
    const handle = this.#handle;
    let written: Promise<void>;
    if (handle.writeSync !== undefined) {
      // Every write is done at once, so none is ever pending before this one: the order is kept.
      try {
        if (this.#failure !== undefined) throw this.#failure;
        writeAllNow(handle as JournalFile & { writeSync: NonNullable<JournalFile['writeSync']> }, buffer);
        written = Promise.resolve();
      } catch (error) {
        written = Promise.reject(error as Error);
      }
    } else {
      written = this.#written.then(() => {
        if (this.#failure !== undefined) throw this.#failure;
        return writeAll(handle, buffer);
      });
    }
    const synced = written.then(() => handle.datasync());
    this.#written = written.catch(() => undefined);
    // Acknowledged only once every earlier batch is on disk too, and none failed: a later fsync that succeeds
    // says nothing of an earlier one's pages (Linux may have dropped them), nor of the file written before a switch.
    const previous = this.#synced;
    const all = Promise.all([previous, synced.catch((error: Error) => {
      this.#failure ??= error;
    })]).then(() => undefined);
    this.#synced = all;
    all.then(() => {
      const failure = this.#failure;
      for (const waiter of waiting) {
        if (failure === undefined) waiter.resolve();
        else waiter.reject(failure);
      }
    });
  }

  /** Waits for every appended line to be on disk (or failed). */
  async drain(): Promise<void> {
    // Until nothing is scheduled and no batch began while waiting (a batch flushed meanwhile must finish
    // before its handle may be closed).
    for (;;) {
      while (this.#scheduled) await new Promise((resolve) => setImmediate(resolve));
      const synced = this.#synced;
      await synced;
      if (!this.#scheduled && synced === this.#synced) return;
    }
  }

  /**
   * Sends the lines appended from now on to another file (compaction rotates the journal). The switch
   * itself is synchronous: the lines appended before it go to the old file, and `atSwitch` runs at that
   * very moment, with nothing appended in between (so a snapshot taken there holds exactly the old file's
   * lines). Resolves once the old file has every line on disk and is closed.
   */
  async switchTo<T>(path: string, atSwitch: () => T): Promise<T> {
    const next = await this.#open(path);
    if (this.#failure !== undefined) {
      await next.close();
      throw this.#failure;
    }
    this.#flush();
    const previous = this.#handle;
    this.#handle = next;
    this.#lines = 0;
    this.#bytes = 0;
    const result = atSwitch();
    const previousDone = this.#synced;
    await previousDone;
    await previous.close();
    if (this.#failure !== undefined) throw this.#failure;
    return result;
  }

  async close(): Promise<void> {
    await this.drain();
    await this.#handle.close();
  }
}
