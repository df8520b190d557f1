import { servedContract } from './served-contract.js';
import { getOperation, isOperationId } from '../../contract/operations.js';
import type { Dataset, Link } from '../../dataset/dataset.js';
import type { Result } from '../../result.js';
import { defaultWebhookSecret, type MockWebhooks, type SimulatedClicks } from '../create-mock.js';
import type { ConversionCounts } from '../short-links/link-activity.js';
import { parseDataset } from '../../dataset/parse-dataset.js';
import { apiError, type ApiError } from '../api-error.js';
import { errorResponse } from '../error-response.js';
import type { MockRequest, MockResponse } from '../mock-http.js';
import type { Store } from '../store/store.js';
import type { ControllableClock } from './controllable-clock.js';
import { checkFault, type Fault } from './faults.js';
import type { RequestLog } from './request-log.js';
import { escapeHtml } from '../escape-html.js';
import { parseIsoTime } from '../../domain/iso-time.js';

/** Where the mock's own extras live, apart from the service's paths (see control-plane.yaml). */
export const CONTROL_PREFIX = '/__linkproof';

/** What the control plane may see and change of a mock. */
export interface Controls {
  readonly store: Store;
  /** Where the mock is served (the contract it serves names it as its server). */
  readonly baseUrl: string;
  clock: ControllableClock;
  log: RequestLog;
  faults: Map<string, Fault>;
  reset(): void;
  load(dataset: Dataset): void;
  click(linkId: string, clicks: SimulatedClicks): Result<Link, ApiError>;
  webhooks: MockWebhooks;
  convert(linkId: string, counts: ConversionCounts): Result<Link, ApiError>;
}

const json = (status: number, body: unknown): MockResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

type Answer = MockResponse | ApiError;

function readJson(request: MockRequest): { ok: true; value: unknown } | { ok: false; error: ApiError } {
  const text = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
  try {
    return { ok: true, value: text.trim() === '' ? undefined : JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: apiError('bad_request', `The body is not valid JSON: ${(error as Error).message}`) };
  }
}

function clockAnswer(request: MockRequest, controls: Controls): Answer {
  if (request.method === 'GET') return json(200, controls.clock.state());
  const body = readJson(request);
  if (!body.ok) return body.error;
  const { now, advanceMs, frozen, ...rest } = (body.value ?? {}) as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return apiError('unprocessable_entity', `unknown fields: ${Object.keys(rest).join(', ')} (the clock takes now, advanceMs, frozen)`);
  if (now !== undefined) {
    // A time without an offset is UTC (timestamp-format gap), never the host's time zone.
    const ms = typeof now === 'string' ? parseIsoTime(now) : undefined;
    if (ms === undefined) return apiError('unprocessable_entity', '/now: must be an ISO-8601 time');
    controls.clock.set(ms);
  }
  if (advanceMs !== undefined) {
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs)) return apiError('unprocessable_entity', '/advanceMs: must be a number of milliseconds');
    controls.clock.advance(advanceMs);
  }
  if (frozen === false) controls.clock.release();
  else if (frozen !== undefined && frozen !== true) return apiError('unprocessable_entity', '/frozen: must be true or false');
  else if (frozen === true && now === undefined && advanceMs === undefined) controls.clock.set(controls.clock.now());
  return json(200, controls.clock.state());
}

function faultsAnswer(request: MockRequest, controls: Controls, target: string | undefined): Answer {
  const list = () => json(200, { faults: Object.fromEntries(controls.faults) });
  if (request.method === 'GET' && target === undefined) return list();
  if (request.method === 'DELETE') {
    if (target === undefined) controls.faults.clear();
    else controls.faults.delete(target);
    return list();
  }
  if (request.method === 'PUT' && target !== undefined) {
    if (target !== '*' && !isOperationId(target)) return apiError('not_found', `No operation ${target}; use an operationId of openapi.yaml or *.`);
    const body = readJson(request);
    if (!body.ok) return body.error;
    const fault = checkFault(body.value, target === '*' ? undefined : getOperation(target));
    if (!fault.ok) return apiError('unprocessable_entity', fault.error);
    controls.faults.set(target, fault.value);
    return list();
  }
  return apiError('not_found', `No control at ${request.method} ${request.path}.`);
}

