import { CANDIDATE_NAMES } from '../conform/discover-profile.js';
import { limits } from '../contract/limits.js';
import { getOperation } from '../contract/operations.js';
import { isObject, linksIn, type Json, type ObservedCall } from './observed-call.js';
import type { TrafficIssue } from './traffic-rules.js';
import { canParseUrl } from '../can-parse-url.js';
import { foldCase } from '../domain/fold-case.js';

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? 'nothing';

/** Conventional names of the parameters whose names §4.4 does not show (list-page-params gap): those conform's discovery tries. */
export const PAGE_SIZE_NAMES: ReadonlySet<string> = new Set(CANDIDATE_NAMES.pageSize);
export const PAGE_NAMES: ReadonlySet<string> = new Set(CANDIDATE_NAMES.page);
export const DIRECTION_NAMES: ReadonlySet<string> = new Set(CANDIDATE_NAMES.sortOrder);
const DEPRECATED_SORT_NAMES = new Set(['sort']);

/** The filters of a list or count request (§4.4, §4.6), as sent. */
export interface ListFilters {
  domain?: string;
  tagIds?: string[];
  tagId?: string;
  tagNames?: string[];
  folderId?: string;
  search?: string;
  userId?: string;
  tenantId?: string;
  showArchived: boolean;
  withTags: boolean;
}

const FILTER_NAMES = ['domain', 'tagIds', 'tagId', 'tagNames', 'folderId', 'search', 'userId', 'tenantId', 'showArchived', 'withTags'] as const;

/** Comma-separated (form style, not exploded) and repeated values alike. */
const listOf = (query: URLSearchParams, name: string) => (query.has(name) ? query.getAll(name).flatMap((value) => value.split(',')).filter((value) => value !== '') : undefined);

export function filtersOf(query: URLSearchParams): ListFilters {
  const one = (name: string) => query.get(name) ?? undefined;
  const filters: ListFilters = { showArchived: query.get('showArchived') === 'true', withTags: query.get('withTags') === 'true' };
  for (const name of ['domain', 'tagId', 'folderId', 'search', 'userId', 'tenantId'] as const) if (one(name) !== undefined) filters[name] = one(name);
  const tagIds = listOf(query, 'tagIds');
  const tagNames = listOf(query, 'tagNames');
  if (tagIds !== undefined) filters.tagIds = tagIds;
  if (tagNames !== undefined) filters.tagNames = tagNames;
  return filters;
}

/** The filters as a key: two requests with the same key ask for the same links. */
export function filterKey(query: URLSearchParams): string {
  const filters = filtersOf(query);
  return JSON.stringify(FILTER_NAMES.map((name) => {
    const value = filters[name];
    return Array.isArray(value) ? [...value].sort() : value;
  }));
}

const tagsOf = (link: Json) => (Array.isArray(link.tags) ? link.tags.filter(isObject) : []);

/**
 * Why a link does not match the filters, or undefined when it does. `strict` judges search as a plain
 * substring of the key or the url (a link that holds it is surely found); otherwise ignoring case, and in the
 * decoded url too (a link that holds it in neither way is surely not).
 */
export function mismatch(link: Json, filters: ListFilters, strict: boolean): { rule: string; why: string } | undefined {
  const tags = tagsOf(link);
  if (filters.domain !== undefined && String(link.domain).toLowerCase() !== filters.domain.toLowerCase()) return { rule: 'list.filters', why: `domain ${shown(link.domain)}, filter domain=${filters.domain}` };
  if (filters.tagIds !== undefined && !tags.some((tag) => filters.tagIds!.includes(String(tag.id)))) return { rule: 'list.filters', why: `tags ${shown(tags.map((tag) => tag.id))}, filter tagIds=${filters.tagIds.join(',')}` };
  if (filters.tagId !== undefined && !tags.some((tag) => tag.id === filters.tagId)) return { rule: 'list.deprecated-filters', why: `tags ${shown(tags.map((tag) => tag.id))}, filter tagId=${filters.tagId}` };
  if (filters.tagNames !== undefined && !tags.some((tag) => filters.tagNames!.some((name) => foldCase(name) === foldCase(String(tag.name))))) return { rule: 'list.filters', why: `tags named ${shown(tags.map((tag) => tag.name))}, filter tagNames=${filters.tagNames.join(',')}` };
  for (const name of ['folderId', 'userId', 'tenantId'] as const) if (filters[name] !== undefined && link[name] !== filters[name]) return { rule: 'list.filters', why: `${name} ${shown(link[name])}, filter ${name}=${filters[name]}` };
  if (filters.withTags && tags.length === 0) return { rule: 'list.deprecated-filters', why: 'no tag, filter withTags=true' };
  if (!filters.showArchived && link.archived === true) return { rule: 'list.archived', why: 'archived, without showArchived=true' };
  if (filters.search !== undefined) {
    const places = [String(link.key), String(link.url)];
    let decoded = String(link.url);
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // The url as it is.
    }
    const found = strict ? places.some((place) => place.includes(filters.search!)) : [...places, decoded].some((place) => place.toLowerCase().includes(filters.search!.toLowerCase()));
    if (!found) return { rule: 'list.search', why: `neither key ${shown(link.key)} nor url ${shown(link.url)} holds ${shown(filters.search)}` };
  }
  return undefined;
}

