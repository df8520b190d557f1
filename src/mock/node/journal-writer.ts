import { open, type FileHandle } from 'node:fs/promises';

/**
 * Appends lines to a journal file and makes them durable: a line's promise settles only after the line is
 * written and fsync'd. Lines appended while a flush is under way (concurrent requests) wait for the next
 * one and share its write and fsync (group commit), so the cost per write does not grow with the state.
 */
export class JournalWriter {
  #handle: FileHandle;
  #queued: string[] = [];
  #waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  #flushing: Promise<void> | undefined;
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
    this.#flushing ??= this.#flush();
    return durable;
  }

  async #flush(): Promise<void> {
    // Let the appends of this tick join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.#queued.length > 0) {
      const text = this.#queued.join('');
      const waiting = this.#waiting;
      this.#queued = [];
      this.#waiting = [];
      try {
        await this.#handle.write(text);
        await this.#handle.datasync();
        for (const waiter of waiting) waiter.resolve();
      } catch (error) {
        for (const waiter of waiting) waiter.reject(error as Error);
      }
    }
    this.#flushing = undefined;
  }

  /** Waits for every appended line to be on disk. */
  async drain(): Promise<void> {
    while (this.#flushing !== undefined) await this.#flushing;
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
