import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DatasetRecord, Link } from '../../dataset/dataset.js';
import { createDatasetRecordReader, type DatasetRecordReader } from '../../dataset/parse-dataset.js';
import { createTabledRecordReader } from './tabled-dataset.js';
import { BREAKS, fresh, type Json } from './dataset-breaks.test-support.js';

function read<T>(reader: DatasetRecordReader<T>, records: Json[]) {
  for (const record of records) {
    const problem = reader.add(JSON.stringify(record));
    if (problem !== undefined) return { ok: false as const, error: problem };
  }
  return reader.finish();
}

describe('createTabledRecordReader', () => {
  it('reads the links the object reader reads, into columns', () => {
    const objects = read(createDatasetRecordReader(), fresh());
    const tabled = read(createTabledRecordReader(), fresh());
    if (!objects.ok || !tabled.ok) throw new Error('the generated dataset is valid');
    expect(tabled.value.workspaces.map((entry) => Array.from(entry.table.slots(), (slot) => entry.table.link(slot, false)))).toEqual(
      objects.value.workspaces.map((entry) => entry.links as Link[]),
    );
    const { workspaces: _o, ...objectMeta } = objects.value;
    const { workspaces: _t, ...tabledMeta } = tabled.value;
    expect(tabledMeta).toEqual(objectMeta);
    expect(tabled.value.workspaces.map(({ table: _table, ...rest }) => rest)).toEqual(objects.value.workspaces.map(({ links: _links, ...rest }) => rest));
  });

  it('refuses what the object reader refuses, with the same problem on the same line (property, seed 18)', () => {
    const breaks = fc.array(fc.tuple(fc.constantFrom(...Object.keys(BREAKS)), fc.nat(200), fc.nat(200)), { minLength: 1, maxLength: 3 });
    let refused = 0;
    fc.assert(
      fc.property(breaks, (chosen) => {
        const broken = fresh();
        for (const [how, a, b] of chosen) BREAKS[how]!(broken, a, b);
        const objects = read(createDatasetRecordReader(), broken);
        const tabled = read(createTabledRecordReader(), broken);
        expect(tabled.ok).toBe(objects.ok);
        if (!objects.ok && !tabled.ok) {
          refused++;
          expect(tabled.error).toEqual(objects.error);
        }
      }),
      { seed: 18, numRuns: 300 },
    );
    // Most breaks are refused (a few pick the same record twice and change nothing).
    expect(refused).toBeGreaterThan(250);
  });
});
