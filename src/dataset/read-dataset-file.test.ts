import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok } from '../result.js';
import { writeFixtures } from '../cli/fixtures-command.js';
import { createDatasetRecordReader } from './parse-dataset.js';
import { checkRecordsAside, formatOfFile, readDatasetFile, readDatasetFileInto, readDatasetLines } from './read-dataset-file.js';

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

  it('cuts lines as readline does (\\n, \\r\\n, a lone \\r, none at the end) however the file falls into chunks, telling how many bytes are read (property)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const file = join(dir, 'lines.ndjson');
    // Breaks and characters of one to four UTF-8 bytes, so that chunks cut between \r and \n and inside characters.
    const text = fc.array(fc.constantFrom('a', 'b', '\n', '\r', '\r\n', 'é', '€', '😀'), { maxLength: 60 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, fc.integer({ min: 1, max: 16 }), async (written, chunkBytes) => {
        await writeFile(file, written);
        const lines: string[] = [];
        const told: number[] = [];
        const read = await readDatasetLines(file, { add: (line) => void lines.push(line), finish: () => ok(lines) }, { chunkBytes, progress: (bytes) => told.push(bytes) });
        const expected = written.split(/\r\n|\n|\r/);
        if (expected.at(-1) === '') expected.pop();
        expect(read).toEqual(ok(expected));
        // Once a chunk's lines are taken (a chunk at a time, so strictly more each time), the whole file last.
        const size = Buffer.byteLength(written);
        expect(told.at(-1)).toBe(size);
        expect(told.length).toBe(Math.max(1, Math.ceil(size / chunkBytes)));
        expect(told[0]).toBe(Math.min(chunkBytes, size));
        for (let i = 1; i < told.length; i++) expect(told[i]! - told[i - 1]!).toBe(i < told.length - 1 ? chunkBytes : size - told[i - 1]!);
      }),
      { numRuns: 200 },
    );
  });

  it('reads ndjson with any line breaks (\\n, \\r\\n, a lone \\r, none at the end) as the same dataset, and names the line of a bad record', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const file = join(dir, 'a.ndjson');
    // More than one chunk of the reader (1 MB), so lines cross chunk boundaries.
    await writeFixtures({ dataset: { seed: 4, links: 1600 }, out: file });
    const text = await readFile(file, 'utf8');
    expect(text.length).toBeGreaterThan(2 * (1 << 20));
    const expected = await readDatasetFile(file);
    expect(expected.ok).toBe(true);
    const lines = text.trimEnd().split('\n');
    const variants = { crlf: lines.join('\r\n'), cr: lines.join('\r'), mixed: lines.map((line, index) => line + (index % 2 === 0 ? '\r\n' : '\n')).join('') };
    for (const [name, variant] of Object.entries(variants)) {
      const other = join(dir, `${name}.ndjson`);
      await writeFile(other, variant);
      expect([name, await readDatasetFile(other)]).toEqual([name, expected]);
    }
    // Line 9 broken, with CRLF breaks: still line 9.
    const broken = join(dir, 'broken.ndjson');
    await writeFile(broken, lines.map((line, index) => (index === 8 ? '{ nope' : line)).join('\r\n'));
    expect(await readDatasetFile(broken)).toMatchObject({ ok: false, error: { line: 9 } });
  });

  it('reads a JSON file too large for one string a line at a time, in linkproof\'s own layout: the same dataset, a bad record named by its line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const file = join(dir, 'a.json');
    // Two workspaces, one of them without tags (its "tags": [] on one line).
    await writeFixtures({ dataset: { seed: 5, links: 40 }, out: file });
    const whole = await readDatasetFile(file);
    const streamed = await readDatasetFile(file, { streamJsonAbove: 0 });
    expect(whole.ok).toBe(true);
    expect(streamed).toEqual(whole);
    const defaultStreamed = await readDatasetFile(DEFAULT, { streamJsonAbove: 0 });
    expect(defaultStreamed).toEqual(await readDatasetFile(DEFAULT));
    // A bad link: its line, and the field.
    const lines = (await readFile(file, 'utf8')).split('\n');
    const at = lines.findIndex((line) => line.includes('"key":')) + 3;
    const broken = join(dir, 'broken.json');
    await writeFile(broken, lines.map((line, index) => (index === at - 1 ? line.replace(/"expiresAt":(null|"[^"]*")/, '"expiresAt":"next tuesday"') : line)).join('\n'));
    expect(await readDatasetFile(broken, { streamJsonAbove: 0 })).toMatchObject({ ok: false, error: { line: at, pointer: '/link/expiresAt', message: expect.stringMatching(/^.*broken\.json:\d+: \/link\/expiresAt: must match format "date-time"$/) } });
    // A rule across records (an id twice): the line of the second.
    const twice = join(dir, 'twice.json');
    await writeFile(twice, [...lines.slice(0, at), lines[at - 1]!, ...lines.slice(at)].join('\n'));
    expect(await readDatasetFile(twice, { streamJsonAbove: 0 })).toMatchObject({ ok: false, error: { line: at + 1, reason: expect.stringContaining('is used twice') } });
    // Another layout (pretty-printed) is refused, naming the line, never misread.
    const pretty = join(dir, 'pretty.json');
    await writeFile(pretty, JSON.stringify(JSON.parse(await readFile(file, 'utf8')), null, 2));
    expect(await readDatasetFile(pretty, { streamJsonAbove: 0 })).toMatchObject({ ok: false, error: { reason: expect.stringContaining("not linkproof's JSON layout") } });
  });

  it('checks a large file\'s records on a worker thread while it reads them: the same dataset, the same first problem, in both forms', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'linkproof-'));
    const aside = async (file: string, options: { streamJsonAbove?: number } = {}) => {
      process.env.LINKPROOF_CHECK_ASIDE_ABOVE = '1';
      try {
        return await readDatasetFileInto(file, (checkRecords) => createDatasetRecordReader({ checkRecords }), options);
      } finally {
        delete process.env.LINKPROOF_CHECK_ASIDE_ABOVE;
      }
    };
    for (const form of ['ndjson', 'json'] as const) {
      const file = join(dir, `a.${form}`);
      await writeFixtures({ dataset: { seed: 6, links: 60 }, out: file });
      const options = form === 'json' ? { streamJsonAbove: 0 } : {};
      expect([form, await aside(file, options)]).toEqual([form, await readDatasetFile(file, options)]);
      // The worker itself ran: nothing wrong here (null, not undefined for a worker that could not run).
      expect(await checkRecordsAside(file, form === 'ndjson')).toBeNull();
      const lines = (await readFile(file, 'utf8')).split('\n');
      const links = lines.flatMap((line, index) => (line.includes('"key":') ? [index] : []));
      const cases: [string, (line: string) => string, number][] = [
        // A schema problem after a problem across records: the schema's is the one reported, as a checked read reports it.
        ['a schema problem', (line) => line.replace(/"expiresAt":(null|"[^"]*")/, '"expiresAt":"next tuesday"'), links[40]!],
        // Tags that are not a list: a record the unchecked reader cannot take, named by the check.
        ['a record the unchecked read cannot take', (line) => line.replace(/"tags":\[[^\]]*\]/, '"tags":7'), links[30]!],
      ];
      for (const [how, change, at] of cases) {
        const broken = join(dir, `broken.${form}`);
        await writeFile(broken, lines.map((line, index) => (index === at ? change(line) : index === links[5] ? line.replace(/"folderId":(null|"[^"]*")/, '"folderId":"fold_nope"') : line)).join('\n'));
        const checked = await readDatasetFile(broken, options);
        expect(checked.ok).toBe(false);
        expect([form, how, await aside(broken, options)]).toEqual([form, how, checked]);
        expect(await checkRecordsAside(broken, form === 'ndjson')).toMatchObject({ line: !checked.ok && checked.error.line });
      }
      // Only a problem across records: found by the reader itself.
      const across = join(dir, `across.${form}`);
      await writeFile(across, lines.map((line, index) => (index === links[5] ? line.replace(/"folderId":(null|"[^"]*")/, '"folderId":"fold_nope"') : line)).join('\n'));
      expect(await aside(across, options)).toMatchObject({ ok: false, error: { reason: expect.stringContaining('no folder fold_nope') } });
      expect(await aside(across, options)).toEqual(await readDatasetFile(across, options));
    }
  });

  it('tells the forms apart by extension', () => {
    expect(['a.ndjson', 'a.jsonl', 'a.json', 'a.txt'].map(formatOfFile)).toEqual(['ndjson', 'ndjson', 'json', 'json']);
  });
});
