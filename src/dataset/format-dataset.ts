import type { Dataset, DatasetRecord, DatasetWorkspace, Link, Tag } from './dataset.js';

export type DatasetFormat = 'json' | 'ndjson';

/** A dataset whose links are read one at a time as they are written (from columns: a million are never objects at once). */
export interface LinkedDataset extends Omit<Dataset, 'workspaces'> {
  workspaces: (Omit<DatasetWorkspace, 'links'> & { linkCount: number; linksInOrder: Iterable<Link> })[];
}

function* map<T, U>(items: Iterable<T>, to: (item: T) => U): Generator<U> {
  for (const item of items) yield to(item);
}

/** One record per line: the streaming form, written while links are generated. */
export function formatRecord(record: DatasetRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/**
 * The JSON form, laid out for people and diffs: one entity per line, each workspace's own fields first.
 * `JSON.parse` of it gives back the dataset.
 */
export function* formatDatasetJson(dataset: Dataset | LinkedDataset): Generator<string> {
  const { workspaces, ...header } = dataset;
  yield* formatHeader(header);
  for (const [index, entry] of workspaces.entries()) {
    const links = 'links' in entry ? entry.links : entry.linksInOrder;
    yield* formatWorkspace(entry, entry.tags, map(links, (link) => JSON.stringify(link)), 'links' in entry ? entry.links.length : entry.linkCount);
    yield `    }${index < workspaces.length - 1 ? ',' : ''}\n`;
  }
  yield '  ]\n}\n';
}

/**
 * The same JSON form, byte for byte, written as the records come (generateDatasetRecords), so a writer can
 * say how far it is. A workspace's line comes before its links in this layout and its totals are known only
 * after them: one workspace's links are held, as their JSON text, until its record arrives.
 */
export function* formatRecordsJson(records: Iterable<DatasetRecord>): Generator<string> {
  let tags: Tag[] = [];
  let links: string[] = [];
  let workspaces = 0;
  for (const record of records) {
    switch (record.kind) {
      case 'dataset': {
        const { kind: _kind, ...header } = record;
        yield* formatHeader(header);
        break;
      }
      case 'tag':
        tags.push(record.tag);
        break;
      case 'link':
        links.push(JSON.stringify(record.link));
        break;
      case 'workspace': {
        // The previous workspace closes with a comma only now that another one follows.
        if (workspaces++ > 0) yield '    },\n';
        const { kind: _kind, ...entry } = record;
        yield* formatWorkspace(entry, tags, links, links.length);
        tags = [];
        links = [];
        break;
      }
    }
  }
  if (workspaces > 0) yield '    }\n';
  yield '  ]\n}\n';
}

function* formatHeader(header: Omit<Dataset, 'workspaces'>): Generator<string> {
  yield '{\n';
  for (const [key, value] of Object.entries(header)) yield `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`;
  yield '  "workspaces": [\n';
}

/** A workspace up to (not including) its closing brace; `links` as their JSON text. */
function* formatWorkspace(entry: Omit<DatasetWorkspace, 'tags' | 'links'>, tags: readonly Tag[], links: Iterable<string>, linkCount: number): Generator<string> {
  const { workspace, users, tokens, folders, webhooks } = entry;
  yield `    {\n      "workspace": ${JSON.stringify(workspace)},\n`;
  for (const [key, value] of Object.entries({ users, tokens, folders, webhooks })) {
    yield `      ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`;
  }
  yield* formatList('tags', tags.map((tag) => JSON.stringify(tag)), tags.length, ',');
  yield* formatList('links', links, linkCount, '');
}

function* formatList(name: string, items: Iterable<string>, count: number, after: string): Generator<string> {
  if (count === 0) {
    yield `      ${JSON.stringify(name)}: []${after}\n`;
    return;
  }
  yield `      ${JSON.stringify(name)}: [\n`;
  let index = 0;
  for (const item of items) yield `        ${item}${++index < count ? ',' : ''}\n`;
  yield `      ]${after}\n`;
}
