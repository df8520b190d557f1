import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { JournalFile } from './journal-writer.js';
import { writeTextParts } from './write-text-parts.js';

/**
 * A file whose writes take their bytes only once they finish (after a wait, a short write now and then), as a thread
 * of libuv reads the caller's buffer while it writes: a buffer filled again before its write ended would show.
 */
function slowFile(): { file: JournalFile; bytes: () => Uint8Array; most: () => number } {
  const chunks: Uint8Array[] = [];
  let writing = 0;
  let most = 0;
  let writes = 0;
  const file: JournalFile = {
    write: async (buffer, offset, length) => {
      most = Math.max(most, ++writing);
      await sleep(writes++ % 3);
      // Now and then fewer bytes than asked: the caller writes the rest.
      const taken = writes % 4 === 0 && length > 1 ? Math.floor(length / 2) : length;
      chunks.push(buffer.slice(offset, offset + taken));
      writing--;
      return { bytesWritten: taken };
    },
    datasync: async () => undefined,
    close: async () => undefined,
  };
  const bytes = () => Buffer.concat(chunks);
  return { file, bytes, most: () => most };
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

  it('writes nothing for no text', async () => {
    const { file, bytes } = slowFile();
    expect(await writeTextParts(file, ['', ''])).toBe(0);
    expect(bytes().byteLength).toBe(0);
  });
});
