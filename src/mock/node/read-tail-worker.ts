import { parentPort, workerData } from 'node:worker_threads';
import { readTailOf, transferablesOf } from './read-tail.js';

/** A worker thread of readInHalves: reads a file's tail (readTailOf) and posts it, its columns transferred. */
const { file, start } = workerData as { file: string; start: number };
const read = await readTailOf(file, start);
parentPort!.postMessage(read, transferablesOf(read));
