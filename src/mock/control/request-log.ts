import { deeperThan } from '../pipeline/deeper-than.js';

/** One request the mock answered, as the request log, the API page and `mock.requests()` show it. */
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
  /** The short link a visit opened (`https://acme.link/abc`); absent for API requests. */
  shortLink?: string;
  /** Where a visit was redirected to (its Location), if it was. */
  location?: string;
  /**
   * The body the client sent: parsed JSON, else its text (also for JSON nesting deeper than MAX_LOGGED_DEPTH, which
   * the API refuses and a reader of the log could not write out again); null for none. Bounded (see `truncated`).
   */
  requestBody: unknown;
  /** The body answered: parsed JSON, else null (the QR code's image is not kept). Bounded (see `truncated`). */
  responseBody: unknown;
  /** Present when a body was longer than the log keeps: its text is cut to the bound, not parsed. */
  truncated?: ('requestBody' | 'responseBody')[];
  /** Present when the bodies of this (older) request are no longer kept: null above (see MAX_LOGGED_BODIES). */
  dropped?: ('requestBody' | 'responseBody')[];
}

/** Which requests to return: each given field must match. */
export interface RequestFilter {
  operationId?: string;
  method?: string;
  path?: string;
  status?: number;
  /** At most this many, newest first. */
  limit?: number;
}

/** What the log keeps of a request: its time as milliseconds and its bodies as they came (written out and parsed only when asked for). */
export type RequestRecord = Omit<LoggedRequest, 'id' | 'time' | 'requestBody' | 'responseBody' | 'truncated' | 'dropped'> & {
  /** When it arrived, by the mock's clock (Unix ms). */
  at: number;
  requestBody: string | Uint8Array | undefined;
  responseBody: string | Uint8Array | undefined;
};

/** Bodies past this many characters are kept cut short: the log stays bounded (500 requests at most this each). */
export const MAX_LOGGED_BODY = 64 * 1024;
/**
 * The bodies of the newest requests are kept up to this many characters in all; older requests keep the rest of
 * their entry. Small bodies (a link, a count) fit 500 times over; pages of 50 links, about 15 of them. A log that
 * kept 500 pages (33 MB) under load made the collector promote and compact them: a page of 50 links at 100,000
 * links was answered 2,300-3,200 times a second; with 1 MB, 4,100-5,100 (one machine, alternating runs).
 */
export const MAX_LOGGED_BODIES = 1024 * 1024;
const decoder = new TextDecoder();
/**
 * JSON nesting deeper than this is logged as its text: the API refuses bodies past 64 levels (read-body.ts), and a
 * value thousands of levels deep overflowed the stack of whatever wrote the log out (the control plane's answer,
 * the API page), a 500 at every read of the log until the request left it.
 */
export const MAX_LOGGED_DEPTH = 64;

/** A body as the log keeps it: whole up to the bound, else its beginning; `dropped` once the log let it go. */
interface KeptBody {
  raw: string | Uint8Array | undefined;
  cut: boolean;
  dropped?: true;
}

const sizeOf = ({ raw }: KeptBody): number => (raw === undefined ? 0 : typeof raw === 'string' ? raw.length : raw.byteLength);

/** No body: one object for every entry without one (kept bodies are replaced, never changed). */
const NO_BODY: KeptBody = Object.freeze({ raw: undefined, cut: false });

function keep(raw: string | Uint8Array | undefined): KeptBody {
  if (raw === undefined) return NO_BODY;
  const size = typeof raw === 'string' ? raw.length : raw.byteLength;
  if (size <= MAX_LOGGED_BODY) return { raw, cut: false };
  return { raw: typeof raw === 'string' ? raw.slice(0, MAX_LOGGED_BODY) : raw.slice(0, MAX_LOGGED_BODY), cut: true };
}

function bodyOf({ raw, cut }: KeptBody, binary: boolean): { value: unknown; truncated: boolean } {
  if (raw === undefined || binary) return { value: null, truncated: false };
  const text = typeof raw === 'string' ? raw : decoder.decode(raw);
  if (text === '') return { value: null, truncated: false };
  if (cut) return { value: text, truncated: true };
  try {
    const value = JSON.parse(text) as unknown;
    return { value: deeperThan(value, MAX_LOGGED_DEPTH) ? text : value, truncated: false };
  } catch {
    return { value: text, truncated: false };
  }
}

type Entry = Omit<RequestRecord, 'requestBody' | 'responseBody'> & { id: number; binaryResponse: boolean; requestBody: KeptBody; responseBody: KeptBody };

