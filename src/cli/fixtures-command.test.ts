import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDatasetJson } from '../dataset/format-dataset.js';
import { readDatasetFile } from '../dataset/read-dataset-file.js';
import { buildDataset } from '../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../factories/default-dataset.js';
import { writeFixtures } from './fixtures-command.js';

describe('linkproof fixtures', () => {
  it('writes the same dataset as JSON and as ndjson, leaving no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const options = { seed: 42, workspaces: 2, links: 300 };
    await writeFixtures({ dataset: options, out: join(dir, 'a.json') });
    await writeFixtures({ dataset: options, out: join(dir, 'a.ndjson') });
    const json = await readDatasetFile(join(dir, 'a.json'));
    const ndjson = await readDatasetFile(join(dir, 'a.ndjson'));
    expect(json.ok && ndjson.ok).toBe(true);
    expect(ndjson.ok && ndjson.value).toEqual(json.ok && json.value);
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'a.ndjson']);
  });

  it('writes ndjson one record per line, header first and each workspace after its links', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    await writeFixtures({ dataset: { seed: 1, links: 3 }, out: join(dir, 'x.ndjson') });
    const kinds = (await readFile(join(dir, 'x.ndjson'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line).kind);
    expect(kinds[0]).toBe('dataset');
    expect(kinds.slice(-4)).toEqual(['link', 'link', 'link', 'workspace']);
  });
});

describe('linkproof fixtures --out', () => {
  it('creates the folders FILE needs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const written = await writeFixtures({ dataset: { seed: 1, links: 2 }, out: join(dir, 'a/b/x.json') });
    expect(written).toEqual({ ok: true, value: { links: 2, workspaces: 1 } });
    expect((await readDatasetFile(join(dir, 'a/b/x.json'))).ok).toBe(true);
  });

  it('answers a FILE it cannot write with an error saying why, leaving nothing behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    await writeFile(join(dir, 'file'), 'a file, not a folder');
    const underFile = await writeFixtures({ dataset: { seed: 1, links: 2 }, out: join(dir, 'file/x.json') });
    expect(underFile.ok === false && underFile.error).toMatch(/^cannot write .*\/file\/x\.json: a file stands where its folder would be \((EEXIST|ENOTDIR)\)$/);
    const aFolder = await writeFixtures({ dataset: { seed: 1, links: 2 }, out: dir });
    expect(aFolder.ok === false && aFolder.error).toMatch(/^cannot write .*: illegal operation on a directory \(EISDIR\)$/);
    expect(await readdir(dir)).toEqual(['file']);
  });
});

describe('fixtures/default.json', () => {
  it('is what `npm run fixtures:default` writes (regenerate it when this fails)', async () => {
    const checkedIn = await readFile(new URL('../../fixtures/default.json', import.meta.url), 'utf8');
    expect(checkedIn === [...formatDatasetJson(buildDataset(DEFAULT_DATASET_OPTIONS))].join('')).toBe(true);
  });
});

describe('progress', () => {
  it('shows a live percentage on a terminal, and nothing elsewhere', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const written: string[] = [];
    const terminal = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    await writeFixtures({ dataset: { seed: 1, links: 3000 }, out: join(dir, 'x.ndjson'), progress: terminal });
    expect(written.some((text) => /^\rgenerating [\d,]+ of 3,000 links \(\d+%\)$/.test(text))).toBe(true);
    expect(written.at(-1)).toBe('\n');
    const pipe: string[] = [];
    const notTerminal = { isTTY: false, write: (text: string) => pipe.push(text) } as unknown as NodeJS.WriteStream;
    await writeFixtures({ dataset: { seed: 1, links: 3000 }, out: join(dir, 'y.ndjson'), progress: notTerminal });
    expect(pipe).toEqual([]);
  });

  it('shows the progress of the JSON form as its links are generated, not 0% until the end', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const written: string[] = [];
    const terminal = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    await writeFixtures({ dataset: { seed: 1, workspaces: 2, links: 1500 }, out: join(dir, 'x.json'), progress: terminal });
    const percents = written.flatMap((text) => /\((\d+)%\)$/.exec(text)?.[1] ?? []).map(Number);
    // Every percentage from 0 to 100, in order: a count that stood still until the end would show 0 then 100.
    expect(percents).toEqual(Array.from({ length: 101 }, (_, percent) => percent));
    expect(written.at(-2)).toBe('\rgenerating 3,000 of 3,000 links (100%)');
    expect(written.at(-1)).toBe('\n');
  });
});
