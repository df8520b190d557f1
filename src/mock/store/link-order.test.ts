import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../dataset/dataset.js';
import { buildDataset } from '../../factories/build-dataset.js';
import { LinkOrder } from './link-order.js';
import { LinkTable } from './link-table.js';
import { enums } from '../../contract/enums.js';

const pool = buildDataset({ seed: 8, links: 300 }).workspaces[0]!.links;

/** A table of `links`, and their slots in the same order. */
function tableOf(links: readonly Link[]): { table: LinkTable; slots: number[] } {
  const table = new LinkTable();
  return { table, slots: links.map((link) => table.add(link)) };
}

describe('LinkOrder', () => {
  it('reads the same order as sorting from scratch, after any interleaving of inserts, removals and reads (property)', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), index: fc.nat(pool.length - 1) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(pool.length - 1) }),
      fc.record({ kind: fc.constant('read' as const), direction: fc.constantFrom('asc' as const, 'desc' as const) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...enums.linkSortField), fc.nat(150), fc.array(operation, { maxLength: 120 }), (field, initial, operations) => {
        const { table, slots } = tableOf(pool);
        const present = new Set<number>(slots.slice(0, initial));
        const order = new LinkOrder(field, table, present);
        for (const step of operations) {
          if (step.kind === 'insert' && !present.has(slots[step.index]!)) {
            present.add(slots[step.index]!);
            order.insert(slots[step.index]!);
          } else if (step.kind === 'remove' && present.has(slots[step.index]!)) {
            present.delete(slots[step.index]!);
            order.remove(slots[step.index]!);
          } else if (step.kind === 'read') {
            expect([...order.read(step.direction)]).toEqual(order.sort([...present], step.direction));
          }
        }
        for (const direction of ['asc', 'desc'] as const) expect([...order.read(direction)]).toEqual(new LinkOrder(field, table, present).sort([...present], direction));
      }),
    );
  });

  it('reads as a full sort after batches of few and of many changes, counters moved among them (each way of settling them, property)', () => {
    // A batch of up to 3 changes is settled a change at a time (a native search per removal, a binary search per
    // insert); one of 70 to 150 holds more removals than FEW_REMOVALS (8), settled in one pass over marks, and more
    // inserts than a 32nd of the links, merged comparing every link. A click removes a link, moves its counters and inserts it again,
    // as WorkspaceState.updateStats does: the removal is settled after the link's value has changed.
    const change = fc.record({ kind: fc.constantFrom('insert' as const, 'remove' as const, 'click' as const), index: fc.nat(pool.length - 1), clicks: fc.nat(40), seconds: fc.option(fc.nat(10 ** 8)) });
    const batch = fc.oneof(fc.array(change, { minLength: 1, maxLength: 3 }), fc.array(change, { minLength: 70, maxLength: 150 }));
    fc.assert(
      fc.property(fc.constantFrom(...enums.linkSortField), fc.nat(300), fc.array(batch, { minLength: 1, maxLength: 6 }), (field, initial, batches) => {
        const { table, slots } = tableOf(pool);
        const present = new Set<number>(slots.slice(0, initial));
        const order = new LinkOrder(field, table, present);
        for (const changes of batches) {
          for (const { kind, index, clicks, seconds } of changes) {
            const slot = slots[index]!;
            if (kind === 'insert' && !present.has(slot)) {
              present.add(slot);
              order.insert(slot);
            } else if (kind === 'remove' && present.has(slot)) {
              present.delete(slot);
              order.remove(slot);
            } else if (kind === 'click' && present.has(slot) && field !== 'createdAt') {
              order.remove(slot);
              const lastClicked = seconds === null ? null : new Date(Date.UTC(2026, 0, 1) + seconds * 1000).toISOString();
              table.setStats(slot, { ...table.link(slot)!, clicks, saleAmount: clicks * 100, lastClicked });
              order.insert(slot);
            }
          }
          for (const direction of ['asc', 'desc'] as const) expect([...order.read(direction)]).toEqual(order.sort([...present], direction));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the first links of any set as sorting all of them does, in both directions, links without the field and tied values included (property)', () => {
    const tied = pool.map((link, index) => (index % 3 === 0 ? { ...link, id: `${link.id.slice(0, -1)}Z`, createdAt: pool[0]!.createdAt, clicks: 7, lastClicked: null } : link));
    // Values whose whole-number keys pass 2^32 (counts near 2^40, times 300 years apart), and fractional and
    // negative amounts: the native sort gives up on them and a comparison sorts all.
    const far = pool.map((link, index) =>
      index % 4 === 0 ? { ...link, clicks: 2 ** 40 + index, saleAmount: -index - 0.5, createdAt: index % 8 === 0 ? '1850-03-01T00:00:00.000Z' : '2150-03-01T00:00:00.000Z', lastClicked: '2150-01-01T00:00:00.000Z' } : link,
    );
    const tables = [tableOf(tied), tableOf(far)];
    fc.assert(
      fc.property(fc.constantFrom(...tables), fc.constantFrom(...enums.linkSortField), fc.constantFrom('asc' as const, 'desc' as const), fc.nat(300), fc.nat(120), (at, field, direction, seed, count) => {
        const { table, slots } = at;
        const some = slots.filter((slot) => (slot * 7919 + seed) % 3 !== 0);
        if (seed % 2 === 1) some.reverse();
        const order = new LinkOrder(field, table, slots);
        // The kept order (read) against the sort, and the first links against the sort.
        expect(order.sort([...some], direction)).toEqual([...order.read(direction)].filter((slot) => some.includes(slot)));
        expect(order.first([...some], direction, count)).toEqual(order.sort([...some], direction).slice(0, count));
      }),
    );
  });

  it('built from links in creation order (the fast way a workspace starts) reads as a full sort does, ties included (property)', () => {
    // Some links share a createdAt (a bulk) and a count: the tie-breaks must agree.
    const tied = pool.map((link, index) => (index % 3 === 0 ? { ...link, id: `${link.id.slice(0, -1)}Z`, createdAt: pool[0]!.createdAt, clicks: 7 } : link));
    // And a dataset whose times are not all in the mock's canonical form (an offset, no milliseconds): sorted as the instants they name.
    const uneven = tied.map((link, index) => (index % 5 === 0 ? { ...link, lastClicked: '2026-02-01T10:00:00+00:00', createdAt: index % 10 === 0 ? '2025-12-01T08:00:00Z' : link.createdAt } : link));
    fc.assert(
      fc.property(fc.constantFrom(...enums.linkSortField), fc.constantFrom(tied, uneven).chain((links) => fc.shuffledSubarray(links)), (field, links) => {
        const { table, slots } = tableOf(links);
        const fast = new LinkOrder(field, table, LinkOrder.byCreation(table, slots), true);
        const full = new LinkOrder(field, table, slots);
        for (const direction of ['asc', 'desc'] as const) expect([...fast.read(direction)].map((slot) => table.id(slot))).toEqual([...full.read(direction)].map((slot) => table.id(slot)));
      }),
      { seed: 18 },
    );
  });

  it('neither changes nor keeps an array it is made from (another order reads it as kept: ascending)', () => {
    const { table, slots } = tableOf(pool);
    for (const inCreationOrder of [false, true]) {
      const given = inCreationOrder ? LinkOrder.byCreation(table, slots) : [...slots].reverse();
      const before = Array.from(given);
      const orders = enums.linkSortField.map((field) => new LinkOrder(field, table, given, inCreationOrder));
      expect(Array.from(given)).toEqual(before);
      for (const order of orders) {
        expect(order.ascending()).not.toBe(given);
        // The last two off the end, and the last put back: written where the one before it was, in the order's own array.
        const [beforeLast, last] = Array.from(order.ascending().slice(-2));
        order.remove(last!);
        order.remove(beforeLast!);
        order.insert(last!);
        expect(Array.from(order.ascending()).slice(-2)).toEqual([order.ascending().at(-2), last]);
      }
      expect(Array.from(given)).toEqual(before);
    }
    // By createdAt (which every link has) the kept order is read('asc').
    const byCreation = new LinkOrder('createdAt', table, slots);
    expect(Array.from(byCreation.ascending())).toEqual([...byCreation.read('asc')]);
  });

  it('sorts slots by creation without changing a Uint32Array it is given (a state image compares the two)', () => {
    // Times 300 years apart too: their seconds pass 2^32, and a comparison sorts them instead of the radix sort.
    const far = pool.map((link, index) => (index % 4 === 0 ? { ...link, createdAt: index % 8 === 0 ? '1850-03-01T00:00:00.000Z' : '2150-03-01T00:00:00.000Z' } : link));
    for (const links of [pool, far]) {
      const { table, slots } = tableOf(links);
      const sorted = LinkOrder.byCreation(table, slots);
      expect(Array.from(sorted).map((slot) => table.link(slot)!.createdAt)).toEqual(links.map((link) => link.createdAt).sort());
      const given = Uint32Array.from(sorted).reverse();
      const before = Array.from(given);
      expect(Array.from(LinkOrder.byCreation(table, given))).toEqual(Array.from(sorted));
      expect(Array.from(given)).toEqual(before);
      // In creation order already: the same array back.
      expect(LinkOrder.byCreation(table, sorted)).toBe(sorted);
    }
  });

  it('puts links without a lastClicked last in both directions', () => {
    const { table, slots } = tableOf(pool);
    const order = new LinkOrder('lastClicked', table, slots);
    for (const direction of ['asc', 'desc'] as const) {
      const values = [...order.read(direction)].map((slot) => table.link(slot)!.lastClicked);
      const firstNull = values.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(values.slice(firstNull).every((value) => value === null)).toBe(true);
    }
  });
});
