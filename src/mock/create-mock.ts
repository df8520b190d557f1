import { operations, type Operation } from '../contract/operations.js';
import { validateResponse } from '../contract/validate-response.js';
import { describeViolation } from '../contract/violation.js';
import type { Dataset } from '../dataset/dataset.js';
import { apiError } from './api-error.js';
import { authenticate } from './authenticate.js';
import { basePathOf, withoutBasePath } from './base-path.js';
import { systemClock, type Clock } from './clock.js';
import { LinkJsonCache } from './link-json-cache.js';
import { corsHeadersFor } from './cors.js';
import { errorResponse } from './error-response.js';
import type { MockRequest, MockResponse } from './mock-http.js';
import { assertEveryOperationHandled, bodyRulesOf, handlers } from './operations/handlers.js';
import { createPrng } from './prng.js';
import { warningHeader } from './unknown-input.js';
import { RateLimiter } from './rate-limiter.js';
import type { StateChange } from './store/state-change.js';
import { Store } from './store/store.js';
import { ControllableClock } from './control/controllable-clock.js';
import type { Fault } from './control/faults.js';
import { RequestLog, type LoggedRequest, type RequestFilter } from './control/request-log.js';
import { CONTROL_PREFIX, handleControlRequest } from './control/control-plane.js';
import { methodOf } from './pipeline/method-of.js';
import { answerDocs, isDocsPath } from './docs/docs-page.js';
import { answerPreflight } from './pipeline/answer-preflight.js';
import { checkBody } from './pipeline/check-body.js';
import { checkRateLimit, UNCOUNTED } from './pipeline/check-rate-limit.js';
import { chooseFault } from './pipeline/choose-fault.js';
import { injectFault } from './pipeline/inject-fault.js';
import { keepKnownFields } from './pipeline/keep-known-fields.js';
import { matchRoute } from './pipeline/match-route.js';
import { readBody } from './pipeline/read-body.js';
import { ParsedQueries, type QueryReading } from './pipeline/parsed-queries.js';
import { readParameters } from './pipeline/read-parameters.js';
import { followProfile, followRateLimitHeaders } from './follow-profile.js';
import { renameQuery, type MockProfile } from './mock-profile.js';
import { readQuery } from './pipeline/read-query.js';
import { renderOutcome } from './pipeline/render-outcome.js';
import { renderRefusal } from './pipeline/render-refusal.js';
import { unrouted, type Routed } from './pipeline/routed.js';
import { runHandler } from './pipeline/run-handler.js';
import { recordClick, recordConversions, type ClickEvent, type ConversionCounts } from './short-links/link-activity.js';
import { renderShortLink } from './short-links/render-short-link.js';
import { isClick, resolveShortLink } from './short-links/resolve-short-link.js';
import { shortLinkByHost, shortLinkByPath, type ShortLinkAddress } from './short-links/short-link-address.js';
import { visitorOf, type Visitor } from './short-links/visitor.js';
import { chooseDestination } from './short-links/choose-destination.js';
import { clickPayload } from './webhooks/click-payload.js';
import { WebhookDeliveries, type Delivery } from './webhooks/webhook-deliveries.js';
import { createId } from '../domain/create-id.js';
import { schemaFormats } from '../contract/schema-formats.js';
import type { Link, Webhook } from '../dataset/dataset.js';
import type { TabledDataset } from './store/tabled-dataset.js';
import { err, ok, type Result } from '../result.js';
import type { ApiError } from './api-error.js';
import { instantOf } from '../domain/iso-time.js';

export interface MockOptions {
  /**
   * What the mock starts from (`createMockWithDefaults` supplies fixtures/default.json's dataset): its links as
   * objects, or already in columns (a TabledDataset, whose tables the mock takes over).
   */
  dataset: Dataset | TabledDataset;
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
  /** The target's choices on the gaps to follow instead of linkproof's (`mockProfileOf` of a `conform --write-profile` file). */
  profile?: MockProfile;
  /**
   * What `reset` returns to, when it is not `dataset` (a state recovered from a snapshot keeps its base): a dataset,
   * or a function that reads one when a reset first asks (a saved state's base, read from its file only then). It is
   * read at the first reset only: the store built from it is the base every later reset returns to, in place.
   */
  resetTo?: Dataset | (() => Dataset | TabledDataset);
  /** The country (ISO 3166-1 alpha-2) of a short-link visit that no X-Linkproof-Country header places, for geo targeting. */
  visitorCountry?: string;
  /** How webhooks are delivered: `fetch` to send them (default the global one), the waits between retries (default 1 s, 5 s, 25 s). */
  webhooks?: { fetch?: typeof fetch; retryDelaysMs?: readonly number[] };
}

