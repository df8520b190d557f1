import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { err, ok, type Result } from '../result.js';
import type { DatasetFormat } from './format-dataset.js';
import type { Dataset } from './dataset.js';
import { createDatasetRecordReader, parseDataset } from './parse-dataset.js';

/** Why a dataset file was refused: the file, the line (ndjson), the pointer inside, and the reason. */
export interface DatasetFileProblem {
  file: string;
  line?: number;
  pointer: string;
  reason: string;
  /** All of the above in one line: `fixtures/x.json: /workspaces/0/links/17/url: must be string`. */
  message: string;
}

/** The form a file name says: `.ndjson` and `.jsonl` are one record per line, anything else JSON. */
export function formatOfFile(file: string): DatasetFormat {
  return /\.(?:ndjson|jsonl)$/i.test(file) ? 'ndjson' : 'json';
}

function problem(file: string, found: { line?: number; pointer: string; reason: string }): DatasetFileProblem {
  const where = found.line === undefined ? file : `${file}:${found.line}`;
  return { file, ...found, message: `${where}: ${found.pointer === '' ? '(root)' : found.pointer}: ${found.reason}` };
}

/**
 * Reads a dataset file and validates it against the contract; a bad one is refused with a message that
 * names its first bad record. The ndjson form is read as it streams, so it may be larger than memory
 * allows one string to be.
 */
export async function readDatasetFile(file: string): Promise<Result<Dataset, DatasetFileProblem>> {
  try {
    if (formatOfFile(file) === 'ndjson') {
      const reader = createDatasetRecordReader();
      const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
      for await (const line of lines) {
        const found = reader.add(line);
        if (found !== undefined) {
          lines.close();
          return err(problem(file, found));
        }
      }
      const result = reader.finish();
      return result.ok ? result : err(problem(file, result.error));
    }
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
      return err(problem(file, { pointer: '', reason: `not JSON: ${(error as Error).message}` }));
    }
    const result = parseDataset(value);
    return result.ok ? ok(result.value) : err(problem(file, result.error));
  } catch (error) {
    return err(problem(file, { pointer: '', reason: `cannot be read: ${(error as Error).message}` }));
  }
}
