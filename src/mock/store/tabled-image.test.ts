import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../dataset/dataset.js';
import { buildDataset } from '../../factories/build-dataset.js';
import { LinkTable } from './link-table.js';
import { bytesReader, decodeTabledImage, encodeTabledImage, isWhole, readImageStamp, restampTabledImage } from './tabled-image.js';
import type { TabledDataset } from './tabled-dataset.js';

const DATASET = buildDataset({ seed: 18, workspaces: 2, links: 120 });
const LINKS = DATASET.workspaces.flatMap((entry) => entry.links);
const base = LINKS[0]!;
/** Links whose values the table keeps aside: odd times, an own shortLink or qrCode, a field the contract does not name, one left out, a lone surrogate. */
const ODD: Link[] = [
  { ...base, id: 'link_odd_a', key: 'odd-a', shortLink: `https://${base.domain}/odd-a`, createdAt: '2025-12-01T08:00:00Z', lastClicked: '2026-02-01T10:00:00+02:00' },
  { ...base, id: 'link_odd_b', key: 'odd-b', shortLink: 'https://other.example/b' },
  { ...base, id: 'link_odd_c', key: 'odd-c', shortLink: `https://${base.domain}/odd-c`, qrCode: 'https://qr.example/c.png' },
  { ...base, id: 'link_odd_d', key: 'odd-d\ud800', shortLink: `https://${base.domain}/odd-d\ud800`, ...({ notInTheContract: { kept: [1, 2] } } as object) },
  (({ comments: _left, ...rest }) => ({ ...rest, id: 'link_odd_e', key: 'odd-e', shortLink: `https://${base.domain}/odd-e` }) as Link)(base),
];
const ALL = [...LINKS, ...ODD];

const join = (chunks: Uint8Array[]) => {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
};

/** A table of `links` with `deleted` removed and `clicked` given new counters, and the dataset around it. */
function tabledOf(links: Link[], deleted: Set<number>, clicked: Set<number>): { dataset: TabledDataset; table: LinkTable } {
  const table = new LinkTable();
  const slots = links.map((link) => table.add(link));
  table.markBase();
  for (const index of clicked) table.setStats(slots[index]!, { clicks: 7 + index, leads: 1, conversions: 0, sales: 0, saleAmount: 0, lastClicked: '2026-03-04T05:06:07.089Z' });
  for (const index of deleted) table.remove(slots[index]!);
  const { links: _links, ...entry } = DATASET.workspaces[0]!;
  return { dataset: { ...DATASET, workspaces: [{ ...entry, table }] }, table };
}

const imageOf = (dataset: TabledDataset) =>
  join(encodeTabledImage({ ...dataset, workspaces: dataset.workspaces.map(({ table, ...entry }) => ({ ...entry, image: table.image(table.slots()) })) }, { of: 'test' }));

