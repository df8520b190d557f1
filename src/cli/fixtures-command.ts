import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { formatDatasetJson, formatRecord, type DatasetFormat } from '../dataset/format-dataset.js';
import { formatOfFile } from '../dataset/read-dataset-file.js';
import { buildDataset, generateDatasetRecords, workspaceSpecs, type DatasetOptions } from '../factories/build-dataset.js';

export interface FixturesCommandOptions {
  dataset: DatasetOptions;
  /** A file to write (atomically: a temporary file renamed into place); standard output when absent. */
  out?: string;
  format?: DatasetFormat;
  /** Where progress goes: a terminal gets a live percentage; nothing is written elsewhere. */
  progress?: NodeJS.WriteStream;
}

/** Writes strings to a stream in large chunks, waiting when the stream asks to. */
async function pipeChunks(chunks: Iterable<string>, stream: Writable, onChunk: () => void): Promise<void> {
  let buffer = '';
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length < 1 << 20) continue;
    if (!stream.write(buffer)) await once(stream, 'drain');
    buffer = '';
    onChunk();
  }
  if (buffer !== '') stream.write(buffer);
}

function progressReporter(total: number, terminal: NodeJS.WriteStream | undefined) {
  let links = 0;
  let shown = -1;
  return {
    count(chunk: string) {
      if (chunk.startsWith('{"kind":"link"')) links++;
    },
    show() {
      if (terminal?.isTTY !== true || total === 0) return;
      const percent = Math.floor((links / total) * 100);
      if (percent === shown) return;
      shown = percent;
      terminal.write(`\rgenerating ${links.toLocaleString('en')} of ${total.toLocaleString('en')} links (${percent}%)`);
    },
    done() {
      if (terminal?.isTTY === true && shown >= 0) terminal.write('\n');
    },
  };
}

/**
 * `linkproof fixtures`: writes a dataset. The ndjson form streams, so a million links never sit in
 * memory at once; the JSON form (one entity per line) is built whole.
 */
export async function writeFixtures(options: FixturesCommandOptions): Promise<{ links: number; workspaces: number }> {
  const format = options.format ?? (options.out === undefined ? 'json' : formatOfFile(options.out));
  const specs = workspaceSpecs(options.dataset);
  const total = specs.reduce((sum, spec) => sum + spec.links, 0);
  const progress = progressReporter(total, options.progress);
  const chunks =
    format === 'ndjson'
      ? (function* () {
          for (const record of generateDatasetRecords(options.dataset)) {
            const line = formatRecord(record);
            progress.count(line);
            yield line;
          }
        })()
      : formatDatasetJson(buildDataset(options.dataset));

  if (options.out === undefined) {
    await pipeChunks(chunks, process.stdout, () => progress.show());
    progress.done();
    return { links: total, workspaces: specs.length };
  }
  const temporary = `${options.out}.${process.pid}.tmp`;
  const file = createWriteStream(temporary);
  try {
    await pipeChunks(chunks, file, () => progress.show());
    file.end();
    await once(file, 'finish');
    await rename(temporary, options.out);
  } catch (error) {
    file.destroy();
    await rm(temporary, { force: true });
    throw error;
  } finally {
    progress.done();
  }
  return { links: total, workspaces: specs.length };
}
