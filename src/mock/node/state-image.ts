import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import type { Dataset } from '../../dataset/dataset.js';
import { LinkOrder } from '../store/link-order.js';
import { LinkTable, type LinkTableImage } from '../store/link-table.js';
import { isTabled, type TabledDataset } from '../store/tabled-dataset.js';
import { decodeTabledImage, encodeTabledImage, isWhole, readImageStamp, restampTabledImage, stampBytesOf, type ReadImageBytes } from '../store/tabled-image.js';
import { writeAll } from './journal-writer.js';
import { writeThenRename } from './write-then-rename.js';

/**
 * The columns image beside a state's JSON file (FILE.columns beside FILE, FILE.base.columns beside FILE.base): the
 * same dataset, its links as columns, read on start in a few seconds where the JSON of a million links takes half a
 * minute. The JSON stays the state (`linkproof check` reads it, and it is what recovery falls back to); an image is
 * used only while it is the one written for that very file: its stamp holds the file's identity (inode, size and
 * modification time) as they were once the file was in place. A crash between the two writes, an older state or a
 * file edited by hand leave an image that does not match, and the JSON is read.
 */
export interface ImageStamp {
  of: FileIdentity;
}

interface FileIdentity {
  ino: number;
  size: number;
  mtimeMs: number;
}

export const imagePathOf = (file: string) => `${file}.columns`;

function identityOf(file: string): FileIdentity | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats === undefined ? undefined : { ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs };
}

const sameIdentity = (a: FileIdentity | undefined, b: FileIdentity | undefined) =>
  a !== undefined && b !== undefined && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** A dataset of link objects in columns (a load's dataset, for its image); a tabled one as it is. */
function tabledOf(dataset: Dataset | TabledDataset): TabledDataset {
  if (isTabled(dataset)) return dataset;
  return {
    ...dataset,
    workspaces: dataset.workspaces.map(({ links, ...entry }) => {
      const table = new LinkTable();
      for (const link of links) table.add(link);
      return { ...entry, table };
    }),
  };
}

/** The image of `dataset`, encoded once for every file it is written for (writeEncodedImage stamps it for each). */
export function encodeImage(dataset: Dataset | TabledDataset): readonly Uint8Array[] {
  const tabled = tabledOf(dataset);
  return encodeTabledImage({ ...tabled, workspaces: tabled.workspaces.map(({ table, ...entry }) => ({ ...entry, image: imageOf(table) })) }, null);
}

/**
 * Writes an image (encodeImage's) for `file`, already in place with its JSON written from the same dataset, stamped
 * with that file's identity: to a temporary file, fsync'd, renamed. `temporary` names the temporary file (removed on failure).
 */
export async function writeEncodedImage(file: string, chunks: readonly Uint8Array[], temporary: string): Promise<void> {
  const of = identityOf(file);
  if (of === undefined) throw new Error(`${file} is not there to write an image of`);
  const stamp: ImageStamp = { of };
  const stamped = restampTabledImage(chunks, stamp);
  await writeThenRename(temporary, imagePathOf(file), async (handle) => {
    for (const chunk of stamped) await writeAll(handle, chunk);
  });
}

/** Writes the image of `dataset` for `file` (writeEncodedImage, encoded for that file alone). */
export async function writeImage(file: string, dataset: Dataset | TabledDataset, temporary: string): Promise<void> {
  if (identityOf(file) === undefined) throw new Error(`${file} is not there to write an image of`);
  await writeEncodedImage(file, encodeImage(dataset), temporary);
}

/**
 * A table's image with its creation order, when its links are not in that order already (a dataset's, as its file
 * lists them): a restart takes the order over instead of sorting a million links again (about half a second).
 */
function imageOf(table: LinkTable): LinkTableImage {
  const slots = Uint32Array.from(table.slots());
  const image = table.image(slots);
  const order = LinkOrder.byCreation(table, slots);
  if (order.every((slot, position) => slot === slots[position])) return image;
  // The image's positions are the slots' places in `slots` (ascending).
  const positionOf = new Uint32Array(table.slotCount);
  slots.forEach((slot, position) => (positionOf[slot] = position));
  return { ...image, creationOrder: Uint32Array.from(order, (slot) => positionOf[slot]!) };
}

/** Whether FILE's image is there and was written for FILE as it is now (its header only is read). */
export function imageIsCurrent(file: string): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(imagePathOf(file), 'r');
  } catch {
    return false;
  }
  try {
    const read = fileReader(descriptor);
    const stamp = readImageStamp<ImageStamp>(read(0, stampBytesOf(read(0, 12))));
    return typeof stamp !== 'string' && sameIdentity(stamp.stamp.of, identityOf(file)) && isWhole(read(Math.max(0, fstatSync(descriptor).size - 8), 8));
  } finally {
    closeSync(descriptor);
  }
}

/**
 * FILE's dataset from its image, when the image is there and was written for FILE as it is now; otherwise why
 * not (`undefined` when there is no image at all).
 */
export function readImage(file: string): TabledDataset | string | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(imagePathOf(file), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return `cannot be read: ${(error as Error).message}`;
  }
  try {
    const read = fileReader(descriptor);
    const stamp = readImageStamp<ImageStamp>(read(0, stampBytesOf(read(0, 12))));
    if (typeof stamp === 'string') return stamp;
    if (!sameIdentity(stamp.stamp.of, identityOf(file))) return `written for another ${file} than the one there now`;
    if (!isWhole(read(Math.max(0, fstatSync(descriptor).size - 8), 8))) return 'cut short: it does not end as an image ends';
    return decodeTabledImage(read);
  } catch (error) {
    return `cannot be read: ${(error as Error).message}`;
  } finally {
    closeSync(descriptor);
  }
}

/** An open file read as ReadImageBytes: each column straight into memory of its own (or into `into`, given one). */
function fileReader(descriptor: number): ReadImageBytes {
  return (at, length, into) => {
    const bytes = into !== undefined && into.byteLength >= length ? into.subarray(0, length) : new Uint8Array(length);
    let done = 0;
    while (done < length) {
      const count = readSync(descriptor, bytes, done, length - done, at + done);
      if (count === 0) break;
      done += count;
    }
    return done === length ? bytes : bytes.subarray(0, done);
  };
}
