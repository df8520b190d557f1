import { open, type FileHandle } from 'node:fs/promises';

/**
 * Appends lines to a journal file and makes them durable: a line's promise settles only after the line is
 * written and fsync'd. The lines appended in one turn of the event loop (concurrent requests) form a batch
 * that shares one write and one fsync (group commit), so the cost per write does not grow with the state.
 * Writes are issued one after another, in order; a batch's fsync may overlap the next batch's write, so a
 * request never waits for an fsync that began before it was appended.
 */
export class JournalWriter {
  #handle: FileHandle;
  #queued: string[] = [];
  #waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  #scheduled = false;
  /** The last write issued: the next one starts after it. */
  #written: Promise<void> = Promise.resolve();
  /** The last batch's fsync: once it settles, every line appended before it is on disk. */
  #synced: Promise<void> = Promise.resolve();
  #lines = 0;
  #bytes = 0;

  private constructor(handle: FileHandle) {
    this.#handle = handle;
  }

  static async open(path: string): Promise<JournalWriter> {
    return new JournalWriter(await open(path, 'a'));
  }

  /** Lines appended since the journal was opened or switched. */
  get lines(): number {
    return this.#lines;
  }

  /** Bytes (UTF-16 units, near enough) appended since the journal was opened or switched. */
  get size(): number {
    return this.#bytes;
  }

  /** Resolves once `line` (no newline in it) is on disk. */
  append(line: string): Promise<void> {
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
    const text = this.#queued.join('');
    const waiting = this.#waiting;
    this.#queued = [];
    this.#waiting = [];
    const handle = this.#handle;
    const written = this.#written.then(() => handle.write(text)).then(() => undefined);
    const synced = written.then(() => handle.datasync());
    // A failed write fails its own batch; the next batch is still tried.
    this.#written = written.catch(() => undefined);
    this.#synced = synced.catch(() => undefined);
    synced.then(
      () => {
        for (const waiter of waiting) waiter.resolve();
      },
      (error: Error) => {
        for (const waiter of waiting) waiter.reject(error);
      },
    );
  }

  /** Waits for every appended line to be on disk. */
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
   * Sends the lines appended from now on to another file (compaction rotates the journal); lines already
   * appended are written to the old one first.
   */
  async switchTo(path: string): Promise<void> {
    const next = await open(path, 'a');
    await this.drain();
    const previous = this.#handle;
    this.#handle = next;
    this.#lines = 0;
    this.#bytes = 0;
    await previous.close();
  }

  async close(): Promise<void> {
    await this.drain();
    await this.#handle.close();
  }
}
