import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChunks } from './read-chunks.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'linkproof-chunks-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The chunks of a read, each copied as it comes (a chunk is good only until the next is asked for). */
async function copies(chunks: AsyncGenerator<Buffer>): Promise<Buffer[]> {
  const read: Buffer[] = [];
  for await (const chunk of chunks) read.push(Buffer.from(chunk));
  return read;
}

describe('readChunks', () => {
  it('gives the bytes from start up to end, chunkBytes at a time (the last one shorter) (property)', async () => {
    const file = join(dir, 'bytes');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 1, max: 32 }), fc.nat(220), fc.nat(220), async (bytes, chunkBytes, a, b) => {
        await writeFile(file, bytes);
        const [start, end] = [Math.min(a, b), Math.max(a, b)];
        const read = await copies(readChunks(file, { start, end, chunkBytes }));
        const expected = Buffer.from(bytes).subarray(start, end);
        expect(Buffer.concat(read)).toEqual(expected);
        expect(read.map((chunk) => chunk.length)).toEqual(Array.from({ length: Math.ceil(expected.length / chunkBytes) }, (_, i) => Math.min(chunkBytes, expected.length - i * chunkBytes)));
      }),
      { numRuns: 200, seed: 18 },
    );
    await writeFile(file, 'abcdef');
    expect(Buffer.concat(await copies(readChunks(file, { chunkBytes: 4 }))).toString()).toBe('abcdef');
    expect(Buffer.concat(await copies(readChunks(file, { start: 2 }))).toString()).toBe('cdef');
  });

  it('reads into the same two buffers from first chunk to last, not a new one a chunk', async () => {
    const file = join(dir, 'many');
    await writeFile(file, Buffer.alloc(64 * 10, 7));
    const buffers = new Set<ArrayBufferLike>();
    let chunks = 0;
    for await (const chunk of readChunks(file, { chunkBytes: 64 })) {
      buffers.add(chunk.buffer);
      chunks++;
    }
    expect(chunks).toBe(10);
    expect(buffers.size).toBe(2);
  });

  it('closes the file when its reader stops early, with a read still in flight', async () => {
    if (!existsSync('/proc/self/fd')) return;
    const file = join(dir, 'early');
    await writeFile(file, Buffer.alloc(4096, 1));
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    for (let i = 0; i < 20; i++) {
      for await (const chunk of readChunks(file, { chunkBytes: 16 })) if (chunk.length > 0) break;
    }
    expect(open()).toBe(before);
  });

  it('fails at its first chunk for a file that cannot be opened', async () => {
    await expect(copies(readChunks(join(dir, 'missing')))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
