import { matchOperation, operations, type Operation } from '../contract/operations.js';
import { parseParameters } from '../contract/parse-parameters.js';
import { validateRequestBody } from '../contract/validate-request-body.js';
import { validateResponse } from '../contract/validate-response.js';
import { describeViolation } from '../contract/violation.js';
import type { Dataset } from '../dataset/dataset.js';
import { PLAN_LIMITS } from '../domain/plan-limits.js';
import { errorCodeByStatus } from '../contract/error-codes.js';
import { err, ok, type Result } from '../result.js';
import { apiError, type ApiError } from './api-error.js';
import { authenticate } from './authenticate.js';
import { bodyError } from './body-error.js';
import { systemClock, type Clock } from './clock.js';
import { LinkJsonCache } from './link-json-cache.js';
import { CORS_HEADERS, CROSS_ORIGIN_HEADERS, preflightResponse } from './cors.js';
import { errorResponse } from './error-response.js';
import type { MockRequest, MockResponse } from './mock-http.js';
import { assertEveryOperationHandled, bodyShapeChecks, handlers } from './operations/handlers.js';
import type { OperationContext, OperationHandler, OperationOutcome } from './operations/operation-handler.js';
import { createPrng } from './prng.js';
import { stripUnknownBody, stripUnknownQuery, warningHeader } from './unknown-input.js';
import { RateLimiter, rateLimitHeaders } from './rate-limiter.js';
import { Store } from './store/store.js';
import { ControllableClock } from './control/controllable-clock.js';
import type { Fault } from './control/faults.js';
import { preferredFault } from './control/prefer.js';
import { RequestLog } from './control/request-log.js';
import { CONTROL_PREFIX, handleControlRequest } from './control/control-plane.js';
import { DOCS_PATH, renderDocsPage } from './docs/docs-page.js';

/** Bodies larger than this are refused: it leaves room for the largest legal bulk request (100 links at their limits). */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface MockOptions {
  /** What the mock starts from (`createMockWithDefaults` supplies fixtures/default.json's dataset). */
  dataset: Dataset;
  /** Seed of ids, random keys and random tag colours; the same seed and clock give the same answers. Default: random. */
  seed?: number;
  clock?: Clock;
  /** Where the mock is reached; links' qrCode point at its /qr. Default http://127.0.0.1:4010. */
  baseUrl?: string;
  /** Rate limiting per token by plan (rate-limit gap); default on. */
  rateLimit?: boolean;
  /** Validate every response against the contract and throw on a mismatch; for tests of the mock. */
  validateResponses?: boolean;
  /** How many requests the request log keeps; default 500. */
  requestLogSize?: number;
  /**
   * Refuse query parameters and body fields the contract does not list with 422, instead of ignoring them as the
   * real service does (unknown-query-params, unknown-body-fields gaps). Default off.
   */
  strict?: boolean;
}

/** A response the mock built that the contract does not allow: a bug of the mock, thrown, never served quietly. */
export class ContractViolationError extends Error {}

export interface Mock {
  /** The core: a plain request in, a plain response out. Imports nothing of a runtime. */
  handle(request: MockRequest): MockResponse;
  /** The Web-standard form, for in-process use with the typed client and for MSW handlers. */
  fetch(request: Request): Promise<Response>;
  /** The current state. */
  readonly store: Store;
  baseUrl: string;
  /** The mock's clock: freeze, set or advance it to test expiry and rate windows. */
  readonly clock: ControllableClock;
  /** The last requests answered (not the control plane's own). */
  readonly log: RequestLog;
  /** Faults injected per operationId, or for every operation under `*`. */
  readonly faults: Map<string, Fault>;
  /** Back to the starting dataset, exactly; clears rate windows. */
  reset(): void;
  /** Replaces the state with a dataset (already validated), which becomes the one `reset` returns to. */
  load(dataset: Dataset): void;
  /** Called after every request that changed the state (to save it). */
  onChange(listener: () => void): void;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The path of a base URL, without its trailing slash ('' for none). */
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname.replace(/\/+$/, '') : '');
const EMPTY: ReadonlySet<string> = new Set();
const decoder = new TextDecoder('utf-8', { fatal: true });

