import { parentPort, workerData } from 'node:worker_threads';
import { readTailOf, transferablesOf } from './read-tail.js';

/** A worker thread of readInHalves: reads a file's tail (readTailOf) and posts each part as it is read (its columns in shared memory), then the end. */
const { file, start } = workerData as { file: string; start: number };
await readTailOf(file, start, (message) => parentPort!.postMessage(message, transferablesOf(message)));
