import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { JournalFile } from './journal-writer.js';
import { writeTextParts } from './write-text-parts.js';

/**
 * A file whose writes take their bytes only once they finish (after a wait, a short write now and then), as a thread
 * of libuv reads the caller's buffer while it writes: a buffer filled again before its write ended would show.
 */
function slowFile(failSync = false): { file: JournalFile; bytes: () => Uint8Array; most: () => number; syncs: () => { count: number; most: number; bytes: number[] } } {
  const chunks: Uint8Array[] = [];
  let writing = 0;
  let most = 0;
  let writes = 0;
  const syncs = { count: 0, most: 0, now: 0, bytes: [] as number[] };
  const file: JournalFile = {
    write: async (buffer, offset, length) => {
      most = Math.max(most, ++writing);
      await sleep(writes++ % 3);
      // Now and then fewer bytes than asked: the caller writes the rest.
      const taken = writes % 4 === 0 && length > 1 ? Math.floor(length / 2) : length;
      // A copy (a Buffer's slice would be a view of the writer's buffer).
      chunks.push(Uint8Array.prototype.slice.call(buffer, offset, offset + taken));
      writing--;
      return { bytesWritten: taken };
    },
    datasync: async () => {
      syncs.count++;
      syncs.most = Math.max(syncs.most, ++syncs.now);
      syncs.bytes.push(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
      await sleep(5);
      syncs.now--;
      if (failSync) throw new Error('EIO: the disk failed');
    },
    close: async () => undefined,
  };
  const bytes = () => Buffer.concat(chunks);
  return { file, bytes, most: () => most, syncs: () => syncs };
}

describe('writeTextParts', () => {
  it('writes the parts as UTF-8, in order, byte for byte, across both buffers and past their size, one write at a time', async () => {
    const parts: string[] = [];
    // About 7 MB: the two buffers of 2 MB each are filled and written several times over.
    for (let index = 0; index < 60_000; index++) parts.push(`{"id":"link_${index}","url":"https://example.com/${'é'.repeat(index % 5)}${index % 11 === 0 ? '😀' : ''}"},\n`);
    // Characters of every UTF-8 length, a lone surrogate (written as U+FFFD, as TextEncoder does), an empty part,
    // and a part longer than a buffer (written on its own).
    parts.splice(30_000, 0, 'aß€😀\ud800', '', 'x'.repeat(3 * 1024 * 1024), 'ü'.repeat(800_000));
    const { file, bytes, most } = slowFile();
    const written = await writeTextParts(file, parts);
    const expected = new TextEncoder().encode(parts.join(''));
    expect(written).toBe(expected.byteLength);
    expect(Buffer.compare(bytes(), expected)).toBe(0);
    expect(most()).toBe(1);
  });

  it('syncs what it wrote every so many bytes, one sync at a time, while it goes on writing; a failed sync fails the write', async () => {
    const parts = Array.from({ length: 40_000 }, (_, index) => `{"n":${index},"text":"${'abc'.repeat(30)}"},\n`);
    const expected = new TextEncoder().encode(parts.join(''));
    const { file, bytes, syncs } = slowFile();
    await writeTextParts(file, parts, 1024 * 1024);
    expect(Buffer.compare(bytes(), expected)).toBe(0);
    // About 4 MB: a sync after each megabyte or so, each of the bytes written before it.
    expect(syncs().count).toBeGreaterThanOrEqual(2);
    expect(syncs().most).toBe(1);
    for (const [index, at] of syncs().bytes.entries()) expect(at).toBeGreaterThanOrEqual((index + 1) * 1024 * 1024);
    const failing = slowFile(true);
    await expect(writeTextParts(failing.file, parts, 1024 * 1024)).rejects.toThrow('EIO');
    // About 2.5 MB: the one sync starts with the last write, and its failure is waited for too.
    const last = slowFile(true);
    await expect(writeTextParts(last.file, parts.slice(0, 22_000), 1024 * 1024)).rejects.toThrow('EIO');
    expect(last.syncs().count).toBe(1);
  });

  it('writes nothing for no text', async () => {
    const { file, bytes } = slowFile();
    expect(await writeTextParts(file, ['', ''])).toBe(0);
    expect(bytes().byteLength).toBe(0);
  });
});
