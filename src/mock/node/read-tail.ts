import { readDatasetLines } from '../../dataset/read-dataset-file.js';
import { isRecordProblem, readDatasetRecord, type RecordProblem } from '../../dataset/parse-dataset.js';
import { ok } from '../../result.js';
import { LinkTable, type LinkTableImage } from '../store/link-table.js';

/** A record of the tail that is not a link (a tag, a workspace), kept as its text, or a run of links (positions in the image). */
export type TailItem = { kind: 'record'; line: number; text: string } | { kind: 'links'; from: number; to: number };

/** What a worker read of a file's tail: lines numbered from 1 at the tail's first. */
export interface TailRead {
  items: TailItem[];
  /** Each link's line, by position. */
  linkLines: Uint32Array;
  image: LinkTableImage;
  /** How many lines the tail has (up to its first problem, when it has one). */
  lines: number;
  problem?: RecordProblem;
}

const NONE = Object.freeze([]) as unknown as [];

/**
 * Reads the lines of a dataset file from byte `start` on, each checked as readDatasetRecord checks it (after the
 * header, which is the head's), its links into columns; the other records kept as text, for the main thread to take
 * in order (readInHalves). Runs on a worker thread (read-tail-worker.ts).
 */
export async function readTailOf(file: string, start: number): Promise<TailRead> {
  const table = new LinkTable({ lookups: false });
  const items: TailItem[] = [];
  const linkLines: number[] = [];
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
        // Empty lists shared, as the main thread's reader shares them: their code is found without their JSON.
        if (link.tags.length === 0) link.tags = NONE;
        if (link.webhookIds.length === 0) link.webhookIds = NONE;
        const position = table.add(link);
        linkLines.push(line);
        const last = items.at(-1);
        if (last?.kind === 'links' && last.to === position) last.to++;
        else items.push({ kind: 'links', from: position, to: position + 1 });
        return undefined;
      },
      finish: () => ok(undefined),
    },
    { start },
  );
  // Without id and key lookups: the main thread indexes the links as it takes them.
  const image = table.image(table.slots(), { lookups: false });
  return { items, linkLines: Uint32Array.from(linkLines), image, lines: line, ...(problem !== undefined && { problem }) };
}

/** The arrays of a tail's read, to transfer rather than copy. */
export function transferablesOf({ image, linkLines }: TailRead): ArrayBuffer[] {
  const arrays = [...image.times, ...image.numbers, image.flags, ...image.codes, linkLines, ...image.timeTexts.map((texts) => texts.positions), ...Object.values(image.rares).map((rares) => rares.positions)];
  return arrays.map((array) => array.buffer as ArrayBuffer);
}
