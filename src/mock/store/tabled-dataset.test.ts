import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DatasetRecord, Link } from '../../dataset/dataset.js';
import { createDatasetRecordReader, type DatasetRecordReader } from '../../dataset/parse-dataset.js';
import { generateDatasetRecords } from '../../factories/build-dataset.js';
import { createTabledRecordReader } from './tabled-dataset.js';

const RECORDS = [...generateDatasetRecords({ seed: 18, workspaces: 3, links: 30 })];
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The records as parsed JSON, to break. */
const fresh = (): Json[] => RECORDS.map((record) => structuredClone(record) as unknown as Json);
const indexesOf = (records: Json[], kind: DatasetRecord['kind']) => records.flatMap((record, index) => (record.kind === kind ? [index] : []));

/** Ways to break a dataset's rules across records (and one of a record's own schema), each at picked records. */
const BREAKS: Record<string, (records: Json[], a: number, b: number) => void> = {
  'an id used twice': (r, a, b) => void (link(r, b).id = link(r, a).id),
  'a domain and key used twice': (r, a, b) => void Object.assign(link(r, b), { domain: link(r, a).domain, key: link(r, a).key, shortLink: link(r, a).shortLink }),
  'a link in another workspace': (r, a, b) => void (link(r, a).workspaceId = link(r, b).workspaceId === link(r, a).workspaceId ? 'ws_elsewhere' : link(r, b).workspaceId),
  'a domain not the workspace’s': (r, a) => void Object.assign(link(r, a), { domain: 'evil.example', shortLink: `https://evil.example/${link(r, a).key}` }),
  'a shortLink not made from domain and key': (r, a) => void (link(r, a).shortLink = 'https://elsewhere.link/x'),
  'an externalId used twice': (r, a, b) => {
    link(r, a).externalId ??= 'ext_shared';
    link(r, b).externalId = link(r, a).externalId;
  },
  'an unknown tag': (r, a) => void (link(r, a).tags = [{ id: 'tag_nope', name: 'x', color: 'red' }]),
  'a tag of another colour': (r, a) => {
    const tag = r.find((record) => record.kind === 'tag')!.tag;
    link(r, a).tags = [{ ...tag, color: tag.color === 'red' ? 'blue' : 'red' }];
  },
  'an unknown folder': (r, a) => void (link(r, a).folderId = 'fold_nope'),
  'an unknown webhook': (r, a) => void (link(r, a).webhookIds = ['wh_nope']),
  'an unknown user': (r, a) => void (link(r, a).userId = 'user_nope'),
  'test shares not adding up to 100': (r, a) => void (link(r, a).testVariants = [{ url: 'https://a.example', percentage: 50 }, { url: 'https://b.example', percentage: 40 }]),
  'a url that is not a string': (r, a) => void (link(r, a).url = 5),
  'a tag id used twice': (r, a, b) => void (tag(r, b).id = tag(r, a).id),
  'a token used twice': (r, a, b) => void (workspace(r, b).tokens[0].token = workspace(r, a).tokens[0].token),
  'a slug used twice': (r, a, b) => void (workspace(r, b).workspace.slug = workspace(r, a).workspace.slug),
};
const pick = (records: Json[], kind: DatasetRecord['kind'], n: number) => {
  const at = indexesOf(records, kind);
  return records[at[n % at.length]!]!;
};
const link = (records: Json[], n: number) => pick(records, 'link', n).link;
const tag = (records: Json[], n: number) => pick(records, 'tag', n).tag;
const workspace = (records: Json[], n: number) => pick(records, 'workspace', n);

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
