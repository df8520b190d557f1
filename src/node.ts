/**
 * `linkproof/node`: the parts of linkproof that need Node (msw/node-style). Everything runtime-agnostic is
 * in `linkproof`.
 */

/**
 * Serves a mock over HTTP with node:http.
 * @example
 * import { createMock } from 'linkproof';
 * import { serveMock } from 'linkproof/node';
 * const running = await serveMock(createMock(), { port: 0 }); // running.url
 */
export { serveMock, type RunningMock, type ServeOptions } from './mock/node/serve-mock.js';

/**
 * Reads a dataset file (`.json` or `.ndjson`), naming the first bad record of a bad file.
 * @example
 * const result = await readDatasetFile('fixtures/default.json'); // result.ok ? result.value : result.error.message
 */
export { readDatasetFile, type DatasetFileProblem } from './dataset/read-dataset-file.js';
