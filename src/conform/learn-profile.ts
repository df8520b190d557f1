import { isJsonMediaType, mediaTypeOf } from '../contract/media-type.js';
import { errorCodeByStatus } from '../contract/error-codes.js';
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

/** The shape of a JSON value, as a profile states it: which fields, or that it is a number, an array of what. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : { arrayOf: shapeOf(value[0]) };
  if (isObject(value)) return { fields: Object.keys(value).sort() };
  return typeof value;
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
 * statuses, and what the run's exchanges show of the LinkError shape, the grouped count, another workspace's
 * link, rate-limit headers and the QR code's type.
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
  const grouped = exchanges.find((exchange) => exchange.operationId === 'getLinksCount' && exchange.status === 200 && exchange.url.includes('groupBy=') && exchange.json !== undefined);
  if (grouped !== undefined) gaps['count-groupby'] = { choice: shapeOf(grouped.json), evidence: `${said(grouped)}: ${grouped.responseBody.slice(0, 160)}` };
  // Another workspace's link, asked for with the other credential (the isolation check): 403 or 404.
  const stranger = exchanges.find((exchange) => exchange.credential === 'other' && (exchange.operationId === 'getLinkInfo' || exchange.operationId === 'deleteLink') && (exchange.status === 403 || exchange.status === 404));
  if (stranger !== undefined) gaps['link-access'] = { choice: stranger.status, evidence: `${said(stranger)} with the other workspace's token` };
  const limited = exchanges.find((exchange) => Object.keys(exchange.responseHeaders).some((name) => /ratelimit|rate-limit/i.test(name)));
  if (limited !== undefined) {
    const headers = Object.keys(limited.responseHeaders).filter((name) => /ratelimit|rate-limit|retry-after/i.test(name)).sort();
    gaps['rate-limit'] = { choice: { headers }, evidence: `${said(limited)} with ${headers.join(', ')}` };
  }
  const qr = exchanges.find((exchange) => exchange.operationId === 'getQRCode' && exchange.status === 200);
  if (qr !== undefined) {
    const type = mediaTypeOf(qr.responseHeaders['content-type']);
    gaps['qr-content-type'] = { choice: isJsonMediaType(type) ? `${type} (a string)` : type || 'none', evidence: said(qr) };
  }
  return { version: PROFILE_VERSION, target, learnt: now.toISOString(), gaps };
}
