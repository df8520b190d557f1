import type { components } from '../../contract/openapi-types.js';
import { defaultsOf } from '../../contract/defaults-of.js';
import { limits } from '../../contract/limits.js';
import { ucs2length } from '../../contract/ucs2length.js';
import { createId } from '../../domain/create-id.js';
import { isoTime, parseIsoTime } from '../../domain/iso-time.js';
import { checkKey, randomKey } from '../../domain/key-rules.js';
import { namesDestination } from '../../domain/names-destination.js';
import { normalizeUrl } from '../../domain/normalize-url.js';
import { DEFAULT_DOMAIN, qrCodeOf, shortLinkOf } from '../../domain/short-link.js';
import { utmParametersOf, withUtmParameters } from '../../domain/utm.js';
import type { DatasetUser, Link, Tag } from '../../dataset/dataset.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import type { Prng } from '../prng.js';
import type { WorkspaceState } from './workspace-state.js';

export type LinkInput = components['schemas']['CreateLinkRequest'];

/** What omitted fields of a link body mean, read from openapi.yaml (keyLength 7, archived false, …). */
const DEFAULTS = defaultsOf('#/components/schemas/CreateLinkRequest') as {
  keyLength: number;
  trackConversion: boolean;
  archived: boolean;
  proxy: boolean;
  rewrite: boolean;
  doIndex: boolean;
  publicStats: boolean;
};

export interface PrepareContext {
  state: WorkspaceState;
  user: DatasetUser;
  now: number;
  prng: Prng;
  /** The mock's own base URL: a link's qrCode points at its /qr (short-link gap). */
  baseUrl: string;
  /** Whether a domain+key is already used anywhere (random keys are drawn again until free). */
  isTaken(domain: string, key: string): boolean;
}

const invalid = (field: string, reason: string) => err(apiError('unprocessable_entity', `${field}: ${reason}`));

function url(field: string, value: string | undefined, maxLength = Number.POSITIVE_INFINITY): Result<string | null, ApiError> {
  if (value === undefined) return ok(null);
  const result = normalizeUrl(value);
  if (!result.ok) return invalid(field, result.error);
  // The contract checked the text as sent (in code points, as JSON Schema counts); the https:// put in front of a
  // bare host can take it past §8's limit.
  // Only a text that normalising made longer (https:// put in front; trimming makes it shorter) is counted again.
  if (result.value.length > value.length && ucs2length(result.value) > maxLength) return invalid(field, `with https:// put in front it is ${ucs2length(result.value)} characters, more than ${maxLength}`);
  return result;
}

function time(field: string, value: string | undefined): Result<string | null, ApiError> {
  if (value === undefined) return ok(null);
  const parsed = parseIsoTime(value);
  return parsed === undefined ? invalid(field, 'must be an ISO-8601 date and time, e.g. 2026-12-01T10:00:00Z (one without an offset is UTC)') : ok(isoTime(parsed));
}

/** tagIds, tagNames (ignoring case) and the deprecated tagId, resolved to the workspace's tags (tag-names gap). */
function resolveTags(state: WorkspaceState, input: LinkInput): Result<Tag[], ApiError> {
  const tags = new Map<string, Tag>();
  // Each id is named in the field it came in: the deprecated tagId is its own field.
  const ids = [...(input.tagIds ?? []).map((id) => ['tagIds', id] as const), ...(input.tagId === undefined ? [] : [['tagId', input.tagId] as const])];
  for (const [field, id] of ids) {
    const tag = state.tags.get(id);
    if (tag === undefined) return invalid(field, id === '' ? 'an empty tag ID names no tag' : `no tag ${id} in this workspace`);
    tags.set(tag.id, tag);
  }
  const names = input.tagNames === undefined ? [] : typeof input.tagNames === 'string' ? [input.tagNames] : input.tagNames;
  for (const name of names) {
    const tag = state.tagByName(name);
    if (tag === undefined) return invalid('tagNames', name.trim() === '' ? 'an empty tag name names no tag' : `no tag named ${name} in this workspace`);
    tags.set(tag.id, tag);
  }
  return ok([...tags.values()]);
}

