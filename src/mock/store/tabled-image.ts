import type { Dataset } from '../../dataset/dataset.js';
import { LinkTable, type LinkTableImage, type Positioned } from './link-table.js';
import type { TabledDataset, TabledWorkspace } from './tabled-dataset.js';
import type { WorkspaceEntry } from './workspace-state.js';

/**
 * A dataset whose links are columns, as bytes: what `--state` keeps beside its JSON snapshot so that a restart
 * reads a million links in a few seconds instead of parsing 1.3 GB of JSON. The layout:
 * - 8 bytes: MAGIC;
 * - 4 bytes: the stamp's length in bytes (little-endian), and the stamp, JSON: the caller's (what the image is of),
 *   read without the rest;
 * - 4 bytes: the header's length, and the header, JSON: the dataset without its links, and for each workspace where
 *   its columns are (each at a multiple of 8 bytes from the first);
 * - the columns: typed arrays as their bytes (in the machine's byte order, which the header names); the ids, keys
 *   and urls as their texts joined by line feeds (a column in which some text holds one: as a JSON array), and the
 *   values some links have as JSON arrays (a text a link may hold, odd as it may be, comes back as it went);
 * - 8 bytes: MAGIC again, the image's end.
 */
const MAGIC = 'LPCOLS06';
/**
 * The images this reads: its own, LPCOLS05's (texts as JSON arrays only, no creation order) and LPCOLS04's (the
 * same, from before counters could be Uint32Arrays: theirs are Float64Arrays). An older build takes an image of a
 * later layout for none and reads the JSON snapshot.
 */
const READABLE: readonly string[] = [MAGIC, 'LPCOLS05', 'LPCOLS04'];
const ALIGN = 8;

type ArrayName = 'Float64Array' | 'Uint8Array' | 'Uint16Array' | 'Uint32Array' | 'Int32Array';
const ARRAYS = { Float64Array, Uint8Array, Uint16Array, Uint32Array, Int32Array } as const;

/** Where a block lies in the bytes: a typed array (`type`), texts joined by line feeds (`lines`), or a JSON text. */
interface Block {
  at: number;
  bytes: number;
  type?: ArrayName;
  lines?: true;
}

/** Positioned values: their positions (a Uint32Array) and their values (a JSON array). */
interface PositionedBlocks {
  positions: Block;
  values: Block;
}

interface TableHeader {
  size: number;
  timeTexts: PositionedBlocks[];
  lists: LinkTableImage['lists'];
  /** Where a list holds `undefined` (a field some links leave out), which JSON would make null. */
  undefinedAt: number[];
  rares: Record<string, PositionedBlocks>;
  ids: Block;
  keys: Block;
  urls: Block;
  times: Block[];
  numbers: Block[];
  flags: Block;
  codes: Block[];
  idIndex?: { entries: Block; hashes: Block };
  keyIndex?: { entries: Block; hashes: Block };
  creationOrder?: Block;
}

