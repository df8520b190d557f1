import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Dataset } from '../../dataset/dataset.js';
import { fileProblem, formatOfFile, readDatasetFileInto, readDatasetLines, type DatasetFileProblem, type ReadProgress } from '../../dataset/read-dataset-file.js';
import { besideModule, startWorker } from '../../dataset/start-worker.js';
import { err, ok, type Result } from '../../result.js';
import { createTabledRecordReader, type TabledDataset } from '../store/tabled-dataset.js';
import type { TailMessage } from './read-tail.js';

/** An ndjson file above this many bytes is read in two halves on two threads (LINKPROOF_READ_IN_HALVES_ABOVE sets it). */
const IN_HALVES_ABOVE = 64 * 1024 * 1024;

/**
 * The share of the file this thread reads: a little less than half, since it also takes in the other thread's links
 * once its own are read (about a ninth of the cost of reading them). At 1,000,000 links on two cores, halves had the
 * worker done up to a second before this thread's own half, which then spent 1.5 s taking in the worker's links;
 * with 47% here the two finish together.
 */
const HEAD_SHARE = 0.47;

/**
 * A dataset file for the mock, its links straight into columns: an ndjson file of more than IN_HALVES_ABOVE bytes,
 * on a machine with a second core, in two parts at once (readInHalves, this thread's HEAD_SHARE of the file); any other as readDatasetFileInto reads it.
 * `progress` is told how many bytes of a streamed file are read, as they are.
 */
export async function readFixturesInColumns(file: string, progress?: ReadProgress): Promise<Result<Dataset | TabledDataset, DatasetFileProblem>> {
  const read = () => readDatasetFileInto(file, (checkRecords) => createTabledRecordReader({ checkRecords }), { ...(progress !== undefined && { progress }) });
  if (formatOfFile(file) !== 'ndjson' || availableParallelism() < 2) return read();
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  if (size <= (Number(process.env.LINKPROOF_READ_IN_HALVES_ABOVE) || IN_HALVES_ABOVE)) return read();
  const at = lineStartAfter(file, Math.floor(size * HEAD_SHARE));
  return (at > 0 && at < size ? await readInHalves(file, at, readTailAside, progress) : undefined) ?? read();
}

/** The first byte after the first line break at or after `at` (the file's size when there is none). */
function lineStartAfter(file: string, at: number): number {
  const descriptor = openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(64 * 1024);
    for (let from = at; ; from += bytes.length) {
      const count = readSync(descriptor, bytes, 0, bytes.length, from);
      if (count === 0) return from;
      const lf = bytes.subarray(0, count).indexOf(0x0a);
      if (lf >= 0) return from + lf + 1;
    }
  } finally {
    closeSync(descriptor);
  }
}

/**
 * How the tail is read: `next` gives its messages in order (undefined once the read could not go on: the file is then
 * to be read whole), `stop` gives up on it; `progress`, when given, is told how many of its bytes are read as soon as
 * the reader knows (the parts are taken in only once the head is read).
 */
export type TailReader = (file: string, start: number, progress?: (read: number) => void) => { next: () => Promise<TailMessage | undefined>; stop: () => void };

/** Messages as they come, taken in order: `failed` once no more will (after those already come). */
export function messageQueue(): { push: (message: TailMessage) => void; fail: () => void; next: () => Promise<TailMessage | undefined> } {
  const queue: TailMessage[] = [];
  let failed = false;
  let wake: (() => void) | undefined;
  const woken = () => {
    wake?.();
    wake = undefined;
  };
  return {
    push: (message) => {
      queue.push(message);
      woken();
    },
    fail: () => {
      failed = true;
      woken();
    },
    next: async () => {
      while (queue.length === 0 && !failed) await new Promise<void>((resolve) => (wake = resolve));
      return queue.shift();
    },
  };
}

/** The tail read on a worker thread (read-tail-worker.ts): its parts as they are read; undefined once the worker stops short. */
const readTailAside: TailReader = (file, start, progress) => {
  const queue = messageQueue();
  const worker = startWorker(besideModule('read-tail-worker', import.meta.url), { file, start });
  if (worker === undefined) {
    queue.fail();
    return { next: queue.next, stop: () => undefined };
  }
  let ended = false;
  worker.on('message', (message: TailMessage) => {
    if (message.kind === 'progress') return progress?.(message.read);
    if (message.kind === 'end') ended = true;
    queue.push(message);
  });
  // An error or an exit before the end: what came stays, and nothing more will.
  worker.once('error', () => queue.fail());
  worker.once('exit', () => {
    if (!ended) queue.fail();
  });
  return { next: queue.next, stop: () => void worker.terminate() };
};

/**
 * Reads an ndjson dataset in two halves at once: the lines before byte `at` (the start of a line) on this thread,
 * those from it on a worker thread, each checked as a whole read checks them and their links put in columns; then
 * the worker's records are taken in their order after this thread's, its links as runs of its columns, part by part
 * as the worker sends them (the parts that came while the head was read first, the rest as they come). The result,
 * and the first problem of a bad file (its line, pointer and reason), are a whole read's. Undefined when the worker
 * could not run (the file is then to be read whole). `progress` is told how many bytes of the file both threads
 * have read: the head's as it is read, the tail's as its parts come.
 */
export async function readInHalves(file: string, at: number, readTail: TailReader = readTailAside, progress?: ReadProgress): Promise<Result<TabledDataset, DatasetFileProblem> | undefined> {
  const size = statSync(file).size;
  const read = { head: 0, tail: 0 };
  const told = (which: keyof typeof read, bytes: number) => {
    read[which] = Math.max(read[which], bytes);
    progress?.(read.head + read.tail, size);
  };
  const tail = readTail(file, at, (bytes) => told('tail', bytes));
  const sequence = createTabledRecordReader();
  const head = await readDatasetLines(file, { add: sequence.add, finish: () => ok(undefined) }, { end: at, progress: (bytes) => told('head', bytes) });
  if (!head.ok) {
    tail.stop();
    return err(fileProblem(file, head.error));
  }
  const base = sequence.line;
  for (;;) {
    const message = await tail.next();
    if (message === undefined) return undefined;
    if (message.kind === 'end') {
      const { lines, problem } = message.end;
      if (problem !== undefined) return err(fileProblem(file, { ...problem, line: base + problem.line }));
      sequence.advanceTo(base + lines);
      told('tail', size - at);
      break;
    }
    if (message.kind === 'progress') {
      told('tail', message.read);
      continue;
    }
    const { items, linkLines, image } = message.part;
    for (const item of items) {
      if (item.kind === 'record') {
        const problem = sequence.addAt(item.text, base + item.line);
        if (problem === undefined) continue;
        tail.stop();
        return err(fileProblem(file, problem));
      }
      const lines = linkLines.subarray(item.from, item.to).map((line) => base + line);
      sequence.addLinks({ image, from: item.from, to: item.to }, lines);
    }
  }
  const result = sequence.finish();
  return result.ok ? result : err(fileProblem(file, result.error));
}
