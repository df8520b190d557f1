import { datasetRecordValidator, validatorFor } from '../contract/validator-at.js';
import { describeViolation, toViolations } from '../contract/violation.js';
import { err, ok, type Result } from '../result.js';
import { checkDataset, type DatasetProblem } from './check-dataset.js';
import { DATASET_RECORD_KINDS, DATASET_SCHEMA_KEY, type Dataset, type DatasetRecord, type DatasetWorkspace, type Link, type Tag } from './dataset.js';

function firstViolation(errors: Parameters<typeof toViolations>[0]): DatasetProblem {
  const [violation] = toViolations(errors);
  return violation === undefined
    ? { pointer: '', reason: 'is not valid' }
    : { pointer: violation.pointer, reason: describeViolation(violation).slice(violation.pointer.length + 2) };
}

/** Validates a dataset in its JSON form: the schema first, then the rules a schema cannot state. */
export function parseDataset(value: unknown): Result<Dataset, DatasetProblem> {
  const validate = validatorFor(DATASET_SCHEMA_KEY);
  if (!validate(value)) return err(firstViolation(validate.errors));
  const dataset = value as Dataset;
  const problem = checkDataset(dataset);
  return problem === undefined ? ok(dataset) : err(problem);
}

/** Where a problem is in the ndjson form: the line, and the pointer inside its record. */
export interface RecordProblem extends DatasetProblem {
  line: number;
}

/** Reads the ndjson form a line at a time, so a file larger than a string can hold is read as it streams. */
export interface DatasetRecordReader {
  /** Takes the next line; returns its problem, if it has one. */
  add(text: string): RecordProblem | undefined;
  /** The dataset the lines make, checked as a whole. */
  finish(): Result<Dataset, RecordProblem>;
}

/** Link fields whose values repeat across links (a few users, domains, tags, UTM words): held once. */
const SHARED_FIELDS = [
  'workspaceId', 'projectId', 'userId', 'domain', 'folderId', 'tenantId', 'tagId',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
] as const satisfies readonly (keyof Link)[];
type SharedField = (typeof SHARED_FIELDS)[number];

// One empty array for every link without tags or webhooks (nothing mutates a link's arrays).
const NO_TAGS = Object.freeze([]) as unknown as Tag[];
const NO_WEBHOOKS = Object.freeze([]) as unknown as string[];

export function createDatasetRecordReader(): DatasetRecordReader {
  // The dataset is built as records arrive (no list of records is kept), and values that repeat across
  // links (tags, workspace, user and folder IDs, domains) are shared rather than held once per link:
  // a million links fit in far less memory.
  let header: Extract<DatasetRecord, { kind: 'dataset' }> | undefined;
  const workspaces: DatasetWorkspace[] = [];
  let tags: Tag[] = [];
  let tagsById = new Map<string, Tag>();
  /** The arrays of the workspace's own tags, by their ids in order. */
  let tagLists = new Map<string, Tag[]>();
  let links: Link[] = [];
  const shared = new Map<string, string>();
  const share = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = shared.get(value);
    if (known !== undefined) return known as T;
    shared.set(value, value);
    return value;
  };
  // The line of each record, so that a problem found across records names a line: per workspace, the
  // lines of its tags and links (numbers, not a map of pointer strings) and of its own record.
  const lines: { tags: number[]; links: number[]; workspace: number }[] = [];
  let tagLines: number[] = [];
  let linkLines: number[] = [];
  let number = 0;
  let last: DatasetRecord['kind'] | undefined;

  const add = (text: string): RecordProblem | undefined => {
    number++;
    if (text.trim() === '') return undefined;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      return { line: number, pointer: '', reason: `not JSON: ${(error as Error).message}` };
    }
    const kind = (record as { kind?: unknown } | null)?.kind;
    if (!DATASET_RECORD_KINDS.includes(kind as DatasetRecord['kind'])) {
      return { line: number, pointer: '/kind', reason: `must be one of ${DATASET_RECORD_KINDS.join(', ')}` };
    }
    if ((header === undefined) !== (kind === 'dataset')) {
      return { line: number, pointer: '/kind', reason: 'the header (kind "dataset") comes first, once' };
    }
    const validate = datasetRecordValidator(kind as string);
    if (!validate(record)) return { line: number, ...firstViolation(validate.errors) };
    const typed = record as DatasetRecord;
    last = typed.kind;
    switch (typed.kind) {
      case 'dataset':
        header = typed;
        break;
      case 'tag':
        tagLines.push(number);
        tags.push(typed.tag);
        tagsById.set(typed.tag.id, typed.tag);
        break;
      case 'link': {
        linkLines.push(number);
        const link = typed.link;
        // The workspace's own tag object, where the link's copy matches it; checkDataset reports any other.
        link.tags = link.tags.map((tag) => {
          const own = tagsById.get(tag.id);
          return own !== undefined && own.name === tag.name && own.color === tag.color ? own : tag;
        });
        const fields = link as unknown as Record<SharedField, string | null>;
        for (const field of SHARED_FIELDS) fields[field] = share(fields[field]);
        if (link.tags.length === 0) link.tags = NO_TAGS;
        else if (link.tags.every((tag) => tagsById.get(tag.id) === tag)) {
          // Links with the same tags share one array of them.
          const key = JSON.stringify(link.tags.map((tag) => tag.id));
          const known = tagLists.get(key);
          if (known === undefined) tagLists.set(key, link.tags);
          else link.tags = known;
        }
        if (link.webhookIds.length === 0) link.webhookIds = NO_WEBHOOKS;
        links.push(link);
        break;
      }
      case 'workspace': {
        lines.push({ tags: tagLines, links: linkLines, workspace: number });
        tagLines = [];
        linkLines = [];
        const { kind: _kind, ...rest } = typed;
        workspaces.push({ ...rest, tags, links });
        tags = [];
        tagsById = new Map();
        tagLists = new Map();
        links = [];
        break;
      }
    }
    return undefined;
  };

  const finish = (): Result<Dataset, RecordProblem> => {
    if (header === undefined) return err({ line: 1, pointer: '', reason: 'the file is empty' });
    if (last !== 'workspace') return err({ line: number, pointer: '', reason: 'tags and links must be followed by their workspace record' });
    if (workspaces.length === 0) return err({ line: number, pointer: '/workspaces', reason: 'a dataset has at least one workspace' });
    const { kind: _kind, ...meta } = header;
    const dataset: Dataset = { ...meta, workspaces };
    // Every record passed its schema already; what is left are the rules across records.
    const problem = checkDataset(dataset);
    if (problem === undefined) return ok(dataset);
    const { pointer, reason } = problem;
    const [, w, list, index] = /^\/workspaces\/(\d+)(?:\/(tags|links)\/(\d+))?/.exec(pointer) ?? [];
    const where = lines[Number(w)];
    const recordLine = list === undefined ? undefined : where?.[list as 'tags' | 'links'][Number(index)];
    const recordAt = /^\/workspaces\/\d+(?:\/(?:tags|links)\/\d+)?/.exec(pointer)?.[0] ?? '';
    return err({ line: recordLine ?? where?.workspace ?? 1, pointer: recordLine === undefined ? pointer.replace(/^\/workspaces\/\d+/, '') : pointer.slice(recordAt.length), reason });
  };

  return { add, finish };
}

/** Validates the ndjson form from its lines. */
export function parseDatasetRecords(lines: Iterable<string>): Result<Dataset, RecordProblem> {
  const reader = createDatasetRecordReader();
  for (const line of lines) {
    const problem = reader.add(line);
    if (problem !== undefined) return err(problem);
  }
  return reader.finish();
}
