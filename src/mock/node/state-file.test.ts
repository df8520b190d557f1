import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { imageIsCurrent } from './state-image.js';
import { writeDatasetDurably } from './state-file.js';

// The file system's copy, as it is, until a test makes it fail.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, copyFile: vi.fn(actual.copyFile) };
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'linkproof-state-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const dataset = defaultDataset(Date.parse('2026-11-28T12:00:00.000Z'));

describe('writeDatasetDurably with a copy (a new state and its base)', () => {
  it('copies the file, and gives each its own image; nothing temporary is left', async () => {
    const [file, base] = [join(dir, 'copied.json'), join(dir, 'copied.json.base')];
    vi.mocked(copyFile).mockClear();
    const size = await writeDatasetDurably(file, dataset, base);
    expect(vi.mocked(copyFile)).toHaveBeenCalledTimes(1);
    expect(size).toBe(readFileSync(file).byteLength);
    expect(readFileSync(base)).toStrictEqual(readFileSync(file));
    expect([imageIsCurrent(file), imageIsCurrent(base)]).toEqual([true, true]);
    expect(readdirSync(dir).filter((name) => name.startsWith('copied') && name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes the base from the dataset where the file system cannot copy, the same bytes, its image too; nothing temporary is left', async () => {
    const [file, base] = [join(dir, 'uncopied.json'), join(dir, 'uncopied.json.base')];
    vi.mocked(copyFile).mockClear();
    vi.mocked(copyFile).mockRejectedValueOnce(Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' }));
    await writeDatasetDurably(file, dataset, base);
    expect(vi.mocked(copyFile)).toHaveBeenCalledTimes(1);
    expect(readFileSync(base)).toStrictEqual(readFileSync(file));
    expect([imageIsCurrent(file), imageIsCurrent(base)]).toEqual([true, true]);
    expect(readdirSync(dir).filter((name) => name.startsWith('uncopied') && name.endsWith('.tmp'))).toEqual([]);
  });
});
