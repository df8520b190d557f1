/**
 * The fields of a link a later answer must give as its create did (§4.5: retrieve gives what was created): all but
 * those that change on their own (clicks and the other counters, lastClicked, updatedAt), those a server may fill
 * in after the create (title, description, image and video: previews it may fetch; disabledAt), and the deprecated
 * tagId (one of the tags, whichever). Tags are compared by their ids, in any order.
 */
const STABLE_FIELDS = [
  'id', 'domain', 'key', 'url', 'trackConversion', 'externalId', 'tenantId', 'programId', 'partnerId', 'archived', 'expiresAt', 'expiredUrl',
  'password', 'proxy', 'rewrite', 'doIndex', 'ios', 'android', 'geo', 'publicStats', 'folderId', 'webhookIds', 'comments', 'shortLink', 'qrCode',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'userId', 'workspaceId', 'projectId', 'createdAt', 'testVariants',
] as const;
const TIMES: ReadonlySet<string> = new Set(['expiresAt', 'createdAt']);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Equal as JSON values, objects whatever the order of their keys; null and absent alike (nullable-fields gap). */
function same(a: unknown, b: unknown): boolean {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return a === b;
}

/** The same time, in whatever form the target writes it (timestamp-format gap): equal texts, or texts of the same instant. */
const sameTime = (a: unknown, b: unknown) => same(a, b) || (typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b));

const tagIdsOf = (link: Record<string, unknown>) => (Array.isArray(link.tags) ? link.tags.map((tag) => String((tag as { id?: unknown } | null)?.id)).sort() : link.tags);

/** Each stable field whose value `got` gives otherwise than `created`, as `field: created → got`. */
export function differencesFromCreated(created: Record<string, unknown>, got: Record<string, unknown>): string[] {
  const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? 'nothing';
  const differences: string[] = [];
  for (const field of STABLE_FIELDS) {
    if (!(TIMES.has(field) ? sameTime : same)(created[field], got[field])) differences.push(`${field}: ${shown(created[field])} → ${shown(got[field])}`);
  }
  const [before, after] = [tagIdsOf(created), tagIdsOf(got)];
  if (!same(before, after)) differences.push(`tags: ${shown(before)} → ${shown(after)}`);
  return differences;
}
