import { readDatasetLines } from '../../dataset/read-dataset-file.js';
import { isRecordProblem, readDatasetRecord, type RecordProblem } from '../../dataset/parse-dataset.js';
import { ok } from '../../result.js';
import { LinkTable, type LinkTableImage, type Positioned } from '../store/link-table.js';
import { SharedSlab } from './shared-slab.js';

/** A record of the tail that is not a link (a tag, a workspace), kept as its text, or a run of links (positions in the part's image). */
export type TailItem = { kind: 'record'; line: number; text: string } | { kind: 'links'; from: number; to: number };

/** A part of a file's tail, in the file's order: its records, and its links in columns of their own. Lines are numbered from 1 at the tail's first. */
export interface TailPart {
  items: TailItem[];
  /** Each link's line, by position in `image`. */
  linkLines: Uint32Array;
  image: LinkTableImage;
}

/** The end of a tail's read: how many lines it has (up to its first problem, when it has one). */
export interface TailEnd {
  lines: number;
  problem?: RecordProblem;
}

/** What a tail's read sends, in order: its parts, then its end; and between them, how many of its bytes are read. */
export type TailMessage = { kind: 'part'; part: TailPart } | { kind: 'end'; end: TailEnd } | { kind: 'progress'; read: number };

/** A tail's read says how far it has come each time it has read this many more bytes. */
const PROGRESS_BYTES = 8 * 1024 * 1024;

/**
 * How many links a part holds at most: the main thread takes each part in as soon as it is done with the head, while
 * the tail is still being read, so that only the last part is left to take in once the tail's read ends. A part's
 * texts (ids, keys, urls) are copied into its message, about 260 bytes a link, in a buffer that glibc carves out of
 * this thread's arena, which keeps the room once the main thread frees it: parts of 65,536 links (17 MB messages)
 * left 49 MB free but resident there at a million links, parts of 4,096 (1 MB) 10 MB, with the same start-up time.
 */
export const PART_LINKS = 4096;

const NONE = Object.freeze([]) as unknown as [];

/**
 * Reads the lines of a dataset file from byte `start` on, each checked as readDatasetRecord checks it (after the
 * header, which is the head's), its links into columns; the other records kept as text, for the main thread to take
 * in order (readInHalves). Sends each part of at most `partLinks` links as it is read, then the end, and every
 * `progressBytes` how many bytes it has read (once a chunk of `chunkBytes`, 1 MB unless given, is read). Runs on a worker thread (read-tail-worker.ts).
 */
export async function readTailOf(
  file: string,
  start: number,
  send: (message: TailMessage) => void,
  { partLinks = PART_LINKS, progressBytes = PROGRESS_BYTES, chunkBytes }: { partLinks?: number; progressBytes?: number; chunkBytes?: number } = {},
): Promise<void> {
  let table = new LinkTable({ lookups: false });
  let items: TailItem[] = [];
  let linkLines: number[] = [];
  let told = 0;
  // The parts' arrays in shared slabs (SharedSlab), not in this thread's arena.
  const slab = new SharedSlab();
  const progress = (read: number) => {
    if (read - told < progressBytes) return;
    told = read;
    send({ kind: 'progress', read });
  };
  const sendPart = () => {
    if (items.length === 0) return;
    // Without id and key lookups: the main thread indexes the links as it takes them.
    const image = sharedImage(table.image(table.slots(), { lookups: false }), slab);
    send({ kind: 'part', part: { items, linkLines: slab.copy(Uint32Array.from(linkLines)), image } });
    [table, items, linkLines] = [new LinkTable({ lookups: false }), [], []];
  };
  /** The first of each list met, by its JSON: a million links hold a few dozen distinct tag lists. */
  const lists = new Map<string, unknown[]>();
  const shared = <T extends unknown[]>(list: T): T => {
    if (list.length === 0) return NONE as unknown as T;
    const text = JSON.stringify(list);
    const first = lists.get(text) as T | undefined;
    if (first !== undefined) return first;
    lists.set(text, list);
    return list;
  };
  let line = 0;
  let problem: RecordProblem | undefined;
  await readDatasetLines(
    file,
    {
      add: (text) => {
        line++;
        if (text.trim() === '') return undefined;
        const record = readDatasetRecord(text, line, true);
        if (isRecordProblem(record)) return (problem = record);
        if (record.kind !== 'link') {
          items.push({ kind: 'record', line, text });
          return undefined;
        }
        const { link } = record;
        // Equal lists shared, as the main thread's reader shares them: the table codes each array once (by its
        // JSON), and finds a shared one again without it.
        link.tags = shared(link.tags);
        link.webhookIds = shared(link.webhookIds);
        const position = table.add(link);
        linkLines.push(line);
        const last = items.at(-1);
        if (last?.kind === 'links' && last.to === position) last.to++;
        else items.push({ kind: 'links', from: position, to: position + 1 });
        if (table.size >= partLinks) sendPart();
        return undefined;
      },
      finish: () => ok(undefined),
    },
    { start, progress, ...(chunkBytes !== undefined && { chunkBytes }) },
  );
  sendPart();
  send({ kind: 'end', end: { lines: line, ...(problem !== undefined && { problem }) } });
}

/** An image's arrays copied into a slab. */
function sharedImage(image: LinkTableImage, slab: SharedSlab): LinkTableImage {
  const positioned = <T>({ positions, values }: Positioned<T>): Positioned<T> => ({ positions: slab.copy(positions), values });
  return {
    ...image,
    times: image.times.map((column) => slab.copy(column)),
    timeTexts: image.timeTexts.map(positioned),
    numbers: image.numbers.map((column) => slab.copy(column)),
    flags: slab.copy(image.flags),
    codes: image.codes.map((column) => slab.copy(column)),
    rares: Object.fromEntries(Object.entries(image.rares).map(([name, rares]) => [name, positioned(rares)])),
  };
}

/** The arrays of a message to transfer rather than copy: those not in shared memory (which a message shares). */
export function transferablesOf(message: TailMessage): ArrayBuffer[] {
  if (message.kind !== 'part') return [];
  const { image, linkLines } = message.part;
  const arrays = [...image.times, ...image.numbers, image.flags, ...image.codes, linkLines, ...image.timeTexts.map((texts) => texts.positions), ...Object.values(image.rares).map((rares) => rares.positions)];
  return arrays.flatMap((array) => (array.buffer instanceof ArrayBuffer ? [array.buffer] : []));
}
