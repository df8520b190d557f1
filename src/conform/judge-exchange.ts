import { errorCodeByStatus } from '../contract/error-codes.js';
import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { getOperation } from '../contract/operations.js';
import { judgeResponse } from './judge-response.js';
import type { RuleId } from './rules.js';
import type { Exchange } from './target.js';

/** The rules every exchange of a run is held to, whichever check sent it; each is a check of its own. */
export const EXCHANGE_RULES = {
  every_request_answered: { rules: ['interface.answers'], section: '§4', rule: 'every request is answered', description: 'Every request the run sends is answered within --timeout (no timeout, no refused connection).' },
  no_server_errors: { rules: ['errors.no-5xx'], section: '§7', rule: 'never a 5xx', description: 'No request of the run, valid or not, is answered with a 5xx: 500 is an unhandled server situation.' },
  status_code_documented: {
    rules: ['errors.statuses'],
    section: '§4 §7',
    rule: 'a status the spec lists for the operation',
    description: 'Every status is one the spec lists for the operation: its error statuses, 200 for the count, a 2xx for the other successes (their codes are not shown).',
  },
  error_shape_on_every_error: {
    rules: ['errors.shape'],
    section: '§7',
    rule: 'every error is the error object of §7',
    description: 'Every 4xx and 5xx is JSON with the error object of §7: error.code the code of its status, error.message a string, doc_url a string when present.',
  },
  json_content_type: { rules: ['interface.json'], section: '§4', rule: 'JSON with a JSON content type', description: 'Every JSON body comes with a JSON content type, and every body sent as JSON parses.' },
  response_schema_conformance: {
    rules: ['link.shape', 'tag.shape', 'workspace.shape', 'deleted.shape', 'count.number'],
    section: '§2 §4',
    rule: 'every success has the shape of §2',
    description: 'Every successful answer has the shape of §2 for its operation: every field that always has a value, each of its type; the count a non-negative integer.',
  },
} satisfies Record<string, { rules: readonly RuleId[]; section: string; rule: string; description: string }>;

export type ExchangeRule = keyof typeof EXCHANGE_RULES;

/** One way an exchange breaks a rule; `gap` when only a linkproof default is broken (a failure under --profile assumed only). */
export interface Finding {
  rule: ExchangeRule;
  message: string;
  gap: boolean;
}

/** Payload Too Large, URI Too Long, Request Header Fields Too Large: answers of the HTTP layer to an oversized request. */
export const TRANSPORT_LIMITS: ReadonlySet<number> = new Set([413, 414, 431]);

const describe = (exchange: Exchange) => `${exchange.method} ${new URL(exchange.url).pathname} answered ${exchange.status}`;

function errorShape(exchange: Exchange): string | undefined {
  const mediaType = mediaTypeOf(exchange.responseHeaders['content-type']);
  if (!isJsonMediaType(mediaType)) return `${describe(exchange)} as ${mediaType || 'no content type'}, not the JSON error object: ${exchange.responseBody.slice(0, 120)}`;
  const error = (exchange.json as { error?: unknown } | undefined)?.error as { code?: unknown; message?: unknown; doc_url?: unknown } | undefined;
  if (error === null || typeof error !== 'object') return `${describe(exchange)} without the error object: ${exchange.responseBody.slice(0, 160)}`;
  const expected = errorCodeByStatus.get(exchange.status);
  if (typeof error.code !== 'string' || (expected !== undefined && error.code !== expected)) {
    return `${describe(exchange)} with error.code ${JSON.stringify(error.code)}${expected === undefined ? '' : `, not ${expected}`}`;
  }
  if (typeof error.message !== 'string') return `${describe(exchange)} with error.message ${JSON.stringify(error.message)}, not a string`;
  if (error.doc_url !== undefined && typeof error.doc_url !== 'string') return `${describe(exchange)} with a doc_url that is not a string`;
  return undefined;
}

/**
 * Judges one exchange by the rules that hold for every exchange (as Schemathesis' global checks do): the
 * answer came; no 5xx; a documented status; the §7 error object on every error; JSON with a JSON content
 * type; a success body of the shape §2 gives (strict where the spec decides, lenient where it is silent).
 */
export function judgeExchange(exchange: Exchange): Finding[] {
  // A visit to a short link is no call of the API: its status, content type and body are the resolution's
  // (a redirect, a password page of the server's choosing), judged by the check that made it.
  if (exchange.visit === true) return [];
  // A read a gateway answered 502, 503 or 504 was sent again: its repeat is judged instead.
  if (exchange.repeated === true) return [];
  const findings: Finding[] = [];
  const add = (rule: ExchangeRule, message: string, gap = false) => findings.push({ rule, message, gap });
  if (exchange.status === 0) {
    add('every_request_answered', `${exchange.method} ${exchange.url}: ${exchange.error ?? 'no answer'}`);
    return findings;
  }
  if (TRANSPORT_LIMITS.has(exchange.status) && exchange.url.length + (exchange.body?.length ?? 0) > 8192) {
    // A request beyond the HTTP server's own size limits is refused before the interface sees it (Node: 16 KB of headers).
    return findings;
  }
  if (exchange.status >= 500) add('no_server_errors', `${describe(exchange)}: ${exchange.responseBody.slice(0, 160)}`);
  const operation = exchange.operationId === undefined ? undefined : getOperation(exchange.operationId);
  if (exchange.status >= 400) {
    const problem = errorShape(exchange);
    if (problem !== undefined) add('error_shape_on_every_error', problem);
    if (exchange.status === 429 && exchange.responseHeaders['retry-after'] === undefined && exchange.responseHeaders['x-ratelimit-reset'] === undefined) {
      add('error_shape_on_every_error', `${describe(exchange)} without Retry-After or X-RateLimit-Reset (rate-limit gap)`, true);
    }
    if (operation !== undefined && !(String(exchange.status) in operation.responses)) add('status_code_documented', `${describe(exchange)}, a status the spec does not list for ${operation.operationId}`);
    return findings;
  }
  if (operation === undefined) return findings;
  if (exchange.status < 200 || exchange.status >= 300) {
    add('status_code_documented', `${describe(exchange)}, a status the spec does not list for ${operation.operationId}`);
    return findings;
  }
  const mediaType = mediaTypeOf(exchange.responseHeaders['content-type']);
  if (operation.operationId !== 'getQRCode') {
    if (!isJsonMediaType(mediaType)) {
      add('json_content_type', `${describe(exchange)} as ${mediaType || 'no content type'}, not application/json`);
      if (exchange.json === undefined) return findings;
    } else if (exchange.json === undefined) {
      add('json_content_type', `${describe(exchange)} with a body that is not JSON: ${exchange.responseBody.slice(0, 120)}`);
      return findings;
    }
  }
  if (operation.operationId === 'getQRCode') return findings;
  const query = new URL(exchange.url).searchParams;
  const judgement = judgeResponse(operation.operationId, exchange.status, 'application/json', exchange.json, query);
  for (const problem of judgement.mandated) add(problem.startsWith('status ') ? 'status_code_documented' : 'response_schema_conformance', `${describe(exchange)}: ${problem}`);
  for (const problem of judgement.gap) add(problem.startsWith('answered ') ? 'status_code_documented' : 'response_schema_conformance', `${describe(exchange)}: ${problem}`, true);
  return findings;
}
