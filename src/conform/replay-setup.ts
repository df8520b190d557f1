import type { Exchange } from './target.js';

/** Fields whose values a target makes up itself when it creates something: what a later request may name. */
export const MADE_FIELDS: ReadonlySet<string> = new Set(['id', 'key', 'shortLink', 'qrCode', 'tagId', 'externalId']);

/** MADE_FIELDS and the ids of what a target holds before a run (its workspace, users, folders): each target has its own. */
export const OWN_ID_FIELDS: ReadonlySet<string> = new Set([...MADE_FIELDS, 'workspaceId', 'projectId', 'userId', 'folderId']);

/** Shorter values are not looked for: they would be met by chance (a status, an order, a flag). */
const SHORTEST = 6;

/** At most this many earlier exchanges are sent as setup: a failure that relies on more is replayed after the latest of them. */
const MOST_SETUP = 200;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const parsed = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Every string in a JSON value, but those under a field of `skip`. */
function strings(value: unknown, into: Set<string>, skip: ReadonlySet<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into, skip);
  else if (isObject(value)) for (const [field, item] of Object.entries(value)) if (!skip.has(field)) strings(item, into, skip);
  return into;
}

/**
 * The fields by which a write puts something the run can name again: a link's key, externalId and tenantId, a
 * tag's name. A url or a title is no such name: two links of one url are two links.
 */
const NAMING_FIELDS: ReadonlySet<string> = new Set(['key', 'externalId', 'tenantId', 'name', 'tag']);

/** The values a write's body puts under NAMING_FIELDS (of the object, or of each element of a bulk). */
function namesPut(write: Exchange): Set<string> {
  const body = parsed(write.body);
  const put = new Set<string>();
  for (const item of Array.isArray(body) ? body : [body]) {
    if (!isObject(item)) continue;
    for (const field of NAMING_FIELDS) if (typeof item[field] === 'string' && (item[field] as string).length >= SHORTEST) put.add(item[field] as string);
  }
  return put;
}

const NOTHING: ReadonlySet<string> = new Set();
/** A link sent with tags by name does not set the tags up: the tag's create does (and the run tags many links alike). */
const REFERENCES: ReadonlySet<string> = new Set(['tagNames']);

/**
 * The values a request names: its path's segments, its query's values (and their comma-separated parts), every
 * string of its JSON body but those under a field of `skip`.
 */
export function namedBy(exchange: Exchange, skip: ReadonlySet<string> = NOTHING): Set<string> {
  const named = new Set<string>();
  const url = new URL(exchange.url);
  for (const segment of url.pathname.split('/')) {
    if (segment === '') continue;
    named.add(safeDecode(segment));
    // A link named by its externalId (§4.5, §4.7): the externalId itself.
    if (segment.startsWith('ext_')) named.add(safeDecode(segment.slice('ext_'.length)));
  }
  for (const value of url.searchParams.values()) {
    named.add(value);
    for (const part of value.split(',')) named.add(part);
  }
  strings(parsed(exchange.body), named, skip);
  return new Set([...named].filter((value) => value.length >= SHORTEST));
}

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The values an answer holds under `fields` (MADE_FIELDS: what it made up), at any depth, that its request did not name. */
export function madeBy(exchange: Exchange, fields: ReadonlySet<string> = MADE_FIELDS): Set<string> {
  const made = new Set<string>();
  if (exchange.status < 200 || exchange.status >= 300) return made;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (isObject(value)) {
      for (const [field, item] of Object.entries(value)) {
        if (fields.has(field) && typeof item === 'string' && item.length >= SHORTEST) made.add(item);
        else walk(item);
      }
    }
  };
  walk(exchange.json);
  const named = namedBy(exchange);
  return new Set([...made].filter((value) => !named.has(value)));
}

const isWrite = (exchange: Exchange) => exchange.method !== 'GET' && exchange.method !== 'HEAD' && exchange.method !== 'OPTIONS' && exchange.visit !== true;

