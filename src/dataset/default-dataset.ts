import { unpackJson } from '../unpack-json.js';
import type { Dataset } from './dataset.js';
import { DEFAULT_DATASET_GZIP_BASE64 } from './default-dataset-data.js';
import { shiftDataset } from './shift-dataset.js';

let unpacked: Dataset | undefined;

/** The default dataset as generated, its "now" 2026-11-01 (decoded once; datasets are never changed in place). */
function unpack(): Dataset {
  unpacked ??= unpackJson(DEFAULT_DATASET_GZIP_BASE64) as Dataset;
  return unpacked;
}

/**
 * The default dataset (that of fixtures/default.json), moved to the day of `now` (default-dataset-time gap):
 * the free workspace is 2 links from its limit, recent links are recent and expired links expired on any day.
 * Precomputed data, so it costs no faker: what a browser bundle of the mock carries.
 * @example
 * const dataset = defaultDataset(Date.parse('2027-03-01T12:00:00Z')); // dataset.now === '2027-03-01T00:00:00.000Z'
 */
export function defaultDataset(now: number): Dataset {
  return shiftDataset(unpack(), now);
}
