import type { DatasetRecord } from '../../dataset/dataset.js';
import { generateDatasetRecords } from '../../factories/build-dataset.js';

/** A small valid dataset's records (3 workspaces, 30 links each), and ways to break the rules across them. */
export const RECORDS = [...generateDatasetRecords({ seed: 18, workspaces: 3, links: 30 })];
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The records as parsed JSON, to break. */
export const fresh = (): Json[] => RECORDS.map((record) => structuredClone(record) as unknown as Json);
const indexesOf = (records: Json[], kind: DatasetRecord['kind']) => records.flatMap((record, index) => (record.kind === kind ? [index] : []));

/** Ways to break a dataset's rules across records (and one of a record's own schema), each at picked records. */
export const BREAKS: Record<string, (records: Json[], a: number, b: number) => void> = {
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
  'a projectId not the workspace’s id': (r, a) => void (link(r, a).projectId = 'ws_elsewhere'),
  'more conversions than leads': (r, a) => void Object.assign(link(r, a), { leads: 2, conversions: 3 }),
  'a totalLinks not the number of links': (r, a) => void (workspace(r, a).workspace.totalLinks += 1),
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