function chooseDomain(state: WorkspaceState, requested: string | undefined): Result<string, ApiError> {
  const domains = state.workspace.domains;
  // An empty domain is no domain, as the public service reads it (default-domain gap); one of white space only names none.
  if (requested === undefined || requested === '') return ok(domains.find((owned) => owned.primary)?.slug ?? domains[0]?.slug ?? DEFAULT_DOMAIN);
  const domain = requested.trim().toLowerCase();
  if (domain === '') return invalid('domain', 'a domain of white space only names no domain');
  if (domain === DEFAULT_DOMAIN || domains.some((owned) => owned.slug === domain)) return ok(domain);
  return err(apiError('forbidden', `The domain ${domain} does not belong to workspace ${state.workspace.slug}.`));
}

function chooseKey(context: PrepareContext, domain: string, input: LinkInput, keyLength: number): Result<string, ApiError> {
  if (input.key !== undefined && input.key !== '') {
    const checked = checkKey(input.key);
    return checked.ok ? checked : invalid('key', checked.error);
  }
  // A prefix holds what a key may (key-rules gap). The key is the prefix then the random characters (§4.2), so only
  // the prefix's leading / are taken off, as the key's own are: a trailing / stays between them (`/c/` gives `c/x7Yz9Qa`).
  let prefix = input.prefix ?? '';
  if (prefix !== '') {
    const checked = checkKey(prefix);
    if (!checked.ok) return invalid('prefix', checked.error);
    prefix = prefix.replace(/^\/+/, '');
  }
  const longest = limits.key.maxLength;
  if (prefix.length + keyLength > longest) return invalid('prefix', `with keyLength ${keyLength} it makes a key longer than ${longest} characters`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const key = prefix + randomKey(keyLength, context.prng.nextInt);
    if (!context.isTaken(domain, key)) return ok(key);
  }
  return err(apiError('conflict', `No free random key of length ${keyLength} was found on ${domain}; choose a key or a longer keyLength.`));
}

function checkVariants(input: LinkInput): Result<Link['testVariants'], ApiError> {
  if (input.testVariants === undefined) return ok(null);
  const variants: NonNullable<Link['testVariants']> = [];
  for (const [index, variant] of input.testVariants.entries()) {
    const normalized = url(`testVariants/${index}/url`, variant.url, limits.url.maxLength);
    if (!normalized.ok) return normalized;
    variants.push({ url: normalized.value!, percentage: variant.percentage });
  }
  const total = variants.reduce((sum, variant) => sum + variant.percentage, 0);
  return Math.abs(total - 100) > 1e-9 ? invalid('testVariants', `percentages must add up to 100, not ${total}`) : ok(variants);
}

/**
 * Turns a link body that passed the contract's schema into the Link to store: every rule of §4.2 and
 * its gap defaults. Uniqueness and the links limit are the store's to check when it inserts.
 */
