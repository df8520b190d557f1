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

/** A body as the log keeps it: whole up to the bound, else its beginning (`cut`). */
function kept(raw: string | Uint8Array | undefined): string | Uint8Array | undefined {
  if (raw === undefined) return undefined;
  const size = typeof raw === 'string' ? raw.length : raw.byteLength;
  return size <= MAX_LOGGED_BODY ? raw : raw.slice(0, MAX_LOGGED_BODY);
}

const sizeOf = (raw: string | Uint8Array | undefined): number => (raw === undefined ? 0 : typeof raw === 'string' ? raw.length : raw.byteLength);

function bodyOf(raw: string | Uint8Array | undefined, cut: boolean, binary: boolean): { value: unknown; truncated: boolean } {
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

/** An entry's flags: which body was cut to the bound, which let go, and whether the answer was binary. */
const REQUEST_CUT = 1;
const RESPONSE_CUT = 2;
const REQUEST_DROPPED = 4;
const RESPONSE_DROPPED = 8;
const BINARY_RESPONSE = 16;

/**
 * The last requests the mock answered, newest first; a ring of fixed size, the bodies of its newest kept
 * (MAX_LOGGED_BODIES). Held in columns, one slot per entry (id n in slot (n - 1) % capacity): a request logged
 * allocates nothing the log keeps but what it was sent and answered. An object per entry (and one per kept body),
 * alive for the last 500 requests, was copied by every young collection under load and promoted by many: over HTTP
 * the log cost the info lookup about a tenth of its throughput.
 */
export class RequestLog {
  readonly #capacity: number;
  /** The next entry's id; the oldest is `#next - #count`. */
  #next = 1;
  #count = 0;
  readonly #at: Float64Array;
  readonly #durationMs: Float64Array;
  readonly #status: Uint16Array;
  readonly #flags: Uint8Array;
  readonly #method: string[];
  readonly #path: string[];
  readonly #query: string[];
  readonly #operationId: (string | null)[];
  readonly #error: ({ code: string; message: string } | null)[];
  readonly #warnings: (string[] | undefined)[];
  readonly #shortLink: (string | undefined)[];
  readonly #location: (string | undefined)[];
  readonly #requestBody: (string | Uint8Array | undefined)[];
  readonly #responseBody: (string | Uint8Array | undefined)[];
  /** The oldest entry whose bodies may still be kept (those before it have let theirs go), and the kept bodies' size in all. */
  #bodiesFrom = 1;
  #bodySize = 0;

  constructor(capacity = 500) {
    const size = (this.#capacity = Math.max(0, capacity));
    this.#at = new Float64Array(size);
    this.#durationMs = new Float64Array(size);
    this.#status = new Uint16Array(size);
    this.#flags = new Uint8Array(size);
    const column = <T>(): T[] => new Array<T>(size).fill(undefined as T);
    [this.#method, this.#path, this.#query] = [column<string>(), column<string>(), column<string>()];
    [this.#operationId, this.#error] = [column<string | null>(), column<{ code: string; message: string } | null>()];
    [this.#warnings, this.#shortLink, this.#location] = [column<string[] | undefined>(), column<string | undefined>(), column<string | undefined>()];
    [this.#requestBody, this.#responseBody] = [column<string | Uint8Array | undefined>(), column<string | Uint8Array | undefined>()];
  }

  /** Keeps a request; its bodies are held as they are (strings are shared, not copied) and read when asked for. */
  add(entry: RequestRecord, responseIsBinary = false): void {
    this.take(entry, responseIsBinary);
  }

  /** `add`, for the mock's own requests: the record is read into the log's columns, not kept. */
  take(entry: RequestRecord, responseIsBinary = false): void {
    const capacity = this.#capacity;
    if (capacity === 0) return;
    const id = this.#next++;
    if (this.#count < capacity) this.#count++;
    else if (id - capacity >= this.#bodiesFrom) {
      // The oldest entry leaves, its bodies kept until now: the budget no longer holds them.
      const leaving = (id - capacity - 1) % capacity;
      this.#bodySize -= sizeOf(this.#requestBody[leaving]) + sizeOf(this.#responseBody[leaving]);
      this.#bodiesFrom = id - capacity + 1;
    }
    const slot = (id - 1) % capacity;
    const previous = (slot + capacity - 1) % capacity;
    this.#at[slot] = entry.at;
    this.#durationMs[slot] = entry.durationMs;
    this.#status[slot] = entry.status;
    this.#method[slot] = entry.method;
    // A path or query the previous request sent too is kept as one string: polling keeps no new text alive.
    this.#path[slot] = entry.path === this.#path[previous] ? this.#path[previous]! : entry.path;
    this.#query[slot] = entry.query === this.#query[previous] ? this.#query[previous]! : entry.query;
    this.#operationId[slot] = entry.operationId;
    this.#error[slot] = entry.error;
    this.#warnings[slot] = entry.warnings;
    this.#shortLink[slot] = entry.shortLink;
    this.#location[slot] = entry.location;
    const requestBody = kept(entry.requestBody);
    const responseBody = responseIsBinary ? undefined : kept(entry.responseBody);
    this.#requestBody[slot] = requestBody;
    this.#responseBody[slot] = responseBody;
    this.#flags[slot] =
      (requestBody !== undefined && requestBody !== entry.requestBody ? REQUEST_CUT : 0) |
      (responseBody !== undefined && responseBody !== entry.responseBody ? RESPONSE_CUT : 0) |
      (responseIsBinary ? BINARY_RESPONSE : 0);
    this.#bodySize += sizeOf(requestBody) + sizeOf(responseBody);
    // The newest request's bodies are always kept; the oldest kept go first.
    while (this.#bodySize > MAX_LOGGED_BODIES && this.#bodiesFrom < id) this.#drop(this.#bodiesFrom++);
  }

  /** Lets go of the bodies of entry `id`. */
  #drop(id: number): void {
    const slot = (id - 1) % this.#capacity;
    const [requestBody, responseBody] = [this.#requestBody[slot], this.#responseBody[slot]];
    if (requestBody !== undefined) {
      this.#bodySize -= sizeOf(requestBody);
      this.#requestBody[slot] = undefined;
      this.#flags[slot]! |= REQUEST_DROPPED;
    }
    if (responseBody !== undefined) {
      this.#bodySize -= sizeOf(responseBody);
      this.#responseBody[slot] = undefined;
      this.#flags[slot]! |= RESPONSE_DROPPED;
    }
  }

  /** The requests that match `filter`, newest first. */
  find(filter: RequestFilter = {}): LoggedRequest[] {
    const found: LoggedRequest[] = [];
    const limit = filter.limit ?? this.#capacity;
    const method = filter.method?.toUpperCase();
    for (let id = this.#next - 1; id >= this.#next - this.#count && found.length < limit; id--) {
      const slot = (id - 1) % this.#capacity;
      if (filter.operationId !== undefined && this.#operationId[slot] !== filter.operationId) continue;
      if (method !== undefined && this.#method[slot] !== method) continue;
      if (filter.path !== undefined && this.#path[slot] !== filter.path) continue;
      if (filter.status !== undefined && this.#status[slot] !== filter.status) continue;
      const flags = this.#flags[slot]!;
      const sent = bodyOf(this.#requestBody[slot], (flags & REQUEST_CUT) !== 0, false);
      const answered = bodyOf(this.#responseBody[slot], (flags & RESPONSE_CUT) !== 0, (flags & BINARY_RESPONSE) !== 0);
      const truncated = [...(sent.truncated ? ['requestBody' as const] : []), ...(answered.truncated ? ['responseBody' as const] : [])];
      const dropped = [...((flags & REQUEST_DROPPED) !== 0 ? ['requestBody' as const] : []), ...((flags & RESPONSE_DROPPED) !== 0 ? ['responseBody' as const] : [])];
      const [warnings, shortLink, location] = [this.#warnings[slot], this.#shortLink[slot], this.#location[slot]];
      found.push({
        id,
        time: new Date(this.#at[slot]!).toISOString(),
        method: this.#method[slot]!,
        path: this.#path[slot]!,
        query: this.#query[slot]!,
        operationId: this.#operationId[slot]!,
        status: this.#status[slot]!,
        durationMs: this.#durationMs[slot]!,
        error: this.#error[slot]!,
        ...(warnings !== undefined && { warnings }),
        ...(shortLink !== undefined && { shortLink }),
        ...(location !== undefined && { location }),
        requestBody: sent.value,
        responseBody: answered.value,
        ...(truncated.length > 0 && { truncated }),
        ...(dropped.length > 0 && { dropped }),
      });
    }
    return found;
  }

  /** The last `limit` requests, newest first. */
  last(limit = this.#capacity): LoggedRequest[] {
    return this.find({ limit });
  }

  clear(): void {
    for (const column of [this.#method, this.#path, this.#query, this.#operationId, this.#error, this.#warnings, this.#shortLink, this.#location, this.#requestBody, this.#responseBody]) column.fill(undefined as never);
    this.#count = this.#bodySize = 0;
    this.#bodiesFrom = this.#next;
  }
}
