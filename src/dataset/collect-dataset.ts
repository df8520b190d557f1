import type { Dataset, DatasetRecord, DatasetWorkspace, Tag } from './dataset.js';

/** Collects the records of a dataset into one object. */
export function collectDataset(records: Iterable<DatasetRecord>): Dataset {
  let header: Extract<DatasetRecord, { kind: 'dataset' }> | undefined;
  const workspaces: DatasetWorkspace[] = [];
  let tags: Tag[] = [];
  let links: DatasetWorkspace['links'] = [];
  for (const record of records) {
    switch (record.kind) {
      case 'dataset':
        header = record;
        break;
      case 'tag':
        tags.push(record.tag);
        break;
      case 'link':
        links.push(record.link);
        break;
      case 'workspace': {
        const { kind: _kind, ...rest } = record;
        workspaces.push({ ...rest, tags, links });
        tags = [];
        links = [];
        break;
      }
    }
  }
  if (header === undefined) throw new Error('a dataset starts with its header record');
  return { version: header.version, seed: header.seed, now: header.now, baseUrl: header.baseUrl, workspaces };
}