export function prepareLink(context: PrepareContext, input: LinkInput): Result<Link, ApiError> {
  const { state, user, now, prng } = context;
  const fields = { ...DEFAULTS, ...input };

  const destination = url('url', input.url, limits.url.maxLength);
  if (!destination.ok) return destination;
  const domain = chooseDomain(state, input.domain);
  if (!domain.ok) return domain;
  const key = chooseKey(context, domain.value, input, fields.keyLength);
  if (!key.ok) return key;
  const tags = resolveTags(state, input);
  if (!tags.ok) return tags;
  if (input.folderId !== undefined && !state.folders.has(input.folderId)) return invalid('folderId', input.folderId === '' ? 'an empty folder ID names no folder' : `no folder ${input.folderId} in this workspace`);
  const unknownWebhook = input.webhookIds?.find((id) => !state.webhooks.has(id));
  if (unknownWebhook !== undefined) return invalid('webhookIds', unknownWebhook === '' ? 'an empty webhook ID names no webhook' : `no webhook ${unknownWebhook} in this workspace`);

  const others: Record<string, string | null> = {};
  for (const field of ['expiredUrl', 'ios', 'android'] as const) {
    // Empty or blank, as a form's field left blank sends it: kept as sent, naming no destination (only their length is shown, §4.2).
    const sent = input[field];
    if (sent !== undefined && !namesDestination(sent)) {
      others[field] = sent;
      continue;
    }
    const result = url(field, input[field], limits[field].maxLength);
    if (!result.ok) return result;
    others[field] = result.value;
  }
  let geo: Link['geo'] = null;
  if (input.geo !== undefined) {
    geo = {};
    for (const [country, target] of Object.entries(input.geo)) {
      const result = url(`geo/${country}`, target, limits.url.maxLength);
      if (!result.ok) return result;
      geo[country] = result.value!;
    }
  }
  const times: Record<string, string | null> = {};
  for (const field of ['expiresAt', 'testStartedAt', 'testCompletedAt'] as const) {
    const result = time(field, input[field]);
    if (!result.ok) return result;
    times[field] = result.value;
  }
  const testVariants = checkVariants(input);
  if (!testVariants.ok) return testVariants;

  // utm_* and ref populate or override the destination's query; the response reports what it carries.
  const finalUrl = withUtmParameters(destination.value!, input);
  // Stored, it must still be a url the service takes (§8), so that the link can be made again from its own answer.
  const finalLength = finalUrl === destination.value ? 0 : ucs2length(finalUrl);
  if (finalLength > limits.url.maxLength) return invalid('url', `with the utm_* and ref fields written into its query it is ${finalLength} characters, more than ${limits.url.maxLength}`);
  const utm = utmParametersOf(finalUrl);
  const created = isoTime(now);
  const shortLink = shortLinkOf(domain.value, key.value);
  // After the workspace's last new id: links made at one instant (a frozen clock) list as they were made, newest first.
  const id = createId('link_', now, prng.nextInt, state.lastLinkId);
  state.lastLinkId = id;
  return ok({
    id,
    domain: domain.value,
    key: key.value,
    url: finalUrl,
    // A workspace with conversion tracking on tracks new links unless the body says otherwise (§2.4).
    trackConversion: input.trackConversion ?? (state.workspace.conversionEnabled || DEFAULTS.trackConversion),
    externalId: input.externalId ?? null,
    tenantId: input.tenantId ?? null,
    programId: input.programId ?? null,
    partnerId: input.partnerId ?? null,
    archived: fields.archived,
    expiresAt: times.expiresAt!,
    expiredUrl: others.expiredUrl!,
    disabledAt: null,
    password: input.password ?? null,
    proxy: fields.proxy,
    title: input.title ?? null,
    description: input.description ?? null,
    image: input.image ?? null,
    video: input.video ?? null,
    rewrite: fields.rewrite,
    doIndex: fields.doIndex,
    ios: others.ios!,
    android: others.android!,
    geo,
    publicStats: fields.publicStats,
    tags: tags.value,
    folderId: input.folderId ?? user.defaultFolderId ?? null,
    webhookIds: [...new Set(input.webhookIds ?? [])],
    comments: input.comments ?? null,
    shortLink,
    qrCode: qrCodeOf(context.baseUrl, shortLink),
    ...utm,
    userId: user.id,
    workspaceId: state.workspace.id,
    clicks: 0,
    leads: 0,
    conversions: 0,
    sales: 0,
    saleAmount: 0,
    lastClicked: null,
    createdAt: created,
    updatedAt: created,
    tagId: tags.value[0]?.id ?? null,
    projectId: state.workspace.id,
    testVariants: testVariants.value,
    testStartedAt: times.testStartedAt!,
    testCompletedAt: times.testCompletedAt!,
  });
}
