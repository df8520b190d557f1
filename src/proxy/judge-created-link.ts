import { defaultsOf } from '../contract/defaults-of.js';
import { UNSET_UNLESS_SENT } from '../contract/unset-unless-sent.js';
import { isObject, isLink, type Json, type ObservedCall } from './observed-call.js';
import type { TrafficIssue } from './traffic-rules.js';
import { canParseUrl } from '../can-parse-url.js';
import { foldCase } from '../domain/fold-case.js';

const LINK_DEFAULTS = defaultsOf('#/components/schemas/CreateLinkRequest');
const TAG_DEFAULTS_NEVER = 'pink';
/** Fields a created link answers as they were sent. */
const ECHOED = ['key', 'archived', 'proxy', 'rewrite', 'doIndex', 'trackConversion', 'tenantId', 'externalId', 'programId', 'partnerId', 'folderId', 'title', 'description', 'comments', 'password', 'publicStats'] as const;
// The password too: §2.1's Link carries it ("password required to reach the destination"), as conform holds it.
// Left out: image and video (a server may host the image it was sent and answer its own URL).
const URL_FIELDS = ['ios', 'android', 'expiredUrl'] as const;
/** Omitted, these are false (trackConversion is left out: a workspace may turn conversion tracking on for new links). */
const FALSE_BY_DEFAULT = ['archived', 'proxy', 'rewrite', 'doIndex', 'publicStats'] as const;
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref'] as const;

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? 'nothing';
const sameUrl = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && canParseUrl(a) && canParseUrl(b) ? new URL(a).href === new URL(b).href : a === b;

/** Equal as JSON, whatever the order of object keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return a === b;
}

/** geo as sent and as answered: the same countries (whatever their case: geo-country-format gap) to the same destinations. */
function sameGeo(sent: unknown, got: unknown): boolean {
  if (!isObject(sent) || !isObject(got)) return sent === got;
  const lower = (map: Json) => new Map(Object.entries(map).map(([country, url]) => [country.toLowerCase(), url]));
  const [a, b] = [lower(sent), lower(got)];
  return a.size === b.size && [...a].every(([country, url]) => b.has(country) && sameUrl(url, b.get(country)));
}

/**
 * testVariants as sent and as answered: the same destinations (a bare host may gain its https://) with the same
 * percentages, in order. Fields of an element the contract does not list are no part of it (unknown-body-fields gap).
 */
function sameVariants(sent: unknown[], got: unknown): boolean {
  return Array.isArray(got) && got.length === sent.length && sent.every((variant, index) => {
    const answered = got[index];
    if (!isObject(variant) || !isObject(answered)) return sameJson(variant, answered);
    const url = typeof variant.url === 'string' && !canParseUrl(variant.url) && canParseUrl(`https://${variant.url}`) ? `https://${variant.url}` : variant.url;
    return sameUrl(url, answered.url) && variant.percentage === answered.percentage;
  });
}

/** The destination as answered keeps what was sent: the same place, each of its query parameters unless a utm field overrides it. */
function keepsDestination(sent: Json, got: unknown): string | undefined {
  if (typeof sent.url !== 'string' || !canParseUrl(sent.url)) return undefined;
  if (typeof got !== 'string' || !canParseUrl(got)) return `url: sent ${shown(sent.url)}, answered ${shown(got)}`;
  const [wanted, answered] = [new URL(sent.url), new URL(got)];
  if (wanted.origin !== answered.origin || wanted.pathname !== answered.pathname) return `url: sent ${shown(sent.url)}, answered ${shown(got)}`;
  for (const [name, value] of wanted.searchParams) {
    if (UTM.includes(name as (typeof UTM)[number]) && typeof sent[name] === 'string') continue;
    if (!answered.searchParams.getAll(name).includes(value)) return `url: sent with ${name}=${value}, answered ${shown(got)}`;
  }
  return undefined;
}

