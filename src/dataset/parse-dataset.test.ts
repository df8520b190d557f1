import { describe, expect, it } from 'vitest';
import { buildDataset } from '../factories/build-dataset.js';
import { generateDatasetRecords } from '../factories/build-dataset.js';
import type { Dataset } from './dataset.js';
import { formatRecord } from './format-dataset.js';
import { parseDataset, parseDatasetRecords } from './parse-dataset.js';

const base = buildDataset({ seed: 21, workspaces: 2, links: 40 });
const mutate = (change: (dataset: Dataset) => void): Dataset => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};
const firstLinkWith = (dataset: Dataset, predicate: (l: Dataset['workspaces'][0]['links'][0]) => boolean) =>
  dataset.workspaces[0]!.links.findIndex(predicate);

/** [broken how, change, pointer of the problem, words the reason must contain] */
const BROKEN: [string, (d: Dataset) => void, string, string][] = [
  ['a link url that is a number', (d) => void ((d.workspaces[0]!.links[17] as { url: unknown }).url = 5), '/workspaces/0/links/17/url', 'must be string'],
  ['a link without shortLink', (d) => void delete (d.workspaces[0]!.links[3] as Partial<Dataset['workspaces'][0]['links'][0]>).shortLink, '/workspaces/0/links/3/shortLink', 'is required'],
  ['a tag colour not in the enum', (d) => void ((d.workspaces[1]!.tags[0] as { color: string }).color = 'orange'), '/workspaces/1/tags/0/color', 'must be one of'],
  ['an unknown field on a workspace entry', (d) => void ((d.workspaces[0] as unknown as Record<string, unknown>).extra = 1), '/workspaces/0/extra', 'not a field'],
  ['a duplicate domain+key', (d) => void Object.assign(d.workspaces[0]!.links[9]!, { key: d.workspaces[0]!.links[2]!.key, domain: d.workspaces[0]!.links[2]!.domain, shortLink: d.workspaces[0]!.links[2]!.shortLink }), '/workspaces/0/links/9/key', 'used twice'],
  ['a shortLink that is not domain+key', (d) => void (d.workspaces[0]!.links[4]!.shortLink = 'https://elsewhere.link/x'), '/workspaces/0/links/4/shortLink', 'must be https://'],
  ['a domain outside the workspace', (d) => void Object.assign(d.workspaces[0]!.links[5]!, { domain: 'evil.example', shortLink: `https://evil.example/${d.workspaces[0]!.links[5]!.key}` }), '/workspaces/0/links/5/domain', 'neither a domain'],
  ['a duplicate externalId in a workspace', (d) => {
    const links = d.workspaces[0]!.links;
    const withId = links.filter((l) => l.externalId !== null);
    links[firstLinkWith(d, (l) => l.externalId === null)]!.externalId = withId[0]!.externalId;
  }, '/workspaces/0/links/', 'externalId'],
  ['a link tag that is not the workspace\'s', (d) => void (d.workspaces[0]!.links[6]!.tags = [{ id: 'tag_nope', name: 'x', color: 'red' }]), '/workspaces/0/links/6/tags/0', 'not a tag of this workspace'],
  ['a link in another workspace\'s list', (d) => void (d.workspaces[1]!.links[0]!.workspaceId = d.workspaces[0]!.workspace.id), '/workspaces/1/links/0/workspaceId', 'sits in workspace'],
  ['an unknown folder', (d) => void (d.workspaces[0]!.links[7]!.folderId = 'fold_nope'), '/workspaces/0/links/7/folderId', 'no folder'],
  ['an unknown webhook', (d) => void (d.workspaces[0]!.links[8]!.webhookIds = ['wh_nope']), '/workspaces/0/links/8/webhookIds/0', 'no webhook'],
  ['a duplicate token', (d) => void (d.workspaces[1]!.tokens[0]!.token = d.workspaces[0]!.tokens[0]!.token), '/workspaces/1/tokens/0/token', 'used twice'],
  ['tag names equal but for case', (d) => void (d.workspaces[0]!.tags[1]!.name = d.workspaces[0]!.tags[0]!.name.toUpperCase()), '/workspaces/0/tags/1/name', 'ignore case'],
  ['test variants not adding up to 100', (d) => void (d.workspaces[0]!.links[10]!.testVariants = [{ url: 'https://a.com', percentage: 50 }, { url: 'https://b.com', percentage: 40 }]), '/workspaces/0/links/10/testVariants', 'add up to 90'],
  ['a workspace with no token', (d) => void (d.workspaces[0]!.tokens = []), '/workspaces/0/tokens', 'fewer than 1'],
  // §8's limits of a create hold of every stored link: no create makes a longer one.
  ['a key of 191 characters', (d) => void Object.assign(d.workspaces[0]!.links[11]!, { key: 'k'.repeat(191) }), '/workspaces/0/links/11/key', 'more than 190'],
  ['a domain of 191 characters', (d) => void (d.workspaces[0]!.links[12]!.domain = `${'d'.repeat(187)}.com`), '/workspaces/0/links/12/domain', 'more than 190'],
  ['an externalId of 256 characters', (d) => void (d.workspaces[0]!.links[13]!.externalId = 'e'.repeat(256)), '/workspaces/0/links/13/externalId', 'more than 255'],
  ['an empty externalId', (d) => void (d.workspaces[0]!.links[13]!.externalId = ''), '/workspaces/0/links/13/externalId', 'fewer than 1'],
  ['a tenantId of 256 characters', (d) => void (d.workspaces[0]!.links[14]!.tenantId = 't'.repeat(256)), '/workspaces/0/links/14/tenantId', 'more than 255'],
  ['an android url of 32001 characters', (d) => void (d.workspaces[0]!.links[15]!.android = `https://a.com/${'x'.repeat(32001 - 14)}`), '/workspaces/0/links/15/android', 'more than 32000'],
];

