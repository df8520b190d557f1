import { datasetRecordValidator, validatorFor } from '../contract/validator-at.js';
import { toViolations } from '../contract/violation.js';
import { err, ok, type Result } from '../result.js';
import { checkDataset, type DatasetProblem } from './check-dataset.js';
import { DATASET_RECORD_KINDS, DATASET_SCHEMA_KEY, type Dataset, type DatasetRecord, type DatasetWorkspace, type Link, type Tag } from './dataset.js';

function firstViolation(errors: Parameters<typeof toViolations>[0]): DatasetProblem {
  const [violation] = toViolations(errors);
  return violation === undefined
    ? { pointer: '', reason: 'is not valid' }
    : { pointer: violation.pointer, reason: violation.message };
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
export interface DatasetRecordReader<T = Dataset> {
  /** Takes the next line; returns its problem, if it has one. */
  add(text: string): RecordProblem | undefined;
  /** The dataset the lines make, checked as a whole. */
  finish(): Result<T, RecordProblem>;
}

/**
 * One line of the ndjson form read and checked on its own: JSON, a known kind, the header first and once, the
 * record's schema. `headerSeen`: whether a header came before. `schema: false` leaves the schema to a check made
 * aside (readDatasetFileInto's, on another thread): the record is then trusted only once that check passed.
 * Returns the record, or its problem.
 */
export function readDatasetRecord(text: string, line: number, headerSeen: boolean, schema = true): DatasetRecord | RecordProblem {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return { line, pointer: '', reason: `not JSON: ${(error as Error).message}` };
  }
  const kind = (record as { kind?: unknown } | null)?.kind;
  if (!DATASET_RECORD_KINDS.includes(kind as DatasetRecord['kind'])) {
    return { line, pointer: '/kind', reason: `must be one of ${DATASET_RECORD_KINDS.join(', ')}` };
  }
  if (!headerSeen !== (kind === 'dataset')) {
    return { line, pointer: '/kind', reason: 'the header (kind "dataset") comes first, once' };
  }
  if (!schema) return record as DatasetRecord;
  const validate = datasetRecordValidator(kind as string);
  if (!validate(record)) return { line, ...firstViolation(validate.errors) };
  return record as DatasetRecord;
}

/**
 * Checks each line as readDatasetRecord does and keeps nothing: the first problem of a file, for a check made
 * aside while another reader builds the dataset from the same lines unchecked.
 */
export function createRecordChecker(): DatasetRecordReader<void> {
  let headerSeen = false;
  let number = 0;
  return {
    add: (text) => {
      number++;
      if (text.trim() === '') return undefined;
      const record = readDatasetRecord(text, number, headerSeen);
      if (isRecordProblem(record)) return record;
      if (record.kind === 'dataset') headerSeen = true;
      return undefined;
    },
    finish: () => ok(undefined),
  };
}

/** Whether what readDatasetRecord gave is a problem. */
export const isRecordProblem = (read: DatasetRecord | RecordProblem): read is RecordProblem => 'reason' in read;

/**
 * A problem checkDataset found, placed in the ndjson form: the line of the record it is in (per workspace, the
 * lines of its tags and links, and of its own record), and the pointer inside that record.
 */
export function placeProblem(problem: DatasetProblem, lines: readonly WorkspaceLines[]): RecordProblem {
  const { pointer, reason } = problem;
  const [, w, list, index] = /^\/workspaces\/(\d+)(?:\/(tags|links)\/(\d+))?/.exec(pointer) ?? [];
  const where = lines[Number(w)];
  const recordLine = list === undefined ? undefined : where?.[list as 'tags' | 'links'][Number(index)];
  const recordAt = /^\/workspaces\/\d+(?:\/(?:tags|links)\/\d+)?/.exec(pointer)?.[0] ?? '';
  return { line: recordLine ?? where?.workspace ?? 1, pointer: recordLine === undefined ? pointer.replace(/^\/workspaces\/\d+/, '') : pointer.slice(recordAt.length), reason };
}

/**
 * A link's tags as the workspace's own tag objects where they match (checkDataset reports any other), and one
 * array for all the links with the same tags: a million links share a few arrays. `lists`: the arrays met so far.
 */
