import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { errorCodeByStatus } from '../contract/error-codes.js';
import { openapiDocument } from '../contract/openapi-document.js';
import type { DiscoveredProfile } from './discover-profile.js';
import type { Exchange } from './target.js';

/** One choice of the target on a gap of gaps.md, and the exchange that showed it. */
export interface LearntChoice {
  choice: unknown;
  evidence: string;
}

/** The version of the profile file's format (profile.schema.json). */
export const PROFILE_VERSION = 1;

/**
 * A target's choices where the spec says "not shown", by gap id of gaps.md: only what the run observed, each
 * with its evidence. Nothing unobserved is guessed.
 */
export interface LearntProfile {
  version: typeof PROFILE_VERSION;
  /** The base URL the profile was learnt from (never a token). */
  target: string;
  learnt: string;
  gaps: Record<string, LearntChoice>;
}

const said = (exchange: Exchange) => `${exchange.method} ${new URL(exchange.url).pathname}${new URL(exchange.url).search.slice(0, 80)} answered ${exchange.status}`;
const CODES: ReadonlySet<string> = new Set(errorCodeByStatus.values());
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The link fields the contract lets be without a value (null): where a target shows whether it sends null or leaves them out. */
const NULLABLE_LINK_FIELDS: readonly string[] = (() => {
  const link = (openapiDocument as { components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> } }).components?.schemas?.Link;
  const admitsNull = (schema: unknown): boolean => {
    if (!isObject(schema)) return false;
    if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
    return [schema.anyOf, schema.oneOf].some((list) => Array.isArray(list) && list.some(admitsNull));
  };
  return Object.entries(link?.properties ?? {}).flatMap(([field, schema]) => (admitsNull(schema) ? [field] : []));
})();

/** The shape of a JSON value, as a profile states it: which fields, or that it is a number, an array of what. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : { arrayOf: shapeOf(value[0]) };
  if (isObject(value)) return { fields: Object.keys(value).sort() };
  return typeof value;
}

/**
 * The grouped count's shape: an array of groups, each the grouped field and the count (named by which field is
 * a number), perhaps in an envelope (`wrappedIn`), or one object of counts by value.
 */
function groupShapeOf(value: unknown): unknown {
  if (isObject(value) && Object.values(value).every((count) => typeof count === 'number')) return { objectOfCounts: true };
  // The groups in an envelope: `{"groups": [...]}`.
  const envelope = isObject(value) ? Object.keys(value) : [];
  if (envelope.length === 1 && Array.isArray((value as Record<string, unknown>)[envelope[0]!])) return { wrappedIn: envelope[0], ...(groupShapeOf((value as Record<string, unknown>)[envelope[0]!]) as object) };
  const first = Array.isArray(value) ? value[0] : undefined;
  if (!isObject(first)) return shapeOf(value);
  const count = Object.keys(first).find((field) => typeof first[field] === 'number');
  return { arrayOf: { fields: Object.keys(first).sort() }, ...(count !== undefined && { count }) };
}

/**
 * What each field of a LinkError holds, as far as its value shows: the submitted element (an object), the
 * error code (a code of §7), the message (other text). A mock needs the roles to answer in the same shape.
 */
function rolesOf(error: Record<string, unknown>): Record<string, string> {
  const roles: Record<string, string> = {};
  for (const [field, value] of Object.entries(error)) {
    if (isObject(value)) roles.link ??= field;
    else if (typeof value === 'string' && CODES.has(value)) roles.code ??= field;
    else if (typeof value === 'string') roles.error ??= field;
  }
  return roles;
}

/**
 * What a run showed of the target's choices: the discovered parameter names and bulk validation, the success
 * statuses, and what the run's exchanges show of the LinkError shape, the grouped count, fields without a
 * value, the status of a failed validation, another workspace and its link, rate-limit headers and the QR
 * code's type.
 */
