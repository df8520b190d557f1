import { writtenForms } from '../written-forms.js';
import { createClient, type LinkproofClient } from '../client/create-client.js';
import { matchOperation, type OperationId } from '../contract/operations.js';
import { visitAddress, type ResolveMap, type ShortLinkRef } from './visit-address.js';
import { visitOverHttp } from './visit-over-http.js';

/** One request and its answer, as sent and received: what a failure shows and a curl script replays. */
export interface Exchange {
  method: string;
  url: string;
  /** The request headers; a token of the run is written as `$LINKPROOF_TOKEN` / `$LINKPROOF_OTHER_TOKEN`, never as its value. */
  headers: Record<string, string>;
  body?: string;
  /** 0 when no answer came (timeout, connection refused): `error` says why. */
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
  /** The parsed body when it is JSON, else undefined. */
  json?: unknown;
  error?: string;
  ms: number;
  /** The operation the request names, when it names one. */
  operationId?: OperationId;
  /** The check (or run phase) that sent it. */
  sentBy: string;
  /** Which credential went with it: the run's token, the other workspace's, none, or another value (a probe). */
  credential: 'token' | 'other' | 'none' | 'probe';
  /** A visit to a short link, not a call of the API: the rules of the interface's answers (§4, §7) do not apply to it. */
  visit?: true;
  /**
   * A read answered 502, 503 or 504 (a gateway's or load balancer's answer, not the interface's) and sent again:
   * judged by its repeat, not itself (GatewayRetry).
   */
  repeated?: true;
}

/** The answers of a gateway in front of the interface, which a read is sent again after, up to twice (a write never is). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const GATEWAY_REPEATS = 2;

export interface TargetOptions {
  baseUrl: string;
  token: string;
  otherToken?: string;
  /** The fetch to reach the target with; default the global one (pass a mock's fetch to check it in process). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * How a visit to a short link is sent: it must keep the request's Host header and not follow redirects.
   * Default: `fetch` when one is given (an in-process target answers visits on it: `https://acme.link/key`
   * names the domain by its URL), else node:http(s).
   */
  visit?: (request: Request) => Promise<Response>;
  /** Where the runner reaches a link's domain (`--resolve DOMAIN=URL`, `*` for all); other domains are visited at https://{domain}/{key}. */
  resolve?: ResolveMap;
  /** At most this many requests a minute (0: no cap). */
  ratePerMinute?: number;
  /** At most this many writes (POST, PUT, DELETE) in the whole run. */
  maxWrites?: number;
  /** How long to wait for a 429 at most before giving up, in ms. */
  maxRetryWaitMs?: number;
  /** How long one request may take before it fails, in ms (default 30 s). */
  timeoutMs?: number;
  /** Told of every wait for a 429, so that a long wait is never silent. */
  onWait?: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** The run's write budget is spent: the check could not go on (not verified, not failed). */
export class WriteBudgetExceeded extends Error {}

/** The run was interrupted (SIGINT, SIGTERM): nothing more is sent but the cleanup. */
export class RunInterrupted extends Error {}

/** No answer came: a timeout or a connection failure. The exchange is recorded with status 0. */
export class NoAnswer extends Error {}

/** A visit to a domain the --resolve mapping does not cover: the check cannot go on (not verified), and nothing is sent to the public host. */
export class VisitNotMapped extends Error {}

/** A create sent with the run's token that the target refused with 403; the run decides whether the plan's limit explains it. */
export class CreateRefused extends Error {
  constructor(
    readonly exchange: Exchange,
    readonly kind: 'link' | 'tag',
    readonly requested: number,
  ) {
    super(`the target refused to create (403: ${exchange.responseBody.slice(0, 160)})`);
  }
}

const CREATES: Record<string, 'link' | 'tag'> = { '/links': 'link', '/links/bulk': 'link', '/tags': 'tag' };

