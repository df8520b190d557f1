import { getOperation } from '../contract/operations.js';
import { parseParameters } from '../contract/parse-parameters.js';
import { validateRequestBody } from '../contract/validate-request-body.js';
import type { Violation } from '../contract/violation.js';
import { isObject, type Json, type ObservedCall } from './observed-call.js';
import type { TrafficIssue } from './traffic-rules.js';

/** The keywords by which §8 and the enums of §2 and §4 bound a value: a success past one of them breaks the spec. */
const LIMIT_KEYWORDS = new Set(['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems', 'enum']);

/** The body fields whose limits the spec mandates, each with the rule of the catalogue it belongs to. */
const BODY_FIELD_RULES: Record<string, string> = {
  url: 'create.url-lengths',
  expiredUrl: 'create.url-lengths',
  ios: 'create.url-lengths',
  android: 'create.url-lengths',
  domain: 'create.domain-key-lengths',
  key: 'create.domain-key-lengths',
  keyLength: 'create.random-key',
  externalId: 'create.external-id',
  tenantId: 'create.tenant-id',
  testVariants: 'create.test-variants',
  name: 'tag.name-length',
  tag: 'tag.name-length',
  color: 'tag.color',
};

const QUERY_RULES: Record<string, string> = { sortBy: 'list.sort', groupBy: 'count.group-by', url: 'qr.url-length', pageSize: 'list.pages', page: 'list.pages', sortOrder: 'list.direction' };

/** Names of query parameters that are linkproof's on a gap (their names are not shown): a server may call them otherwise. */
function gapNamed(call: ObservedCall): Set<string> {
  const operation = getOperation(call.operationId!);
  return new Set((operation.parameters ?? []).filter((parameter) => 'x-spec-gap' in parameter).map((parameter) => parameter.name));
}

/**
 * The rules of the catalogue whose limits (§8) or enums a request breaks, whatever it was answered: what the
 * traffic tells of `request_limits_enforced` (a request within every limit tells nothing of them). Parameters
 * whose names are gaps count only under a name the server honours.
 */
export function limitRulesBroken(call: ObservedCall, honouredNames: ReadonlySet<string>): Set<string> {
  const broken = new Set<string>();
  if (call.operationId === undefined) return broken;
  const gapNames = gapNamed(call);
  const parsed = parseParameters(call.operationId, { query: call.query, path: call.pathParams });
  for (const violation of parsed.ok ? [] : parsed.error) {
    const name = /^\/query\/([^/]+)/.exec(violation.pointer)?.[1];
    if (!LIMIT_KEYWORDS.has(violation.keyword) || name === undefined || QUERY_RULES[name] === undefined || (gapNames.has(name) && !honouredNames.has(name))) continue;
    broken.add(QUERY_RULES[name]);
  }
  if (call.body !== undefined && (call.operationId === 'createLink' || call.operationId === 'createTag' || call.operationId === 'bulkCreateLinks')) {
    for (const violation of validateRequestBody(call.operationId, call.body)) {
      if (!LIMIT_KEYWORDS.has(violation.keyword)) continue;
      const segments = violation.pointer.split('/').slice(1);
      if (call.operationId === 'bulkCreateLinks' && segments.length === 0) {
        if (violation.keyword === 'maxItems') broken.add('bulk.max');
        continue;
      }
      const field = call.operationId === 'bulkCreateLinks' ? segments[1] : segments[0];
      if (field !== undefined && BODY_FIELD_RULES[field] !== undefined) broken.add(BODY_FIELD_RULES[field]);
    }
  }
  return broken;
}

/**
 * `request_limits_enforced`: a request beyond a limit of §8, or outside an enum, answered with a success. A
 * bulk element refused on its own (a LinkError in its place) is no success. Parameters whose names are gaps
 * (pageSize, sortOrder, page) are judged only under the name the traffic showed the server honours.
 */
export function judgeRequestLimits(call: ObservedCall, honouredNames: ReadonlySet<string>): TrafficIssue[] {
  if (!call.ok || call.operationId === undefined) return [];
  const issues: TrafficIssue[] = [];
  const gapNames = gapNamed(call);
  const parsed = parseParameters(call.operationId, { query: call.query, path: call.pathParams });
  const violations: Violation[] = parsed.ok ? [] : parsed.error;
  for (const violation of violations) {
    if (!LIMIT_KEYWORDS.has(violation.keyword)) continue;
    const name = /^\/query\/([^/]+)/.exec(violation.pointer)?.[1];
    if (name === undefined || QUERY_RULES[name] === undefined) continue;
    if (gapNames.has(name) && !honouredNames.has(name)) continue;
    issues.push({ rule: 'request_limits_enforced', message: `${call.exchange.method} ${call.operationId} with query parameter ${name}=${JSON.stringify(call.query.get(name)?.slice(0, 60))} (${violation.message}) answered ${call.exchange.status}, not refused [${QUERY_RULES[name]}]` });
  }
  if (call.body !== undefined && (call.operationId === 'createLink' || call.operationId === 'createTag' || call.operationId === 'bulkCreateLinks')) {
    for (const violation of validateRequestBody(call.operationId, call.body)) {
      if (!LIMIT_KEYWORDS.has(violation.keyword)) continue;
      const segments = violation.pointer.split('/').slice(1);
      let field = segments[0];
      if (call.operationId === 'bulkCreateLinks') {
        if (segments.length === 0) {
          if (violation.keyword === 'maxItems') issues.push({ rule: 'request_limits_enforced', message: `a bulk request of ${Array.isArray(call.body) ? call.body.length : '?'} links (${violation.message}) answered ${call.exchange.status}, not refused [bulk.max]` });
          continue;
        }
        // An element refused on its own, with a LinkError for it, is what §4.3 allows. It was created when a Link
        // answered has its key, or when every element was answered a Link (the results' order is not shown).
        const element = (call.body as unknown[])[Number(segments[0])];
        const answered = Array.isArray(call.answer) ? call.answer.filter((item) => isObject(item) && typeof item.id === 'string') as Json[] : [];
        const created = answered.length === (call.body as unknown[]).length || (isObject(element) && typeof element.key === 'string' && answered.some((link) => link.key === element.key));
        if (!created) continue;
        field = segments[1];
      }
      if (field === undefined || BODY_FIELD_RULES[field] === undefined) continue;
      issues.push({ rule: 'request_limits_enforced', message: `${call.operationId} with ${violation.pointer} ${violation.message} answered ${call.exchange.status}, not refused [${BODY_FIELD_RULES[field]}]` });
    }
  }
  return issues;
}
