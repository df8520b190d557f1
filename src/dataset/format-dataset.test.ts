import { describe, expect, it } from 'vitest';
import { buildDataset, generateDatasetRecords, type DatasetOptions } from '../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../factories/default-dataset.js';
import { formatDatasetJson, formatRecordsJson } from './format-dataset.js';

describe('formatRecordsJson', () => {
  const cases: [string, DatasetOptions][] = [
    ['the default dataset', DEFAULT_DATASET_OPTIONS],
    ['three workspaces', { seed: 5, workspaces: 3, links: 40 }],
    ['one workspace without links', { seed: 5, workspaces: [{ links: 0, tags: 0 }] }],
    ['no workspace', { seed: 5, workspaces: 0 }],
  ];
  it.each(cases)('writes %s as the records come, byte for byte what formatDatasetJson writes of the whole', (_name, options) => {
    const streamed = [...formatRecordsJson(generateDatasetRecords(options))].join('');
    expect(streamed === [...formatDatasetJson(buildDataset(options))].join('')).toBe(true);
    expect(JSON.parse(streamed)).toEqual(buildDataset(options));
  });

  it('writes the header before the first link is generated', () => {
    const chunks = formatRecordsJson(generateDatasetRecords({ seed: 1, links: 10 }));
    expect(chunks.next().value).toBe('{\n');
  });
});
