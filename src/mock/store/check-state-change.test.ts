import { describe, expect, it } from 'vitest';
import { checkStateChange } from './check-state-change.js';

const stats = (counters: Record<string, unknown>) => ({
  type: 'link.stats',
  workspaceId: 'ws_1',
  linkId: 'link_1',
  stats: { clicks: 1, leads: 0, conversions: 0, sales: 0, saleAmount: 0, lastClicked: null, ...counters },
});

describe('checkStateChange: link.stats', () => {
  it('takes every counter the contract allows a link (a number, at least 0): a click on a dataset link with a saleAmount of 12.5 is replayed', () => {
    for (const counters of [{}, { saleAmount: 12.5 }, { clicks: 2.5, sales: 1e300 }, { leads: 2 ** 53 + 2 }]) expect(checkStateChange(stats(counters))).toBeUndefined();
  });

  it('refuses a counter that is not one, with its pointer', () => {
    for (const [counter, value] of [['clicks', -1], ['saleAmount', Number.NaN], ['leads', '3'], ['sales', null], ['conversions', Number.POSITIVE_INFINITY]] as const) {
      expect(checkStateChange(stats({ [counter]: value }))).toBe(`/stats/${counter}: not a count`);
    }
  });
});

describe('checkStateChange: a record', () => {
  it('names what a created link lacks or has wrong, with its pointer and whole reason', () => {
    expect(checkStateChange({ type: 'link.created', workspaceId: 'ws_1', link: 'x' })).toBe('/link: must be object');
    expect(checkStateChange({ type: 'link.created', workspaceId: 'ws_1' })).toBe('/link: is required');
  });
});