describe('a columns image of a dataset', () => {
  it('gives back every link, field for field, in order, found by id and by domain and key, after deletes and clicks (property)', () => {
    const indexes = fc.uniqueArray(fc.nat(ALL.length - 1), { maxLength: 40 }).map((list) => new Set(list));
    fc.assert(
      fc.property(fc.subarray(ALL, { minLength: 0 }), indexes, indexes, (links, deletedAt, clickedAt) => {
        const deleted = new Set([...deletedAt].filter((index) => index < links.length));
        const clicked = new Set([...clickedAt].filter((index) => index < links.length && !deleted.has(index)));
        const { dataset, table } = tabledOf(links, deleted, clicked);
        const decoded = decodeTabledImage(bytesReader(imageOf(dataset)));
        if (typeof decoded === 'string') throw new Error(decoded);
        const { table: back, ...entry } = decoded.workspaces[0]!;
        const { table: _table, ...given } = dataset.workspaces[0]!;
        expect(entry).toStrictEqual(given);
        expect({ ...decoded, workspaces: [] }).toStrictEqual({ ...dataset, workspaces: [] });
        const before = [...table.slots()].map((slot) => table.link(slot, false));
        const after = [...back.slots()].map((slot) => back.link(slot, false));
        expect(after).toStrictEqual(before);
        for (const [position, link] of before.entries()) {
          expect(back.slotOfId(link!.id)).toBe(position);
          expect(back.slotOfKey(link!.domain, link!.key)).toBe(position);
        }
        for (const index of deleted) expect(back.slotOfId(links[index]!.id)).toBeUndefined();
        // The table read back takes new links as any table does.
        const slot = back.add({ ...base, id: 'link_new', key: 'brand-new', shortLink: `https://${base.domain}/brand-new` });
        expect([back.lastAddRepeated, back.slotOfKey(base.domain, 'brand-new')]).toEqual([0, slot]);
      }),
      { seed: 18, numRuns: 60 },
    );
  });

  it('reads its texts and lists into one buffer, made once, and each column into memory of its own', () => {
    const { dataset, table } = tabledOf(ALL, new Set([3]), new Set([5]));
    const reader = bytesReader(imageOf(dataset));
    const intos = new Set<Uint8Array>();
    const owns: Uint8Array[] = [];
    const decoded = decodeTabledImage((at, length, into) => {
      const bytes = reader(at, length, into);
      if (into !== undefined) intos.add(into);
      else owns.push(bytes);
      return bytes;
    });
    if (typeof decoded === 'string') throw new Error(decoded);
    expect(intos.size).toBe(1);
    const [scratch] = intos;
    // No column is a view of the buffer the texts were read into (the next text read would change it).
    expect(owns.length).toBeGreaterThan(10);
    expect(owns.every((bytes) => bytes.buffer !== scratch!.buffer)).toBe(true);
    const back = decoded.workspaces[0]!.table;
    expect([...back.slots()].map((slot) => back.link(slot, false))).toStrictEqual([...table.slots()].map((slot) => table.link(slot, false)));
  });

  it('is stamped again without encoding its columns again: the same columns, a lead of its own, the new stamp read back', () => {
    const { dataset } = tabledOf(ALL, new Set([3]), new Set([5]));
    const chunks = encodeTabledImage({ ...dataset, workspaces: dataset.workspaces.map(({ table, ...entry }) => ({ ...entry, image: table.image(table.slots()) })) }, { of: 'first' });
    // A stamp of another length: the columns' places count from the lead's end, whatever its length.
    const again = restampTabledImage(chunks, { of: { ino: 123456789, size: 42, mtimeMs: 1764300000123.456 } });
    expect(again.slice(1)).toHaveLength(chunks.length - 1);
    again.slice(1).forEach((chunk, index) => expect(chunk).toBe(chunks[index + 1]));
    const bytes = join(again);
    expect(readImageStamp(bytes)).toMatchObject({ stamp: { of: { ino: 123456789, size: 42, mtimeMs: 1764300000123.456 } } });
    expect(readImageStamp(join(chunks))).toMatchObject({ stamp: { of: 'first' } });
    const [first, second] = [decodeTabledImage(bytesReader(join(chunks))), decodeTabledImage(bytesReader(bytes))];
    if (typeof first === 'string' || typeof second === 'string') throw new Error(`${String(first)} ${String(second)}`);
    const linksOf = ({ table }: TabledDataset['workspaces'][number]) => [...table.slots()].map((slot) => table.link(slot, false));
    expect(linksOf(second.workspaces[0]!)).toStrictEqual(linksOf(first.workspaces[0]!));
    expect(linksOf(second.workspaces[0]!)).toHaveLength(ALL.length - 1);
  });

  it('is refused with a reason when it is not one, or cut short', () => {
    const bytes = imageOf(tabledOf(LINKS, new Set(), new Set()).dataset);
    expect(decodeTabledImage(bytesReader(new TextEncoder().encode('{"version":1}')))).toBe('not a linkproof columns image');
    for (const end of [40, Math.floor(bytes.byteLength / 2), bytes.byteLength - 9]) {
      expect(decodeTabledImage(bytesReader(bytes.subarray(0, end)))).toMatch(/cut short/);
    }
    // Its last bytes say it was written whole: one cut at its very end is known without reading it.
    expect([isWhole(bytes.subarray(bytes.byteLength - 8)), isWhole(bytes.subarray(bytes.byteLength - 9, bytes.byteLength - 1))]).toEqual([true, false]);
  });

  it('is written as LPCOLS06 (counters may be Uint32Arrays), and an LPCOLS04 image of Float64Array counters is still read, fractions kept', () => {
    const { dataset } = tabledOf(LINKS, new Set(), new Set());
    const bytes = imageOf(dataset);
    const text = (from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));
    expect([text(0, 8), text(bytes.byteLength - 8, bytes.byteLength)]).toEqual(['LPCOLS06', 'LPCOLS06']);
    // The same links with Float64Array counters (a fraction), under LPCOLS04 at both ends, as the build before wrote them.
    const table = new LinkTable();
    const slots = LINKS.map((link) => table.add(link));
    table.setStats(slots[0]!, { clicks: 1, leads: 0, conversions: 0, sales: 1, saleAmount: 12.5, lastClicked: null });
    const older = imageOf({ ...dataset, workspaces: [{ ...dataset.workspaces[0]!, table }] });
    const magic = new TextEncoder().encode('LPCOLS04');
    older.set(magic, 0);
    older.set(magic, older.byteLength - 8);
    expect(isWhole(older.subarray(older.byteLength - 8))).toBe(true);
    const decoded = decodeTabledImage(bytesReader(older));
    if (typeof decoded === 'string') throw new Error(decoded);
    const read = decoded.workspaces[0]!.table;
    expect([...read.slots()].map((slot) => read.link(slot, false))).toStrictEqual([...table.slots()].map((slot) => table.link(slot, false)));
    expect(read.link(0, false)!.saleAmount).toBe(12.5);
    // Any other tag is not an image of this build's.
    older.set(new TextEncoder().encode('LPCOLS03'), 0);
    expect(decodeTabledImage(bytesReader(older))).toBe('not a linkproof columns image');
  });

  it('keeps ids, keys and urls as texts joined by line feeds, each as it went (a leading U+FEFF too); a column with a line feed or a lone surrogate as JSON', () => {
    const links: Link[] = [
      { ...base, id: '\ufefflink_bom', key: '\ufeffbom', shortLink: `https://${base.domain}/\ufeffbom`, url: 'https://example.com/a\nb' },
      { ...base, id: 'link_second', key: 'second', shortLink: `https://${base.domain}/second`, url: 'https://example.com/\ud800' },
      ...LINKS.slice(1, 5),
    ];
    const { dataset, table } = tabledOf(links, new Set(), new Set());
    const bytes = imageOf(dataset);
    const holds = (text: string) => Buffer.from(bytes).includes(Buffer.from(text));
    // ids and keys joined (the BOM first, as written), urls as JSON (escaped).
    expect([holds('\ufefflink_bom\nlink_second\n'), holds('\ufeffbom\nsecond\n'), holds('"https://example.com/a\\nb"')]).toEqual([true, true, true]);
    const decoded = decodeTabledImage(bytesReader(bytes));
    if (typeof decoded === 'string') throw new Error(decoded);
    const back = decoded.workspaces[0]!.table;
    expect([...back.slots()].map((slot) => back.link(slot, false))).toStrictEqual([...table.slots()].map((slot) => table.link(slot, false)));
  });

  it('reads an LPCOLS05 image: its texts as JSON arrays, without a creation order', () => {
    // Every text column with a lone surrogate in one text is written as JSON, and links in creation order carry none:
    // the layout LPCOLS05 wrote, under its tag.
    const odd = { ...base, id: 'link_odd\udc00', key: 'odd\udc00', shortLink: `https://${base.domain}/odd\udc00`, url: 'https://example.com/\udc00' };
    const { dataset, table } = tabledOf([odd, ...LINKS.slice(0, 10)], new Set(), new Set());
    const older = imageOf(dataset);
    expect(Buffer.from(older).includes(Buffer.from('"lines"'))).toBe(false);
    const magic = new TextEncoder().encode('LPCOLS05');
    older.set(magic, 0);
    older.set(magic, older.byteLength - 8);
    const decoded = decodeTabledImage(bytesReader(older));
    if (typeof decoded === 'string') throw new Error(decoded);
    const back = decoded.workspaces[0]!.table;
    expect([...back.slots()].map((slot) => back.link(slot, false))).toStrictEqual([...table.slots()].map((slot) => table.link(slot, false)));
  });

  it('carries a creation order: the table made from it hands it over once, and an order that is not one of its links is refused', () => {
    const { dataset, table } = tabledOf(LINKS.slice(0, 12), new Set(), new Set());
    const order = Uint32Array.from([...table.slots()].reverse());
    const encode = (creationOrder: Uint32Array) =>
      join(encodeTabledImage({ ...dataset, workspaces: dataset.workspaces.map(({ table: own, ...entry }) => ({ ...entry, image: { ...own.image(own.slots()), creationOrder } })) }, { of: 'test' }));
    const decoded = decodeTabledImage(bytesReader(encode(order)));
    if (typeof decoded === 'string') throw new Error(decoded);
    const back = decoded.workspaces[0]!.table;
    expect([back.takeCreationOrder(), back.takeCreationOrder()]).toEqual([order, undefined]);
    // Once a link is added, the order given no longer holds every link: none is handed over.
    const again = decodeTabledImage(bytesReader(encode(order)));
    if (typeof again === 'string') throw new Error(again);
    const grown = again.workspaces[0]!.table;
    grown.add({ ...base, id: 'link_new', key: 'brand-new', shortLink: `https://${base.domain}/brand-new` });
    expect(grown.takeCreationOrder()).toBeUndefined();
    for (const bad of [Uint32Array.from([0, 0, ...order.slice(2)]), Uint32Array.from([...order.slice(1), 99]), order.slice(1)]) {
      expect(decodeTabledImage(bytesReader(encode(bad)))).toMatch(/creationOrder/);
    }
  });
});
