import { availableParallelism } from 'node:os';
import { readFile, stat } from 'node:fs/promises';
import { err, ok, type Result } from '../result.js';
import type { DatasetFormat } from './format-dataset.js';
import type { Dataset } from './dataset.js';
import { createJsonLayoutReader } from './json-layout-reader.js';
import { readChunks } from './read-chunks.js';
import { besideModule, startWorker } from './start-worker.js';
import { createDatasetRecordReader, parseDataset, type DatasetRecordReader, type RecordProblem } from './parse-dataset.js';

/** Why a dataset file was refused: the file, the line (ndjson), the pointer inside, and the reason. */
export interface DatasetFileProblem {
  file: string;
  line?: number;
  pointer: string;
  reason: string;
  /** All of the above in one line: `fixtures/x.json: /workspaces/0/links/17/url: must be string`. */
  message: string;
}

/** How far a read of a file has come: `read` of its `size` bytes (a file read in one piece says nothing). */
export type ReadProgress = (read: number, size: number) => void;

/** A JSON dataset above this many bytes is read a line at a time: V8 holds at most about 512 M characters in one string. */
const JSON_AS_ONE_STRING_AT_MOST = 256 * 1024 * 1024;
const LF = 0x0a;
const CR = 0x0d;

/** The form a file name says: `.ndjson` and `.jsonl` are one record per line, anything else JSON. */
export function formatOfFile(file: string): DatasetFormat {
  return /\.(?:ndjson|jsonl)$/i.test(file) ? 'ndjson' : 'json';
}

export function fileProblem(file: string, found: { line?: number; pointer: string; reason: string }): DatasetFileProblem {
  const where = found.line === undefined ? file : `${file}:${found.line}`;
  return { file, ...found, message: `${where}: ${found.pointer === '' ? '(root)' : found.pointer}: ${found.reason}` };
}

/**
 * Feeds a file's lines to a reader, cut from large chunks of bytes (not one promise a line), each decoded into
 * a string of its own (a slice of a big chunk would keep the whole chunk alive in every value parsed from it).
 * Line breaks are readline's: \n, \r\n, or a lone \r (bytes no other UTF-8 character contains).
 */
export async function readDatasetLines<T>(
  file: string,
  reader: DatasetRecordReader<T>,
  range: { start?: number; end?: number; chunkBytes?: number; progress?: (bytes: number) => void } = {},
): Promise<Result<T, RecordProblem>> {
  // `range`: the bytes from `start` up to (not including) `end`, both at the start of a line, read `chunkBytes` at a
  // time; `progress` is told how many of them are read, once each chunk's lines are taken.
  const { progress } = range;
  let bytesRead = 0;
  // Each chunk is good until the next is read (readChunks): what is kept of it, the start of a line, is copied.
  const chunks = readChunks(file, { ...(range.start !== undefined && { start: range.start }), ...(range.end !== undefined && { end: range.end }), ...(range.chunkBytes !== undefined && { chunkBytes: range.chunkBytes }) });
  const addLine = (bytes: Buffer, from: number, to: number): RecordProblem | undefined => {
    const end = to > from && bytes[to - 1] === CR ? to - 1 : to;
    // Searched within the line only (a view, no copy): the rest of the chunk is not read once a line.
    const line = bytes.subarray(from, end);
    let start = 0;
    for (let cr = line.indexOf(CR); cr >= 0; cr = line.indexOf(CR, start)) {
      const found = reader.add(line.toString('utf8', start, cr));
      if (found !== undefined) return found;
      start = cr + 1;
    }
    return reader.add(line.toString('utf8', start));
  };
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (progress !== undefined && bytesRead > 0) progress(bytesRead);
    bytesRead += chunk.length;
    let start = 0;
    if (rest.length > 0) {
      // Only the line that runs across the chunks is put together (copying the whole chunk after it cost 0.15 s
      // a thread at a million links).
      const end = chunk.indexOf(LF);
      if (end < 0) {
        rest = Buffer.concat([rest, chunk]);
        continue;
      }
      const line = Buffer.concat([rest, chunk.subarray(0, end)]);
      const found = addLine(line, 0, line.length);
      if (found !== undefined) return err(found);
      start = end + 1;
    }
    for (let end = chunk.indexOf(LF, start); end >= 0; end = chunk.indexOf(LF, start)) {
      const found = addLine(chunk, start, end);
      if (found !== undefined) return err(found);
      start = end + 1;
    }
    rest = Buffer.from(chunk.subarray(start));
  }
  if (rest.length > 0) {
    const found = addLine(rest, 0, rest.length);
    if (found !== undefined) return err(found);
  }
  progress?.(bytesRead);
  return reader.finish();
}

/**
 * Reads a dataset file and validates it against the contract; a bad one is refused with a message that
 * names its first bad record. The ndjson form is read as it streams, so it may be larger than memory
 * allows one string to be; so is a JSON file above `streamJsonAbove` bytes (linkproof's own layout: a state
 * file of a million links), which one string could not hold.
 */