/** What a created link should carry of the body it was created from: one message per difference, each with its rule. */
export function createdDifferences(sent: Json, got: Json): { rule: string; message: string }[] {
  const problems: { rule: string; message: string }[] = [];
  const add = (rule: string, message: string) => problems.push({ rule, message });
  // An empty key is no key (key-generation gap: the public service makes a random one), judged as one not sent below.
  for (const field of ECHOED) if (field in sent && sent[field] !== null && !(field === 'key' && sent.key === '') && got[field] !== sent[field]) add(field === 'publicStats' ? 'create.deprecated-fields' : 'create.accepts-valid', `${field}: sent ${shown(sent[field])}, answered ${shown(got[field])}`);
  for (const field of URL_FIELDS) if (typeof sent[field] === 'string' && !sameUrl(sent[field], got[field])) add('create.accepts-valid', `${field}: sent ${shown(sent[field])}, answered ${shown(got[field])}`);
  if (typeof sent.expiresAt === 'string' && Date.parse(String(got.expiresAt)) !== Date.parse(sent.expiresAt)) add('create.accepts-valid', `expiresAt: sent ${sent.expiresAt}, answered ${shown(got.expiresAt)}`);
  if ('geo' in sent && sent.geo !== null && !sameGeo(sent.geo, got.geo)) add('create.accepts-valid', `geo: sent ${shown(sent.geo)}, answered ${shown(got.geo)}`);
  if (Array.isArray(sent.testVariants) && !sameVariants(sent.testVariants, got.testVariants)) add('create.accepts-valid', `testVariants: sent ${shown(sent.testVariants)}, answered ${shown(got.testVariants)}`);
  if (typeof sent.domain === 'string' && sent.domain !== '' && String(got.domain).toLowerCase() !== sent.domain.toLowerCase()) add('create.accepts-valid', `domain: sent ${sent.domain}, answered ${shown(got.domain)}`);
  const destination = keepsDestination(sent, got.url);
  if (destination !== undefined) add('create.accepts-valid', destination);
  if (typeof got.url === 'string' && canParseUrl(got.url)) {
    const query = new URL(got.url).searchParams;
    for (const field of UTM) if (typeof sent[field] === 'string' && sent[field] !== '' && query.getAll(field).join() !== sent[field]) add('create.utm', `${field} ${shown(sent[field])} not written into the url: ${shown(got.url)}`);
  }
  if ((typeof sent.key !== 'string' || sent.key === '') && typeof got.key === 'string') {
    const length = typeof sent.keyLength === 'number' ? sent.keyLength : Number(LINK_DEFAULTS.keyLength);
    const sentPrefix = typeof sent.prefix === 'string' ? sent.prefix : '';
    // The prefix as sent, or without its leading / where the target takes a key's off (key-rules gap): `/c/` may give `c/…`.
    const prefix = got.key.startsWith(sentPrefix) ? sentPrefix : sentPrefix.replace(/^\/+/, '');
    if (prefix !== '' && !got.key.startsWith(prefix)) add('create.prefix', `prefix ${shown(sentPrefix)}: the generated key is ${shown(got.key)}`);
    else if (got.key.length !== prefix.length + length) add(prefix === '' ? 'create.random-key' : 'create.prefix', `keyLength ${length}${prefix === '' ? '' : ` after prefix ${shown(sentPrefix)}`}: the generated key ${shown(got.key)} has ${got.key.length} characters`);
  }
  for (const field of FALSE_BY_DEFAULT) if (!(field in sent) && field in got && got[field] !== LINK_DEFAULTS[field]) add('create.defaults', `${field} omitted, answered ${shown(got[field])}, not the default ${shown(LINK_DEFAULTS[field])}`);
  // What was not sent and has no default stays unset (a UTM field the url's own query carries may be read from it).
  const inUrl = typeof sent.url === 'string' && canParseUrl(sent.url) ? new URL(sent.url).searchParams : typeof sent.url === 'string' && canParseUrl(`https://${sent.url}`) ? new URL(`https://${sent.url}`).searchParams : undefined;
  for (const field of UNSET_UNLESS_SENT) {
    if (field in sent || (got[field] ?? null) === null || (field.startsWith('utm_') && (inUrl === undefined || inUrl.has(field)))) continue;
    add('create.accepts-valid', `${field} not sent, answered ${shown(got[field])}`);
  }
  if (!('tagIds' in sent) && !('tagNames' in sent) && !('tagId' in sent) && Array.isArray(got.tags) && got.tags.length > 0) add('create.accepts-valid', `no tags sent, answered ${shown(got.tags)}`);
  const tags = Array.isArray(got.tags) ? got.tags.filter(isObject) : [];
  const tagIds = new Set(tags.map((tag) => tag.id));
  const tagNames = new Set(tags.map((tag) => foldCase(String(tag.name))));
  for (const id of Array.isArray(sent.tagIds) ? sent.tagIds : []) if (!tagIds.has(id)) add('create.tags', `tagIds: ${shown(id)} sent, the link's tags are ${shown([...tagIds])}`);
  const names = typeof sent.tagNames === 'string' ? [sent.tagNames] : Array.isArray(sent.tagNames) ? sent.tagNames : [];
  for (const name of names) if (!tagNames.has(foldCase(String(name).trim()))) add('create.tags', `tagNames: ${shown(name)} sent, the link's tags are named ${shown([...tagNames])}`);
  if (typeof sent.tagId === 'string' && !tagIds.has(sent.tagId)) add('create.deprecated-fields', `the deprecated tagId ${shown(sent.tagId)} sent, the link's tags are ${shown([...tagIds])}`);
  return problems;
}