/** A webhook's receiver and secret, as `mock.webhooks.set` and `PUT /__linkproof/webhooks/{id}` change them. */
export interface WebhookReceiver {
  url: string;
  secret?: string;
}

/** The webhooks of the mock's workspaces and what was delivered to them. */
export interface MockWebhooks {
  /** Points a webhook at a receiver (and gives it a secret); journalled with `--state`. */
  set(webhookId: string, receiver: WebhookReceiver): Result<Webhook, ApiError>;
  /** The last deliveries, newest first: status, attempts, the receiver's answer. */
  deliveries(): Delivery[];
  /** Resolves once no delivery is under way or waiting for a retry (for tests). */
  idle(): Promise<void>;
}

/** The secret a webhook without its own signs with. */
export const defaultWebhookSecret = (webhookId: string) => `whsec_${webhookId}`;

/** Clicks simulated on a link (the control plane's `POST /__linkproof/clicks`). */
export interface SimulatedClicks {
  /** How many; default 1, at most 10,000. */
  count?: number;
  /** The visitor's User-Agent (targeting and webhooks see it); default a desktop browser's. */
  userAgent?: string;
  /** The visitor's country code. */
  country?: string;
  /** Scans of the link's QR code. */
  qr?: boolean;
}

/** Takes the changes of one acknowledged write; the answer is sent once the returned promise resolves. */
export type JournalSink = (changes: StateChange[]) => Promise<void>;

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
  /**
   * Sends the changes of every write from now on (requests and the control plane's reset, load and clock)
   * to a journal; the answer to a write carries `durable`, which the adapters wait for before sending it.
   */
  journal(sink: JournalSink): void;
  /**
   * The requests the mock answered that match a filter, newest first, with the bodies sent and answered:
   * what a frontend test asserts its app sent.
   * @example
   * const [sent] = mock.requests({ operationId: 'createLink', status: 200 });
   * expect(sent.requestBody).toMatchObject({ url: 'https://example.com' });
   */
  requests(filter?: RequestFilter): LoggedRequest[];
  /**
   * Clicks on a link, as if visitors opened it (each counted, lastClicked set, webhooks triggered). Returns
   * the link as it now is, or why not (unknown link, a count out of range).
   * @example
   * mock.click(link.id, { count: 25, userAgent: 'iPhone', country: 'DE' });
   */
  click(linkId: string, clicks?: SimulatedClicks): Result<Link, ApiError>;
  /**
   * Leads, conversions, sales and sale amount (cents) added to a link with trackConversion, keeping
   * clicks ≥ leads ≥ conversions and sales ≥ conversions. The spec has no tracking operation; this simulates one.
   */
  convert(linkId: string, counts: ConversionCounts): Result<Link, ApiError>;
  /** Called for every click on a short link (a visit, or `click`), after it is counted. */
  onClick(listener: (event: ClickEvent) => void): void;
  /**
   * Webhooks: a click on a link with webhookIds POSTs a signed `link.clicked` event to each webhook's receiver.
   * @example
   * mock.webhooks.set('wh_…', { url: 'http://127.0.0.1:3000/hooks', secret: 'whsec_test' });
   */
  readonly webhooks: MockWebhooks;
  /** Replays the changes of one journalled write (recovering `--state`). */
  apply(changes: readonly StateChange[]): void;
  /** Where the random sequence of ids and keys stands. */
  randomState(): readonly number[];
}

const NO_NAMES: ReadonlySet<string> = new Set();
const NONE: readonly string[] = Object.freeze([]);
/** The control plane's folder: its paths begin with it. */
const CONTROL_FOLDER = `${CONTROL_PREFIX}/`;

/** Where a mock is reached unless told (MockOptions#baseUrl): linkproof mock's own default address. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

/**
 * The stateful mock of the Link Shortening and Attribution Service, in memory. Every operation of
 * openapi.yaml, every rule of the spec and the kit's default on every gap.
 * The core takes its dataset; it imports no factory (and so no faker), which keeps start-up fast.
 * @example
 * const mock = createMock({ dataset, seed: 1 });
 * const client = createClient({ baseUrl: 'http://mock', token: 'lp_acme_demo_token', fetch: mock.fetch });
 */
