import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeFields } from '../contract/time-fields.js';
import { billingCycleStart } from '../domain/billing-cycle.js';
import { DAY_MS } from '../domain/day-ms.js';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import { fixedClock } from '../mock/clock.js';
import { FREE } from '../mock/mock-harness.test-support.js';
import type { Dataset, DatasetWorkspace } from './dataset.js';
import { defaultDataset } from './default-dataset.js';

const ORIGIN = Date.parse('2026-11-01T00:00:00.000Z');
const original = defaultDataset(ORIGIN);

const linksUsage = (entry: DatasetWorkspace, now: number) => {
  const start = billingCycleStart(new Date(now), entry.workspace.billingCycleStart).getTime();
  return entry.links.filter((link) => Date.parse(link.createdAt) >= start).length;
};
const expiredCount = (dataset: Dataset, now: number) =>
  dataset.workspaces.flatMap((entry) => entry.links).filter((link) => link.expiresAt !== null && Date.parse(link.expiresAt) <= now).length;
const free = (dataset: Dataset) => dataset.workspaces.find((entry) => entry.workspace.plan === 'free')!;

// Any moment from 1990 to 2100, to the millisecond.
const moment = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('timeFields', () => {
  it("reads the contract's date-time properties, $ref'd and nullable ones included", () => {
    expect([...timeFields('Link')].sort()).toEqual(['createdAt', 'disabledAt', 'expiresAt', 'lastClicked', 'testCompletedAt', 'testStartedAt', 'updatedAt']);
    expect(timeFields('Workspace')).toEqual(expect.arrayContaining(['createdAt', 'paymentFailedAt', 'ssoEnforcedAt']));
  });
});

describe('the default dataset, moved to the day the mock starts', () => {
  it('is the generated one on its own day, and fixtures/default.json is the same data', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = JSON.parse(await readFile(new URL('../../fixtures/default.json', import.meta.url), 'utf8')) as Dataset;
    expect(original).toEqual(file);
    expect(defaultDataset(ORIGIN + DAY_MS - 1)).toEqual(file);
  });

  it('keeps every documented promise on any day: free workspace 2 links from its limit, the same links expired, future expiries ahead', () => {
    fc.assert(
      fc.property(moment, (now) => {
        const shifted = defaultDataset(now);
        const start = Date.parse(shifted.now);
        expect(start).toBeLessThanOrEqual(now);
        expect(now - start).toBeLessThan(DAY_MS);
        expect(start % DAY_MS).toBe(0);
        const entry = free(shifted);
        expect(entry.workspace.linksLimit - linksUsage(entry, now)).toBe(2);
        for (const [index, workspace] of shifted.workspaces.entries()) {
          expect(linksUsage(workspace, now)).toBe(linksUsage(original.workspaces[index]!, ORIGIN));
        }
        expect(expiredCount(shifted, now)).toBe(expiredCount(original, ORIGIN));
        const future = shifted.workspaces.flatMap((w) => w.links).filter((link) => link.expiresAt !== null && Date.parse(link.expiresAt) > now);
        for (const link of future) expect(Date.parse(link.expiresAt!)).toBeGreaterThan(now);
        // Nothing but the times moved, each by the same whole number of days.
        const by = start - ORIGIN;
        const [before, after] = [original.workspaces[0]!.links[0]!, shifted.workspaces[0]!.links[0]!];
        expect(Date.parse(after.createdAt) - Date.parse(before.createdAt)).toBe(by);
        expect({ ...after, createdAt: '', updatedAt: '', lastClicked: '', expiresAt: '' }).toEqual({ ...before, createdAt: '', updatedAt: '', lastClicked: '', expiresAt: '' });
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same dataset for the same moment', () => {
    fc.assert(
      fc.property(moment, (now) => {
        expect(JSON.stringify(defaultDataset(now))).toBe(JSON.stringify(defaultDataset(now)));
      }),
      { numRuns: 20 },
    );
  });
});

describe('the mock on the real clock (not frozen)', () => {
  it('shows the free workspace 2 links from its limit today, and its newest link created in the last days', async () => {
    const mock = createMockWithDefaults({ seed: 1 });
    const headers = { authorization: `Bearer ${FREE}` };
    const workspace = await (await mock.fetch(new Request('http://mock/workspaces/side-project', { headers }))).json();
    expect(workspace.linksLimit - workspace.linksUsage).toBe(2);
    const [newest] = await (await mock.fetch(new Request('http://mock/links?pageSize=1', { headers }))).json();
    expect(Date.now() - Date.parse(newest.createdAt)).toBeLessThan(4 * DAY_MS);
    expect(Date.now() - Date.parse(newest.createdAt)).toBeGreaterThan(0);
  });

  it('with a clock, moves the dataset to that clock, not to the host', () => {
    const mock = createMockWithDefaults({ seed: 1, clock: fixedClock('2031-02-15T08:00:00Z') });
    const newest = Math.max(...mock.store.toDataset(mock.clock.now()).workspaces.flatMap((entry) => entry.links.map((link) => Date.parse(link.createdAt))));
    expect(Date.parse('2031-02-15T08:00:00Z') - newest).toBeGreaterThan(0);
    expect(Date.parse('2031-02-15T08:00:00Z') - newest).toBeLessThan(4 * DAY_MS);
  });
});