interface ImageHeader {
  littleEndian: boolean;
  meta: Omit<Dataset, 'workspaces'>;
  workspaces: { entry: WorkspaceEntry; table: TableHeader }[];
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** For texts joined by line feeds: a first text's leading U+FEFF is kept (TextDecoder drops it by default). */
const linesDecoder = new TextDecoder('utf-8', { ignoreBOM: true });
/** Whether a text has no lone surrogate (UTF-8 would not carry one; JSON's escapes do). */
const isWellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** A dataset with tables (and each table's image), as the chunks of its bytes; `stamp` is kept in the header as given. */
export function encodeTabledImage<S>(dataset: Omit<Dataset, 'workspaces'> & { workspaces: (WorkspaceEntry & { image: LinkTableImage })[] }, stamp: S): Uint8Array[] {
  const { workspaces, ...meta } = dataset;
  const blocks: Uint8Array[] = [];
  let at = 0;
  const place = (bytes: Uint8Array, type?: ArrayName): Block => {
    const block: Block = { at, bytes: bytes.byteLength, ...(type !== undefined && { type }) };
    blocks.push(bytes);
    at += bytes.byteLength;
    const pad = (ALIGN - (at % ALIGN)) % ALIGN;
    if (pad > 0) {
      blocks.push(new Uint8Array(pad));
      at += pad;
    }
    return block;
  };
  const array = (column: Float64Array | Uint8Array | Uint16Array | Uint32Array | Int32Array) =>
    place(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), column.constructor.name as ArrayName);
  const texts = (values: unknown[]) => place(encoder.encode(JSON.stringify(values)));
  // A restart splits a million texts out of one (the longer ones sliced, not copied) in a third of the time JSON.parse takes.
  const lines = (values: string[]): Block =>
    values.length === 0 || values.some((text) => text.includes('\n') || !isWellFormed(text)) ? texts(values) : { ...place(encoder.encode(values.join('\n'))), lines: true };
  const positioned = ({ positions, values }: Positioned<unknown>): PositionedBlocks => ({ positions: array(positions), values: texts(values) });
  const tables = workspaces.map(({ image, ...entry }) => ({
    entry,
    table: {
      size: image.size,
      timeTexts: image.timeTexts.map(positioned),
      lists: image.lists,
      undefinedAt: image.lists.map((values) => values.indexOf(undefined)),
      rares: Object.fromEntries(Object.entries(image.rares).map(([name, values]) => [name, positioned(values)])),
      ids: lines(image.ids),
      keys: lines(image.keys),
      urls: lines(image.urls),
      times: image.times.map(array),
      numbers: image.numbers.map(array),
      flags: array(image.flags),
      codes: image.codes.map(array),
      ...(image.idIndex !== undefined && { idIndex: { entries: array(image.idIndex.entries), hashes: array(image.idIndex.hashes) } }),
      ...(image.keyIndex !== undefined && { keyIndex: { entries: array(image.keyIndex.entries), hashes: array(image.keyIndex.hashes) } }),
      ...(image.creationOrder !== undefined && { creationOrder: array(image.creationOrder) }),
    } satisfies TableHeader,
  }));
  const header: ImageHeader = { littleEndian: LITTLE_ENDIAN, meta, workspaces: tables };
  // MAGIC again at the end: an image cut short (a disk that filled) is known by its last bytes, without reading it.
  return [imageLead(encoder.encode(JSON.stringify(header)), stamp), ...blocks, encoder.encode(MAGIC)];
}

/** An image's first chunk: MAGIC, the stamp and the header, each with its length, padded to ALIGN (the columns' places count from its end). */
function imageLead(headerBytes: Uint8Array, stamp: unknown): Uint8Array {
  const stampBytes = encoder.encode(JSON.stringify(stamp));
  const start = 8 + 4 + stampBytes.byteLength + 4 + headerBytes.byteLength;
  const lead = new Uint8Array(start + ((ALIGN - (start % ALIGN)) % ALIGN));
  const view = new DataView(lead.buffer);
  lead.set(encoder.encode(MAGIC), 0);
  view.setUint32(8, stampBytes.byteLength, true);
  lead.set(stampBytes, 12);
  view.setUint32(12 + stampBytes.byteLength, headerBytes.byteLength, true);
  lead.set(headerBytes, 16 + stampBytes.byteLength);
  return lead;
}

/**
 * The chunks of an image (encodeTabledImage's) with another stamp: only the first chunk is made again, the columns
 * are shared. An image written for two files (a state and its base) is encoded once.
 */
export function restampTabledImage<S>(chunks: readonly Uint8Array[], stamp: S): Uint8Array[] {
  const [lead, ...rest] = chunks;
  const headerAt = stampBytesOf(lead!);
  const length = new DataView(lead!.buffer, lead!.byteOffset, lead!.byteLength).getUint32(headerAt, true);
  return [imageLead(lead!.subarray(headerAt + 4, headerAt + 4 + length), stamp), ...rest];
}

/** Whether an image's last bytes (`tail`, its last 8) say it was written to its end. */
export const isWhole = (tail: Uint8Array) => tail.byteLength === 8 && READABLE.includes(decoder.decode(tail));

/** How many of an image's first bytes `readImageStamp` needs (0: not an image), from its first 12. */
export function stampBytesOf(lead: Uint8Array): number {
  if (lead.byteLength < 12 || !READABLE.includes(decoder.decode(lead.subarray(0, 8)))) return 0;
  return 12 + new DataView(lead.buffer, lead.byteOffset, lead.byteLength).getUint32(8, true);
}

/** The stamp of an image (its first stampBytesOf bytes suffice), or why it has none. */
export function readImageStamp<S>(bytes: Uint8Array): { stamp: S; headerAt: number } | string {
  const end = stampBytesOf(bytes);
  if (end === 0) return 'not a linkproof columns image';
  if (bytes.byteLength < end) return 'cut short in its stamp';
  try {
    return { stamp: JSON.parse(decoder.decode(bytes.subarray(12, end))) as S, headerAt: end };
  } catch (error) {
    return `its stamp is not JSON: ${(error as Error).message}`;
  }
}

/** The header of an image whose stamp ends at `headerAt`, or why it is not one. */
function readImageHeader(bytes: Uint8Array, headerAt: number): { header: ImageHeader; blocksAt: number } | string {
  if (bytes.byteLength < headerAt + 4) return 'cut short in its header';
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(headerAt, true);
  const end = headerAt + 4 + length;
  if (bytes.byteLength < end) return 'cut short in its header';
  let header: ImageHeader;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(headerAt + 4, end))) as ImageHeader;
  } catch (error) {
    return `its header is not JSON: ${(error as Error).message}`;
  }
  if (header.littleEndian !== LITTLE_ENDIAN) return 'written on a machine of the other byte order';
  return { header, blocksAt: end + ((ALIGN - (end % ALIGN)) % ALIGN) };
}

