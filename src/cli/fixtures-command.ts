import { rename, rm } from 'node:fs/promises';
import { makeFolder } from '../make-folder.js';
import { createWriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatasetRecord } from '../dataset/dataset.js';
import { formatRecord, formatRecordsJson, type DatasetFormat } from '../dataset/format-dataset.js';
import { formatOfFile } from '../dataset/read-dataset-file.js';
import { generateDatasetRecords, workspaceSpecs, type DatasetOptions } from '../factories/build-dataset.js';
import { err, ok, type Result } from '../result.js';

export interface FixturesCommandOptions {
  dataset: DatasetOptions;
  /** A file to write (atomically: a temporary file renamed into place; its folder created); standard output when absent. */
  out?: string;
  format?: DatasetFormat;
  /** Where progress goes: a terminal gets a live percentage; nothing is written elsewhere. */
  progress?: NodeJS.WriteStream;
}

/** Strings joined into large chunks, for fewer, larger writes. */
function* batches(chunks: Iterable<string>): Generator<string> {
  let buffer = '';
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length < 1 << 20) continue;
    yield buffer;
    buffer = '';
  }
  if (buffer !== '') yield buffer;
}

/** Writes the chunks, waiting when the stream asks to; a stream that fails stops the writing and rejects. */
function pipeChunks(chunks: Iterable<string>, stream: Writable, end = true): Promise<void> {
  return pipeline(Readable.from(batches(chunks)), stream, { end });
}

/** A file-system error in words (`permission denied (EACCES)`); undefined for anything else, which is a bug. */
function fileProblem(error: unknown): string | undefined {
  const failure = error as NodeJS.ErrnoException;
  if (failure.syscall === undefined || failure.code === undefined) return undefined;
  // mkdir meets a file where a folder should be: EEXIST or ENOTDIR, neither of which says so.
  if (failure.syscall === 'mkdir' && (failure.code === 'EEXIST' || failure.code === 'ENOTDIR')) return `a file stands where its folder would be (${failure.code})`;
  const words = /^[A-Z]+: ([^,]+)/.exec(failure.message)?.[1];
  return words === undefined ? failure.code : `${words} (${failure.code})`;
}

/** Counts links as they are generated; a terminal sees the percentage change, nothing else sees anything. */
function progressReporter(total: number, terminal: NodeJS.WriteStream | undefined) {
  const live = terminal?.isTTY === true && total > 0;
  let links = 0;
  let shown = -1;
  return {
    link() {
      links++;
      if (!live) return;
      const percent = Math.floor((links / total) * 100);
      if (percent === shown) return;
      shown = percent;
      terminal.write(`\rgenerating ${links.toLocaleString('en')} of ${total.toLocaleString('en')} links (${percent}%)`);
    },
    done() {
      if (live && shown >= 0) terminal.write('\n');
    },
  };
}

function* counted(records: Iterable<DatasetRecord>, progress: { link(): void }): Generator<DatasetRecord> {
  for (const record of records) {
    if (record.kind === 'link') progress.link();
    yield record;
  }
}

function* lines(records: Iterable<DatasetRecord>): Generator<string> {
  for (const record of records) yield formatRecord(record);
}

/**
 * `linkproof fixtures`: writes a dataset as it is generated. The ndjson form holds nothing, so a million links
 * never sit in memory at once; the JSON form (one entity per line) holds one workspace's links, as text, until
 * that workspace's line (which comes first) is known. A file that cannot be written is an error.
 */
export async function writeFixtures(options: FixturesCommandOptions): Promise<Result<{ links: number; workspaces: number }, string>> {
  const format = options.format ?? (options.out === undefined ? 'json' : formatOfFile(options.out));
  const specs = workspaceSpecs(options.dataset);
  const total = specs.reduce((sum, spec) => sum + spec.links, 0);
  const progress = progressReporter(total, options.progress);
  // Both forms are written as the links are generated, and counted then: the progress is the writing's.
  const records = counted(generateDatasetRecords(options.dataset), progress);
  const chunks = format === 'ndjson' ? lines(records) : formatRecordsJson(records);

  if (options.out === undefined) {
    try {
      // Standard output stays open for whoever writes next.
      await pipeChunks(chunks, process.stdout, false);
    } catch (error) {
      // A reader that stops early (`| head`) closes the pipe: the writing stops there, quietly, as other tools do.
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
    } finally {
      progress.done();
    }
    return ok({ links: total, workspaces: specs.length });
  }
  const temporary = `${options.out}.${process.pid}.tmp`;
  try {
    makeFolder(dirname(options.out));
    await pipeChunks(chunks, createWriteStream(temporary));
    await rename(temporary, options.out);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    const problem = fileProblem(error);
    if (problem === undefined) throw error;
    return err(`cannot write ${options.out}: ${problem}`);
  } finally {
    progress.done();
  }
  return ok({ links: total, workspaces: specs.length });
}
