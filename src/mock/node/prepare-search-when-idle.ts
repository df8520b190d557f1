import type { Server } from 'node:http';
import type { Mock } from '../create-mock.js';

/** When the server counts as idle, by default: no request began between two looks this far apart (ms). */
const IDLE_AFTER_MS = 200;
/** How long a step of the build may run before requests get their turn (ms). */
const STEP_MS = 8;
/** How often a built mock is looked at again: a reset or a load makes a store without indexes (ms). */
const LOOK_AGAIN_MS = 1000;

/**
 * Builds the mock's search indexes while its server is idle, in steps of a few milliseconds with the server's events
 * between them, so that the first search of a large dataset (a million links: seconds of work) finds them made. A
 * request pauses the work until the server is idle again; the links' changes join the build (SearchBuild), and a reset or
 * a load's new store is built again.
 * Returns a function that stops it. Its timers never keep the process alive; a step is pending only while work is.
 */
export function prepareSearchWhenIdle(
  mock: Mock,
  server: Server,
  { idleAfterMs = IDLE_AFTER_MS, onReady }: { idleAfterMs?: number; /** Called each time the indexes are all made: at first, and after each reset or load. */ onReady?: () => void } = {},
): () => void {
  /** Requests begun, counted (not timed: a clock read is the dearer of the two, on every request). */
  let requests = 0;
  /** The count at the last look: a look that finds it unchanged a wait after the last finds the server idle. */
  let seen = 0;
  /** Whether indexes are being made (at first, or since a reset or a load was found unbuilt). */
  let building = true;
  const began = () => {
    requests++;
  };
  server.on('request', began);
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const later = (ms: number) => {
    timer = setTimeout(step, ms);
    timer.unref();
  };
  const step = () => {
    [timer, immediate] = [undefined, undefined];
    // A request since the last look: idle, at the earliest, a whole wait from now.
    if (requests !== seen) {
      seen = requests;
      return later(idleAfterMs);
    }
    const now = performance.now();
    let prepared: boolean;
    try {
      // A built mock looked at again: a reset or a load may have made a store to build (a deadline past takes no step).
      if (!building) building = !mock.store.prepareSearch(Number.NEGATIVE_INFINITY, () => performance.now());
      prepared = mock.store.prepareSearch(now + STEP_MS, () => performance.now());
    } catch (error) {
      // A bug of the build: said once, and the work given up (a search builds what it needs), never the server down.
      console.error('linkproof mock: the search index could not be built in the background; searches build it when asked', error);
      return stop();
    }
    if (prepared) {
      if (building) onReady?.();
      building = false;
      return later(LOOK_AGAIN_MS);
    }
    // Not unref'd: an unref'd immediate lets the loop wait for I/O before running it.
    immediate = setImmediate(step);
  };
  function stop(): void {
    server.off('request', began);
    clearTimeout(timer);
    clearImmediate(immediate);
  }
  later(idleAfterMs);
  return stop;
}
