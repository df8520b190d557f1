import { parseIsoTime } from '../domain/iso-time.js';

/** Where the mock reads the time: injectable, so expiry, rate windows and timestamps can be tested. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A time given as ms, a Date or an ISO-8601 text (one without an offset is UTC, never the host's time zone). */
function msOf(time: number | string | Date): number {
  if (typeof time !== 'string') return new Date(time).getTime();
  const ms = parseIsoTime(time);
  if (ms === undefined) throw new TypeError(`not an ISO-8601 time: ${JSON.stringify(time)}`);
  return ms;
}

/** A clock that stands still at `start` until moved; for tests and byte-identical runs. */
export function fixedClock(start: number | string | Date): Clock & { set(time: number | string | Date): void; advance(ms: number): void } {
  let current = msOf(start);
  return {
    now: () => current,
    set: (time) => void (current = msOf(time)),
    advance: (ms) => void (current += ms),
  };
}
