import type { Dataset, DatasetRecord } from './dataset.js';

export type DatasetFormat = 'json' | 'ndjson';

/** One record per line: the streaming form, written while links are generated. */
export function formatRecord(record: DatasetRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/**
 * The JSON form, laid out for people and diffs: one entity per line, each workspace's own fields first.
 * `JSON.parse` of it gives back the dataset.
 */
export function* formatDatasetJson(dataset: Dataset): Generator<string> {
  const { workspaces, ...header } = dataset;
  yield '{\n';
  for (const [key, value] of Object.entries(header)) yield `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`;
  yield '  "workspaces": [\n';
  for (const [index, entry] of workspaces.entries()) {
    const { workspace, users, tokens, folders, webhooks, tags, links } = entry;
    yield `    {\n      "workspace": ${JSON.stringify(workspace)},\n`;
    for (const [key, value] of Object.entries({ users, tokens, folders, webhooks })) {
      yield `      ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`;
    }
    yield* formatList('tags', tags, ',');
    yield* formatList('links', links, '');
    yield `    }${index < workspaces.length - 1 ? ',' : ''}\n`;
  }
  yield '  ]\n}\n';
}

function* formatList(name: string, items: readonly unknown[], after: string): Generator<string> {
  if (items.length === 0) {
    yield `      ${JSON.stringify(name)}: []${after}\n`;
    return;
  }
  yield `      ${JSON.stringify(name)}: [\n`;
  for (const [index, item] of items.entries()) yield `        ${JSON.stringify(item)}${index < items.length - 1 ? ',' : ''}\n`;
  yield `      ]${after}\n`;
}
