import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatasetFileInto } from '../../dataset/read-dataset-file.js';
import { createTabledRecordReader, type TabledDataset } from '../store/tabled-dataset.js';
import { BREAKS, fresh, type Json } from '../store/dataset-breaks.test-support.js';
import { messageQueue, readInHalves, type TailReader } from './read-in-halves.js';
import { readTailOf, transferablesOf, type TailPart } from './read-tail.js';

/**
 * The tail read on this thread: what the worker does (each message cloned, its arrays shared), without a
 * worker's start for each of many runs; in parts of `partLinks` links (a few: parts arrive while the head is read,
 * and a run of links or a workspace's records spans several).
 */
const inParts =
  (partLinks: number): TailReader =>
  (file, start) => {
    const queue = messageQueue();
    readTailOf(file, start, (message) => queue.push(structuredClone(message, { transfer: transferablesOf(message) })), { partLinks }).catch(() => queue.fail());
    return { next: queue.next, stop: () => undefined };
  };
const inProcess = inParts(3);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'linkproof-halves-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a read gave, comparable: each workspace with its links as objects, or the problem's message. */
const comparable = (read: Awaited<ReturnType<typeof readInHalves>>) => {
  if (read === undefined) throw new Error('the worker did not run');
  if (!read.ok) return read.error.message;
  const dataset = read.value as TabledDataset;
  // Each link as its JSON text: the keys' order counts (a link's tags are the workspace's own objects, as a whole read makes them).
  return { ...dataset, workspaces: dataset.workspaces.map(({ table, ...entry }) => ({ ...entry, links: Array.from(table.slots(), (slot) => JSON.stringify(table.link(slot, false))) })) };
};

/** The byte at which each line starts, but the first (the head always has the header). */
const lineStarts = (text: string) => {
  const starts: number[] = [];
  const bytes = Buffer.from(text);
  for (let at = bytes.indexOf(0x0a); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(0x0a, at + 1)) starts.push(at + 1);
  return starts;
};

let files = 0;
async function bothWays(text: string, splitAt: (starts: number[]) => number, readTail: TailReader = inProcess) {
  const file = join(dir, `d${files++}.ndjson`);
  writeFileSync(file, text);
  const whole = await readDatasetFileInto(file, (checkRecords) => createTabledRecordReader({ checkRecords }));
  const halves = await readInHalves(file, splitAt(lineStarts(text)), readTail);
  return { whole: comparable(whole as Awaited<ReturnType<typeof readInHalves>>), halves: comparable(halves) };
}

const ndjson = (records: Json[], breakAs = '\n') => records.map((record) => JSON.stringify(record)).join(breakAs) + breakAs;

