import { isOperationId, type OperationId } from '../contract/operations.js';
import { err, ok, type Result } from '../result.js';

/** The rate-limit headers' roles, by the mock's own header names (rate-limit gap). */
export const RATE_LIMIT_HEADERS = { limit: 'x-ratelimit-limit', remaining: 'x-ratelimit-remaining', reset: 'x-ratelimit-reset' } as const;

/** The choices on the gaps the mock follows instead of its own (`conform --write-profile`, read by mockProfileOf). */
export interface MockProfile {
  /** The target's names for the parameters linkproof calls pageSize, page and sortOrder (list-page-params). */
  names?: Partial<Record<'pageSize' | 'page' | 'sortOrder', string>>;
  /** The target's success status per operation (success-status). */
  successStatus?: Partial<Record<OperationId, number>>;
  /** A bulk request with one element that breaks the schema is refused whole (bulk-whole-request). */
  bulkWholeRequest?: boolean;
  /** The target's names for the LinkError's fields (bulk-link-error): the submitted element, the message, the code. */
  linkError?: { link: string; error: string; code?: string };
  /** Another workspace's link is answered 403 (link-access); linkproof answers 404. */
  linkAccessForbidden?: boolean;
  /** Another workspace itself is answered 404, as if unknown (workspace-access); linkproof answers 403. */
  workspaceAccessNotFound?: boolean;
  /** A request that breaks the schema or a limit is answered 400 bad_request (error-mapping); linkproof answers 422. */
  validationStatus400?: boolean;
  /** A field without a value is left out of an answer rather than sent as null (nullable-fields). */
  nullFieldsAbsent?: boolean;
  /** The grouped count (count-groupby): the count's field name in each group and the envelope of the groups if any, or an object of counts by value. */
  groupedCount?: { countField: string; wrappedIn?: string } | { objectOfCounts: true };
  /** The rate-limit headers under the target's names, by role; an empty map: the target sends none (rate-limit). */
  rateLimitHeaders?: Partial<Record<keyof typeof RATE_LIMIT_HEADERS, string>>;
  /** The rate-limit headers go with successes (and a 429) only, not with other refusals (rate-limit); linkproof sends them with every counted answer. */
  rateLimitNotOnErrors?: boolean;
  /** QR codes drawn as SVG (qr-content-type); linkproof draws PNG. */
  qrSvg?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
/** What a rate-limit header says, by its name: X-RateLimit-Limit, RateLimit-Remaining, X-Rate-Limit-Reset… */
function rateLimitRole(header: string): keyof typeof RATE_LIMIT_HEADERS | 'retry-after' | undefined {
  const name = header.toLowerCase();
  if (name === 'retry-after') return 'retry-after';
  // The draft standard's single `RateLimit: limit=…, remaining=…` header is no one of the three.
  if (!/rate-?limit./.test(name)) return undefined;
  return name.endsWith('limit') ? 'limit' : name.endsWith('remaining') ? 'remaining' : name.endsWith('reset') ? 'reset' : undefined;
}
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((item, index) => item === [...b].sort()[index]);

/**
 * Each gap a profile may name (conform --write-profile), with how the mock follows the choice: into the
 * MockProfile, or as its own behaviour already when the choice is the mock's, or not at all (the reason).
 */
const FOLLOW: Record<string, (choice: unknown, into: MockProfile) => string | undefined> = {
  'list-page-params': (choice, into) => {
    if (!isObject(choice)) return 'the choice is not a map of pageSize, page and sortOrder to names';
    const names: NonNullable<MockProfile['names']> = {};
    for (const [key, name] of Object.entries(choice)) {
      if ((key !== 'pageSize' && key !== 'page' && key !== 'sortOrder') || typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name)) return `${key}: ${JSON.stringify(name)} is no parameter name the mock can take`;
      names[key] = name;
    }
    const taken = Object.values(names);
    if (new Set(taken).size !== taken.length) return `two parameters share one name: ${taken.join(', ')}`;
    into.names = names;
    return undefined;
  },
  'success-status': (choice, into) => {
    if (!isObject(choice)) return 'the choice is not a map of operations to statuses';
    const statuses: NonNullable<MockProfile['successStatus']> = {};
    for (const [operation, status] of Object.entries(choice)) {
      if (!isOperationId(operation)) return `${operation} is no operation of the contract`;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 299 || status === 204 || status === 205) return `${operation}: ${JSON.stringify(status)} is not a success status the mock can answer with a body`;
      statuses[operation] = status;
    }
    into.successStatus = statuses;
    return undefined;
  },
  'bulk-whole-request': (choice, into) => {
    if (choice === 'whole-request') into.bulkWholeRequest = true;
    return choice === 'per-element' || choice === 'whole-request' ? undefined : `${JSON.stringify(choice)} is neither per-element nor whole-request`;
  },
  'bulk-link-error': (choice, into) => {
    if (!isObject(choice) || !Array.isArray(choice.fields)) return 'the choice names no fields';
    const fields = choice.fields as string[];
    if (sameList(fields, ['code', 'error', 'link'])) return undefined;
    // Another shape is followed when each of its fields has a role: the element, the message, the code.
    const roles = isObject(choice.roles) ? (choice.roles as Record<string, unknown>) : {};
    const named = Object.values(roles).filter((field): field is string => typeof field === 'string');
    if (typeof roles.link !== 'string' || typeof roles.error !== 'string' || !sameList(named, fields)) return `the mock's LinkError is {link, error, code}; it cannot answer ${JSON.stringify(fields)} without the role of each field (link, error, code)`;
    into.linkError = { link: roles.link, error: roles.error, ...(typeof roles.code === 'string' && { code: roles.code }) };
    return undefined;
  },
  'link-access': (choice, into) => {
    if (choice === 403) into.linkAccessForbidden = true;
    return choice === 403 || choice === 404 ? undefined : `another workspace's link is answered 403 or 404; ${JSON.stringify(choice)} is neither`;
  },
  'workspace-access': (choice, into) => {
    if (choice === 404) into.workspaceAccessNotFound = true;
    return choice === 403 || choice === 404 ? undefined : `another workspace is answered 403 or 404; ${JSON.stringify(choice)} is neither`;
  },
  'error-mapping': (choice, into) => {
    if (!isObject(choice) || (choice.validation !== 400 && choice.validation !== 422)) return `the mock follows the status of a validation failure (400 or 422); it cannot follow ${JSON.stringify(choice)}`;
    if (choice.validation === 400) into.validationStatus400 = true;
    return undefined;
  },
  'nullable-fields': (choice, into) => {
    if (choice === 'absent') into.nullFieldsAbsent = true;
    return choice === 'absent' || choice === 'null' ? undefined : `a field without a value is either null or absent; ${JSON.stringify(choice)} is neither`;
  },
  'count-groupby': (choice, into) => {
    if (isObject(choice) && choice.objectOfCounts === true) {
      into.groupedCount = { objectOfCounts: true };
      return undefined;
    }
    const fields = isObject(choice) && isObject(choice.arrayOf) && Array.isArray(choice.arrayOf.fields) ? (choice.arrayOf.fields as unknown[]) : undefined;
    const count = isObject(choice) && typeof choice.count === 'string' ? choice.count : fields?.includes('_count') ? '_count' : undefined;
    // An array of groups, each the grouped field and the count: the count's name is all a mock needs.
    const wrappedIn = isObject(choice) ? choice.wrappedIn : undefined;
    if (fields === undefined || fields.length !== 2 || count === undefined || !fields.includes(count) || (wrappedIn !== undefined && typeof wrappedIn !== 'string')) return `the mock answers a grouped count as [{<field>, <count>}], {<name>: [{<field>, <count>}]} or {<value>: <count>}; it cannot answer ${JSON.stringify(choice)}`;
    if (count !== '_count' || wrappedIn !== undefined) into.groupedCount = { countField: count, ...(typeof wrappedIn === 'string' && { wrappedIn }) };
    return undefined;
  },
  'rate-limit': (choice, into) => {
    if (!isObject(choice) || !Array.isArray(choice.headers)) return 'the choice names no headers';
    const names: NonNullable<MockProfile['rateLimitHeaders']> = {};
    for (const header of choice.headers as unknown[]) {
      const role = typeof header === 'string' ? rateLimitRole(header) : undefined;
      if (role === 'retry-after') continue;
      if (role === undefined || names[role] !== undefined) return `${JSON.stringify(header)}: the mock sends a limit, what remains and when the window resets (and Retry-After on a 429); it cannot tell which of them this header is`;
      names[role] = header as string;
    }
    if (choice.onErrors !== undefined && typeof choice.onErrors !== 'boolean') return `onErrors: ${JSON.stringify(choice.onErrors)} is not true or false`;
    const own = Object.entries(names).every(([role, name]) => name.toLowerCase() === RATE_LIMIT_HEADERS[role as keyof typeof RATE_LIMIT_HEADERS]) && Object.keys(names).length === 3;
    if (!own) into.rateLimitHeaders = names;
    if (choice.onErrors === false) into.rateLimitNotOnErrors = true;
    return undefined;
  },
  'qr-content-type': (choice, into) => {
    if (choice === 'image/svg+xml') into.qrSvg = true;
    return choice === 'image/png' || choice === 'image/svg+xml' ? undefined : `the mock draws QR codes as image/png or image/svg+xml; it cannot answer ${JSON.stringify(choice)}`;
  },
};