/**
 * A bulk create answered 2xx with an element refused as forbidden (a LinkError's code, at its top or in an error
 * object: its shape is not shown, §4.3): a plan's limit reached, told element by element (the rest of the request
 * maybe created first, or refused for another reason), as a whole 403 tells it. The checks never send an element a
 * conformant server would refuse as forbidden; explainRefusal tells a reached limit from a finding.
 */
function someElementForbidden(status: number, json: unknown): boolean {
  if (status < 200 || status >= 300 || !Array.isArray(json) || json.length === 0) return false;
  return json.some((element) => {
    const item = element as { code?: unknown; error?: { code?: unknown } } | null;
    return item !== null && typeof item === 'object' && (item.code === 'forbidden' || (typeof item.error === 'object' && item.error?.code === 'forbidden'));
  });
}

/** Re-throws what stops a check without failing it or the rule it checks: a spent budget, a refused create, an interrupted run. */
export function rethrowIfStopped(error: unknown): void {
  if (error instanceof WriteBudgetExceeded || error instanceof CreateRefused || error instanceof RunInterrupted) throw error;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The implementation under test, reached only over its HTTP interface. Records every exchange of the run
 * (each is judged once, centrally, at the end), waits out rate limiting, caps the request rate, counts
 * writes against a budget, times requests out, stops sending when the run is interrupted, and remembers
 * the links it created so that they are deleted at the end. Tokens never reach a recording.
 */
export class Target {
  readonly baseUrl: string;
  readonly token: string;
  readonly otherToken: string | undefined;
  readonly timeoutMs: number;
  readonly created = new Map<string, { shortLink: string; credential: 'token' | 'other' }>();
  /** Every exchange of the run, in order. */
  readonly exchanges: Exchange[] = [];
  /** Workspace ids seen on links answered to the run's token. */
  readonly workspaceIds = new Set<string>();
  /** The check (or phase) now sending; recorded with each exchange. */
  current = 'run';
  #recording: Exchange[] = [];
  #writes = 0;
  #sent: number[] = [];
  #interrupted = false;
  readonly #options: TargetOptions;
  readonly #fetch: (request: Request) => Promise<Response>;
  readonly #visit: (request: Request) => Promise<Response>;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #prefix: string;

  constructor(options: TargetOptions) {
    this.#options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#prefix = new URL(this.baseUrl).pathname.replace(/\/+$/, '');
    this.token = options.token;
    this.otherToken = options.otherToken;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#fetch = options.fetch ?? ((request) => fetch(request));
    this.#visit = options.visit ?? options.fetch ?? visitOverHttp;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get writes(): number {
    return this.#writes;
  }

  get interrupted(): boolean {
    return this.#interrupted;
  }

  /** Stops the run: requests not yet sent throw RunInterrupted; one in flight finishes, so what it created is known and cleaned up. */
  interrupt(): void {
    this.#interrupted = true;
  }

  /** Starts a fresh recording (what a failure shows); returns what was recorded before. */
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

  /**
   * A bulk create of the run's token carries its workspace's id as `workspaceId` once a create has told it (§4.3:
   * whether it is required is not shown, so a target may require it); one that names it already is sent as it is.
   */
  #withWorkspaceId(method: string, url: string, credential: Exchange['credential']): string {
    const [workspaceId, ...others] = [...this.workspaceIds];
    if (credential !== 'token' || method !== 'POST' || this.#pathOf(url) !== '/links/bulk' || workspaceId === undefined || others.length > 0) return url;
    const named = new URL(url);
    if (named.searchParams.has('workspaceId')) return url;
    named.searchParams.set('workspaceId', workspaceId);
    return named.toString();
  }

  /** The operation a URL of the target names, if any. */
  operationOf(method: string, url: string): OperationId | undefined {
    const pathname = new URL(url).pathname;
    if (!pathname.startsWith(this.#prefix)) return undefined;
    const match = matchOperation(method, pathname.slice(this.#prefix.length) || '/');
    return match !== undefined && 'operation' in match ? match.operation.operationId : undefined;
  }

  /** Request headers as recorded: a token of the run becomes the name of the variable that holds it. */
  #redactedHeaders(request: Request): { headers: Record<string, string>; credential: Exchange['credential'] } {
    const headers: Record<string, string> = {};
    let credential: Exchange['credential'] = 'none';
    request.headers.forEach((value, name) => void (headers[name] = value));
    const authorization = headers.authorization;
    if (authorization !== undefined) {
      credential = 'probe';
      if (authorization.includes(this.token)) credential = 'token';
      else if (this.otherToken !== undefined && this.otherToken !== '' && authorization.includes(this.otherToken)) credential = 'other';
      headers.authorization = this.#redact(authorization);
    }
    return { headers, credential };
  }

  async #pace(): Promise<void> {
    const limit = this.#options.ratePerMinute ?? 0;
    if (limit <= 0) return;
    const now = Date.now();
    this.#sent = this.#sent.filter((time) => now - time < 60_000);
    if (this.#sent.length >= limit) await this.#sleep(60_000 - (now - this.#sent[0]!));
    this.#sent.push(Date.now());
  }

  /** Waits, as a check that polls does; an interrupted run stops waiting. */
  async wait(ms: number): Promise<void> {
    await this.#sleep(ms);
    if (this.#interrupted && this.current !== 'cleanup') throw new RunInterrupted('the run was interrupted');
  }

  /**
   * Opens a short link as a visitor: GET on the link's address (visitAddress: the --resolve mapping, with the
   * domain as Host), redirects not followed. Recorded like any exchange, marked as a visit.
   */
  async visit(link: ShortLinkRef, headers: Record<string, string>): Promise<Response> {
    const resolve = this.#options.resolve ?? {};
    // A mapping that leaves this domain out is a mistake to say, not a reason to visit a third party's host.
    if (Object.keys(resolve).length > 0 && resolve['*'] === undefined && !Object.keys(resolve).some((name) => name.toLowerCase() === link.domain.toLowerCase())) {
      throw new VisitNotMapped(`no --resolve for ${link.domain} (the mapping names ${Object.keys(resolve).join(', ')}); add --resolve ${link.domain}=URL or '*=URL'`);
    }
    const { url, host } = visitAddress(link, resolve);
    return this.send(new Request(url, { headers: { ...headers, ...(host !== undefined && { host }) }, redirect: 'manual' }), { visit: true });
  }

  /** Sends a request as the checks do: paced, within the write budget, timed out, with 429s waited out; every exchange is recorded. */
  async send(request: Request, options: { refusalExpected?: boolean; visit?: boolean } = {}): Promise<Response> {
    if (this.#interrupted && this.current !== 'cleanup') throw new RunInterrupted('the run was interrupted');
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write) {
      if (this.#writes >= (this.#options.maxWrites ?? Number.POSITIVE_INFINITY)) throw new WriteBudgetExceeded(`the run's write budget of ${this.#options.maxWrites} is spent`);
      this.#writes++;
    }
    const body = request.body === null ? undefined : await request.text();
    const { headers, credential } = this.#redactedHeaders(request);
    const url = this.#withWorkspaceId(request.method, request.url, credential);
    const visit = options.visit === true;
    const operationId = visit ? undefined : this.operationOf(request.method, url);
    // A request that can be repeated (GET, HEAD, DELETE) is sent again once when its connection was lost on the
    // way (a kept-alive connection the server had closed while the runner was busy): not when it timed out.
    const repeatable = ['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(request.method);
    let lost = 0;
    let waited = 0;
    let gateway = 0;
    for (let attempt = 0; ; attempt++) {
      await this.#pace();
      const started = performance.now();
      const base = { method: request.method, url: this.#redact(url), headers, ...(body !== undefined && { body: this.#redact(body) }), ...(operationId !== undefined && { operationId }), sentBy: this.current, credential, ...(visit && { visit: true as const }) };
      let response: Response;
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        ({ response, bytes } = await this.#attempt(url, request.method, request.headers, body, visit));
      } catch (error) {
        if (repeatable && !(error instanceof TimedOut) && lost++ === 0 && !this.#interrupted) {
          await this.#sleep(100);
          continue;
        }
        const reason = describeNetworkError(error, this.timeoutMs);
        const exchange: Exchange = { ...base, status: 0, responseHeaders: {}, responseBody: '', error: reason, ms: performance.now() - started };
        this.#keep(exchange);
        throw new NoAnswer(`${request.method} ${base.url}: ${reason}`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      // Bytes pass through untouched (a QR image); the recording keeps text, and notes binary bodies.
      const textual = /json|text|xml|html/.test(contentType) || contentType === '';
      const text = textual ? this.#redact(new TextDecoder().decode(bytes)) : `<${bytes.length} bytes of ${contentType}>`;
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => void (responseHeaders[name] = this.#redact(value)));
      const exchange: Exchange = { ...base, status: response.status, responseHeaders, responseBody: text, ms: performance.now() - started };
      const json = parseJson(text);
      if (json !== undefined) exchange.json = json.value;
      this.#keep(exchange);
      this.#remember(exchange);
      // A read is safe to send again: a gateway's failure (a deploy, a cold start) is not the interface's answer. A
      // write is not repeated (it may have been done), nor is a delete (a repeat would find nothing to delete).
      const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
      if (reads && !visit && GATEWAY_STATUSES.has(response.status) && gateway < GATEWAY_REPEATS && !this.#interrupted) {
        gateway++;
        exchange.repeated = true;
        const delay = Math.min(retryDelayMs(response) ?? 500 * gateway, 5_000);
        this.#options.onWait?.(`${response.status} on ${request.method} ${new URL(request.url).pathname}: sent again in ${(delay / 1000).toFixed(1)} s (a gateway's answer; a read is safe to repeat)`);
        await this.#sleep(delay);
        continue;
      }
      if (response.status === 429) {
        const wait = await this.#waitOut(response, attempt, waited, `${request.method} ${new URL(request.url).pathname}`);
        if (wait !== undefined) {
          waited += wait;
          continue;
        }
      }
      const kind = CREATES[this.#pathOf(request.url)];
      if (!visit && request.method === 'POST' && kind !== undefined && credential === 'token' && options.refusalExpected !== true && (response.status === 403 || someElementForbidden(response.status, exchange.json))) {
        const sent = parseJson(body ?? '')?.value;
        const requested = Array.isArray(sent) ? sent.length : 1;
        throw new CreateRefused(exchange, kind, requested);
      }
      return new Response(response.status === 204 || response.status === 304 ? null : bytes, { status: response.status, headers: response.headers });
    }
  }

  /** One request to the target, with its body read, within the timeout; a visit's redirect is not followed. */
  async #attempt(url: string, method: string, headers: Headers | Record<string, string>, body: string | undefined, visit = false): Promise<{ response: Response; bytes: Uint8Array<ArrayBuffer> }> {
    return withTimeout(this.timeoutMs, async (signal) => {
      const send = visit ? this.#visit : this.#fetch;
      const answer = await send(new Request(url, { method, headers, signal, ...(visit && { redirect: 'manual' as const }), ...(body !== undefined && { body }) }));
      return { response: answer, bytes: new Uint8Array(await answer.arrayBuffer()) };
    });
  }

  /**
   * Waits a 429 out: as long as Retry-After or X-RateLimit-Reset asks, else 1, 2, 4… seconds (the spec shows no
   * rate-limit headers); says so; gives up (undefined) once a request has waited --max-retry-wait in all.
   */
  async #waitOut(response: Response, attempt: number, waited: number, what: string): Promise<number | undefined> {
    const limit = this.#options.maxRetryWaitMs ?? 120_000;
    const wait = Math.min(retryDelayMs(response) ?? 1000 * 2 ** Math.min(attempt, 6), limit - waited);
    if (wait <= 0) return undefined;
    this.#options.onWait?.(`rate limited (429 on ${what}): waiting ${(wait / 1000).toFixed(1)} s`);
    await this.#sleep(wait);
    if (this.#interrupted && this.current !== 'cleanup') throw new RunInterrupted('the run was interrupted');
    return wait;
  }

  /** A recorded string with the run's tokens replaced by the names of the variables that hold them: a target may echo a token anywhere. */
  #redact(text: string): string {
    return redact(text, this.token, this.otherToken);
  }

  #pathOf(url: string): string {
    return new URL(url).pathname.slice(this.#prefix.length);
  }

  #keep(exchange: Exchange): void {
    this.exchanges.push(exchange);
    this.#recording.push(exchange);
  }

  /** Remembers links this run created (and forgets deleted ones), for the cleanup at the end. */
  #remember(exchange: Exchange): void {
    if (exchange.status < 200 || exchange.status >= 300 || exchange.json === undefined) return;
    if (exchange.credential !== 'token' && exchange.credential !== 'other') return;
    const path = this.#pathOf(exchange.url);
    const items = Array.isArray(exchange.json) ? exchange.json : [exchange.json];
    for (const item of items) {
      const link = item as { id?: unknown; shortLink?: unknown; workspaceId?: unknown } | null;
      if (link === null || typeof link !== 'object') continue;
      if (exchange.credential === 'token' && typeof link.workspaceId === 'string') this.workspaceIds.add(link.workspaceId);
      if (exchange.method === 'POST' && (path === '/links' || path === '/links/bulk') && typeof link.id === 'string' && typeof link.shortLink === 'string') {
        this.created.set(link.id, { shortLink: link.shortLink, credential: exchange.credential });
      }
    }
    if (exchange.method === 'DELETE' && path.startsWith('/links/')) {
      const id = (exchange.json as { id?: unknown } | null)?.id;
      if (typeof id === 'string') this.created.delete(id);
      this.created.delete(safeDecode(path.slice('/links/'.length)));
    }
  }

  /**
   * Deletes every link the run created and did not delete, then sweeps for any it could not see created (an
   * answer it could not read, a timeout): every key or URL the run sends carries its id. Outside the write budget
   * and the interruption, with 429s waited out, so it always happens.
   */
  async cleanUp(runId?: string): Promise<{ deleted: number; failed: string[] }> {
    const failed = new Set<string>();
    // Each link counted once: a target whose delete answers but keeps the link is swept again, and must not count twice.
    const deleted = new Set<string>();
    const remove = async (id: string, token: string): Promise<boolean> => {
      try {
        const ok = await this.#delete(id, token);
        if (ok) deleted.add(id);
        else failed.add(id);
        return ok;
      } catch {
        failed.add(id);
        return false;
      }
    };
    for (const [id, { credential }] of [...this.created]) {
      const token = credential === 'other' && this.otherToken !== undefined ? this.otherToken : this.token;
      if (await remove(id, token)) this.created.delete(id);
    }
    if (runId !== undefined) {
      for (const token of [this.token, ...(this.otherToken === undefined ? [] : [this.otherToken])]) {
        for (let round = 0; round < 20; round++) {
          const left = (await this.#listRun(runId, token).catch(() => [])).filter((id) => !failed.has(id));
          if (left.length === 0) break;
          // Listed after its delete was answered: the target keeps it, and the cleanup says so rather than delete it again.
          for (const id of left) {
            if (!deleted.has(id)) continue;
            deleted.delete(id);
            failed.add(id);
          }
          for (const id of left) if (!failed.has(id)) await remove(id, token);
        }
      }
    }
    return { deleted: deleted.size, failed: [...failed] };
  }

  async #delete(id: string, token: string): Promise<boolean> {
    for (let attempt = 0, waited = 0, lost = 0; ; attempt++) {
      let response: Response;
      try {
        ({ response } = await this.#attempt(`${this.baseUrl}/links/${encodeURIComponent(id)}`, 'DELETE', { authorization: `Bearer ${token}` }, undefined));
      } catch (error) {
        // A delete lost on the way (a kept-alive connection the server had closed) is sent again: a delete may be
        // repeated. One that timed out is not: a server that hangs would hold the cleanup up for each link.
        if (error instanceof TimedOut || ++lost > 2) throw error;
        await this.#sleep(250 * lost);
        continue;
      }
      if (response.status === 429) {
        const wait = await this.#waitOut(response, attempt, waited, 'DELETE /links/… (cleanup)');
        if (wait !== undefined) {
          waited += wait;
          continue;
        }
      }
      return response.ok || response.status === 404;
    }
  }

  /** Ids of links whose key or URL carries the run's id (the default page; the sweep repeats until none is left). */
  async #listRun(runId: string, token: string): Promise<string[]> {
    for (let attempt = 0, waited = 0; ; attempt++) {
      const { response, bytes } = await this.#attempt(`${this.baseUrl}/links?search=${encodeURIComponent(runId)}&showArchived=true`, 'GET', { authorization: `Bearer ${token}` }, undefined);
      if (response.status === 429) {
        const wait = await this.#waitOut(response, attempt, waited, 'GET /links (cleanup)');
        if (wait !== undefined) {
          waited += wait;
          continue;
        }
      }
      const links = parseJson(new TextDecoder().decode(bytes))?.value;
      return Array.isArray(links) ? links.flatMap((link: { id?: unknown; key?: unknown; url?: unknown }) => (typeof link?.id === 'string' && `${String(link.key)} ${String(link.url)}`.includes(runId) ? [link.id] : [])) : [];
    }
  }
}

class TimedOut extends Error {
  override name = 'TimeoutError';
}

/** Runs `work` with an abort signal that fires after `ms`, and gives up waiting then even if `work` ignores the signal (an in-process fetch). */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new TimedOut());
      reject(new TimedOut());
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A header value with the run's tokens replaced by the names of the variables that hold them. */
export function redact(value: string, token: string, otherToken: string | undefined): string {
  let out = value;
  for (const [secret, name] of [[token, '$LINKPROOF_TOKEN'], [otherToken ?? '', '$LINKPROOF_OTHER_TOKEN']] as const) {
    if (secret === '') continue;
    for (const form of writtenForms(secret)) out = out.replaceAll(form, name);
  }
  return out;
}


function parseJson(text: string): { value: unknown } | undefined {
  if (text === '') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Why no answer came, naming the cause (`ECONNREFUSED 127.0.0.1:4010`, a timeout) rather than `fetch failed`. */
export function describeNetworkError(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string; address?: string; port?: number; hostname?: string } };
  if (failure?.name === 'TimeoutError' || failure?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s (--timeout)`;
  const cause = failure?.cause;
  // A name that does not resolve (ENOTFOUND) has no address: the name is what to show.
  if (cause?.code !== undefined && cause.address === undefined && cause.hostname !== undefined) return `${cause.code} ${cause.hostname}`;
  if (cause?.code !== undefined) return `${cause.code}${cause.address === undefined ? '' : ` ${cause.address}${cause.port === undefined ? '' : `:${cause.port}`}`}`;
  const message = cause?.message ?? failure?.message ?? String(error);
  // fetch refuses ports browsers block (1, 21, 25, …) before connecting, with only "bad port".
  if (message === 'bad port') return 'bad port: fetch refuses to connect to this port (one of the ports browsers block); serve the target on another';
  return message;
}

/** How long a 429 asks to wait: Retry-After (seconds), else until X-RateLimit-Reset (Unix seconds). */
export function retryDelayMs(response: Response, now = Date.now()): number | undefined {
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now) + 50;
  return undefined;
}
