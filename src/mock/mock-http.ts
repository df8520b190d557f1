/** A request as the mock core takes it: plain data, no runtime's objects. Header names in lower case. */
export interface MockRequest {
  method: string;
  /** The path without the query, e.g. `/links/info`. */
  path: string;
  /** The query string (with or without `?`) or parsed parameters. */
  query?: string | URLSearchParams;
  headers?: Record<string, string | undefined>;
  /** The raw body: text, or bytes as they came off the wire. */
  body?: string | Uint8Array;
}

/** What the mock core answers: plain data that any adapter can write. */
export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  /** A JSON text or bytes (the QR image); absent for bodiless answers. */
  body?: string | Uint8Array;
  /** Injected latency: adapters wait this long before sending (a fault or `Prefer: delay=…`). */
  delayMs?: number;
  /** Set when a journal holds the state (`--state`): adapters send the answer only once it resolves (the write is on disk). */
  durable?: Promise<void>;
}