export async function readDatasetFile(file: string, options: { streamJsonAbove?: number } = {}): Promise<Result<Dataset, DatasetFileProblem>> {
  return readDatasetFileInto(file, (checkRecords) => createDatasetRecordReader({ checkRecords }), options);
}

/** A streamed file above this many bytes has its records' schemas checked on a second thread (LINKPROOF_CHECK_ASIDE_ABOVE sets it). */
const CHECK_ASIDE_ABOVE = 64 * 1024 * 1024;

/** Thrown by a reader of unchecked records that met one it could not take: the check aside names the problem. */
class Unreadable extends Error {}

/** A reader of unchecked records whose failures (on a record it could not take) stop the read as Unreadable. */
function guarded<T>(reader: DatasetRecordReader<T>): DatasetRecordReader<T> {
  let number = 0;
  const unreadable = (error: unknown) => new Unreadable(`line ${number}: ${(error as Error).message}`);
  return {
    add: (text) => {
      number++;
      try {
        return reader.add(text);
      } catch (error) {
        throw unreadable(error);
      }
    },
    finish: () => {
      try {
        return reader.finish();
      } catch (error) {
        throw unreadable(error);
      }
    },
  };
}

/** The first problem of each record of a file on its own (readDatasetRecord's), found on a worker thread; undefined if it could not run. */
export function checkRecordsAside(file: string, ndjson: boolean): Promise<RecordProblem | null | undefined> {
  return new Promise((resolve) => {
    const worker = startWorker(besideModule('check-records-worker', import.meta.url), { file, ndjson });
    if (worker === undefined) return resolve(undefined);
    worker.once('message', (problem: RecordProblem | null) => resolve(problem));
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  });
}

/**
 * Reads a large file's records unchecked while a worker thread checks each one's schema (the costliest part of
 * reading, with JSON.parse): on two cores a million links load in about two thirds of the time. The worker's
 * first problem is the file's first problem of a record on its own, so it is the answer whenever there is one;
 * without one, every record was valid and the unchecked read is what a checked read gives. A worker that could
 * not run leaves the file to be read again, checked.
 */
async function readCheckingAside<T>(file: string, ndjson: boolean, records: (checkRecords: boolean) => DatasetRecordReader<T>, progress?: (bytes: number) => void): Promise<Result<T, RecordProblem>> {
  const checked = checkRecordsAside(file, ndjson);
  let read: Result<T, RecordProblem> | undefined;
  try {
    const reader = guarded(records(false));
    read = await readDatasetLines(file, ndjson ? reader : createJsonLayoutReader(reader), { ...(progress !== undefined && { progress }) });
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
  }
  const problem = await checked;
  if (problem) return err(problem);
  if (problem === null && read !== undefined) return read;
  const reader = records(true);
  return readDatasetLines(file, ndjson ? reader : createJsonLayoutReader(reader), { ...(progress !== undefined && { progress }) });
}

/**
 * readDatasetFile, with the records of a file read as it streams (ndjson, or JSON above `streamJsonAbove` bytes)
 * given to another reader than createDatasetRecordReader: the mock's reads a million links straight into columns.
 * A JSON file small enough to be one string is read as a Dataset. `records(false)` is asked for when each record's
 * schema is checked aside (a large file): it must take records unchecked and never keep a result from a bad one.
 * `progress` is told how many bytes of a streamed file are read, as they are.
 */
export async function readDatasetFileInto<T>(
  file: string,
  records: (checkRecords: boolean) => DatasetRecordReader<T>,
  { streamJsonAbove = JSON_AS_ONE_STRING_AT_MOST, progress }: { streamJsonAbove?: number; progress?: ReadProgress } = {},
): Promise<Result<Dataset | T, DatasetFileProblem>> {
  try {
    const ndjson = formatOfFile(file) === 'ndjson';
    const size = (await stat(file)).size;
    if (ndjson || size > streamJsonAbove) {
      // Only with a second core to run on: on one, the worker's JSON.parse would be paid on top.
      const aside = size > (Number(process.env.LINKPROOF_CHECK_ASIDE_ABOVE) || CHECK_ASIDE_ABOVE) && availableParallelism() > 1;
      const told = progress === undefined ? undefined : (bytes: number) => progress(bytes, size);
      const result = aside
        ? await readCheckingAside(file, ndjson, records, told)
        : await readDatasetLines(file, ndjson ? records(true) : createJsonLayoutReader(records(true)), { ...(told !== undefined && { progress: told }) });
      return result.ok ? result : err(fileProblem(file, result.error));
    }
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
      return err(fileProblem(file, { pointer: '', reason: `not JSON: ${(error as Error).message}` }));
    }
    const result = parseDataset(value);
    return result.ok ? ok(result.value) : err(fileProblem(file, result.error));
  } catch (error) {
    return err(fileProblem(file, { pointer: '', reason: `cannot be read: ${(error as Error).message}` }));
  }
}