function readBody(operation: Operation, raw: string | Uint8Array | undefined): Result<unknown, ApiError> {
  const size = raw === undefined ? 0 : typeof raw === 'string' ? raw.length : raw.byteLength;
  if (size > MAX_BODY_BYTES) return err(apiError('bad_request', `The body is larger than ${MAX_BODY_BYTES} bytes.`));
  let text: string;
  try {
    text = raw === undefined ? '' : typeof raw === 'string' ? raw : decoder.decode(raw);
  } catch {
    return err(apiError('bad_request', 'The body is not valid UTF-8.'));
  }
  if (operation.requestBody === undefined) {
    return text.trim() === '' ? ok(undefined) : err(apiError('bad_request', `${operation.method.toUpperCase()} ${operation.path} takes no body.`));
  }
  if (text.trim() === '') {
    return err(apiError('bad_request', operation.operationId === 'createLink' ? 'Missing destination URL' : 'Missing request body.'));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return err(apiError('bad_request', `The body is not valid JSON: ${(error as Error).message}`));
  }
  // JSON that nests deeper than any body of the contract could only overflow the stack of whatever walks it.
  if (deeperThan(parsed, MAX_BODY_DEPTH)) return err(apiError('bad_request', `The body nests deeper than ${MAX_BODY_DEPTH} levels.`));
  return ok(parsed);
}

/** How deep a body may nest: the contract's deepest (a bulk array of links with geo maps and variants) is 4. */
const MAX_BODY_DEPTH = 64;

/** Whether a JSON value nests deeper than `limit`, found without recursion (so a hostile body cannot overflow it). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The stateful mock of the Link Shortening and Attribution Service, in memory. Every operation of
 * openapi.yaml, every rule of the spec and the kit's default on every gap.
 * The core takes its dataset; it imports no factory (and so no faker), which keeps start-up fast.
 * @example
 * const mock = createMock({ dataset, seed: 1 });
 * const client = createClient({ baseUrl: 'http://mock', token: 'lp_acme_demo_token', fetch: mock.fetch });
 */