export function createMock(given: MockOptions): Mock {
  assertEveryOperationHandled(operations, handlers);
  // The dataset is not kept: its links live in the store's columns from here, and a reset rebuilds them from the
  // store's own base (a million links are held once, not twice). A `resetTo` other than the dataset is kept as given
  // until the first reset reads it.
  const { dataset, resetTo, ...options } = given;
  let starting = resetTo;
  let store = new Store(dataset);
  let sink: JournalSink | undefined;
  /** Changes made outside the store (reset, load, clock) by the request being handled, for the journal. */
  let controlChanges: StateChange[] = [];
  /** Whether a control-plane request is being handled. */
  let controlling = false;
  /** Set when the journal failed (`--state`): the state in memory may hold a write that is not on disk, so nothing more is served. */
  let stopped: Error | undefined;
  const clock = new ControllableClock(options.clock ?? systemClock);
  const log = new RequestLog(options.requestLogSize);
  const faults = new Map<string, Fault>();
  const prng = createPrng(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const limiter = new RateLimiter();
  const listeners: (() => void)[] = [];
  const clickListeners: ((event: ClickEvent) => void)[] = [];
  const deliveries = new WebhookDeliveries({
    now: () => clock.now(),
    ...(options.webhooks?.fetch !== undefined && { fetch: options.webhooks.fetch }),
    ...(options.webhooks?.retryDelaysMs !== undefined && { retryDelaysMs: options.webhooks.retryDelaysMs }),
  });
  let baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  let basePath = basePathOf(baseUrl);
  const json = new LinkJsonCache(baseUrl);
  const rateLimited = options.rateLimit !== false;
  const strict = options.strict === true;
  const validating = options.validateResponses === true;

  /** What the request being routed sent that the contract does not list (set by route, read by handle for the log). */
  let warnings: readonly string[] = NONE;

  /** A query renamed (the profile's names), set apart from what the contract does not list (unless strict), and parsed. */
  function readRequestQuery(operation: Operation, sent: MockRequest['query'], pathParams: Record<string, string>): QueryReading {
    const query = readQuery(operation, renameQuery(typeof sent === 'string' ? new URLSearchParams(sent) : (sent ?? new URLSearchParams()), options.profile?.names), strict);
    return {
      parameters: readParameters(operation.operationId, query.value, pathParams),
      sent: query.value.size === 0 ? NO_NAMES : new Set(query.value.keys()),
      ignored: query.ignored,
    };
  }
  const queries = new ParsedQueries((operation, query) => readRequestQuery(operation, query, {}));

  /**
   * A request through the steps of the pipeline: route, authenticate, rate limit, faults, parameters, body, handler.
   * The first step to refuse answers; the order decides which error a request with several faults gets.
   */
  /**
   * Routes a request to its operation. `method`: the request's, in upper case (methodOf); `now`: the mock's clock
   * when it arrived; `outside`: its path is outside the base path, where no operation is served.
   */
  function route(request: MockRequest, method: string, now: number, outside = false): Routed {
    warnings = NONE;
    const headers = request.headers ?? {};
    // As a deployment mounted under a path answers nothing at its root: a frontend that leaves the prefix out finds out here.
    if (outside) return unrouted(errorResponse(apiError('not_found', `No operation at ${request.path}: this mock serves the API under its base path ${basePath} (${basePath}${request.path}).`)));
    if (method === 'OPTIONS') return unrouted(answerPreflight(request.path, headers['access-control-request-headers']));
    // A HEAD is answered as its GET, without the body (HTTP: what supports GET supports HEAD; serveMock and fetch drop it).
    const asGet = method === 'HEAD' ? matchRoute('GET', request.path) : undefined;
    const match = asGet?.ok === true ? asGet : matchRoute(method, request.path);
    if (!match.ok) return unrouted(errorResponse(match.error));
    const { operation, pathParams } = match.value;

    const principal = authenticate(headers.authorization, operation, store);
    if (!principal.ok) return renderRefusal(operation, principal.error);
    const window = rateLimited ? checkRateLimit(limiter, principal.value, now) : UNCOUNTED;
    if (!window.ok) return renderRefusal(operation, window.error);
    // Every answer from here on carries the rate-limit headers, and once the body is read, the warning of what was ignored.
    let carried = window.value;
    const fault = chooseFault(faults, operation.operationId, headers.prefer);
    if (!fault.ok) return renderRefusal(operation, fault.error, carried);
    const injected = injectFault(fault.value, operation, principal.value, limiter, now);
    if (injected !== undefined) return renderRefusal(operation, injected.error, carried, injected.delayMs);

    // A query sent as text, to an operation without path parameters, is read once for as long as it is among the last few.
    const query = typeof request.query === 'string' && !operation.path.includes('{') ? queries.get(operation, request.query) : readRequestQuery(operation, request.query, pathParams);
    const { parameters } = query;
    if (!parameters.ok) return renderRefusal(operation, parameters.error, carried);
    const rules = bodyRulesOf(operation.operationId);
    const read = readBody(operation, request.body, rules, strict);
    if (!read.ok) return renderRefusal(operation, read.error, carried);
    const body = keepKnownFields(operation, read.value.value, strict);
    if (query.ignored.length + read.value.ignored.length + body.ignored.length > 0) warnings = [...query.ignored, ...read.value.ignored, ...body.ignored];
    if (warnings.length > 0) carried = { ...carried, ...warningHeader(warnings) };
    const invalid = checkBody(operation.operationId, body.value, rules);
    if (invalid !== undefined) return renderRefusal(operation, invalid, carried);

    const { query: parsedQuery, path } = parameters.value;
    const outcome = runHandler(operation, { query: parsedQuery, path, sent: query.sent, body: body.value, principal: principal.value, store, now, prng, baseUrl, ...(options.profile !== undefined && { profile: options.profile }) });
    if (!outcome.ok) return renderRefusal(operation, outcome.error, carried, fault.value.latencyMs);
    return renderOutcome(operation, outcome.value, carried, fault.value.latencyMs, json, validating);
  }

  function reset(from?: Dataset): void {
    if (from !== undefined) store = new Store(from);
    else if (starting === undefined) store = store.reset();
    else {
      store = new Store(typeof starting === 'function' ? starting() : starting);
      // The store made from it holds it as its base: the next reset returns there in place (Store#reset), without
      // reading or building it again (a --state base read from its file at a million links: seconds).
      starting = undefined;
    }
    if (sink !== undefined) store.record();
    limiter.clear();
    if (sink !== undefined) controlChanges.push({ type: 'reset' });
  }

  function load(dataset: Dataset): void {
    starting = undefined;
    reset(dataset);
    if (sink !== undefined) controlChanges[controlChanges.length - 1] = { type: 'load', dataset };
  }

  /** The last write sent to the journal and not yet on disk. */
  let pendingDurable: Promise<void> | undefined;
  /** What may happen only once the changes being made are on disk (webhook deliveries of a click). */
  let afterDurable: (() => void)[] = [];

  /** Runs what waited for the changes just journalled: once they are on disk, or at once without a journal; never if they failed. */
  function releaseAfter(durable: Promise<void> | undefined): void {
    if (afterDurable.length === 0) return;
    const waiting = afterDurable;
    afterDurable = [];
    const run = () => {
      for (const task of waiting) task();
    };
    if (durable === undefined) run();
    else durable.then(run, () => undefined);
  }

  function track(durable: Promise<void>): Promise<void> {
    pendingDurable = durable;
    const settled = () => {
      if (pendingDurable === durable) pendingDurable = undefined;
    };
    durable.then(settled, (error: Error) => {
      settled();
      stop(error);
    });
    return durable;
  }

  /**
   * An answer that changed nothing still waits for the writes before it to be on disk: it may show them (a read,
   * a 409 for a key just taken), and a write lost to a crash must never have been seen.
   */
  function behindPending(response: MockResponse): MockResponse {
    if (pendingDurable !== undefined && response.durable === undefined) response.durable = pendingDurable;
    return response;
  }

  /** The request's changes to the journal: the answer waits until they are on disk. */
  function journalled(response: MockResponse, frozenBefore: number | undefined): MockResponse {
    if (sink === undefined) {
      releaseAfter(undefined);
      return response;
    }
    const changes = [...controlChanges, ...store.takeRecorded()];
    controlChanges = [];
    const frozenAt = clock.frozenAt();
    if (frozenAt !== frozenBefore) changes.push({ type: 'clock', frozenAt: frozenAt ?? null });
    if (changes.length === 0) {
      releaseAfter(pendingDurable);
      return behindPending(response);
    }
    changes.push({ type: 'random', state: prng.state() });
    response.durable = track(sink(changes));
    releaseAfter(response.durable);
    return response;
  }

  /** A reset or load made outside a request (by code, or `--watch`), to the journal straight away. */
  function journalNow(): void {
    // Through the control plane, the request's answer waits for them instead (`journalled`).
    if (controlling) return;
    if (sink === undefined) {
      releaseAfter(undefined);
      return;
    }
    const changes: StateChange[] = [...controlChanges, ...store.takeRecorded()];
    controlChanges = [];
    if (changes.length === 0) return releaseAfter(pendingDurable);
    changes.push({ type: 'random', state: prng.state() });
    const durable = track(sink(changes));
    releaseAfter(durable);
    durable.catch((error: Error) => console.error(`linkproof mock: a change could not be saved to the state file: ${error.message}`));
  }


  function stop(error: Error): void {
    stopped ??= error;
  }

  /** Why nothing more may change, once the journal failed: as an error value for the calls that return one. */
  const stoppedError = () => apiError('internal_server_error', `The mock stopped: its state file could not be written (${stopped!.message}). Restart it; every acknowledged write is recovered.`);

  /** Refuses a change from code after a stop. */
  function assertRunning(): void {
    if (stopped !== undefined) throw new Error(stoppedError().message);
  }

  function apply(changes: readonly StateChange[]): void {
    for (const change of changes) {
      if (change.type === 'reset') reset();
      else if (change.type === 'load') load(change.dataset);
      else if (change.type === 'clock') {
        if (change.frozenAt === null) clock.release();
        else clock.set(change.frozenAt);
      } else if (change.type === 'random') prng.restore(change.state);
      else store.apply(change, clock.now());
    }
    controlChanges = [];
    store.takeRecorded();
  }

  /** Counts a click and tells the listeners (webhooks among them). */
  function click(state: ReturnType<Store['findLinkById']> & object, destination: string, visitor: ClickEvent['visitor'], now: number): Link {
    const link = recordClick(store, state.state, state.link, now);
    const event: ClickEvent = { link, at: now, destination, visitor };
    // Each of the link's webhooks gets the click (§6), delivered in the background.
    for (const webhookId of link.webhookIds) {
      const webhook = state.state.webhooks.get(webhookId);
      if (webhook === undefined) continue;
      const ids = { event: createId('evt_', now, prng.nextInt), click: createId('', now, prng.nextInt).slice(-16) };
      const target = { id: webhook.id, url: webhook.url, secret: webhook.secret ?? defaultWebhookSecret(webhook.id) };
      const payload = clickPayload(event, ids, json.served(link));
      afterDurable.push(() => deliveries.enqueue(target, 'link.clicked', ids.event, payload));
    }
    // A listener gets its own copy of the link: the store's is shared by its caches (and never changed in place).
    for (const listener of clickListeners) {
      try {
        listener({ ...event, link: structuredClone(link) });
      } catch (error) {
        console.error('linkproof mock: a click listener failed', error);
      }
    }
    return link;
  }

  /** A visit to a short link (§1, §2.1, §3): resolved, counted when it is a click, logged, journalled. */
  function visit(address: ShortLinkAddress, request: MockRequest, cors: Record<string, string>): MockResponse {
    const started = performance.now();
    const now = clock.now();
    const link = store.findLink(address.domain, address.key);
    const query = typeof request.query === 'string' || request.query === undefined ? new URLSearchParams(request.query ?? '') : request.query;
    const method = methodOf(request.method);
    const form = method === 'POST' && request.body !== undefined ? new URLSearchParams(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body)) : undefined;
    // A browser's preflight is answered as the API's is: it visits nothing.
    if (method === 'OPTIONS') {
      const allowed = { 'access-control-allow-methods': 'GET, HEAD, POST', 'access-control-allow-headers': request.headers?.['access-control-request-headers'] ?? 'content-type', 'access-control-max-age': '600' };
      return withCors({ status: 204, headers: allowed }, cors);
    }
    // A HEAD (a link checker, `curl -I`) sees where the link goes without being a visit, and draws nothing from
    // the seeded sequence (the next visit's A/B draw, and the next ids, stay as they were).
    const visiting = method === 'GET' || method === 'POST';
    const visitor: Visitor = visitorOf({ headers: request.headers ?? {}, query, ...(form?.get('password') != null && { formPassword: form.get('password')! }), ...(options.visitorCountry !== undefined && { defaultCountry: options.visitorCountry }) });
    const outcome = resolveShortLink(link, visitor, now, visiting ? prng.nextInt : () => 0);
    if (visiting && link !== undefined && isClick(outcome) && (outcome.kind === 'redirect' || outcome.kind === 'cloak')) {
      click(store.findLinkById(link.id)!, outcome.location, { userAgent: visitor.userAgent, device: visitor.device, country: visitor.country, qr: visitor.qr }, now);
    }
    const notFoundUrl = (reason: string) => `${baseUrl}${CONTROL_PREFIX}/not-found?${new URLSearchParams({ domain: address.domain, key: address.key, reason })}`;
    const response = renderShortLink(outcome, { link, query, notFoundUrl });
    log.take({
      at: now,
      method,
      path: request.path,
      query: query.toString(),
      operationId: null,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      error: null,
      shortLink: `https://${address.domain}/${address.key}`,
      ...(response.headers.location !== undefined && { location: response.headers.location }),
      requestBody: request.body,
      responseBody: response.body,
    }, false);
    if (visiting && isClick(outcome)) {
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          console.error('linkproof mock: a change listener failed', error);
        }
      }
    }
    return withCors(journalled(response, clock.frozenAt()), cors);
  }

  function simulateClicks(linkId: string, clicks: SimulatedClicks = {}): Result<Link, ApiError> {
    const count = clicks.count ?? 1;
    if (!Number.isSafeInteger(count) || count < 1 || count > 10_000) return err(apiError('unprocessable_entity', '/count: must be a whole number from 1 to 10000'));
    const found = store.findLinkById(linkId);
    if (found === undefined) return err(apiError('not_found', `No link ${linkId}.`));
    const userAgent = clicks.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) linkproof-simulated-click';
    const now = clock.now();
    // Only clicks a visitor could make: a disabled or expired link, or a crawler, makes none (click-counting gap).
    if (found.link.disabledAt !== null) return err(apiError('unprocessable_entity', `Link ${linkId} is disabled: its visits go to the not-found page and are not clicks (§2.1 rule 1).`));
    if (found.link.expiresAt !== null && instantOf(found.link.expiresAt) <= now) {
      return err(apiError('unprocessable_entity', `Link ${linkId} has expired: its visits go to ${found.link.expiredUrl === null || found.link.expiredUrl === '' ? 'the not-found page' : found.link.expiredUrl} and are not clicks.`));
    }
    const visitor = visitorOf({ headers: { 'user-agent': userAgent }, query: new URLSearchParams(), ...(clicks.country !== undefined ? { defaultCountry: clicks.country } : options.visitorCountry !== undefined ? { defaultCountry: options.visitorCountry } : {}) });
    if (visitor.crawler) return err(apiError('unprocessable_entity', '/userAgent: a link-preview crawler\'s visit is not a click'));
    const seen = { userAgent, device: visitor.device, country: visitor.country, qr: clicks.qr === true };
    let link = found.link;
    // Each click goes where a visit by this visitor would (device, country, A/B test), as its webhook reports.
    for (let n = 0; n < count; n++) link = click({ state: found.state, link }, chooseDestination(link, visitor, now, prng.nextInt).url, seen, now);
    return ok(json.served(link));
  }

  function setWebhook(webhookId: string, receiver: WebhookReceiver): Result<Webhook, ApiError> {
    const found = store.findWebhook(webhookId);
    if (found === undefined) return err(apiError('not_found', `No webhook ${webhookId}.`));
    // The dataset's own rule for a webhook's url (an RFC 3986 URI), so a state saved with it loads again.
    if (typeof receiver.url !== 'string' || !/^https?:\/\//.test(receiver.url) || !schemaFormats.uri(receiver.url)) return err(apiError('unprocessable_entity', '/url: must be an http or https URL (RFC 3986: no spaces or braces; percent-encode them)'));
    if (receiver.secret !== undefined && (typeof receiver.secret !== 'string' || receiver.secret === '')) return err(apiError('unprocessable_entity', '/secret: must be a non-empty string'));
    const webhook: Webhook = { ...found.webhook, url: receiver.url, ...(receiver.secret !== undefined && { secret: receiver.secret }) };
    store.updateWebhook(found.state, webhook);
    return ok(webhook);
  }

  function convert(linkId: string, counts: ConversionCounts): Result<Link, ApiError> {
    const found = store.findLinkById(linkId);
    if (found === undefined) return err(apiError('not_found', `No link ${linkId}.`));
    const converted = recordConversions(store, found.state, found.link, counts, clock.now());
    return converted.ok ? ok(json.served(converted.value)) : converted;
  }

  /** A thrown error is a bug of the mock: answered in the spec's error shape, never as a crash. */
  function controlOrFail(request: MockRequest): MockResponse {
    try {
      return handleControlRequest(request, mock);
    } catch (error) {
      console.error('linkproof mock: unhandled error', error);
      return errorResponse(apiError('internal_server_error', 'The mock failed unexpectedly; this is a bug of linkproof.'));
    }
  }

  function visitOrFail(address: ShortLinkAddress, request: MockRequest, cors: Record<string, string>): MockResponse {
    try {
      return visit(address, request, cors);
    } catch (error) {
      console.error('linkproof mock: unhandled error', error);
      return withCors(errorResponse(apiError('internal_server_error', 'The mock failed unexpectedly; this is a bug of linkproof.')), cors);
    }
  }

  function routeOrFail(request: MockRequest, method: string, now: number, outside: boolean): Routed {
    try {
      return route(request, method, now, outside);
    } catch (error) {
      console.error('linkproof mock: unhandled error', error);
      return unrouted(errorResponse(apiError('internal_server_error', 'The mock failed unexpectedly; this is a bug of linkproof.')));
    }
  }

  /** Whether a Host names one of the store's domains (the store of the moment: a reset or a load replaces it). */
  const isDomain = (domain: string): boolean => store.hasDomain(domain);

  function handle(sent: MockRequest): MockResponse {
    const byHost = shortLinkByHost(sent, isDomain);
    const request = byHost === undefined ? withoutBasePath(sent, basePath) : sent;
    const cors = corsHeadersFor(request.headers?.origin);
    const address = byHost ?? shortLinkByPath(request.path);
    const control = address === undefined && (request.path === CONTROL_PREFIX || request.path.startsWith(CONTROL_FOLDER));
    const method = methodOf(request.method);
    // After a stop only the request log is served (to see what happened): the state may hold a write that is not on disk.
    if (stopped !== undefined && !(control && method === 'GET' && request.path === `${CONTROL_PREFIX}/requests`)) {
      // Fail-stop: answering from a state that disk and memory no longer agree on would show writes that were never acknowledged.
      const message = `The mock stopped: its state file could not be written (${stopped.message}). Restart it; every acknowledged write is recovered.`;
      return withCors(errorResponse(apiError('internal_server_error', message)), cors);
    }
    if (address !== undefined) return visitOrFail(address, request, cors);
    if (control) {
      // The mock itself is what the control plane controls.
      const frozenBefore = clock.frozenAt();
      controlling = true;
      try {
        return withCors(journalled(controlOrFail(request), frozenBefore), cors);
      } finally {
        controlling = false;
      }
    }
    // The API page and its files are no request to the service: not logged.
    // Try-it uses the token the mock prints first: the dataset's own, not the default dataset's demo token.
    if (method === 'GET' && isDocsPath(request.path)) {
      const first = store.workspaces[0];
      const token = first?.tokens[0]?.token;
      return answerDocs(request.path, baseUrl, token === undefined ? undefined : { token, workspace: first!.workspace.slug })!;
    }
    const started = performance.now();
    // Read once: the time the request arrived is the time it is served at and logged with.
    const now = clock.now();
    const outside = byHost === undefined && basePath !== '' && request === sent && sent.path !== basePath && !sent.path.startsWith(`${basePath}/`);
    const { response, operation, value, changed, delayMs } = routeOrFail(request, method, now, outside);
    // Whatever the request changed goes to the journal now, even if what follows throws (a handler that failed
    // half-way, a response the contract check refuses): a change in memory is never left out of it.
    journalled(response, clock.frozenAt());
    // An error's body is read back once: for the log, and for the check against the contract.
    const errorBody = response.status >= 400 && typeof response.body === 'string' ? (JSON.parse(response.body) as { error?: { code: string; message: string } }) : undefined;
    // A QR code drawn as SVG is the profile's choice of media type, which the contract (linkproof's choice: PNG) does not list.
    const svgQr = operation?.operationId === 'getQRCode' && options.profile?.qrSvg === true && response.status < 300;
    if (validating && operation !== undefined && !svgQr) assertConforms(operation, response, errorBody ?? value);
    // The profile's choices, once the answer is checked against the contract (whose choices are linkproof's).
    if (options.profile !== undefined) followProfile(operation?.operationId, response, options.profile);
    if (changed && response.status < 300) {
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          console.error('linkproof mock: a change listener failed', error);
        }
      }
    }
    // The logged error is the one answered (a profile may answer a 422 as a 400).
    const error = options.profile !== undefined && response.status >= 400 && typeof response.body === 'string' ? (JSON.parse(response.body) as { error?: { code: string; message: string } }).error : errorBody?.error;
    log.take({
      at: now,
      method,
      path: request.path,
      query: typeof request.query === 'string' ? (request.query.startsWith('?') ? request.query.slice(1) : request.query) : (request.query?.toString() ?? ''),
      operationId: operation?.operationId ?? null,
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      error: error === undefined ? null : { code: error.code, message: error.message },
      ...(warnings.length > 0 && { warnings: [...warnings] }),
      requestBody: request.body,
      responseBody: response.body,
    }, response.body instanceof Uint8Array);
    if (delayMs !== undefined && delayMs > 0) response.delayMs = delayMs;
    withCors(response, cors);
    if (options.profile?.rateLimitHeaders !== undefined || options.profile?.rateLimitNotOnErrors === true) followRateLimitHeaders(response, options.profile);
    return response;
  }

  async function fetchAdapter(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // In process there is no connection: the URL's host is the Host (so `http://acme.link/abc` opens a short link).
    headers.host ??= url.host;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await request.arrayBuffer());
    const response = handle({ method: request.method, path: url.pathname, query: url.search.slice(1), headers, ...(body !== undefined && { body }) });
    if (response.durable !== undefined) await response.durable;
    if (response.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
    const payload = response.status === 204 || response.body === undefined || request.method === 'HEAD' ? null : typeof response.body === 'string' ? response.body : (response.body as Uint8Array<ArrayBuffer>);
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
    // Called from code (not through the control plane): journalled at once.
    reset: () => {
      assertRunning();
      reset();
      journalNow();
    },
    load: (dataset) => {
      assertRunning();
      load(dataset);
      journalNow();
    },
    get baseUrl() {
      return baseUrl;
    },
    set baseUrl(value: string) {
      baseUrl = value.replace(/\/+$/, '');
      basePath = basePathOf(baseUrl);
      json.baseUrl = baseUrl;
    },
    onChange: (listener) => void listeners.push(listener),
    journal: (next) => {
      sink = next;
      store.record();
    },
    // In process, the link answered is a copy: a caller that edits it changes nothing the mock serves.
    click: (linkId, clicks) => {
      if (stopped !== undefined) return err(stoppedError());
      const result = simulateClicks(linkId, clicks);
      journalNow();
      return result.ok ? ok(structuredClone(result.value)) : result;
    },
    convert: (linkId, counts) => {
      if (stopped !== undefined) return err(stoppedError());
      const result = convert(linkId, counts);
      journalNow();
      return result.ok ? ok(structuredClone(result.value)) : result;
    },
    onClick: (listener) => void clickListeners.push(listener),
    webhooks: {
      set: (webhookId, receiver) => {
        if (stopped !== undefined) return err(stoppedError());
        const result = setWebhook(webhookId, receiver);
        journalNow();
        return result;
      },
      deliveries: () => deliveries.list(),
      idle: () => deliveries.idle(),
    },
    apply,
    randomState: () => prng.state(),
    requests: (filter) => log.find(filter),
  };
  return mock;
}

/** Throws when a response breaks the contract: a bug of the mock, never served quietly. */
function assertConforms(operation: Operation, response: MockResponse, value: unknown): void {
  const violations = validateResponse(operation.operationId, response.status, response.headers['content-type'], value);
  if (violations.length > 0) {
    throw new ContractViolationError(`${operation.operationId} answered ${response.status} against the contract: ${violations.map(describeViolation).join('; ')}`);
  }
}

/** Every response's headers object is its own (built per request), so CORS is merged in place. */
function withCors(response: MockResponse, cors: Readonly<Record<string, string>>): MockResponse {
  Object.assign(response.headers, cors);
  return response;
}
