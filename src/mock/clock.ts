/** Where the mock reads the time: injectable, so expiry, rate windows and timestamps can be tested. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still at `start` until moved; for tests and byte-identical runs. */
export function fixedClock(start: number | string | Date): Clock & { set(time: number | string | Date): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  return {
    now: () => current,
    set: (time) => void (current = new Date(time).getTime()),
    advance: (ms) => void (current += ms),
  };
}
