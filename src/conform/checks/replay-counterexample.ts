import type { IAsyncProperty } from 'fast-check';
import { rethrowIfStopped } from '../target.js';

/**
 * Runs a property's shrunk counterexample once more, so that the exchanges recorded (and replayed by the failure's
 * script) are its own, not those of the last value shrinking tried, and gives the message of that run's failure:
 * the one its exchanges show, and the error itself. When the run passes this time, those of the failure found, saying so.
 */
export async function replayCounterexample<T extends unknown[]>(property: IAsyncProperty<T>, counterexample: T, found: unknown): Promise<{ message: string; error: unknown }> {
  const again = await Promise.resolve(property.run(counterexample)).catch((error: unknown) => ({ error }));
  const failed = again !== null && typeof again === 'object' && 'error' in again;
  const error = failed ? again.error : found;
  rethrowIfStopped(error);
  const message = error instanceof Error ? error.message : String(error);
  return { message: failed ? message : `${message} (run once more, the counterexample passed: the exchanges shown are that run's)`, error };
}
