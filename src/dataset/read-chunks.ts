import { open } from 'node:fs/promises';

/**
 * The bytes of a file from `start` up to (not including) `end`, `chunkBytes` at a time, in two buffers made once: the
 * next chunk is read into one while the caller reads the other, so a chunk given is good only until the next is asked
 * for (a caller keeps what it needs by copying it).
 *
 * Why not createReadStream: it makes a new Buffer for every chunk, and at a million links (1.3 GB, two threads) that
 * is some 1,300 buffers of 1 MB, which glibc's malloc carves out of the reading thread's arena once its threshold has
 * risen past 1 MB (it rises as large blocks are freed). The collector frees them in batches, and the arenas kept the
 * room they had grown to, free but resident, for the life of the mock: 35–65 MB in the main thread's and 50–66 MB in
 * the tail's worker (`malloc_info`, read through gdb).
 */
export async function* readChunks(file: string, { start = 0, end = Number.POSITIVE_INFINITY, chunkBytes = 1 << 20 }: { start?: number; end?: number; chunkBytes?: number } = {}): AsyncGenerator<Buffer, void, void> {
  const handle = await open(file, 'r');
  let pending: Promise<number> = Promise.resolve(0);
  try {
    let [current, spare] = [Buffer.allocUnsafeSlow(chunkBytes), Buffer.allocUnsafeSlow(chunkBytes)];
    const readAt = (buffer: Buffer, position: number): Promise<number> => {
      const length = Math.min(chunkBytes, end - position);
      const read = length > 0 ? handle.read(buffer, 0, length, position).then((done) => done.bytesRead) : Promise.resolve(0);
      // Heard now, so that a read failing while the caller awaits something else is not an unhandled rejection; the
      // caller hears it at its next chunk.
      read.catch(() => undefined);
      return read;
    };
    let position = start;
    pending = readAt(current, position);
    for (;;) {
      const read = await pending;
      if (read === 0) return;
      position += read;
      const chunk = current.subarray(0, read);
      [current, spare] = [spare, current];
      pending = readAt(current, position);
      yield chunk;
    }
  } finally {
    // A caller that stops early leaves a read in flight: it ends (its failure unheard) before the file is closed.
    await pending.catch(() => 0);
    await handle.close();
  }
}
