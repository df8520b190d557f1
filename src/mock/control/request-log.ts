/** One request the mock answered, as the request log and the API page show it. */
export interface LoggedRequest {
  id: number;
  /** When it arrived, by the mock's clock. */
  time: string;
  method: string;
  path: string;
  query: string;
  operationId: string | null;
  status: number;
  durationMs: number;
  /** The error answered, if any. */
  error: { code: string; message: string } | null;
  /** What the request sent that the contract does not list, ignored (unknown-query-params, unknown-body-fields gaps). */
  warnings?: string[];
}

/** The last requests the mock answered, newest first; a ring of fixed size. */
export class RequestLog {
  readonly #entries: LoggedRequest[] = [];
  readonly #capacity: number;
  #next = 1;

  constructor(capacity = 500) {
    this.#capacity = capacity;
  }

  add(entry: Omit<LoggedRequest, 'id'>): void {
    this.#entries.push({ id: this.#next++, ...entry });
    if (this.#entries.length > this.#capacity) this.#entries.shift();
  }

  /** The last `limit` requests, newest first. */
  last(limit = this.#capacity): LoggedRequest[] {
    return this.#entries.slice(-limit).reverse();
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
