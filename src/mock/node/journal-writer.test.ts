import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalWriter } from './journal-writer.js';

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
    await writer.switchTo(join(dir, 'new'));
    await Promise.all([before, writer.append('after')]);
    await writer.close();
    expect(await readFile(join(dir, 'old'), 'utf8')).toBe('before\n');
    expect(await readFile(join(dir, 'new'), 'utf8')).toBe('after\n');
  });
});
