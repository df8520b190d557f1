import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs a full garbage collection now; false where V8 would not let a script ask for one. Node gives no call for it
 * without `--expose-gc`, so the flag is set for the moment of making one new context, which then holds `gc` (as
 * jest's leak detector asks for one); a process started with the flag uses its own.
 *
 * Why: a dataset read leaves its garbage (the parsed records, the other thread's parts) in pages V8 gives back to
 * the system only after a full collection. Whether one has run when the mock says it is ready was chance: at a
 * million links RSS then read 654–818 MB, and 635–661 MB a moment after a collection (about 140 ms).
 */
export function collectGarbage(): boolean {
  const own = (globalThis as { gc?: () => void }).gc;
  if (typeof own === 'function') {
    own();
    return true;
  }
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc !== 'function') return false;
    (gc as () => void)();
    return true;
  } catch {
    return false;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** How often, and for how long at most, the resident size is read while the collection's pages go back. */
const SETTLE_EVERY_MS = 10;
const SETTLE_AT_MOST_MS = 1000;

/** The resident size is taken as settled once it has not fallen for this long (ms). */
const SETTLED_FOR_MS = 50;

/**
 * collectGarbage, then the moment V8 takes to give back the pages it let go. It gives them back once they are swept,
 * on threads of its own: at a million links, RSS read just after the collection was still 790 MB, and a second
 * later 659 MB. The memory of the array buffers it found dead goes back later still, as their own sweeper frees it
 * (a --state restart's 75 MB read buffer: 660 MB at the ready line, 575 MB a second later). Resolves once the
 * resident size has fallen by three quarters of what the heap let go and then has not fallen for SETTLED_FOR_MS, or
 * after a second. Whether the collection ran.
 */
export async function collectGarbageAndSettle(): Promise<boolean> {
  const [heapBefore, residentBefore] = [getHeapStatistics().total_heap_size, process.memoryUsage.rss()];
  if (!collectGarbage()) return false;
  const goal = residentBefore - 0.75 * (heapBefore - getHeapStatistics().total_heap_size);
  const until = performance.now() + SETTLE_AT_MOST_MS;
  const wait = () => new Promise((resolve) => setTimeout(resolve, SETTLE_EVERY_MS));
  while (process.memoryUsage.rss() > goal && performance.now() < until) await wait();
  let [lowest, since] = [process.memoryUsage.rss(), performance.now()];
  while (performance.now() - since < SETTLED_FOR_MS && performance.now() < until) {
    await wait();
    const resident = process.memoryUsage.rss();
    if (resident < lowest) [lowest, since] = [resident, performance.now()];
  }
  return true;
}
