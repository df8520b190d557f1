import type { OperationId } from '../contract/operations.js';
import type { ErrorCode } from '../contract/enums.js';
import { apiError } from './api-error.js';
import { errorResponse } from './error-response.js';
import type { MockResponse } from './mock-http.js';
import { RATE_LIMIT_HEADERS, reshapeLinkErrors, type MockProfile } from './mock-profile.js';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value without the fields that have none (nullable-fields: absent rather than null), at every depth. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (field === null ? [] : [[key, withoutNulls(field)]])));
}

/** The grouped count in the target's shape (count-groupby): the count under its name, or an object of counts by value. */
function regroup(groups: unknown, shape: NonNullable<MockProfile['groupedCount']>): unknown {
  if (!Array.isArray(groups)) return groups;
  if ('countField' in shape) {
    const renamed = groups.map((group) => (isObject(group) ? Object.fromEntries(Object.entries(group).map(([key, value]) => [key === '_count' ? shape.countField : key, value])) : group));
    return shape.wrappedIn === undefined ? renamed : { [shape.wrappedIn]: renamed };
  }
  return Object.fromEntries(
    groups.flatMap((group) => {
      const value = isObject(group) ? Object.entries(group).find(([key]) => key !== '_count')?.[1] : undefined;
      return isObject(group) ? [[String(value ?? ''), group._count]] : [];
    }),
  );
}

/**
 * An answer of the mock as the target of a learnt profile gives it, after the contract has checked it as
 * linkproof's: the success status, the LinkError and grouped count's shapes, fields without a value left out,
 * 400 for a failed validation, 404 for another workspace.
 */
export function followProfile(operationId: OperationId | undefined, response: MockResponse, profile: MockProfile): void {
  if (operationId === undefined) return;
  const { status } = response;
  // Only a JSON answer is reshaped (a QR code drawn as SVG is text too).
  const text = typeof response.body === 'string' && (response.headers['content-type'] ?? '').includes('json') ? response.body : undefined;
  if (status < 300) {
    const profiled = profile.successStatus?.[operationId];
    if (profiled !== undefined) response.status = profiled;
    if (text === undefined) return;
    let body = profile.linkError !== undefined && operationId === 'bulkCreateLinks' ? reshapeLinkErrors(text, profile.linkError) : text;
    if (profile.groupedCount !== undefined && operationId === 'getLinksCount') body = JSON.stringify(regroup(JSON.parse(body), profile.groupedCount));
    // A grouped count's null is a group (links without a folder), not a field without a value.
    else if (profile.nullFieldsAbsent === true && operationId !== 'getLinksCount') body = JSON.stringify(withoutNulls(JSON.parse(body)));
    response.body = body;
    return;
  }
  if (text === undefined) return;
  // Refused under the target's status and code, through the one place an error becomes HTTP.
  const refusal = (code: ErrorCode, message?: string) => {
    const mapped = errorResponse(apiError(code, message ?? (JSON.parse(text) as { error: { message: string } }).error.message));
    response.status = mapped.status;
    response.body = mapped.body;
  };
  if (status === 422 && profile.validationStatus400 === true) refusal('bad_request');
  else if (status === 403 && operationId === 'getWorkspace' && profile.workspaceAccessNotFound === true) refusal('not_found', 'Workspace not found.');
}

/**
 * The rate-limit headers under the target's names, or none (rate-limit), in the answer and in what CORS
 * exposes; none on a refusal other than a 429 when the target sends them with successes only.
 */
export function followRateLimitHeaders(response: MockResponse, profile: MockProfile): void {
  const { headers } = response;
  const names = profile.rateLimitNotOnErrors === true && response.status >= 400 && response.status !== 429 ? {} : (profile.rateLimitHeaders ?? RATE_LIMIT_HEADERS);
  const renamed = new Map<string, string | undefined>(Object.entries(RATE_LIMIT_HEADERS).map(([role, ours]) => [ours, names[role as keyof typeof RATE_LIMIT_HEADERS]]));
  for (const [ours, theirs] of renamed) {
    const value = headers[ours];
    if (value === undefined) continue;
    delete headers[ours];
    if (theirs !== undefined) headers[theirs.toLowerCase()] = value;
  }
  const exposed = headers['access-control-expose-headers'];
  if (exposed !== undefined) {
    headers['access-control-expose-headers'] = exposed
      .split(',')
      .map((name) => name.trim())
      .flatMap((name) => (renamed.has(name) ? (renamed.get(name) === undefined ? [] : [renamed.get(name)!.toLowerCase()]) : [name]))
      .join(', ');
  }
}
