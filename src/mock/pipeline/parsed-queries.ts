import type { Operation, OperationId } from '../../contract/operations.js';
import type { ParsedParameters } from '../../contract/parse-parameters.js';
import { deepFreeze } from '../../deep-freeze.js';
import type { Result } from '../../result.js';
import type { ApiError } from '../api-error.js';

/** What a request's query gives the pipeline: its parameters (typed, the contract's defaults applied) or their refusal. */
export interface QueryReading {
  parameters: Result<ParsedParameters<OperationId>, ApiError>;
  /** The names the query sent, once unknown ones are set aside. */
  sent: ReadonlySet<string>;
  /** What the query sent that the contract does not list (unknown-query-params gap): the answer's warning. */
  ignored: readonly string[];
}

/**
 * The readings of the queries last sent, by operation and query text: a dashboard polls the same few URLs, and a
 * query read again is not parsed, stripped and validated again. Readings are frozen (the handlers read them only). Only readings that depend on the query text alone are kept (no path parameters).
 */
export class ParsedQueries {
  /** By operation, then query text (no key joined per request); the oldest of each operation's goes first. */
  readonly #readings = new Map<Operation, Map<string, QueryReading>>();
  readonly #read: (operation: Operation, query: string) => QueryReading;
  readonly #capacity: number;

  /** `capacity`: how many queries are kept for each operation. */
  constructor(read: (operation: Operation, query: string) => QueryReading, capacity = 64) {
    this.#read = read;
    this.#capacity = capacity;
  }

  /** The last reading given, and what it was for: a poll's next request is read by comparing its text, not hashing it. */
  #last: { operation: Operation; query: string; reading: QueryReading } | undefined;

  get(operation: Operation, query: string): QueryReading {
    const last = this.#last;
    if (last !== undefined && last.operation === operation && last.query === query) return last.reading;
    const reading = this.#lookUp(operation, query);
    this.#last = { operation, query, reading };
    return reading;
  }

  #lookUp(operation: Operation, query: string): QueryReading {
    let readings = this.#readings.get(operation);
    if (readings === undefined) this.#readings.set(operation, (readings = new Map()));
    let reading = readings.get(query);
    if (reading === undefined) {
      reading = deepFreeze(this.#read(operation, query)) as QueryReading;
      if (readings.size >= this.#capacity) readings.delete(readings.keys().next().value!);
      readings.set(query, reading);
    }
    return reading;
  }
}
