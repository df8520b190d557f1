import { compileSchema } from '../contract/compile-schema.js';
import { describeViolation, toViolations } from '../contract/violation.js';
import { err, ok, type Result } from '../result.js';
import { checkDataset, type DatasetProblem } from './check-dataset.js';
import { datasetRecordSchemas, datasetSchema } from './dataset-schema.js';
import { collectDataset } from './collect-dataset.js';
import type { Dataset, DatasetRecord } from './dataset.js';

function firstViolation(errors: Parameters<typeof toViolations>[0]): DatasetProblem {
  const [violation] = toViolations(errors);
  return violation === undefined
    ? { pointer: '', reason: 'is not valid' }
    : { pointer: violation.pointer, reason: describeViolation(violation).slice(violation.pointer.length + 2) };
}

/** Validates a dataset in its JSON form: the schema first, then the rules a schema cannot state. */
export function parseDataset(value: unknown): Result<Dataset, DatasetProblem> {
  const validate = compileSchema('dataset', datasetSchema);
  if (!validate(value)) return err(firstViolation(validate.errors));
  const dataset = value as Dataset;
  const problem = checkDataset(dataset);
  return problem === undefined ? ok(dataset) : err(problem);
}

/** Where a problem is in the ndjson form: the line, and the pointer inside its record. */
export interface RecordProblem extends DatasetProblem {
  line: number;
}

/** Reads the ndjson form a line at a time, so a file larger than a string can hold is read as it streams. */
export interface DatasetRecordReader {
  /** Takes the next line; returns its problem, if it has one. */
  add(text: string): RecordProblem | undefined;
  /** The dataset the lines make, checked as a whole. */
  finish(): Result<Dataset, RecordProblem>;
}

export function createDatasetRecordReader(): DatasetRecordReader {
  const records: DatasetRecord[] = [];
  // Line of each record, by its pointer in the JSON form, so that a cross-record problem names a line.
  const lineOf = new Map<string, number>();
  let workspace = 0;
  let tags = 0;
  let links = 0;
  let number = 0;
  let first = true;

  const add = (text: string): RecordProblem | undefined => {
    number++;
    if (text.trim() === '') return undefined;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      return { line: number, pointer: '', reason: `not JSON: ${(error as Error).message}` };
    }
    const kind = (record as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !(kind in datasetRecordSchemas)) {
      return { line: number, pointer: '/kind', reason: `must be one of ${Object.keys(datasetRecordSchemas).join(', ')}` };
    }
    if (first !== (kind === 'dataset')) {
      return { line: number, pointer: '/kind', reason: 'the header (kind "dataset") comes first, once' };
    }
    first = false;
    const validate = compileSchema(`dataset-record-${kind}`, datasetRecordSchemas[kind as keyof typeof datasetRecordSchemas]);
    if (!validate(record)) return { line: number, ...firstViolation(validate.errors) };
    const typed = record as DatasetRecord;
    if (typed.kind === 'tag') lineOf.set(`/workspaces/${workspace}/tags/${tags++}`, number);
    if (typed.kind === 'link') lineOf.set(`/workspaces/${workspace}/links/${links++}`, number);
    if (typed.kind === 'workspace') {
      lineOf.set(`/workspaces/${workspace}`, number);
      workspace++;
      tags = 0;
      links = 0;
    }
    records.push(typed);
    return undefined;
  };

  const finish = (): Result<Dataset, RecordProblem> => {
    if (records.length === 0) return err({ line: 1, pointer: '', reason: 'the file is empty' });
    if (records.at(-1)!.kind !== 'workspace') {
      return err({ line: number, pointer: '', reason: 'tags and links must be followed by their workspace record' });
    }
    const parsed = parseDataset(collectDataset(records));
    if (parsed.ok) return parsed;
    const { pointer, reason } = parsed.error;
    const recordAt = /^\/workspaces\/\d+(?:\/(?:tags|links)\/\d+)?/.exec(pointer)?.[0] ?? '';
    const line = lineOf.get(recordAt) ?? lineOf.get(/^\/workspaces\/\d+/.exec(pointer)?.[0] ?? '') ?? 1;
    return err({ line, pointer: pointer.slice(recordAt.length), reason });
  };

  return { add, finish };
}

/** Validates the ndjson form from its lines. */
export function parseDatasetRecords(lines: Iterable<string>): Result<Dataset, RecordProblem> {
  const reader = createDatasetRecordReader();
  for (const line of lines) {
    const problem = reader.add(line);
    if (problem !== undefined) return err(problem);
  }
  return reader.finish();
}