export function learnProfile(target: string, discovered: DiscoveredProfile, exchanges: readonly Exchange[], now: Date): LearntProfile {
  const gaps: Record<string, LearntChoice> = {};
  const names = Object.fromEntries((['pageSize', 'page', 'sortOrder'] as const).flatMap((key) => (discovered[key] === undefined ? [] : [[key, discovered[key]!.value]])));
  if (Object.keys(names).length > 0) {
    gaps['list-page-params'] = { choice: names, evidence: (['pageSize', 'page', 'sortOrder'] as const).flatMap((key) => (discovered[key] === undefined ? [] : [`${key}: ${discovered[key]!.evidence}`])).join('; ') };
  }
  if (discovered.bulkValidation !== undefined) gaps['bulk-whole-request'] = { choice: discovered.bulkValidation.value, evidence: discovered.bulkValidation.evidence };
  const statuses: Record<string, number> = {};
  const statusEvidence: string[] = [];
  for (const exchange of exchanges) {
    if (exchange.operationId === undefined || exchange.status < 200 || exchange.status >= 300 || exchange.operationId in statuses) continue;
    statuses[exchange.operationId] = exchange.status;
    statusEvidence.push(said(exchange));
  }
  if (Object.keys(statuses).length > 0) gaps['success-status'] = { choice: statuses, evidence: statusEvidence.join('; ') };

  const bulkError = exchanges.find((exchange) => exchange.operationId === 'bulkCreateLinks' && exchange.status < 300 && Array.isArray(exchange.json) && exchange.json.some((item) => isObject(item) && typeof item.id !== 'string'));
  if (bulkError !== undefined) {
    const element = (bulkError.json as unknown[]).find((item) => isObject(item) && typeof item.id !== 'string');
    gaps['bulk-link-error'] = { choice: { ...(shapeOf(element) as object), ...(isObject(element) && { roles: rolesOf(element) }) }, evidence: `${said(bulkError)}: ${JSON.stringify(element).slice(0, 160)}` };
  }
  // A grouped count that shows its shape: groups (an empty answer shows none).
  const grouped = exchanges.find((exchange) => exchange.operationId === 'getLinksCount' && exchange.status === 200 && exchange.url.includes('groupBy=') && ((Array.isArray(exchange.json) && exchange.json.length > 0) || (isObject(exchange.json) && Object.keys(exchange.json).length > 0)));
  if (grouped !== undefined) gaps['count-groupby'] = { choice: groupShapeOf(grouped.json), evidence: `${said(grouped)}: ${grouped.responseBody.slice(0, 160)}` };
  // Another workspace's link, asked for with the other credential (the isolation check): 403 or 404.
  const created = exchanges.find((exchange) => exchange.operationId === 'createLink' && exchange.status < 300 && isObject(exchange.json) && typeof exchange.json.id === 'string');
  if (created !== undefined) {
    const link = created.json as Record<string, unknown>;
    const sentNull = NULLABLE_LINK_FIELDS.filter((field) => link[field] === null);
    const leftOut = NULLABLE_LINK_FIELDS.filter((field) => !(field in link));
    // Some null and some left out is no one choice: not written.
    if (sentNull.length > 0 && leftOut.length === 0) gaps['nullable-fields'] = { choice: 'null', evidence: `${said(created)} with ${sentNull.slice(0, 4).join(', ')}… null` };
    else if (leftOut.length > 0 && sentNull.length === 0) gaps['nullable-fields'] = { choice: 'absent', evidence: `${said(created)} without ${leftOut.slice(0, 4).join(', ')}… (no field null)` };
  }
  // A request past a limit of §8 (valid JSON, one value out of range): refused 400 or 422, as one choice.
  const pastLimits = exchanges.filter((exchange) => exchange.sentBy === 'limits_and_enums_rejected' && exchange.credential === 'token' && (exchange.status === 400 || exchange.status === 422));
  const validation = [...new Set(pastLimits.map((exchange) => exchange.status))];
  if (validation.length === 1) gaps['error-mapping'] = { choice: { validation: validation[0] }, evidence: `${pastLimits.length} requests past a limit answered ${validation[0]}, e.g. ${said(pastLimits[0]!)}` };
  const workspace = exchanges.find((exchange) => exchange.credential === 'other' && exchange.operationId === 'getWorkspace' && (exchange.status === 403 || exchange.status === 404));
  if (workspace !== undefined) gaps['workspace-access'] = { choice: workspace.status, evidence: `${said(workspace)} with the other workspace's token` };
  const stranger = exchanges.find((exchange) => exchange.credential === 'other' && (exchange.operationId === 'getLinkInfo' || exchange.operationId === 'deleteLink') && (exchange.status === 403 || exchange.status === 404));
  if (stranger !== undefined) gaps['link-access'] = { choice: stranger.status, evidence: `${said(stranger)} with the other workspace's token` };
  const limited = exchanges.find((exchange) => Object.keys(exchange.responseHeaders).some((name) => /ratelimit|rate-limit/i.test(name)));
  const answered = exchanges.filter((exchange) => exchange.credential === 'token' && exchange.operationId !== undefined && exchange.status >= 200 && exchange.status < 300);
  if (limited !== undefined) {
    const headers = Object.keys(limited.responseHeaders).filter((name) => /ratelimit|rate-limit|retry-after/i.test(name)).sort();
    // Whether refusals carry them too (a 401 and a 429 are no evidence: no window, or the limit itself).
    const refusals = exchanges.filter((exchange) => (exchange.credential === 'token' || exchange.credential === 'other') && exchange.operationId !== undefined && exchange.status >= 400 && exchange.status < 500 && exchange.status !== 401 && exchange.status !== 429);
    const onErrors = refusals.length < 3 ? undefined : refusals.some((exchange) => Object.keys(exchange.responseHeaders).some((name) => /ratelimit|rate-limit/i.test(name)));
    gaps['rate-limit'] = { choice: { headers, ...(onErrors !== undefined && { onErrors }) }, evidence: `${said(limited)} with ${headers.join(', ')}${onErrors === undefined ? '' : `; ${refusals.length} refusals, ${onErrors ? 'with them' : 'none with them'}`}` };
  } else if (answered.length >= 20) {
    // Seen often enough to say: the target sends no rate-limit headers.
    gaps['rate-limit'] = { choice: { headers: [] }, evidence: `none of ${answered.length} authenticated answers had a rate-limit header, e.g. ${said(answered[0]!)}` };
  }
  const qr = exchanges.find((exchange) => exchange.operationId === 'getQRCode' && exchange.status === 200);
  if (qr !== undefined) {
    const type = mediaTypeOf(qr.responseHeaders['content-type']);
    gaps['qr-content-type'] = { choice: isJsonMediaType(type) ? `${type} (a string)` : type || 'none', evidence: said(qr) };
  }
  return { version: PROFILE_VERSION, target, learnt: now.toISOString(), gaps };
}
