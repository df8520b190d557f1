import { Agent as HttpAgent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { MAX_HEADER_BYTES } from '../mock/node/serve-mock.js';
import { HarRecorder } from './har-recorder.js';
import type { ProxyFinding } from './proxy-finding.js';
import { TokenPlaceholders } from './token-placeholders.js';
import { observedExchange } from './observed-exchange.js';
import { createTrafficJudge, type ObservedExchange } from './traffic-judge.js';
import { canParseUrl } from '../can-parse-url.js';

/** How much of each body the judge reads; the rest is forwarded, not kept (bounded memory per exchange). */
export const JUDGED_BODY_BYTES = 1024 * 1024;

/** Where the proxy's own answer lives (GET …/findings), apart from the service's paths; the rest of the prefix is forwarded (a mock's control plane). */
export const PROXY_PREFIX = '/__linkproof';

export interface ProxyOptions {
  /** The deployment the traffic goes to, e.g. https://staging.example.com/api. */
  upstream: string;
  port: number;
  host?: string;
  /** One line per finding and per upstream failure, as they happen. */
  log?: (line: string) => void;
  /** The traffic through the proxy is the only writer of its workspaces (see ProxyFinding). */
  exclusive?: boolean;
  /** Adds `x-linkproof-findings: N` to every answer: the failures and suspicions found so far (never the list). */
  annotate?: boolean;
  /** Records the traffic as HAR (`har()`), named by this creator. */
  record?: { creator: { name: string; version: string } };
}

export interface RunningProxy {
  url: string;
  server: Server;
  /** Every finding so far, oldest first. */
  findings(): ProxyFinding[];
  /** How many exchanges were judged. */
  exchanges(): number;
  /** The traffic so far as HAR 1.2, no token in it; undefined unless `record` was asked for. */
  har: HarRecorder | undefined;
  /** What the traffic exercised, and what it never touched. */
  coverage(): ReturnType<ReturnType<typeof createTrafficJudge>['coverage']>;
  close(): Promise<void>;
}

/** The §7 error object, for what the proxy itself answers (an upstream it cannot reach). */
function proxyError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: { code, message } }));
}

/** Keeps at most `limit` bytes of a stream's chunks, counting the rest. */
class BoundedBody {
  readonly #chunks: Buffer[] = [];
  #kept = 0;
  total = 0;
  constructor(readonly limit: number) {}
  add(chunk: Buffer): void {
    this.total += chunk.length;
    if (this.#kept >= this.limit) return;
    const part = chunk.subarray(0, this.limit - this.#kept);
    this.#chunks.push(part);
    this.#kept += part.length;
  }
  get complete(): boolean {
    return this.total <= this.limit;
  }
  text(): string {
    return this.bytes().toString('utf8');
  }
  bytes(): Buffer {
    return Buffer.concat(this.#chunks);
  }
}

/** A request's headers as a finding may show them: no credential, ever (its placeholder instead). */
function shownHeaders(headers: IncomingMessage['headers'], tokens: TokenPlaceholders): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    shown[name] = name === 'authorization' ? tokens.hideHeader(text) : tokens.hide(text);
  }
  return shown;
}

/**
 * `linkproof proxy`: forwards each request unchanged (method, path, query, headers, body) to the upstream and
 * streams its answer back unchanged (status, headers, bytes), while the conformance judge looks at every
 * exchange (documented statuses, the error object, content types, response shapes) and says what it finds.
 * The upstream failing is a 502 in the spec's error shape that names the cause; the proxy keeps running.
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const upstream = new URL(options.upstream.replace(/\/+$/, ''));
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  // Connections to the upstream are kept alive and reused: a new one per request would cost more than the judging.
  const agent = upstream.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const log = options.log ?? (() => undefined);
  const tokens = new TokenPlaceholders();
  // An upstream may echo the token in what it answers: it never reaches a finding, a line or a report.
  const judge = createTrafficJudge({ exclusive: options.exclusive === true, hide: (text) => tokens.hide(text) });
  const recorder = options.record === undefined ? undefined : new HarRecorder(`${upstream.origin}${basePath}`, tokens, options.record.creator);
  const LABEL = { failure: 'FINDING  ', suspicion: 'SUSPICION', gap: 'gap      ' } as const;

  /** Judging never takes the proxy down: the traffic has been forwarded already, and a judge's bug is reported, not thrown. */
  const safely = (what: string, begun: number, work: () => void) => {
    try {
      work();
    } catch (error) {
      judge.abandon(begun);
      log(`linkproof could not ${what} (a bug of linkproof's; the exchange was forwarded unchanged): ${tokens.hide(String((error as Error)?.stack ?? error))}`);
    }
  };
  const record = (exchange: ObservedExchange) => {
    for (const finding of judge.observe(exchange)) {
      log(`${LABEL[finding.kind]} ${finding.rule} [${finding.rules.join(' ')}] #${finding.exchanges.join(',#')}: ${finding.message}${finding.why === undefined ? '' : ` (suspicion: ${finding.why})`}`);
    }
  };