describe('parseDataset', () => {
  it('accepts a generated dataset', () => {
    expect(parseDataset(base)).toEqual({ ok: true, value: base });
  });

  it.each(BROKEN)('refuses %s, naming the record', (_how, change, pointer, reason) => {
    const result = parseDataset(mutate(change));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.pointer.startsWith(pointer), `${result.error.pointer}: ${result.error.reason}`).toBe(true);
    expect(result.error.reason).toContain(reason);
  });

  it('takes a url past 32,000 characters: the utm fields written into one at its limit take it there (utm gap)', () => {
    const long = mutate((d) => void (d.workspaces[0]!.links[16]!.url = `https://a.com/?utm_source=newsletter&x=${'x'.repeat(32000)}`));
    expect(parseDataset(long).ok).toBe(true);
  });

  it('refuses what is not a dataset at all', () => {
    // The reason whole at the root too (it read "ody): must be object").
    expect(parseDataset([])).toMatchObject({ ok: false, error: { pointer: '', reason: 'must be object' } });
    expect(parseDatasetRecords(['[]'])).toMatchObject({ ok: false, error: { line: 1, pointer: '/kind' } });
    expect(parseDataset({ ...base, version: 2 })).toMatchObject({ ok: false, error: { pointer: '/version' } });
  });
});

describe('parseDatasetRecords (ndjson)', () => {
  const lines = () => [...generateDatasetRecords({ seed: 21, workspaces: 2, links: 40 })].map((record) => formatRecord(record).trimEnd());

  it('reads the same dataset as the JSON form', () => {
    expect(parseDatasetRecords(lines())).toEqual({ ok: true, value: base });
  });

  it('names the line and pointer of a bad record', () => {
    const text = lines();
    const index = text.findIndex((line) => line.startsWith('{"kind":"link"'));
    text[index + 3] = text[index + 3]!.replace('"archived":false', '"archived":"no"').replace('"archived":true', '"archived":"no"');
    expect(parseDatasetRecords(text)).toMatchObject({ ok: false, error: { line: index + 4, pointer: '/link/archived', reason: 'must be boolean' } });
  });

  it('refuses a link past a limit of a create, naming its line', () => {
    const text = lines();
    const index = text.findIndex((line) => line.startsWith('{"kind":"link"'));
    text[index] = text[index]!.replace(/"tenantId":(null|"[^"]*")/, `"tenantId":"${'t'.repeat(256)}"`);
    expect(parseDatasetRecords(text)).toMatchObject({ ok: false, error: { line: index + 1, pointer: '/link/tenantId', reason: 'must NOT have more than 255 characters' } });
  });

  it('names the line of a record whose problem shows only across records', () => {
    const text = lines();
    const links = text.flatMap((line, index) => (line.startsWith('{"kind":"link"') ? [index] : []));
    const first = JSON.parse(text[links[0]!]!);
    const later = JSON.parse(text[links[5]!]!);
    Object.assign(later.link, { key: first.link.key, domain: first.link.domain, shortLink: first.link.shortLink });
    text[links[5]!] = JSON.stringify(later);
    expect(parseDatasetRecords(text)).toMatchObject({ ok: false, error: { line: links[5]! + 1, pointer: '/key' } });
  });

  it.each([
    ['a line that is not JSON', (t: string[]) => void (t[2] = '{"kind":"link",'), 3, 'not JSON'],
    ['an unknown kind', (t: string[]) => void (t[2] = '{"kind":"folder"}'), 3, 'must be one of'],
    ['a second header', (t: string[]) => void (t[2] = t[0]!), 3, 'comes first'],
    ['links without their workspace', (t: string[]) => void t.splice(t.length - 1, 1), 0, 'followed by their workspace'],
  ])('refuses %s', (_how, change, line, reason) => {
    const text = lines();
    change(text);
    const result = parseDatasetRecords(text);
    expect(result).toMatchObject({ ok: false, error: { reason: expect.stringContaining(reason) } });
    if (line > 0 && !result.ok) expect(result.error.line).toBe(line);
  });
});