function stateAnswer(request: MockRequest, controls: Controls): Answer {
  if (request.method === 'GET') return json(200, controls.store.toDataset(controls.clock.now()));
  const body = readJson(request);
  if (!body.ok) return body.error;
  const parsed = parseDataset(body.value);
  if (!parsed.ok) return apiError('unprocessable_entity', `${parsed.error.pointer || '(dataset)'}: ${parsed.error.reason}`);
  controls.load(parsed.value);
  return json(200, summary(controls));
}

/** A path segment decoded, or undefined when its percent-encoding is broken (answered 404, never thrown). */
function decodeSegment(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}


/** Fields of a JSON object body, or why it is not one. */
function objectBody(request: MockRequest, allowed: readonly string[]): { ok: true; value: Record<string, unknown> } | { ok: false; error: ApiError } {
  const body = readJson(request);
  if (!body.ok) return body;
  const value = body.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: apiError('unprocessable_entity', 'The body must be a JSON object.') };
  const unknown = Object.keys(value).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) return { ok: false, error: apiError('unprocessable_entity', `unknown fields: ${unknown.join(', ')} (this control takes ${allowed.join(', ')})`) };
  return { ok: true, value: value as Record<string, unknown> };
}

function clicksAnswer(request: MockRequest, controls: Controls): Answer {
  const body = objectBody(request, ['linkId', 'count', 'userAgent', 'country', 'qr']);
  if (!body.ok) return body.error;
  const { linkId, count, userAgent, country, qr } = body.value;
  if (typeof linkId !== 'string') return apiError('unprocessable_entity', '/linkId: required, a link id');
  if (count !== undefined && typeof count !== 'number') return apiError('unprocessable_entity', '/count: must be a whole number from 1 to 10000');
  if (userAgent !== undefined && typeof userAgent !== 'string') return apiError('unprocessable_entity', '/userAgent: must be a string');
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country))) return apiError('unprocessable_entity', '/country: must be a two-letter country code');
  if (qr !== undefined && typeof qr !== 'boolean') return apiError('unprocessable_entity', '/qr: must be true or false');
  const clicked = controls.click(linkId, {
    ...(count !== undefined && { count }),
    ...(userAgent !== undefined && { userAgent }),
    ...(country !== undefined && { country }),
    ...(qr !== undefined && { qr }),
  });
  return clicked.ok ? json(200, clicked.value) : clicked.error;
}

function conversionsAnswer(request: MockRequest, controls: Controls): Answer {
  const body = objectBody(request, ['linkId', 'leads', 'conversions', 'sales', 'saleAmount']);
  if (!body.ok) return body.error;
  const { linkId, ...counts } = body.value;
  if (typeof linkId !== 'string') return apiError('unprocessable_entity', '/linkId: required, a link id');
  for (const [name, value] of Object.entries(counts)) if (typeof value !== 'number') return apiError('unprocessable_entity', `/${name}: must be a whole number, 0 or more`);
  const converted = controls.convert(linkId, counts as ConversionCounts);
  return converted.ok ? json(200, converted.value) : converted.error;
}

function webhooksAnswer(request: MockRequest, controls: Controls, target: string | undefined): Answer {
  const method = request.method.toUpperCase();
  if (target === 'deliveries') {
    if (method === 'GET') return json(200, { deliveries: controls.webhooks.deliveries() });
    return apiError('not_found', `No control at ${method} ${request.path}.`);
  }
  if (method === 'GET' && target === undefined) {
    // Secrets are not shown: a fixture webhook's is `whsec_` and its id unless one was set.
    const webhooks = controls.store.workspaces.flatMap((state) =>
      [...state.webhooks.values()].map(({ id, name, url, secret }) => ({ id, name, url, workspace: state.workspace.slug, secret: secret === undefined ? `default (${defaultWebhookSecret(id)})` : 'set' })),
    );
    return json(200, { webhooks });
  }
  if (method === 'PUT' && target !== undefined) {
    const body = objectBody(request, ['url', 'secret']);
    if (!body.ok) return body.error;
    const webhookId = decodeSegment(target);
    if (webhookId === undefined) return apiError('not_found', `No webhook ${target}.`);
    const updated = controls.webhooks.set(webhookId, body.value as { url: string; secret?: string });
    if (!updated.ok) return updated.error;
    const { secret: _secret, ...shown } = updated.value;
    return json(200, shown);
  }
  return apiError('not_found', `No control at ${method} ${request.path}.`);
}

