import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockWithDefaults as createMock } from '../create-mock-with-defaults.js';
import { ACME } from '../mock-harness.test-support.js';
import { prepareSearchWhenIdle } from './prepare-search-when-idle.js';
import { serveMock, type RunningMock } from './serve-mock.js';

/** Whether each workspace's search index is made (a deadline already past lets prepareSearch take no step). */
const prepared = (running: { mock: ReturnType<typeof createMock> }) => running.mock.store.workspaces.every((state) => state.bitmaps.prepareSearch(Number.NEGATIVE_INFINITY, () => 0));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('prepareSearchWhenIdle', () => {
  let running: (RunningMock & { mock: ReturnType<typeof createMock>; stop: () => void }) | undefined;
  afterEach(async () => {
    running?.stop();
    await running?.close();
    running = undefined;
  });

  async function start(idleAfterMs?: number, onReady?: () => void) {
    const mock = createMock({ seed: 5, rateLimit: false });
    const served = await serveMock(mock, { port: 0 });
    running = { ...served, mock, stop: prepareSearchWhenIdle(mock, served.server, { ...(idleAfterMs !== undefined && { idleAfterMs }), ...(onReady !== undefined && { onReady }) }) };
    return running;
  }

  it('builds the search indexes once the server is idle, and again for the store a load makes, saying when each build is done', async () => {
    let ready = 0;
    const served = await start(undefined, () => {
      expect(prepared(served)).toBe(true);
      ready++;
    });
    expect(prepared(served)).toBe(false);
    for (let waited = 0; !prepared(served) && waited < 5000; waited += 50) await sleep(50);
    expect(prepared(served)).toBe(true);
    expect(ready).toBe(1);
    // A reset after a few writes is made in place: the indexes are kept.
    const created = await fetch(`${served.url}/links`, { method: 'POST', headers: { authorization: `Bearer ${ACME}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://example.com/reset' }) });
    expect(created.status).toBe(200);
    served.mock.reset();
    expect(prepared(served)).toBe(true);
    // A load makes a store without indexes: built again while idle.
    served.mock.load(served.mock.store.toDataset(served.mock.clock.now()));
    expect(prepared(served)).toBe(false);
    for (let waited = 0; ready < 2 && waited < 5000; waited += 50) await sleep(50);
    expect(prepared(served)).toBe(true);
    // Told once per build, not each time the built mock is looked at again.
    await sleep(1200);
    expect(ready).toBe(2);
  });

  it('builds nothing more once stopped, and gives up on a build that throws without taking the server down', async () => {
    const served = await start();
    const step = vi.spyOn(served.mock.store, 'prepareSearch');
    served.stop();
    await sleep(400);
    expect(step).not.toHaveBeenCalled();
    step.mockRestore();

    const failing = await start();
    const thrown = vi.spyOn(failing.mock.store, 'prepareSearch').mockImplementation(() => {
      throw new Error('a bug');
    });
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let waited = 0; thrown.mock.calls.length === 0 && waited < 5000; waited += 50) await sleep(50);
    await sleep(300);
    expect(thrown).toHaveBeenCalledTimes(1);
    expect(said).toHaveBeenCalledTimes(1);
    said.mockRestore();
    expect((await fetch(`${failing.url}/links?pageSize=1`, { headers: { authorization: `Bearer ${ACME}` } })).status).toBe(200);
  });

  it('waits while requests keep coming', async () => {
    // Idle after a second without a request; one every 50 ms for two and a half.
    const served = await start(1000);
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${served.url}/links?pageSize=1`, { headers: { authorization: `Bearer ${ACME}` } });
      expect(response.status).toBe(200);
      await sleep(50);
    }
    expect(prepared(served)).toBe(false);
    for (let waited = 0; !prepared(served) && waited < 6000; waited += 50) await sleep(50);
    expect(prepared(served)).toBe(true);
  });
});