/** The query parameters of a list that are in no filter, sort or page of the contract nor a conventional name for them. */
function unknownParameters(call: ObservedCall): string[] {
  const known = new Set((getOperation(call.operationId!).parameters ?? []).map((parameter) => parameter.name));
  return [...new Set(call.query.keys())].filter((name) => !known.has(name) && !PAGE_SIZE_NAMES.has(name) && !PAGE_NAMES.has(name) && !DIRECTION_NAMES.has(name) && !DEPRECATED_SORT_NAMES.has(name));
}

/**
 * The page a list answer is, as far as the traffic can tell: the page size in force, and whether it is the
 * first page. Undefined when a parameter the observer cannot read could change either.
 */
export function pageOf(call: ObservedCall): { size: number; first: boolean } | undefined {
  if (unknownParameters(call).length > 0) return undefined;
  const sizes = [...call.query.keys()].filter((name) => PAGE_SIZE_NAMES.has(name)).map((name) => Number(call.query.get(name)));
  const pages = [...call.query.keys()].filter((name) => PAGE_NAMES.has(name)).map((name) => Number(call.query.get(name)));
  // A page-size parameter may be the server's or ignored: the smaller of it and the default is what a whole answer is shorter than.
  const size = Math.min(limits.pageSize.default, ...sizes.filter((value) => Number.isInteger(value) && value > 0));
  return { size, first: pages.every((page) => page === 1) };
}

/**
 * Single-answer rules: `link_fields_consistent` for every Link answered, `lookup_answers_the_link` for
 * retrieve and delete, `list_answers_match_filters` for a list, `token_required` for any call.
 */