/**
 * `created_as_sent` and `bulk_answers_each_element`: a created link (or each Link of a bulk answer) against
 * what its request sent; a created tag against its name and colour. Single exchanges: nothing unseen can explain
 * a difference. The default domain is judged when the workspace's primary domain is known from the traffic.
 */
export function judgeCreated(call: ObservedCall, primaryDomain: string | undefined): TrafficIssue[] {
  if (!call.ok) return [];
  const issues: TrafficIssue[] = [];
  const judgeLink = (sent: Json, got: Json, where: string) => {
    for (const problem of createdDifferences(sent, got)) issues.push({ rule: 'created_as_sent', message: `${where}${problem.message} [${problem.rule}]` });
    if ((typeof sent.domain !== 'string' || sent.domain === '') && primaryDomain !== undefined && typeof got.domain === 'string' && got.domain.toLowerCase() !== primaryDomain.toLowerCase()) {
      issues.push({ rule: 'created_as_sent', message: `${where}no domain sent: the link is on ${got.domain}, not the workspace's primary domain ${primaryDomain} [create.default-domain]` });
    }
  };
  if (call.operationId === 'createLink' && isObject(call.body) && isLink(call.answer)) judgeLink(call.body, call.answer, '');
  if (call.operationId === 'bulkCreateLinks' && Array.isArray(call.body) && Array.isArray(call.answer)) {
    if (call.answer.length !== call.body.length) {
      issues.push({ rule: 'bulk_answers_each_element', message: `a bulk request of ${call.body.length} element(s) answered ${call.answer.length} result(s): one Link or LinkError per element [bulk.results]` });
    } else {
      // §4.3 does not say the results come in the order of the elements: each Link is matched to the element that sent its key.
      for (const got of call.answer.filter(isLink)) {
        const index = call.body.findIndex((sent) => isObject(sent) && sent.key === got.key);
        if (index >= 0) judgeLink(call.body[index] as Json, got, `element ${index}: `);
      }
    }
  }
  if (call.operationId === 'createTag' && isObject(call.body) && isObject(call.answer)) {
    const name = typeof call.body.name === 'string' ? call.body.name : call.body.tag;
    if (typeof name === 'string' && call.answer.name !== name) issues.push({ rule: 'created_as_sent', message: `tag name: sent ${shown(name)}, answered ${shown(call.answer.name)} [tag.create]` });
    if (typeof call.body.color === 'string' && call.answer.color !== call.body.color) issues.push({ rule: 'created_as_sent', message: `tag color: sent ${shown(call.body.color)}, answered ${shown(call.answer.color)} [tag.create]` });
    if (call.body.color === undefined && call.answer.color === TAG_DEFAULTS_NEVER) issues.push({ rule: 'created_as_sent', message: 'a tag created without a colour was given pink: the random colour is one of red, yellow, green, blue, purple and brown [tag.random-color]' });
  }
  return issues;
}