/**
 * The choices of a learnt profile (conform --write-profile) as the mock follows them. Every gap the profile
 * names is followed, or named among the refusals with why: nothing is silently ignored.
 */
export function mockProfileOf(profile: { gaps?: Record<string, { choice?: unknown }> }): Result<MockProfile, string[]> {
  const into: MockProfile = {};
  const refused: string[] = [];
  for (const [gap, { choice }] of Object.entries(profile.gaps ?? {})) {
    const follow = FOLLOW[gap];
    const why = follow === undefined ? 'a gap the mock does not know how to follow' : follow(choice, into);
    if (why !== undefined) refused.push(`${gap}: ${why}`);
  }
  return refused.length > 0 ? err(refused) : ok(into);
}

/**
 * The query with the target's parameter names read as linkproof's: under a profile that calls the page size
 * `per_page`, `per_page=5` is the page size, and `pageSize` is a parameter like any other the target ignores.
 */
export function renameQuery(query: URLSearchParams, names: MockProfile['names']): URLSearchParams {
  if (names === undefined) return query;
  const renamed = new URLSearchParams();
  const theirs = new Map(Object.entries(names).map(([ours, name]) => [name, ours]));
  for (const [name, value] of query) {
    const ours = theirs.get(name);
    if (ours !== undefined) renamed.append(ours, value);
    // Our own name, when the profile gives it to another: what the target does not know (kept aside under a name nothing reads).
    else if (name in names && !theirs.has(name)) renamed.append(`${name} (not this target's name)`, value);
    else renamed.append(name, value);
  }
  return renamed;
}

/** A bulk answer with each LinkError in the target's shape: its fields renamed, the code left out when the target has none. */
export function reshapeLinkErrors(text: string, names: NonNullable<MockProfile['linkError']>): string {
  const answer = JSON.parse(text) as unknown;
  if (!Array.isArray(answer)) return text;
  return JSON.stringify(
    answer.map((item) =>
      isObject(item) && 'link' in item && 'error' in item && 'code' in item && !('id' in item)
        ? { [names.link]: item.link, [names.error]: item.error, ...(names.code !== undefined && { [names.code]: item.code }) }
        : item,
    ),
  );
}