function notFoundPage(request: MockRequest): MockResponse {
  const query = new URLSearchParams(typeof request.query === 'string' ? request.query : request.query?.toString());
  const link = `${query.get('domain') ?? ''}/${query.get('key') ?? ''}`;
  const why = { disabled: 'has been disabled', expired: 'has expired' }[query.get('reason') ?? ''] ?? 'does not exist';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Link not found</title>
<style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f7f9;color:#1d2330}</style></head>
<body><main><h1>Link not found</h1><p>The short link <code>${escapeHtml(link)}</code> ${why}.</p><p><small>The not-found page of the linkproof mock.</small></p></main></body></html>`;
  return { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' }, body: html };
}

function summary(controls: Controls) {
  return {
    workspaces: controls.store.workspaces.map((state) => ({ slug: state.workspace.slug, links: state.links.size, tags: state.tags.size })),
  };
}

function route(request: MockRequest, controls: Controls): Answer {
  const method = request.method.toUpperCase();
  const [area, target, ...rest] = request.path.slice(CONTROL_PREFIX.length + 1).split('/');
  if (rest.length > 0) return apiError('not_found', `No control at ${method} ${request.path}.`);
  const at = `${method} ${area ?? ''}`;
  switch (target === undefined ? at : `${method} ${area}/*`) {
    case 'GET ':
      return json(200, {
        controls: [
          'POST /__linkproof/reset',
          'GET|PUT /__linkproof/state',
          'GET|DELETE /__linkproof/requests?limit=N',
          'GET|PUT /__linkproof/clock',
          'GET|DELETE /__linkproof/faults',
          'PUT|DELETE /__linkproof/faults/{operationId|*}',
          'GET /__linkproof/openapi.json',
          'POST /__linkproof/clicks',
          'POST /__linkproof/conversions',
          'GET /__linkproof/go/{domain}/{key}',
          'GET /__linkproof/webhooks',
          'PUT /__linkproof/webhooks/{webhookId}',
          'GET /__linkproof/webhooks/deliveries',
        ],
      });
    case 'POST reset':
      try {
        controls.reset();
      } catch (error) {
        // What a reset returns to could not be read (a --state base whose file went while the mock ran): nothing changed.
        return errorResponse(apiError('internal_server_error', `The reset could not read what it returns to, and changed nothing: ${(error as Error).message}. A restart reads it again.`));
      }
      return json(200, summary(controls));
    case 'GET state':
    case 'PUT state':
      return stateAnswer({ ...request, method }, controls);
    case 'GET requests': {
      const query = new URLSearchParams(typeof request.query === 'string' ? request.query : request.query?.toString());
      const limit = Number(query.get('limit') ?? 100);
      if (!Number.isInteger(limit) || limit < 1) return apiError('unprocessable_entity', '/query/limit: must be a whole number of at least 1');
      const status = query.get('status');
      if (status !== null && !/^[1-5]\d\d$/.test(status)) return apiError('unprocessable_entity', '/query/status: must be an HTTP status (100–599)');
      const filter = {
        limit,
        ...(status !== null && { status: Number(status) }),
        ...Object.fromEntries((['operationId', 'method', 'path'] as const).flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : []))),
      };
      return json(200, { requests: controls.log.find(filter) });
    }
    case 'DELETE requests':
      controls.log.clear();
      return json(200, { requests: [] });
    case 'GET clock':
    case 'PUT clock':
      return clockAnswer({ ...request, method }, controls);
    case 'GET faults':
    case 'DELETE faults':
    case 'PUT faults/*':
    case 'DELETE faults/*':
      return faultsAnswer({ ...request, method }, controls, target === undefined ? undefined : (decodeSegment(target) ?? target));
    case 'GET openapi.json':
      return json(200, servedContract(controls.baseUrl));
    case 'POST clicks':
      return clicksAnswer(request, controls);
    case 'POST conversions':
      return conversionsAnswer(request, controls);
    case 'GET not-found':
      return notFoundPage(request);
    case 'GET webhooks':
    case 'GET webhooks/*':
    case 'PUT webhooks/*':
      return webhooksAnswer(request, controls, target);
    default:
      return apiError('not_found', `No control at ${method} ${request.path}.`);
  }
}

/** Answers a request under `/__linkproof`: the mock's own extras, never the service's. Errors have the spec's shape. */
export function handleControlRequest(request: MockRequest, controls: Controls): MockResponse {
  if (request.method.toUpperCase() === 'OPTIONS') {
    return { status: 204, headers: { 'access-control-allow-methods': 'GET, PUT, POST, DELETE', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' } };
  }
  const answer = route(request, controls);
  return 'status' in answer ? answer : errorResponse(answer);
}
