import { openapiDocument } from '../../contract/openapi-document.js';
import { getOperation, isOperationId } from '../../contract/operations.js';
import type { Dataset } from '../../dataset/dataset.js';
import { parseDataset } from '../../dataset/parse-dataset.js';
import { apiError, type ApiError } from '../api-error.js';
import { errorResponse } from '../error-response.js';
import type { MockRequest, MockResponse } from '../mock-http.js';
import type { Store } from '../store/store.js';
import type { ControllableClock } from './controllable-clock.js';
import { checkFault, type Fault } from './faults.js';
import type { RequestLog } from './request-log.js';

/** Where the mock's own extras live, apart from the service's paths (see control-plane.yaml). */
export const CONTROL_PREFIX = '/__linkproof';

/** What the control plane may see and change of a mock. */
export interface Controls {
  readonly store: Store;
  clock: ControllableClock;
  log: RequestLog;
  faults: Map<string, Fault>;
  reset(): void;
  load(dataset: Dataset): void;
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
    if (typeof now !== 'string' || Number.isNaN(Date.parse(now))) return apiError('unprocessable_entity', '/now: must be an ISO-8601 time');
    controls.clock.set(Date.parse(now));
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
        ],
      });
    case 'POST reset':
      controls.reset();
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
      return faultsAnswer({ ...request, method }, controls, target === undefined ? undefined : decodeURIComponent(target));
    case 'GET openapi.json':
      return json(200, openapiDocument);
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