/** A write whose request a target took (2xx), or refused as there already (409: a fresh target takes it), with a token. */
const settingUp = (exchange: Exchange): boolean =>
  isWrite(exchange) && (exchange.credential === 'token' || exchange.credential === 'other') && ((exchange.status >= 200 && exchange.status < 300) || exchange.status === 409);

/**
 * The exchanges of a run before a failure's that the failure relies on, in the run's order: for each value its
 * requests name, the write whose answer first made it up (a tag's or a link's id, a generated key), every write
 * that put it on the target as a name (NAMING_FIELDS) when it is one of the run's own values (a key, a tenantId, a
 * tag's name: with `runId` in it, or `linkproof-…`), and the deletes of what those made; then, in turn, what those writes need (the ids
 * they name, the tags they name by name), not what they put (another link of the same tenant is not needed to
 * create one). Without these, a replay on a fresh target is refused where the run was answered (an unknown tag
 * id, a link that is not there). A create refused as there already (409) is taken once.
 */
export function setupFor(run: readonly Exchange[], failing: readonly Exchange[], runId: string): Exchange[] {
  const first = failing.length === 0 ? -1 : run.indexOf(failing[0]!);
  if (first <= 0) return [];
  const ownValue = (value: string) => {
    const lower = value.toLowerCase();
    return lower.includes(runId.toLowerCase()) || lower.startsWith('linkproof-');
  };
  // Own values match in any case (a tag's name is); the writes that put each, and the write that first made each id.
  const own = (value: string) => (ownValue(value) ? value.toLowerCase() : value);
  const madeAt = new Map<string, number>();
  const putBy = new Map<string, number[]>();
  const deletesOf = new Map<string, number[]>();
  for (let index = 0; index < first; index++) {
    const exchange = run[index]!;
    for (const value of madeBy(exchange)) if (!madeAt.has(value)) madeAt.set(value, index);
    if (!settingUp(exchange)) continue;
    if (exchange.method === 'DELETE') for (const value of namedBy(exchange)) (deletesOf.get(value) ?? deletesOf.set(value, []).get(value)!).push(index);
    else for (const value of namesPut(exchange)) if (ownValue(value)) (putBy.get(own(value)) ?? putBy.set(own(value), []).get(own(value))!).push(index);
  }
  const kept = new Set<number>();
  const needed: string[] = [];
  const seen = new Set<string>();
  const need = (value: string) => {
    if (seen.has(own(value))) return;
    seen.add(own(value));
    needed.push(value);
  };
  const keep = (index: number) => {
    if (kept.has(index)) return;
    kept.add(index);
    const write = run[index]!;
    // What it needs: the ids it names, and the run's own values it only refers to (a tag by name); not what it puts.
    const puts = namedBy(write, REFERENCES);
    for (const value of namedBy(write)) if (!ownValue(value) || !puts.has(value)) need(value);
    // The deletes of what it made, or of a link by a name of the run's own it put (an externalId).
    for (const value of [...madeBy(write), ...[...namesPut(write)].filter(ownValue)]) for (const deleting of deletesOf.get(value) ?? []) keep(deleting);
  };
  for (const exchange of failing) for (const value of namedBy(exchange)) need(value);
  while (needed.length > 0) {
    const value = needed.pop()!;
    const maker = madeAt.get(value);
    if (maker !== undefined && settingUp(run[maker]!)) keep(maker);
    if (ownValue(value)) for (const index of putBy.get(own(value)) ?? []) keep(index);
  }
  // A create refused as there already (409) is said once: sent again, it sets up nothing more.
  const sent = new Set<string>();
  const ordered = [...kept]
    .sort((a, b) => a - b)
    .filter((index) => {
      const { method, url, body, credential, status } = run[index]!;
      const request = JSON.stringify([method, url, body, credential]);
      if (status === 409 && sent.has(request)) return false;
      sent.add(request);
      return true;
    });
  return ordered.slice(-MOST_SETUP).map((index) => run[index]!);
}
