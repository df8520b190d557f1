import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../dataset/dataset.js';
import { buildDataset } from '../../factories/build-dataset.js';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { cycleClicksOf } from '../../domain/cycle-usage.js';
import { qrCodeOf } from '../../domain/short-link.js';
import { LinkTable } from './link-table.js';

const links = [...buildDataset({ seed: 8, links: 400 }).workspaces.flatMap((entry) => entry.links), ...defaultDataset(Date.parse('2026-11-01T00:00:00.000Z')).workspaces.flatMap((entry) => entry.links)];

describe('LinkTable', () => {
  it('gives back every link as it was added: every field, the same JSON once keys are in the contract order', () => {
    const table = new LinkTable();
    const slots = links.map((link) => table.add(link));
    expect(table.size).toBe(links.length);
    slots.forEach((slot, index) => {
      expect(table.link(slot)).toStrictEqual(links[index]);
      expect(table.slotOfId(links[index]!.id)).toBe(slot);
    });
  });

  it('keeps a field\'s codes however many values it comes to have (past 256 and 65,536), and finds each link by id and by domain and key', () => {
    const base = links[0]!;
    const table = new LinkTable();
    const count = 70_000;
    for (let i = 0; i < count; i++) table.add({ ...base, id: `link_${i}`, key: `k${i}`, shortLink: `https://${base.domain}/k${i}`, qrCode: base.qrCode.replace(base.shortLink, `https://${base.domain}/k${i}`), title: `title ${i}`, tenantId: `t${i % 300}` });
    for (const i of [0, 1, 255, 256, 257, 65_535, 65_536, count - 1]) {
      const slot = table.slotOfId(`link_${i}`)!;
      expect([table.link(slot, false)!.title, table.valueOf('tenantId', slot), table.slotOfKey(base.domain, `k${i}`)]).toEqual([`title ${i}`, `t${i % 300}`, slot]);
    }
    expect(table.slotOfKey(base.domain, 'nope')).toBeUndefined();
  });

  it('keeps what it cannot derive as it came: times not in canonical form, a shortLink or qrCode of its own, fields the contract does not name', () => {
    const base = links[0]!;
    const odd: Link[] = [
      { ...base, id: 'link_a', createdAt: '2025-12-01T08:00:00Z', lastClicked: '2026-02-01T10:00:00+02:00', expiresAt: '2030-01-01T00:00:00.5Z' },
      { ...base, id: 'link_b', key: 'b', shortLink: 'https://other.example/b' },
      { ...base, id: 'link_c', key: 'c', shortLink: `https://${base.domain}/c`, qrCode: 'https://qr.example/c.png' },
      { ...base, id: 'link_d', key: 'd', shortLink: `https://${base.domain}/d`, qrCode: `https://elsewhere.example/qr?url=https://${base.domain}/d?qr=1` },
      // A non-ASCII key: the qrCode made from it holds the short link percent-encoded; one written raw (an older mock's) is its own.
      { ...base, id: 'link_g', key: 'café-🎉', shortLink: `https://${base.domain}/café-🎉`, qrCode: qrCodeOf('http://127.0.0.1:4010', `https://${base.domain}/café-🎉`) },
      { ...base, id: 'link_h', key: 'straße', shortLink: `https://${base.domain}/straße`, qrCode: `http://127.0.0.1:4010/qr?url=https://${base.domain}/straße?qr=1` },
      { ...base, id: 'link_e', key: 'e', shortLink: `https://${base.domain}/e`, ...({ notInTheContract: { kept: [1, 2] } } as object) },
      // A field left out (a dataset older than the contract) stays out.
      (({ comments: _left, ...rest }) => ({ ...rest, id: 'link_f', key: 'f', shortLink: `https://${base.domain}/f` }) as Link)(base),
    ];
    const table = new LinkTable();
    for (const link of odd) expect(table.link(table.add(link))).toStrictEqual(link);
    expect(table.timeOf('createdAt', table.slotOfId('link_a')!)).toBe(Date.parse('2025-12-01T08:00:00Z'));
  });

  it('reads every time as the instant it names and gives back its text exactly, canonical or not (property)', () => {
    const base = links[0]!;
    const odd = ['2025-02-30T00:00:00.000Z', '2025-01-01T24:00:00.000Z', '2025-01-01T1a:00:00.000Z', '2025-01-01T10:00:60.000Z', '2025-13-01T10:00:00.000Z', '2025-01-01T10:00:00Z', '2025-01-01t10:00:00.000Z', '2024-02-29T12:00:00.000Z', '2023-02-29T12:00:00.000Z', '1900-02-29T00:00:00.000Z', '2000-02-29T23:59:59.999Z', '0000-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z'];
    const time = fc.oneof(
      fc.date({ min: new Date('0000-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom(...odd),
    );
    fc.assert(
      fc.property(time, time, (createdAt, lastClicked) => {
        const table = new LinkTable();
        const slot = table.add({ ...base, createdAt, lastClicked });
        expect([table.link(slot)!.createdAt, table.link(slot)!.lastClicked]).toEqual([createdAt, lastClicked]);
        expect(table.timeOf('createdAt', slot)).toEqual(Date.parse(createdAt));
        expect(table.timeOf('lastClicked', slot)).toEqual(Date.parse(lastClicked));
      }),
      { seed: 18, numRuns: 2000 },
    );
  });

  it('reads one link as one object until it changes; a click gives a new object with the new counters, and a removal empties the slot for good', () => {
    const table = new LinkTable();
    const slot = table.add(links[0]!);
    const other = table.add(links[1]!);
    const first = table.link(slot)!;
    expect(table.link(slot)).toBe(first);
    table.setStats(slot, { clicks: first.clicks + 1, leads: 1, conversions: 0, sales: 0, saleAmount: 0, lastClicked: '2026-11-02T00:00:00.000Z' });
    const after = table.link(slot)!;
    expect(after).not.toBe(first);
    expect(after).toStrictEqual({ ...first, clicks: first.clicks + 1, leads: 1, conversions: 0, sales: 0, saleAmount: 0, lastClicked: '2026-11-02T00:00:00.000Z' });
    table.remove(slot);
    expect([table.has(slot), table.link(slot), table.slotOfId(first.id), table.size]).toEqual([false, undefined, undefined, 1]);
    expect([...table.slots()]).toEqual([other]);
    expect(table.add(links[2]!)).toBe(2);
  });

  it('holds shared values once: two links with the same tags read the same array', () => {
    const [a, b] = links.filter((link) => link.tags.length > 0).slice(0, 2);
    const table = new LinkTable();
    const copy = { ...b!, tags: a!.tags.map((tag) => ({ ...tag })) };
    const [x, y] = [table.add(a!), table.add(copy)];
    expect(table.valueOf('tags', x)).toBe(table.valueOf('tags', y));
  });

  it('counts a billing cycle\'s usage from its columns as the plain definition does over its links: created in the cycle, clicks that fall in it (property)', () => {
    const CYCLE = Date.parse('2026-11-01T00:00:00.000Z');
    const linkArbitrary = fc.record({
      // Before, at and after the cycle's start, and after now.
      created: fc.oneof(
        fc.oneof(fc.integer({ min: -40, max: 40 }).map((days) => CYCLE + days * 86_400_000), fc.constant(CYCLE), fc.constant(CYCLE - 1)).map((ms) => ({ text: new Date(ms).toISOString(), ms })),
        // Leap seconds, which the dataset's date-time check lets in and Date.parse cannot read: the second before the
        // cycle's start (the cycle's start itself), and one years before.
        fc.constantFrom({ text: '2026-10-31T23:59:60Z', ms: CYCLE }, { text: '2016-12-31T23:59:60Z', ms: Date.parse('2017-01-01T00:00:00Z') }),
      ),
      // Whole numbers, and (rarely, as a dataset may hold them) fractions and counters past 2^32.
      clicks: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.nat(5000), weight: 6 }, { arbitrary: fc.constantFrom(0.1, 0.2, 0.3, 2.5), weight: 1 }, { arbitrary: fc.constantFrom(1e16, 1e19, 2 ** 32 + 1), weight: 1 }),
      disabled: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(linkArbitrary, { minLength: 1, maxLength: 60 }), fc.array(fc.nat(), { maxLength: 10 }), fc.array(fc.nat(), { maxLength: 5 }), fc.integer({ min: 0, max: 30 }), (made, baseDeletes, laterDeletes, days) => {
        const now = CYCLE + days * 86_400_000 + 3_600_000;
        const table = new LinkTable();
        const of = ({ created, clicks, disabled }: (typeof made)[number], n: number): Link => ({ ...links[0]!, id: `link_${n}`, key: `k${n}`, shortLink: `https://${links[0]!.domain}/k${n}`, createdAt: created.text, clicks, disabledAt: disabled ? '2026-10-20T00:00:00.000Z' : null });
        const instant = new Map(made.map(({ created }) => [created.text, created.ms]));
        const half = Math.ceil(made.length / 2);
        made.slice(0, half).forEach((shape, n) => table.add(of(shape, n)));
        table.markBase();
        // Deletes of the base's links (kept by the table for a reset) and of links added after it.
        for (const pick of baseDeletes) table.remove(pick % half);
        made.slice(half).forEach((shape, n) => table.add(of(shape, half + n)));
        for (const pick of laterDeletes) table.remove(pick % made.length);
        const present = [...table.slots()].map((slot) => table.link(slot, false)!);
        const usage = table.cycleUsage(CYCLE, now);
        expect(usage).toEqual({
          links: present.filter((link) => instant.get(link.createdAt)! >= CYCLE).length,
          clicks: present.reduce((sum, link) => sum + cycleClicksOf(link.clicks, instant.get(link.createdAt)!, link.disabledAt !== null, CYCLE, now), 0),
        });
        expect(Number.isFinite(usage.clicks)).toBe(true);
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  it('gives back its base after deletes, clicks and creates, without a second copy of the links (baseCopy)', () => {
    const table = new LinkTable();
    const base = links.slice(0, 50);
    for (const link of base) table.add(link);
    table.markBase();
    table.remove(3);
    table.setStats(5, { clicks: 1000, leads: 1, conversions: 1, sales: 1, saleAmount: 5, lastClicked: '2026-11-03T00:00:00.000Z' });
    table.setStats(5, { clicks: 1001, leads: 1, conversions: 1, sales: 1, saleAmount: 5, lastClicked: '2026-11-04T00:00:00.000Z' });
    const added = table.add(links[60]!);
    table.remove(added);
    table.add(links[61]!);
    const copy = table.baseCopy();
    expect([...copy.slots()].map((slot) => copy.link(slot))).toStrictEqual(base);
    expect(copy.size).toBe(base.length);
    // The copy is a base of its own: writes to it leave the next copy as the first.
    copy.remove(0);
    copy.add(links[62]!);
    expect([...copy.baseCopy().slots()].map((slot) => copy.baseCopy().link(slot))).toStrictEqual(base);
    // And the table it came from is as it was left.
    expect([table.has(3), table.link(5)!.clicks, table.size]).toEqual([false, 1001, base.length]);
  });

  it('keeps every counter exactly, whole numbers below 2³² and others (a fraction, 2³², a negative, -0) alike, through adds, clicks, images and another table\'s image', () => {
    const [one, two, three] = links;
    const odd = [12.5, 2 ** 32, -1, 2 ** 53 - 1, 0.1];
    const stats = (n: number) => ({ clicks: n, leads: n, conversions: n, sales: n, saleAmount: n, lastClicked: null });
    // Counters that fit 4 bytes, then each other kind: added, or set by a click.
    const table = new LinkTable();
    table.add({ ...one!, clicks: 2 ** 32 - 1 });
    const slots = odd.map((n, i) => table.add({ ...two!, id: `link_odd${i}`, key: `odd${i}`, shortLink: `https://${two!.domain}/odd${i}`, qrCode: two!.qrCode.replace(two!.shortLink, `https://${two!.domain}/odd${i}`), ...stats(0) }));
    const clicked = table.add(three!);
    odd.forEach((n, i) => table.setStats(slots[i]!, stats(n)));
    // And added with them, into a table whose counters are all whole so far.
    const added = new LinkTable();
    added.add(one!);
    const withOdd = [-0, ...odd].map((n, i) => ({ ...two!, id: `link_add${i}`, key: `add${i}`, shortLink: `https://${two!.domain}/add${i}`, qrCode: two!.qrCode.replace(two!.shortLink, `https://${two!.domain}/add${i}`), ...stats(n) }));
    for (const link of withOdd) added.add(link);
    expect([...added.slots()].map((slot) => added.link(slot, false))).toStrictEqual([one, ...withOdd]);
    table.setStats(clicked, stats(7));
    const read = () => [...table.slots()].map((slot) => table.link(slot, false)!);
    const expected = read();
    expect(expected[0]!.clicks).toBe(2 ** 32 - 1);
    expect(expected.slice(1, 1 + odd.length).map((link) => [link.clicks, link.leads, link.conversions, link.sales, link.saleAmount])).toEqual(odd.map((n) => [n, n, n, n, n]));
    expect(expected.at(-1)!.saleAmount).toBe(7);
    // The same links through an image, and appended from an image to a table whose counters are all whole.
    const image = table.image(table.slots());
    const fromImage = LinkTable.fromImage(image);
    expect([...fromImage.slots()].map((slot) => fromImage.link(slot, false))).toStrictEqual(expected);
    const whole = new LinkTable();
    whole.add(links[3]!);
    const { first } = whole.appendImage(table.image(table.slots()), 0, expected.length);
    expect(Array.from({ length: expected.length }, (_, i) => whole.link(first + i, false))).toStrictEqual(expected);
    expect(whole.link(0, false)).toStrictEqual(links[3]);
    // An image's counter column of another kind is refused.
    expect(() => LinkTable.fromImage({ ...image, numbers: image.numbers.map((column) => new Int32Array(column.length) as unknown as Uint32Array) })).toThrow(/counter/);
  });
});