/** The last requests the mock answered, newest first; a ring of fixed size, the bodies of its newest kept (MAX_LOGGED_BODIES). */
export class RequestLog {
  /** A ring: the oldest entry at `#oldest`, `#count` of them (nothing shifted per request). */
  readonly #entries: (Entry | undefined)[];
  #oldest = 0;
  #count = 0;
  readonly #capacity: number;
  #next = 1;
  /** The entries whose bodies are kept, oldest first from `#bodiesFrom`, and their bodies' size in all. */
  #withBodies: Entry[] = [];
  #bodiesFrom = 0;
  #bodySize = 0;

  constructor(capacity = 500) {
    this.#capacity = Math.max(0, capacity);
    this.#entries = new Array<Entry | undefined>(this.#capacity);
  }

  /** Keeps a request; its bodies are held as they are (strings are shared, not copied) and read when asked for. The record is copied. */
  add(entry: RequestRecord, responseIsBinary = false): void {
    this.take({ ...entry }, responseIsBinary);
  }

  /**
   * `add` without the copy, for the mock's own requests: the record is taken over (it becomes the log's entry, its
   * bodies replaced by what is kept of them), so the caller passes a new object and does not read it again.
   */
  take(entry: RequestRecord, responseIsBinary = false): void {
    if (this.#capacity === 0) return;
    const kept = entry as unknown as Entry;
    kept.requestBody = keep(entry.requestBody);
    kept.responseBody = keep(responseIsBinary ? undefined : entry.responseBody);
    kept.id = this.#next++;
    kept.binaryResponse = responseIsBinary;
    let evicted: Entry | undefined;
    if (this.#count < this.#capacity) this.#entries[(this.#oldest + this.#count++) % this.#capacity] = kept;
    else {
      evicted = this.#entries[this.#oldest];
      this.#entries[this.#oldest] = kept;
      this.#oldest = (this.#oldest + 1) % this.#capacity;
    }
    // An entry leaving with its bodies is the oldest that has them.
    if (evicted !== undefined && evicted === this.#withBodies[this.#bodiesFrom]) this.#drop();
    const size = sizeOf(kept.requestBody) + sizeOf(kept.responseBody);
    if (size > 0) {
      this.#withBodies.push(kept);
      this.#bodySize += size;
    }
    // The newest request's bodies are always kept.
    while (this.#bodySize > MAX_LOGGED_BODIES && this.#withBodies.length - this.#bodiesFrom > 1) this.#drop();
  }

  /** Lets go of the bodies of the oldest entry that has them. */
  #drop(): void {
    const entry = this.#withBodies[this.#bodiesFrom++]!;
    // The queue is cut once half of it is gone: no shift per request.
    if (this.#bodiesFrom > 64 && this.#bodiesFrom * 2 > this.#withBodies.length) {
      this.#withBodies = this.#withBodies.slice(this.#bodiesFrom);
      this.#bodiesFrom = 0;
    }
    this.#bodySize -= sizeOf(entry.requestBody) + sizeOf(entry.responseBody);
    const dropped = (body: KeptBody): KeptBody => (body.raw === undefined ? body : { raw: undefined, cut: false, dropped: true });
    entry.requestBody = dropped(entry.requestBody);
    entry.responseBody = dropped(entry.responseBody);
  }

  /** The requests that match `filter`, newest first. */
  find(filter: RequestFilter = {}): LoggedRequest[] {
    const found: LoggedRequest[] = [];
    const limit = filter.limit ?? this.#capacity;
    const method = filter.method?.toUpperCase();
    for (let index = this.#count - 1; index >= 0 && found.length < limit; index--) {
      const entry = this.#entries[(this.#oldest + index) % this.#capacity]!;
      if (filter.operationId !== undefined && entry.operationId !== filter.operationId) continue;
      if (method !== undefined && entry.method !== method) continue;
      if (filter.path !== undefined && entry.path !== filter.path) continue;
      if (filter.status !== undefined && entry.status !== filter.status) continue;
      const { binaryResponse, requestBody, responseBody, at, id, ...rest } = entry;
      const sent = bodyOf(requestBody, false);
      const answered = bodyOf(responseBody, binaryResponse);
      const truncated = [...(sent.truncated ? ['requestBody' as const] : []), ...(answered.truncated ? ['responseBody' as const] : [])];
      const dropped = [...(requestBody.dropped ? ['requestBody' as const] : []), ...(responseBody.dropped ? ['responseBody' as const] : [])];
      found.push({ id, time: new Date(at).toISOString(), ...rest, requestBody: sent.value, responseBody: answered.value, ...(truncated.length > 0 && { truncated }), ...(dropped.length > 0 && { dropped }) });
    }
    return found;
  }

  /** The last `limit` requests, newest first. */
  last(limit = this.#capacity): LoggedRequest[] {
    return this.find({ limit });
  }

  clear(): void {
    this.#entries.fill(undefined);
    this.#oldest = this.#count = 0;
    this.#withBodies = [];
    this.#bodiesFrom = this.#bodySize = 0;
  }
}
