import type { Clock } from '../clock.js';

export interface ClockState {
  now: string;
  frozen: boolean;
}

/**
 * The mock's clock as the control plane moves it: following a base clock, or frozen at a time that can be
 * set and advanced, so expiry, billing cycles and rate windows can be tested.
 */
export class ControllableClock implements Clock {
  readonly #base: Clock;
  #frozenAt: number | undefined;

  constructor(base: Clock) {
    this.#base = base;
  }

  now(): number {
    return this.#frozenAt ?? this.#base.now();
  }

  /** Freezes the clock at a time. */
  set(time: number): void {
    this.#frozenAt = time;
  }

  /** Moves the clock on (freezing it where it lands). */
  advance(ms: number): void {
    this.#frozenAt = this.now() + ms;
  }

  /** Follows the base clock again. */
  release(): void {
    this.#frozenAt = undefined;
  }

  /** The time the clock stands still at, or undefined when it follows its base clock. */
  frozenAt(): number | undefined {
    return this.#frozenAt;
  }

  state(): ClockState {
    return { now: new Date(this.now()).toISOString(), frozen: this.#frozenAt !== undefined };
  }
}