export function judgeLinkAnswers(call: ObservedCall): TrafficIssue[] {
  const issues: TrafficIssue[] = [];
  if (call.operationId !== undefined && call.operationId !== 'getQRCode' && call.exchange.headers.authorization === undefined && (call.ok || call.exchange.status === 403)) {
    issues.push({ rule: 'token_required', message: `${call.operationId} without an Authorization header answered ${call.exchange.status}, not 401 unauthorized [auth.required]` });
  }
  // A logo (or hiding it) is for a paid plan: asked for without a token, no plan is known, and a 401 is the spec's answer.
  const paidFeature = call.query.has('logo') || call.query.has('hideLogo');
  if (call.operationId === 'getQRCode' && call.exchange.headers.authorization === undefined && call.exchange.status === 401 && !paidFeature) {
    issues.push({ rule: 'token_required', message: 'GET /qr without an Authorization header answered 401: the QR code needs no credential [qr.anonymous]' });
  }
  if (!call.ok) return issues;
  for (const link of linksIn(call)) {
    const where = `link ${String(link.id)}: `;
    if (typeof link.shortLink === 'string' && !(link.shortLink.startsWith('https://') && canParseUrl(link.shortLink) && new URL(link.shortLink).hostname === String(link.domain).toLowerCase())) {
      issues.push({ rule: 'link_fields_consistent', message: `${where}shortLink ${shown(link.shortLink)} is not https on its domain ${shown(link.domain)} [link.short-link]` });
    }
    if (typeof link.qrCode === 'string' && (!canParseUrl(link.qrCode) || !new URL(link.qrCode).pathname.endsWith('/qr') || !new URL(link.qrCode).searchParams.has('url'))) {
      issues.push({ rule: 'link_fields_consistent', message: `${where}qrCode ${shown(link.qrCode)} is not the QR endpoint with a url parameter [link.qr-code]` });
    }
    if ('projectId' in link && link.projectId !== null && link.projectId !== link.workspaceId) issues.push({ rule: 'link_fields_consistent', message: `${where}projectId ${shown(link.projectId)} is not workspaceId ${shown(link.workspaceId)} [link.deprecated-aliases]` });
    if (typeof link.tagId === 'string' && !tagsOf(link).some((tag) => tag.id === link.tagId)) issues.push({ rule: 'link_fields_consistent', message: `${where}tagId ${shown(link.tagId)} is none of its tags [link.deprecated-aliases]` });
  }
  if (call.operationId === 'getLinkInfo' && isObject(call.answer)) {
    const link = call.answer;
    const linkId = call.query.get('linkId');
    const externalId = call.query.get('externalId');
    const [domain, key] = [call.query.get('domain'), call.query.get('key')];
    if (linkId !== null && link.id !== linkId) issues.push({ rule: 'lookup_answers_the_link', message: `retrieve by linkId=${linkId} answered link ${shown(link.id)} [info.lookup]` });
    else if (linkId === null && externalId !== null && link.externalId !== externalId.replace(/^ext_/, '')) issues.push({ rule: 'lookup_answers_the_link', message: `retrieve by externalId=${externalId} answered the link with externalId ${shown(link.externalId)} [info.lookup]` });
    else if (linkId === null && externalId === null && domain !== null && key !== null && (String(link.domain).toLowerCase() !== domain.toLowerCase() || link.key !== key)) {
      issues.push({ rule: 'lookup_answers_the_link', message: `retrieve by domain=${domain}&key=${key} answered ${shown(link.domain)}/${shown(link.key)} [info.lookup]` });
    }
  }
  if (call.operationId === 'deleteLink' && isObject(call.answer)) {
    const named = call.pathParams.linkId ?? '';
    if (!named.startsWith('ext_') && typeof call.answer.id === 'string' && call.answer.id !== named) issues.push({ rule: 'lookup_answers_the_link', message: `DELETE /links/${named} answered id ${shown(call.answer.id)} [deleted.shape]` });
  }
  if (call.operationId === 'getLinks' && Array.isArray(call.answer)) {
    const filters = filtersOf(call.query);
    for (const link of call.answer.filter(isObject)) {
      const wrong = mismatch(link, filters, false);
      if (wrong !== undefined) {
        issues.push({ rule: 'list_answers_match_filters', message: `the list answered link ${shown(link.id)}: ${wrong.why} [${wrong.rule}]` });
        break;
      }
    }
    const sizes = [...call.query.keys()].filter((name) => PAGE_SIZE_NAMES.has(name));
    const { default: pageDefault, maximum: pageMaximum } = limits.pageSize;
    if (call.answer.length > pageMaximum) issues.push({ rule: 'list_answers_match_filters', message: `a page of ${call.answer.length} links: at most ${pageMaximum} [list.pages]` });
    else if (sizes.length === 0 && unknownParameters(call).length === 0 && call.answer.length > pageDefault) issues.push({ rule: 'list_answers_match_filters', message: `a page of ${call.answer.length} links without a page size: the default is ${pageDefault} [list.pages]` });
    const directions = [...call.query.keys()].filter((name) => DIRECTION_NAMES.has(name) || DEPRECATED_SORT_NAMES.has(name));
    if (unknownParameters(call).length === 0) {
      const sortBy = call.query.get('sortBy') ?? 'createdAt';
      const rank = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN);
      const values = call.answer.filter(isObject).map((link) => rank(link[sortBy])).filter(Number.isFinite);
      const descending = values.every((value, index) => index === 0 || values[index - 1]! >= value);
      const ascending = values.every((value, index) => index === 0 || values[index - 1]! <= value);
      // Without a direction the list is newest (largest) first; with one under a name the server may not use, it is sorted by sortBy one way or the other.
      if (directions.length === 0 && !descending) issues.push({ rule: 'list_answers_match_filters', message: `sorted by ${sortBy} without a direction, yet not descending: ${JSON.stringify(values.slice(0, 5))}… [${call.query.has('sortBy') ? 'list.sort' : 'list.direction'}]` });
      else if (directions.length > 0 && !descending && !ascending) issues.push({ rule: 'list_answers_match_filters', message: `sortBy=${sortBy}, yet the list is in neither order of it: ${JSON.stringify(values.slice(0, 5))}… [list.sort]` });
    }
  }
  return issues;
}