describe('readInHalves', () => {
  it('reads on a worker thread what a whole read reads', async () => {
    const text = ndjson(fresh());
    const { whole, halves } = await bothWays(text, (starts) => starts[Math.floor(starts.length / 2)]!, undefined);
    expect(typeof whole).toBe('object');
    expect(halves).toStrictEqual(whole);
    const broken = fresh();
    BREAKS['an id used twice']!(broken, 10, 80);
    const refused = await bothWays(ndjson(broken), (starts) => starts[Math.floor(starts.length / 2)]!, undefined);
    expect(refused.whole).toMatch(/is used twice/);
    expect(refused.halves).toStrictEqual(refused.whole);
  }, 30_000);

  it('reads what a whole read reads, wherever the file is cut: links split across the halves, blank lines, CRLF', async () => {
    const text = ndjson(fresh());
    const starts = lineStarts(text);
    for (const at of [starts[0]!, starts[Math.floor(starts.length / 3)]!, starts[Math.floor(starts.length / 2)]!, starts.at(-1)!]) {
      for (const partLinks of [1, 3, 64, 100_000]) {
        const { whole, halves } = await bothWays(text, () => at, inParts(partLinks));
        expect(typeof whole).toBe('object');
        expect(halves).toStrictEqual(whole);
      }
    }
    // Links whose tags list their keys in another order than the tag records do.
    const reordered = fresh().map((record) => (record.kind === 'link' ? { ...record, link: { ...record.link, tags: record.link.tags.map(({ id, name, color }: Json) => ({ color, name, id })) } } : record));
    const shuffled = await bothWays(ndjson(reordered), (at) => at[Math.floor(at.length / 2)]!);
    expect(shuffled.halves).toStrictEqual(shuffled.whole);
    const spaced = await bothWays(ndjson(fresh(), '\r\n').replaceAll('\r\n{"kind":"tag"', '\r\n\r\n{"kind":"tag"'), (at) => at[Math.floor(at.length / 2)]!);
    expect(spaced.halves).toStrictEqual(spaced.whole);
  }, 60_000);

  it("sends a part's arrays in shared memory, nothing of them made in the reading thread's own memory to be freed by another", async () => {
    const file = join(dir, `d${files++}.ndjson`);
    const text = ndjson(fresh());
    writeFileSync(file, text);
    const parts: TailPart[] = [];
    await readTailOf(file, lineStarts(text)[0]!, (message) => void (message.kind === 'part' && parts.push(message.part)), { partLinks: 7 });
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      const { image, linkLines } = part;
      const arrays = [...image.times, ...image.numbers, image.flags, ...image.codes, linkLines, ...image.timeTexts.map((texts) => texts.positions), ...Object.values(image.rares).map((rares) => rares.positions)];
      expect(arrays.every((array) => array.buffer instanceof SharedArrayBuffer)).toBe(true);
      expect(transferablesOf({ kind: 'part', part })).toEqual([]);
    }
  });

  it('tells how far both halves are read: never more than the file, never less than before, the whole file last', async () => {
    const file = join(dir, `d${files++}.ndjson`);
    const text = ndjson(fresh());
    writeFileSync(file, text);
    const size = Buffer.byteLength(text);
    const starts = lineStarts(text);
    const told: [number, number][] = [];
    // The tail says how far it has come before its parts are taken in (after the head), as the worker does.
    const early: TailReader = (path, start, progress) => {
      progress?.(1);
      return inProcess(path, start);
    };
    const read = await readInHalves(file, starts[Math.floor(starts.length / 2)]!, early, (bytes, total) => told.push([bytes, total]));
    expect(read?.ok).toBe(true);
    expect(told[0]).toStrictEqual([1, size]);
    expect(told.at(-1)).toStrictEqual([size, size]);
    for (let i = 1; i < told.length; i++) expect(told[i]![0]).toBeGreaterThanOrEqual(told[i - 1]![0]);
    expect(told.every(([bytes, total]) => bytes <= size && total === size)).toBe(true);
    // The tail's own messages of how far it is, among its parts (read in chunks of 1 KB, said every 2 KB).
    const chatty: TailReader = (path, start) => {
      const queue = messageQueue();
      readTailOf(path, start, (message) => queue.push(structuredClone(message, { transfer: transferablesOf(message) })), { partLinks: 3, progressBytes: 2048, chunkBytes: 1024 }).catch(() => queue.fail());
      return { next: queue.next, stop: () => undefined };
    };
    const at = starts[Math.floor(starts.length / 4)]!;
    const heard: number[] = [];
    expect((await readInHalves(file, at, chatty, (bytes) => heard.push(bytes)))?.ok).toBe(true);
    const fromTail = heard.filter((bytes, i) => i > 0 && bytes > heard[i - 1]! && bytes > at);
    expect(fromTail.length).toBeGreaterThan(10);
    expect(heard.at(-1)).toBe(size);
  });

  it('gives up, for a whole read, when the tail stops short after some of its parts (a worker that died)', async () => {
    const file = join(dir, `d${files++}.ndjson`);
    const text = ndjson(fresh());
    writeFileSync(file, text);
    const stopsShort: TailReader = (path, start) => {
      const queue = messageQueue();
      let parts = 0;
      void readTailOf(path, start, (message) => (message.kind === 'part' && parts++ < 2 ? queue.push(structuredClone(message)) : queue.fail()), { partLinks: 3 });
      return { next: queue.next, stop: () => undefined };
    };
    const starts = lineStarts(text);
    expect(await readInHalves(file, starts[Math.floor(starts.length / 2)]!, stopsShort)).toBeUndefined();
  });

  it('refuses what a whole read refuses, with the same line, pointer and reason, the break in either half (property, seed 18)', async () => {
    const breaks = fc.tuple(fc.constantFrom(...Object.keys(BREAKS)), fc.nat(200), fc.nat(200), fc.double({ min: 0, max: 1, noNaN: true }));
    await fc.assert(
      fc.asyncProperty(breaks, async ([how, a, b, cut]) => {
        const broken = fresh();
        BREAKS[how]!(broken, a, b);
        const { whole, halves } = await bothWays(ndjson(broken), (starts) => starts[Math.min(starts.length - 1, Math.floor(cut * starts.length))]!);
        expect(halves).toStrictEqual(whole);
      }),
      { seed: 18, numRuns: 400 },
    );
    // Records the sequence itself refuses: a second header in the tail, a last workspace's record missing.
    const records = fresh();
    const second = await bothWays(ndjson([...records.slice(0, -3), records[0]!, ...records.slice(-3)]), (starts) => starts.at(-2)!);
    expect(second.halves).toStrictEqual(second.whole);
    expect(second.whole).toMatch(/the header \(kind "dataset"\) comes first, once/);
    const unfinished = await bothWays(ndjson(records.slice(0, -1)), (starts) => starts.at(-3)!);
    expect(unfinished.halves).toStrictEqual(unfinished.whole);
    expect(unfinished.whole).toMatch(/must be followed by their workspace record/);
  }, 120_000);
});
