import { describe, expect, it } from 'vitest';
import { collectGarbage, collectGarbageAndSettle } from './collect-garbage.js';

describe('collectGarbage', () => {
  it('runs a full collection in a process started without --expose-gc, and leaves gc unexposed after', async () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const ref = new WeakRef({ held: new Array(100_000).fill(1) });
    // A WeakRef's target lives to the end of the job that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(collectGarbage()).toBe(true);
    expect(ref.deref()).toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    // A context made after it holds no gc either: the flag was set for the one context only.
    const { runInNewContext } = await import('node:vm');
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('collectGarbageAndSettle', () => {
  it('collects, and resolves (once the pages let go are given back, or after a second)', async () => {
    const ref = new WeakRef({ held: new Array(100_000).fill(2) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await collectGarbageAndSettle()).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });
});