  /** The proxy's own answer: its findings. Every other path, the mock's control plane under /__linkproof too, goes upstream. */
  const answerFindings = (response: ServerResponse, url: URL) => {
    const rule = url.searchParams.get('rule');
    const kind = url.searchParams.get('kind');
    const shown = judge.findings().filter((finding) => (rule === null || finding.rule === rule || finding.rules.includes(rule)) && (kind === null || finding.kind === kind));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ exchanges: judge.exchanges(), findings: shown }));
  };

  // As long a request line and headers as the mock takes (a 32,000-character url in a query): the proxy is never stricter than what it fronts.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
    // The request's target as a path: an absolute-form target (a client treating it as a forward proxy) is a 400.
    const target = request.url ?? '/';
    if (!target.startsWith('/') || !canParseUrl(target, 'http://proxy')) return proxyError(response, 400, 'bad_request', `The proxy forwards paths of the API; ${JSON.stringify(target.slice(0, 80))} is not one.`);
    const url = new URL(target, 'http://proxy');
    if (request.method === 'GET' && url.pathname === `${PROXY_PREFIX}/findings`) return answerFindings(response, url);
    const started = performance.now();
    const startedAt = new Date();
    const begun = judge.begin(request.method ?? 'GET', tokens.placeholderOfHeader(request.headers.authorization));
    const sent = new BoundedBody(JUDGED_BODY_BYTES);
    const headers = { ...request.headers, host: upstream.host };
    const outgoing = send(
      { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: request.method, path: `${basePath}${request.url ?? '/'}`, headers, agent, maxHeaderSize: MAX_HEADER_BYTES },
      (answer) => {
        const received = new BoundedBody(JUDGED_BODY_BYTES);
        const headers = options.annotate === true ? [...answer.rawHeaders, 'x-linkproof-findings', String(judge.findings().filter((finding) => finding.kind !== 'gap').length)] : answer.rawHeaders;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.on('data', (chunk: Buffer) => received.add(chunk));
        answer.pipe(response);
        answer.on('end', () => {
          const method = (request.method ?? 'GET').toUpperCase();
          if (recorder !== undefined) safely('record the exchange', begun, () => recorder.add({ started: startedAt, ms: performance.now() - started, method, path: request.url ?? '/', requestHeaders: request.headers, requestBody: sent.bytes(), requestBodyTotal: sent.total, status: answer.statusCode ?? 0, statusText: answer.statusMessage ?? '', responseHeaders: answer.headers, responseBody: received.bytes(), responseBodyTotal: received.total }));
          const responseHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          const exchange = observedExchange({
            method,
            path: request.url ?? '/',
            headers: shownHeaders(request.headers, tokens),
            ...(sent.total > 0 && { body: sent.text() }),
            status: answer.statusCode ?? 0,
            responseHeaders,
            responseBytes: received.bytes(),
            complete: received.complete,
            ms: performance.now() - started,
            token: tokens.placeholderOfHeader(request.headers.authorization),
            begun,
          });
          // A body too large to keep whole is forwarded but not judged: the judge is told it will not see it.
          if (received.complete) safely('judge the exchange', begun, () => record(exchange));
          else judge.abandon(begun);
        });
        // An answer cut off midway is never judged either (abandoning twice is harmless).
        answer.on('aborted', () => judge.abandon(begun));
        answer.on('error', () => judge.abandon(begun));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const cause = error.code === undefined ? error.message : `${error.code} ${upstream.host}`;
      judge.abandon(begun);
      log(`upstream  ${request.method} ${request.url}: ${cause} (answered 502)`);
      if (!response.headersSent) proxyError(response, 502, 'bad_gateway', `The proxy could not reach the upstream ${upstream.origin}: ${cause}.`);
      else response.destroy();
    });
    request.on('data', (chunk: Buffer) => sent.add(chunk));
    request.pipe(outgoing);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    server,
    findings: () => judge.findings(),
    exchanges: () => judge.exchanges(),
    coverage: () => judge.coverage(),
    har: recorder,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        agent.destroy();
      }),
  };
}
