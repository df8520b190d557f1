import { createClient, type LinkproofClient } from '../client/create-client.js';

/** One request and its answer, as sent and received: what a failure shows and a curl script replays. */
export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}

export interface TargetOptions {
  baseUrl: string;
  token: string;
  otherToken?: string;
  /** The fetch to reach the target with; default the global one (pass a mock's fetch to check it in process). */
  fetch?: (request: Request) => Promise<Response>;
  /** At most this many requests a minute (0: no cap). */
  ratePerMinute?: number;
  /** At most this many writes (POST, PUT, DELETE) in the whole run. */
  maxWrites?: number;
  /** How long to wait for a 429 at most before giving up, in ms. */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class WriteBudgetExceeded extends Error {}

/** A create the target refused with 403: most likely its plan's limit (plan-limits gap), not a rule of the spec. */
export class CreationRefused extends Error {}

const CREATES = new Set(['/links', '/links/bulk', '/tags']);

/** Re-throws what stops a run's writes (a spent budget, a refused create): a property that met them did not fail, it could not go on. */
export function rethrowIfStopped(error: unknown): void {
  if (error instanceof WriteBudgetExceeded || error instanceof CreationRefused) throw error;
}

/**
 * The implementation under test, reached only over its HTTP interface. Records every exchange, waits out
 * rate limiting (a 429 with Retry-After or X-RateLimit-Reset is never reported as another check's
 * failure), caps the request rate, counts writes against a budget, and remembers the links it created
 * so that they are deleted at the end.
 */
export class Target {
  readonly baseUrl: string;
  readonly token: string;
  readonly otherToken: string | undefined;
  readonly created = new Map<string, string>();
  /** Every 429 the target answered (and the run waited out), for the rate-limit check. */
  readonly rateLimited: { contentType: string; body: string; retryAfter: string | null; reset: string | null }[] = [];
  #recording: Exchange[] = [];
  #writes = 0;
  #sent: number[] = [];
  readonly #options: TargetOptions;
  readonly #fetch: (request: Request) => Promise<Response>;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: TargetOptions) {
    this.#options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.token = options.token;
    this.otherToken = options.otherToken;
    this.#fetch = options.fetch ?? ((request) => fetch(request));
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get writes(): number {
    return this.#writes;
  }

  /** Starts a fresh recording; returns what was recorded before. */
  record(): Exchange[] {
    const previous = this.#recording;
    this.#recording = [];
    return previous;
  }

  recorded(): Exchange[] {
    return [...this.#recording];
  }

  client(token: string | undefined): LinkproofClient {
    return createClient({ baseUrl: this.baseUrl, ...(token !== undefined && { token }), fetch: (request) => this.send(request) });
  }

  async #pace(): Promise<void> {
    const limit = this.#options.ratePerMinute ?? 0;
    if (limit <= 0) return;
    const now = Date.now();
    this.#sent = this.#sent.filter((time) => now - time < 60_000);
    if (this.#sent.length >= limit) await this.#sleep(60_000 - (now - this.#sent[0]!));
    this.#sent.push(Date.now());
  }

  /** Sends a request as the checks do: paced, within the write budget, with 429s waited out. */
  async send(request: Request): Promise<Response> {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write) {
      if (this.#writes >= (this.#options.maxWrites ?? Number.POSITIVE_INFINITY)) throw new WriteBudgetExceeded(`the run's write budget of ${this.#options.maxWrites} is spent`);
      this.#writes++;
    }
    const body = request.body === null ? undefined : await request.text();
    let waited = 0;
    for (;;) {
      await this.#pace();
      const response = await this.#fetch(new Request(request.url, { method: request.method, headers: request.headers, ...(body !== undefined && { body }) }));
      if (response.status === 429 && waited < (this.#options.maxRetryWaitMs ?? 120_000)) {
        this.rateLimited.push({
          contentType: response.headers.get('content-type') ?? '',
          body: await response.clone().text(),
          retryAfter: response.headers.get('retry-after'),
          reset: response.headers.get('x-ratelimit-reset'),
        });
        const wait = retryDelayMs(response);
        if (wait !== undefined) {
          waited += wait;
          await this.#sleep(wait);
          continue;
        }
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? '';
      // Bytes pass through untouched (a QR image); the recording keeps text, and notes binary bodies.
      const text = /json|text|xml/.test(contentType) || contentType === '' ? new TextDecoder().decode(bytes) : `<${bytes.length} bytes of ${contentType}>`;
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => void (headers[name] = value));
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => void (responseHeaders[name] = value));
      this.#recording.push({ method: request.method, url: request.url, headers, ...(body !== undefined && { body }), status: response.status, responseHeaders, responseBody: text });
      this.#remember(request, response.status, text);
      if (response.status === 403 && request.method === 'POST' && CREATES.has(new URL(request.url).pathname)) {
        throw new CreationRefused(`the target refused to create (403: ${text.slice(0, 160)}); its plan's limits are reached, or the token may not create`);
      }
      return new Response(response.status === 204 || response.status === 304 ? null : bytes, { status: response.status, headers: response.headers });
    }
  }

  /** Remembers links this run created (and forgets deleted ones), for the cleanup at the end. */
  #remember(request: Request, status: number, text: string): void {
    if (status >= 300) return;
    const path = new URL(request.url).pathname;
    try {
      if (request.method === 'POST' && (path === '/links' || path === '/links/bulk')) {
        const body = JSON.parse(text) as unknown;
        for (const item of Array.isArray(body) ? body : [body]) {
          const link = item as { id?: unknown; shortLink?: unknown };
          if (typeof link.id === 'string' && typeof link.shortLink === 'string') this.created.set(link.id, link.shortLink);
        }
      }
      if (request.method === 'DELETE' && path.startsWith('/links/')) this.created.delete(decodeURIComponent(path.slice('/links/'.length)));
    } catch {
      // An answer that is not JSON is for the checks to judge, not for the cleanup.
    }
  }

  /** Deletes every link the run created and did not delete; outside the write budget, so it always happens. */
  async cleanUp(): Promise<{ deleted: number; failed: string[] }> {
    const failed: string[] = [];
    let deleted = 0;
    for (const id of [...this.created.keys()]) {
      const response = await this.#fetch(new Request(`${this.baseUrl}/links/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { authorization: `Bearer ${this.token}` } }));
      if (response.ok || response.status === 404) {
        deleted++;
        this.created.delete(id);
      } else failed.push(id);
      await response.body?.cancel();
    }
    return { deleted, failed };
  }
}

/** How long a 429 asks to wait: Retry-After (seconds), else until X-RateLimit-Reset (Unix seconds). */
export function retryDelayMs(response: Response, now = Date.now()): number | undefined {
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now) + 50;
  return undefined;
}
