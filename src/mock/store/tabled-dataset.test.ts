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

  it.each([
    ['a projectId not the workspace’s id', /^\/projectId$/, /^must be the workspace's id ws_\S+ \(projectId is the deprecated name of workspaceId, §2\.1\)$/],
    ['more conversions than leads', /^\/conversions$/, /^3 conversion\(s\) of 2 lead\(s\): conversions are the leads that converted \(§2\.1\)$/],
    ['a totalLinks not the number of links', /^\/workspace\/totalLinks$/, /^is 31, but the workspace has 30 link\(s\) \(§2\.4: the total number of links in the workspace\)$/],
  ])('refuses %s, in columns as in objects (the pointer within its line)', (how, pointer, reason) => {
    const broken = fresh();
    BREAKS[how]!(broken, 7, 7);
    for (const reader of [createDatasetRecordReader(), createTabledRecordReader()]) {
      const result = read(reader as DatasetRecordReader<unknown>, broken);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ pointer: expect.stringMatching(pointer), reason: expect.stringMatching(reason) });
    }
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