/**
 * Reads `length` bytes of an image from byte `at` (fewer at its end) into memory of their own, or into `into` when it
 * is given and long enough, for bytes the caller is done with before its next read into it (a reader may ignore it).
 */
export type ReadImageBytes = (at: number, length: number, into?: Uint8Array) => Uint8Array;

/** An image held in memory, read as ReadImageBytes (each read a copy, so the image's bytes are not held). */
export const bytesReader =
  (bytes: Uint8Array): ReadImageBytes =>
  (at, length, into) => {
    if (into === undefined || into.byteLength < length) return bytes.slice(at, at + length);
    const read = bytes.subarray(at, at + length);
    into.set(read);
    return into.subarray(0, read.byteLength);
  };

/**
 * The dataset of an image, its links in tables (each taken over by the store as it is). Each column is read into
 * memory of its own, so a million links never sit in the file's bytes and in their columns at once. An image cut
 * short or not laid out as written is refused with the reason.
 */
export function decodeTabledImage(read: ReadImageBytes): TabledDataset | string {
  const stampEnd = stampBytesOf(read(0, 12));
  if (stampEnd === 0) return 'not a linkproof columns image';
  const length = read(stampEnd, 4);
  if (length.byteLength < 4) return 'cut short in its header';
  const head = read(0, stampEnd + 4 + new DataView(length.buffer, length.byteOffset, 4).getUint32(0, true));
  const stamped = readImageStamp(head);
  if (typeof stamped === 'string') return stamped;
  const found = readImageHeader(head, stamped.headerAt);
  if (typeof found === 'string') return found;
  const { header, blocksAt } = found;
  // The texts and lists are read into one buffer, made for the largest text column (larger again for a longer list,
  // which is rare), and parsed from there. Each in memory of its own (32 MB for a million ids) was freed once parsed,
  // and glibc's malloc, whose threshold for a block of its own rises to the largest it has freed (up to 32 MB), then
  // put the columns read after among the holes, and kept them (36 MB free but resident at a million links).
  let scratch: Uint8Array | undefined;
  const parsed = (block: Block): Uint8Array => {
    if (scratch === undefined || scratch.byteLength < block.bytes) {
      let largest = block.bytes;
      for (const { table } of header.workspaces) largest = Math.max(largest, table.ids.bytes, table.keys.bytes, table.urls.bytes);
      scratch = new Uint8Array(largest);
    }
    return bytesOf(block, scratch);
  };
  const bytesOf = ({ at, bytes: length }: Block, into?: Uint8Array): Uint8Array => {
    const bytes = read(blocksAt + at, length, into);
    if (at < 0 || bytes.byteLength !== length) throw new Error(`cut short: a column ends at byte ${blocksAt + at + length}, after the image's end`);
    return bytes;
  };
  const array = <T extends Float64Array | Uint8Array | Uint16Array | Uint32Array | Int32Array>(block: Block): T => {
    const Type = block.type !== undefined ? ARRAYS[block.type] : undefined;
    if (Type === undefined) throw new Error(`a column of an unknown type ${block.type}`);
    const bytes = bytesOf(block);
    if (bytes.byteLength % Type.BYTES_PER_ELEMENT !== 0) throw new Error(`a column of ${block.type} is ${bytes.byteLength} bytes long`);
    return new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength / Type.BYTES_PER_ELEMENT) as T;
  };
  const list = (block: Block): unknown[] => {
    const values = JSON.parse(decoder.decode(parsed(block))) as unknown;
    if (!Array.isArray(values)) throw new Error('a column of values is not a list');
    return values;
  };
  const texts = (block: Block): string[] => {
    if (block.lines === true) return linesDecoder.decode(parsed(block)).split('\n');
    const values = list(block);
    for (const value of values) if (typeof value !== 'string') throw new Error('a text column is not a list of texts');
    return values as string[];
  };
  const positioned = ({ positions, values }: PositionedBlocks): Positioned<unknown> => ({ positions: array<Uint32Array>(positions), values: list(values) });
  try {
    const workspaces = header.workspaces.map(({ entry, table }): TabledWorkspace => {
      const image: LinkTableImage = {
        size: table.size,
        ids: texts(table.ids),
        keys: texts(table.keys),
        urls: texts(table.urls),
        times: table.times.map((block) => array<Float64Array>(block)),
        timeTexts: table.timeTexts.map(positioned) as Positioned<string>[],
        numbers: table.numbers.map((block) => array<Uint32Array | Float64Array>(block)),
        flags: array<Uint8Array>(table.flags),
        codes: table.codes.map((block) => array<Uint8Array | Uint16Array | Uint32Array>(block)),
        lists: table.lists.map((values, index) => {
          const at = table.undefinedAt[index] ?? -1;
          if (at >= 0) values[at] = undefined;
          return values;
        }),
        rares: Object.fromEntries(Object.entries(table.rares).map(([name, blocks]) => [name, positioned(blocks)])),
        ...(table.idIndex !== undefined && { idIndex: { entries: array<Int32Array>(table.idIndex.entries), hashes: array<Int32Array>(table.idIndex.hashes) } }),
        ...(table.keyIndex !== undefined && { keyIndex: { entries: array<Int32Array>(table.keyIndex.entries), hashes: array<Int32Array>(table.keyIndex.hashes) } }),
        ...(table.creationOrder !== undefined && { creationOrder: array<Uint32Array>(table.creationOrder) }),
      };
      const linkTable = LinkTable.fromImage(image);
      linkTable.makeLookups();
      return { ...entry, table: linkTable };
    });
    return { ...header.meta, workspaces };
  } catch (error) {
    return (error as Error).message;
  }
}