export function createMock(options: MockOptions): Mock {
  assertEveryOperationHandled(operations, handlers);
  let starting = options.dataset;
  let store = new Store(starting);
  const clock = new ControllableClock(options.clock ?? systemClock);
  const log = new RequestLog(options.requestLogSize);
  const faults = new Map<string, Fault>();
  const prng = createPrng(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const limiter = new RateLimiter();
  const listeners: (() => void)[] = [];
  let baseUrl = (options.baseUrl ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
  // A base URL with a path (http://app.test/api/dub) serves the API under that path, as frontends often mount it.
  let basePath = pathOf(baseUrl);
  const json = new LinkJsonCache(baseUrl);

  interface Routed {
    response: MockResponse;
    operation?: Operation;
    value?: unknown;
    changed: boolean;
    delayMs?: number | undefined;
  }

  /** What the request being routed sent that the contract does not list (set by route, read by handle for the log). */
  let warnings: string[] = [];

  function route(request: MockRequest): Routed {
    warnings = [];
    const method = request.method.toUpperCase();
    const headers = request.headers ?? {};
    const match = matchOperation(method === 'OPTIONS' ? 'GET' : method, request.path);
    if (method === 'OPTIONS') {
      const methods = match === undefined ? [] : 'operation' in match ? operations.filter((o) => o.path === match.operation.path).map((o) => o.method) : match.allowedMethods;
      if (methods.length === 0) return { response: errorResponse(apiError('not_found', `No operation at ${request.path}.`)), changed: false };
      return { response: preflightResponse(methods, headers['access-control-request-headers']), changed: false };
    }
    if (match === undefined) return { response: errorResponse(apiError('not_found', `No operation at ${method} ${request.path}.`)), changed: false };
    if (!('operation' in match)) {
      const allowed = match.allowedMethods.map((m) => m.toUpperCase()).join(', ');
      return { response: errorResponse(apiError('not_found', `${request.path} has no ${method}; it has ${allowed}.`, { allow: allowed })), changed: false };
    }
    const { operation } = match;
    const fail = (error: ApiError, extra: Record<string, string> = {}) => {
      const response = errorResponse({ ...error, headers: { ...error.headers, ...extra } });
      return { response, operation, value: JSON.parse(response.body as string) as unknown, changed: false };
    };

    const principal = authenticate(headers.authorization, operation, store);
    if (!principal.ok) return fail(principal.error);
    const now = clock.now();
    let rateHeaders: Record<string, string> = {};
    if (principal.value !== undefined && options.rateLimit !== false) {
      const decision = limiter.take(principal.value.token, PLAN_LIMITS[principal.value.state.workspace.plan].apiPerMinute, now);
      rateHeaders = rateLimitHeaders(decision);
      if (!decision.allowed) return fail(apiError('rate_limit_exceeded', `Too many requests: ${decision.limit} a minute. Retry in ${decision.retryAfter} s.`), rateHeaders);
    }

    const preferred = preferredFault(headers.prefer);
    if (!preferred.ok) return fail(apiError('bad_request', preferred.error), rateHeaders);
    const fault: Fault = { ...faults.get('*'), ...faults.get(operation.operationId), ...preferred.value };
    if (fault.rateLimit === true && principal.value !== undefined) {
      const limit = PLAN_LIMITS[principal.value.state.workspace.plan].apiPerMinute;
      limiter.exhaust(principal.value.token, limit, now);
      const decision = limiter.take(principal.value.token, limit, now);
      return { ...fail(apiError('rate_limit_exceeded', `Too many requests (injected): ${limit} a minute.`), rateLimitHeaders(decision)), delayMs: fault.latencyMs };
    }
    if (fault.status !== undefined && fault.status >= 400) {
      const code = String(fault.status) in operation.responses ? errorCodeByStatus.get(fault.status) : undefined;
      if (code === undefined) return fail(apiError('bad_request', `${operation.operationId} has no error status ${fault.status} to inject.`), rateHeaders);
      return { ...fail(apiError(code, `Injected fault: ${fault.status} ${code}.`), rateHeaders), delayMs: fault.latencyMs };
    }

    const sentQuery = typeof request.query === 'string' ? new URLSearchParams(request.query) : (request.query ?? new URLSearchParams());
    // Unknown query parameters and body fields are ignored, as the real service ignores them, and named; --strict refuses them.
    const ignored: string[] = [];
    let query = sentQuery;
    if (options.strict !== true) {
      const stripped = stripUnknownQuery(operation, sentQuery);
      query = stripped.value;
      ignored.push(...stripped.ignored);
    }
    const parameters = parseParameters(operation.operationId, { query, path: match.pathParams });
    if (!parameters.ok) return fail(apiError('unprocessable_entity', parameters.error.map(describeViolation).join('; ')), rateHeaders);
    const read = readBody(operation, request.body);
    if (!read.ok) return fail(read.error, rateHeaders);
    let body = read;
    if (options.strict !== true && read.value !== undefined) {
      const stripped = stripUnknownBody(operation, read.value);
      body = ok(stripped.value);
      ignored.push(...stripped.ignored);
    }
    if (ignored.length > 0) {
      warnings = ignored;
      rateHeaders = { ...rateHeaders, ...warningHeader(ignored) };
    }
    if (body.value !== undefined) {
      const shapeCheck = bodyShapeChecks[operation.operationId];
      const violations = shapeCheck === undefined ? validateRequestBody(operation.operationId, body.value) : shapeCheck(body.value);
      if (violations.length > 0) return fail(bodyError(violations, operation.operationId === 'createLink'), rateHeaders);
    }

    const context = {
      query: parameters.value.query,
      path: parameters.value.path,
      sent: query.size === 0 ? EMPTY : new Set(query.keys()),
      body: body.value,
      principal: principal.value,
      store,
      now,
      prng,
      baseUrl,
    };
    const handler = handlers[operation.operationId] as OperationHandler<typeof operation.operationId>;
    const outcome: Result<OperationOutcome, ApiError> = handler(context as OperationContext<typeof operation.operationId>);
    if (!outcome.ok) return { ...fail(outcome.error, rateHeaders), delayMs: fault.latencyMs };
    const { status, contentType, headers: extra } = outcome.value;
    const changed = operation.method !== 'get';
    const delayMs = fault.latencyMs;
    if (contentType !== undefined) {
      return { response: { status, headers: { 'content-type': contentType, ...extra, ...rateHeaders }, body: outcome.value.body as Uint8Array }, operation, value: outcome.value.body, changed, delayMs };
    }
    const text = json.stringify(outcome.value.body);
    // The served value is needed only to check it against the contract.
    const value = options.validateResponses === true ? json.value(outcome.value.body) : undefined;
    return { response: { status, headers: { 'content-type': JSON_TYPE, ...extra, ...rateHeaders }, body: text }, operation, value, changed, delayMs };
  }

  function reset(): void {
    store = new Store(starting);
    limiter.clear();
  }

  function load(dataset: Dataset): void {
    starting = dataset;
    reset();
  }

  function handle(sent: MockRequest): MockResponse {
    const request = basePath !== '' && (sent.path === basePath || sent.path.startsWith(`${basePath}/`)) ? { ...sent, path: sent.path.slice(basePath.length) || '/' } : sent;
    if (request.path === CONTROL_PREFIX || request.path.startsWith(`${CONTROL_PREFIX}/`)) {
      // The mock itself is what the control plane controls.
      const response = handleControlRequest(request, mock);
      Object.assign(response.headers, request.headers?.origin === undefined ? CORS_HEADERS : CROSS_ORIGIN_HEADERS);
      return response;
    }
    if (request.path === DOCS_PATH && request.method.toUpperCase() === 'GET') {
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...CORS_HEADERS }, body: renderDocsPage(baseUrl) };
    }
    const started = performance.now();
    let routed: Routed;
    try {
      routed = route(request);
    } catch (error) {
      // A thrown error is a bug of the mock: answered in the spec's error shape, never as a crash.
      console.error('linkproof mock: unhandled error', error);
      routed = { response: errorResponse(apiError('internal_server_error', 'The mock failed unexpectedly; this is a bug of linkproof.')), changed: false };
    }
    const { response, operation, value, changed, delayMs } = routed;
    if (options.validateResponses === true && operation !== undefined) {
      const violations = validateResponse(operation.operationId, response.status, response.headers['content-type'], value);
      if (violations.length > 0) {
        throw new ContractViolationError(
          `${operation.operationId} answered ${response.status} against the contract: ${violations.map(describeViolation).join('; ')}`,
        );
      }
    }
    if (changed && response.status < 300) for (const listener of listeners) listener();
    const error = response.status >= 400 && typeof response.body === 'string' ? (JSON.parse(response.body) as { error?: { code: string; message: string } }).error : undefined;
    log.add({
      time: new Date(clock.now()).toISOString(),
      method: request.method.toUpperCase(),
      path: request.path,
      query: typeof request.query === 'string' ? request.query.replace(/^\?/, '') : (request.query?.toString() ?? ''),
      operationId: operation?.operationId ?? null,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      error: error === undefined ? null : { code: error.code, message: error.message },
      ...(warnings.length > 0 && { warnings }),
    });
    // Every response's headers object is its own (built per request), so CORS is merged in place.
    Object.assign(response.headers, request.headers?.origin === undefined ? CORS_HEADERS : CROSS_ORIGIN_HEADERS);
    if (delayMs !== undefined && delayMs > 0) response.delayMs = delayMs;
    return response;
  }

  async function fetchAdapter(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await request.arrayBuffer());
    const response = handle({ method: request.method, path: url.pathname, query: url.searchParams, headers, ...(body !== undefined && { body }) });
    if (response.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
    const payload = response.status === 204 || response.body === undefined ? null : typeof response.body === 'string' ? response.body : (response.body as Uint8Array<ArrayBuffer>);
    return new Response(payload, { status: response.status, headers: response.headers });
  }

  const mock: Mock = {
    handle,
    fetch: fetchAdapter,
    get store() {
      return store;
    },
    clock,
    log,
    faults,
    reset,
    load,
    get baseUrl() {
      return baseUrl;
    },
    set baseUrl(value: string) {
      baseUrl = value.replace(/\/+$/, '');
      basePath = pathOf(baseUrl);
      json.baseUrl = baseUrl;
    },
    onChange: (listener) => void listeners.push(listener),
  };
  return mock;
}
