import type { Operation } from '../../contract/operations.js';
import type { MockResponse } from '../mock-http.js';

/** What the pipeline made of a request: the response, and what `handle` needs to validate, log and notify. */
export interface Routed {
  response: MockResponse;
  /** The operation the request named; absent when it named none (a 404 of routing, a preflight). */
  operation?: Operation;
  /** The value a success served, for the check against the contract; an error is checked from its body. */
  value?: unknown;
  /** Whether the request changed the state (a success of a write). */
  changed: boolean;
  /** Latency a fault injected. */
  delayMs?: number | undefined;
}

/** A response to a request that named no operation. */
export function unrouted(response: MockResponse): Routed {
  return { response, changed: false };
}