export function shareTags(tags: Tag[], tagsById: ReadonlyMap<string, Tag>, lists: Map<string, Tag[]>): Tag[] {
  if (tags.length === 0) return NO_TAGS;
  const own = tags.map((tag) => {
    const known = tagsById.get(tag.id);
    return known !== undefined && known.name === tag.name && known.color === tag.color ? known : tag;
  });
  if (!own.every((tag) => tagsById.get(tag.id) === tag)) return own;
  const key = own.length === 1 ? `\u0001${own[0]!.id}` : JSON.stringify(own.map((tag) => tag.id));
  const known = lists.get(key);
  if (known !== undefined) return known;
  lists.set(key, own);
  return own;
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

/** Where a reader of the ndjson form puts each workspace's links: objects here, columns in tabled-dataset.ts. */
export interface LinkCollector<L, B = never> {
  /** An empty collection, for the next workspace's links. */
  start(): L;
  /** Takes a link (its tags the workspace's own objects) into its workspace's collection; `earlier`: the workspaces' before. */
  add(links: L, link: Link, earlier: readonly L[]): void;
  /**
   * Takes a run of links read and checked elsewhere (another thread's columns), as `add` takes each of them;
   * `share` gives a link's tags as `add` gets them (the workspace's own tag objects where they match).
   */
  addBlock?(links: L, block: B, earlier: readonly L[], share: (tags: Tag[]) => Tag[]): void;
}

/** A record sequence that also takes what another thread read of the same file (see RecordSequence#addAt). */
export interface RecordSequence<T, B> extends DatasetRecordReader<T> {
  /** Takes a record of line `line` (after every line so far: the lines between were blank). */
  addAt(text: string, line: number): RecordProblem | undefined;
  /** Takes a run of links, already read and checked, from the lines given. */
  addLinks(block: B, lines: ArrayLike<number>): void;
  /** Counts the lines up to `line` as read (blank ones, at the end of another thread's part). */
  advanceTo(line: number): void;
  /** The number of the last line taken. */
  readonly line: number;
}

/** The lines of a workspace's records: its tags', its links' and its own. */
export interface WorkspaceLines {
  tags: number[];
  links: number[];
  workspace: number;
}

/** A workspace of the ndjson form with its links as a collector collected them. */
export type CollectedWorkspace<L> = Omit<DatasetWorkspace, 'links'> & { links: L };

/**
 * The ndjson form read record by record, whatever its links are collected into: the header first and once, each
 * workspace's tags and links before its own record, the line of every record. `finish` gets the header, the
 * workspaces with their links, and those lines (to place a problem found across records).
 */
export function createRecordSequence<L, T, B = never>(
  checkRecords: boolean,
  collector: LinkCollector<L, B>,
  finish: (meta: Omit<Dataset, 'workspaces'>, workspaces: CollectedWorkspace<L>[], lines: readonly WorkspaceLines[]) => Result<T, RecordProblem>,
): RecordSequence<T, B> {
  let header: Extract<DatasetRecord, { kind: 'dataset' }> | undefined;
  const workspaces: CollectedWorkspace<L>[] = [];
  const collected: L[] = [];
  let tags: Tag[] = [];
  let tagsById = new Map<string, Tag>();
  /** The arrays of the workspace's own tags, by their ids in order. */
  let tagLists = new Map<string, Tag[]>();
  let links = collector.start();
  // The line of each record, so that a problem found across records names a line (numbers, not pointer strings).
  const lines: WorkspaceLines[] = [];
  let tagLines: number[] = [];
  let linkLines: number[] = [];
  let number = 0;
  let last: DatasetRecord['kind'] | undefined;

  const add = (text: string): RecordProblem | undefined => {
    number++;
    if (text.trim() === '') return undefined;
    const record = readDatasetRecord(text, number, header !== undefined, checkRecords);
    if (isRecordProblem(record)) return record;
    last = record.kind;
    switch (record.kind) {
      case 'dataset':
        header = record;
        break;
      case 'tag':
        tagLines.push(number);
        tags.push(record.tag);
        tagsById.set(record.tag.id, record.tag);
        break;
      case 'link': {
        linkLines.push(number);
        const link = record.link;
        link.tags = shareTags(link.tags, tagsById, tagLists);
        if (link.webhookIds.length === 0) link.webhookIds = NO_WEBHOOKS;
        collector.add(links, link, collected);
        break;
      }
      case 'workspace': {
        lines.push({ tags: tagLines, links: linkLines, workspace: number });
        const { kind: _kind, ...rest } = record;
        workspaces.push({ ...rest, tags, links });
        collected.push(links);
        tagLines = [];
        linkLines = [];
        tags = [];
        tagsById = new Map();
        tagLists = new Map();
        links = collector.start();
        break;
      }
    }
    return undefined;
  };

  return {
    add,
    addAt: (text, line) => {
      number = line - 1;
      return add(text);
    },
    addLinks: (block, blockLines) => {
      if (collector.addBlock === undefined) throw new Error('this collector takes links one at a time');
      for (let i = 0; i < blockLines.length; i++) linkLines.push(blockLines[i]!);
      number = Math.max(number, blockLines[blockLines.length - 1] ?? number);
      collector.addBlock(links, block, collected, (linkTags) => shareTags(linkTags, tagsById, tagLists));
      last = 'link';
    },
    advanceTo: (line) => {
      number = Math.max(number, line);
    },
    get line() {
      return number;
    },
    finish: () => {
      if (header === undefined) return err({ line: 1, pointer: '', reason: 'the file is empty' });
      if (last !== 'workspace') return err({ line: number, pointer: '', reason: 'tags and links must be followed by their workspace record' });
      if (workspaces.length === 0) return err({ line: number, pointer: '/workspaces', reason: 'a dataset has at least one workspace' });
      const { kind: _kind, ...meta } = header;
      return finish(meta, workspaces, lines);
    },
  };
}

/**
 * Reads the ndjson form into a Dataset of link objects. The dataset is built as records arrive (no list of records
 * is kept), and values that repeat across links (tags, workspace, user and folder IDs, domains) are shared rather
 * than held once per link. `checkRecords: false`: each record's schema is checked aside (readDatasetFileInto).
 */
export function createDatasetRecordReader({ checkRecords = true }: { checkRecords?: boolean } = {}): DatasetRecordReader {
  const shared = new Map<string, string>();
  const share = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = shared.get(value);
    if (known !== undefined) return known as T;
    shared.set(value, value);
    return value;
  };
  const collector: LinkCollector<Link[]> = {
    start: () => [],
    add: (links, link) => {
      const fields = link as unknown as Record<SharedField, string | null>;
      for (const field of SHARED_FIELDS) fields[field] = share(fields[field]);
      links.push(link);
    },
  };
  return createRecordSequence(checkRecords, collector, (meta, workspaces, lines) => {
    const dataset: Dataset = { ...meta, workspaces };
    // Every record passed its schema already; what is left are the rules across records.
    const problem = checkDataset(dataset);
    return problem === undefined ? ok(dataset) : err(placeProblem(problem, lines));
  });
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
