import { parentPort, workerData } from 'node:worker_threads';
import { createJsonLayoutReader } from './json-layout-reader.js';
import { createRecordChecker } from './parse-dataset.js';
import { readDatasetLines } from './read-dataset-file.js';

/**
 * A worker thread of readDatasetFileInto: checks each record of a dataset file on its own, as readDatasetRecord
 * does, and posts the first problem (or null), while the main thread builds the dataset from the same lines.
 */
const { file, ndjson } = workerData as { file: string; ndjson: boolean };
const checker = createRecordChecker();
const result = await readDatasetLines(file, ndjson ? checker : createJsonLayoutReader(checker));
parentPort!.postMessage(result.ok ? null : result.error);
