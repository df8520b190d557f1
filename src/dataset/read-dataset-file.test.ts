import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatOfFile, readDatasetFile } from './read-dataset-file.js';

const DEFAULT = new URL('../../fixtures/default.json', import.meta.url).pathname;

describe('readDatasetFile', () => {
  it('reads fixtures/default.json', async () => {
    const result = await readDatasetFile(DEFAULT);
    expect(result.ok && result.value.workspaces.map((entry) => entry.workspace.slug)).toEqual(['acme', 'side-project']);
  });

  it('refuses a file with one broken record, with a message naming file, record and reason', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const dataset = JSON.parse(await readFile(DEFAULT, 'utf8'));
    dataset.workspaces[0].links[17].expiresAt = 'next tuesday';
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify(dataset));
    const result = await readDatasetFile(file);
    expect(result).toMatchObject({ ok: false, error: { file, pointer: '/workspaces/0/links/17/expiresAt' } });
    expect(!result.ok && result.error.message).toBe(`${file}: /workspaces/0/links/17/expiresAt: must match format "date-time"`);
  });

  it('refuses a file that is not JSON, or not there, as a problem rather than a crash', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const file = join(dir, 'bad.json');
    await writeFile(file, '{ nope');
    expect(await readDatasetFile(file)).toMatchObject({ ok: false, error: { reason: expect.stringContaining('not JSON') } });
    expect(await readDatasetFile(join(dir, 'missing.ndjson'))).toMatchObject({ ok: false, error: { reason: expect.stringContaining('cannot be read') } });
  });

  it('tells the forms apart by extension', () => {
    expect(['a.ndjson', 'a.jsonl', 'a.json', 'a.txt'].map(formatOfFile)).toEqual(['ndjson', 'ndjson', 'json', 'json']);
  });
});
