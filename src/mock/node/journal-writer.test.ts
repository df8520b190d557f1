import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JournalWriter, type JournalFile } from './journal-writer.js';

/**
 * A file as a crash leaves it: bytes written but not synced may be lost. `durable` is what survives a crash
 * at any moment; `pending` what a write put in the page cache since the last sync. Writes may be short.
 */
class FakeDisk {
  durable = '';
  pending = '';
  failNextSync = false;
  constructor(readonly shortWrites: boolean) {}
  open = async (): Promise<JournalFile> => ({
    write: async (buffer, offset, length) => {
      await new Promise((resolve) => setImmediate(resolve));
      const taken = this.shortWrites ? Math.max(1, Math.ceil(length / 2)) : length;
      this.pending += new TextDecoder().decode(buffer.subarray(offset, offset + taken));
      return { bytesWritten: taken };
    },
    datasync: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.failNextSync) {
        this.failNextSync = false;
        // As Linux does after a failed fsync: the dirty pages are dropped, and a retry would report success.
        this.pending = '';
        throw new Error('EIO: i/o error, fsync');
      }
      this.durable += this.pending;
      this.pending = '';
    },
    close: async () => undefined,
  });
}

describe('JournalWriter', () => {
  it('writes every line in the order appended, across batches, and resolves each once it is in the file', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'linkproof-journal-')), 'j');
    const writer = await JournalWriter.open(path);
    const settled: number[] = [];
    const all: Promise<void>[] = [];
    for (let batch = 0; batch < 20; batch++) {
      // Each turn of the event loop is a batch; the next batch is appended while the previous one syncs.
      for (let line = 0; line < 25; line++) {
        const number = batch * 25 + line;
        all.push(writer.append(`{"n":${number}}`).then(async () => {
          settled.push(number);
          expect(await readFile(path, 'utf8')).toContain(`{"n":${number}}\n`);
        }));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    await writer.close();
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    expect(lines).toEqual(Array.from({ length: 500 }, (_, n) => `{"n":${n}}`));
    expect(settled).toHaveLength(500);
    expect(writer.lines).toBe(500);
  });

  it('sends lines to the new file after a switch, the old file keeping what came before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-journal-'));
    const writer = await JournalWriter.open(join(dir, 'old'));
    const before = writer.append('before');
    const at = await writer.switchTo(join(dir, 'new'), () => writer.lines);
    expect(at).toBe(0);
    await Promise.all([before, writer.append('after')]);
    await writer.close();
    expect(await readFile(join(dir, 'old'), 'utf8')).toBe('before\n');
    expect(await readFile(join(dir, 'new'), 'utf8')).toBe('after\n');
  });

  it('acknowledges a line only once it is synced: a crash at any moment keeps every acknowledged line (property, short writes)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 40 }), fc.boolean(), async (batches, crashAfterTurns, shortWrites) => {
        const disk = new FakeDisk(shortWrites);
        const writer = await JournalWriter.open('journal', disk.open);
        const acknowledged: string[] = [];
        let crashed = false;
        let number = 0;
        let turns = 0;
        for (const size of batches) {
          for (let line = 0; line < size; line++) {
            const text = `{"n":${number++},"pad":"${'x'.repeat(number % 7)}"}`;
            void writer.append(text).then(() => {
              if (!crashed) acknowledged.push(text);
            });
          }
          await new Promise((resolve) => setImmediate(resolve));
          if (++turns === crashAfterTurns) break;
        }
        for (; turns < crashAfterTurns; turns++) await new Promise((resolve) => setImmediate(resolve));
        // The crash: what was acknowledged so far must be in the durable bytes, whole and in order.
        crashed = true;
        const survived = disk.durable.split('\n').filter((line) => line !== '');
        expect(survived.slice(0, acknowledged.length).sort()).toEqual([...acknowledged].sort());
        for (const line of acknowledged) expect(survived).toContain(line);
        expect(disk.durable === '' || disk.durable.endsWith('\n')).toBe(true);
      }),
      { seed: 20261123, numRuns: 200 },
    );
  });

  it('stops after a failed fsync: the batch and every later append are refused with the error (fail-stop)', async () => {
    const disk = new FakeDisk(false);
    const writer = await JournalWriter.open('journal', disk.open);
    await writer.append('first');
    disk.failNextSync = true;
    await expect(writer.append('second')).rejects.toThrow('EIO');
    await expect(writer.append('third')).rejects.toThrow('EIO');
    expect(writer.failure?.message).toContain('EIO');
    expect(disk.durable).toBe('first\n');
  });

  it('refuses a write that takes no bytes instead of acknowledging it', async () => {
    const writer = await JournalWriter.open('journal', async () => ({ write: async () => ({ bytesWritten: 0 }), datasync: async () => undefined, close: async () => undefined }));
    await expect(writer.append('lost')).rejects.toThrow('a write took no bytes');
  });

  it('acknowledges no line before every earlier batch is on disk: a later fsync that succeeds first does not answer for an earlier one that fails', async () => {
    let syncs = 0;
    const slowFailingFirst = async (): Promise<JournalFile> => ({
      write: async (_buffer, _offset, length) => ({ bytesWritten: length }),
      datasync: async () => {
        const call = ++syncs;
        if (call === 1) {
          await new Promise((resolve) => setTimeout(resolve, 30));
          throw new Error('EIO: i/o error, fsync');
        }
      },
      close: async () => undefined,
    });
    const writer = await JournalWriter.open('journal', slowFailingFirst);
    const first = writer.append('first');
    await new Promise((resolve) => setImmediate(resolve));
    const second = writer.append('second');
    const outcomes = await Promise.allSettled([first, second]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });

  it('acknowledges a line of the new file only after the old file\'s last lines are synced (a switch during a slow fsync)', async () => {
    const order: string[] = [];
    const files = new Map<string, number>([['old', 40], ['new', 0]]);
    const open = async (path: string): Promise<JournalFile> => ({
      write: async (_buffer, _offset, length) => ({ bytesWritten: length }),
      datasync: async () => {
        await new Promise((resolve) => setTimeout(resolve, files.get(path)));
        order.push(`${path} synced`);
      },
      close: async () => undefined,
    });
    const writer = await JournalWriter.open('old', open);
    const before = writer.append('before').then(() => order.push('before acknowledged'));
    await new Promise((resolve) => setImmediate(resolve));
    const switched = writer.switchTo('new', () => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const after = writer.append('after').then(() => order.push('after acknowledged'));
    await Promise.all([before, after, switched]);
    expect(order.indexOf('after acknowledged')).toBeGreaterThan(order.indexOf('old synced'));
    expect(order.indexOf('after acknowledged')).toBeGreaterThan(order.indexOf('before acknowledged'));
  });
});
