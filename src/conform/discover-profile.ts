import type { LinkproofClient } from '../client/create-client.js';
import type { OperationId } from '../contract/operations.js';
import { rethrowIfStopped, type Exchange } from './target.js';

/** A choice the target made on a gap, and the request that showed it. */
export interface Discovered<T> {
  value: T;
  /** The gap id of gaps.md this choice is about. */
  gap: string;
  evidence: string;
}

/**
 * The target's choices on the gaps the checks depend on. What the run could not observe is left out,
 * never guessed; `tried` says what was tried.
 */
export interface DiscoveredProfile {
  pageSize?: Discovered<string>;
  page?: Discovered<string>;
  sortOrder?: Discovered<string>;
  bulkValidation?: Discovered<'per-element' | 'whole-request'>;
  /** The success status of each operation the run saw succeed (success-status gap; the count's is 200 by §4). */
  successStatus: Partial<Record<OperationId, number>>;
  /** The search term of links created more than a second apart, when the discovery links' times tie (whole-second clocks). */
  orderSearch?: string;
  /** Why a choice could not be discovered. */
  unknown: Partial<Record<'pageSize' | 'page' | 'sortOrder' | 'bulkValidation', string>>;
}

/** Common spellings of the parameters whose names the spec does not show (list-page-params), the kit's first. */
export const CANDIDATE_NAMES = {
  pageSize: ['pageSize', 'limit', 'page_size', 'per_page', 'perPage', 'size', 'take', 'pageLimit'],
  page: ['page', 'pageNumber', 'page_number', 'pageNo', 'page_no', 'pageNum', 'page_num', 'pg', 'p'],
  sortOrder: ['sortOrder', 'order', 'sortDirection', 'sort_order', 'direction', 'dir', 'sortDir', 'orderBy'],
} as const;

/** The ids of a list answered (a target that answers something else than a list, `{}` say, lists nothing). */
const ids = (links: unknown) => (Array.isArray(links) ? links.map((link) => String((link as { id?: unknown } | null)?.id)) : []);

/**
 * Probes the target for the choices the checks need: creates three links under one search term (and a
 * bulk request with one bad element), then tries the common names of the page-size, page and
 * sort-direction parameters and keeps the one that changes the answer as its rule says.
 */
export async function discoverProfile(client: LinkproofClient, runId: string, given: Partial<Record<'pageSize' | 'page' | 'sortOrder', string>> = {}): Promise<DiscoveredProfile> {
  const profile: DiscoveredProfile = { successStatus: {}, unknown: {} };
  for (const [key, name] of Object.entries(given) as ['pageSize' | 'page' | 'sortOrder', string][]) {
    profile[key] = { value: name, gap: 'list-page-params', evidence: 'given with --param' };
  }
  const search = `${runId}-disc`;
  try {
    for (const n of [1, 2, 3]) {
      // A few milliseconds apart, so that their createdAt times differ and their order can be told (default_sort_is_descending).
      if (n > 1) await new Promise((resolve) => setTimeout(resolve, 15));
      const made = await client.POST('/links', { body: { url: `https://example.com/linkproof/discovery/${n}`, key: `${search}-${n}` } });
      if (made.data === undefined) {
        const why = `creating the links to page through answered ${made.response.status}`;
        profile.unknown = { pageSize: why, page: why, sortOrder: why };
        break;
      }
    }
    if (profile.unknown.pageSize === undefined) await discoverListNames(client, runId, profile);
    await discoverBulk(client, runId, profile);
  } catch (error) {
    rethrowIfStopped(error);
    const why = `discovery stopped: ${(error as Error).message}`;
    for (const key of ['pageSize', 'page', 'sortOrder', 'bulkValidation'] as const) if (profile[key] === undefined) profile.unknown[key] ??= why;
  }
  return profile;
}

async function list(client: LinkproofClient, query: Record<string, string>): Promise<string[] | undefined> {
  const answer = await client.GET('/links', { params: { query: query as never } });
  return answer.data === undefined ? undefined : ids(answer.data);
}

async function discoverListNames(client: LinkproofClient, runId: string, profile: DiscoveredProfile): Promise<void> {
  const search = `${runId}-disc`;
  const all = await list(client, { search });
  if (all === undefined || all.length !== 3) {
    const why = `listing the run's 3 links by search answered ${all === undefined ? 'an error' : `${all.length} links`}`;
    profile.unknown = { ...profile.unknown, pageSize: why, page: why, sortOrder: why };
    return;
  }
  if (profile.pageSize === undefined) {
    for (const name of CANDIDATE_NAMES.pageSize) {
      const page = await list(client, { search, [name]: '1' });
      if (page?.length === 1) {
        profile.pageSize = { value: name, gap: 'list-page-params', evidence: `GET /links?search=…&${name}=1 answered 1 of 3 links` };
        break;
      }
    }
  }
  if (profile.pageSize === undefined) profile.unknown.pageSize = `none of ${CANDIDATE_NAMES.pageSize.join(', ')} set to 1 gave one link of 3 (name it with --param pageSize=NAME)`;
  if (profile.pageSize !== undefined && profile.page === undefined) {
    const size = profile.pageSize.value;
    const first = await list(client, { search, [size]: '1' });
    const another = (page: string[] | undefined) => first?.length === 1 && page?.length === 1 && page[0] !== first[0] && all.includes(page[0]!);
    for (const name of CANDIDATE_NAMES.page) {
      const second = await list(client, { search, [size]: '1', [name]: '2' });
      if (another(second)) {
        profile.page = { value: name, gap: 'list-page-params', evidence: `GET /links?search=…&${size}=1&${name}=2 answered another of the 3 links than page 1` };
        break;
      }
      // Page 2 the same as page 1, page 3 another: the name is right and its pages are off (pages_partition_the_list tells).
      if (second?.length === 1 && second[0] === first?.[0] && another(await list(client, { search, [size]: '1', [name]: '3' }))) {
        profile.page = { value: name, gap: 'list-page-params', evidence: `GET /links?search=…&${size}=1&${name}=3 answered another of the 3 links than page 1 (${name}=2 repeated page 1)` };
        break;
      }
    }
    if (profile.page === undefined) profile.unknown.page = `none of ${CANDIDATE_NAMES.page.join(', ')} set to 2 gave another link (name it with --param page=NAME)`;
  } else if (profile.page === undefined) profile.unknown.page = 'the page-size parameter is unknown, so pages cannot be told apart';
  if (profile.sortOrder === undefined) {
    let orderSearch = search;
    if (!(await distinctTimes(client, search))) {
      // Whole-second (or coarser) timestamps: two more links more than a second apart, so that asc and desc differ.
      orderSearch = await createLinksASecondApart(client, runId);
      profile.orderSearch = orderSearch;
    }
    for (const name of CANDIDATE_NAMES.sortOrder) {
      const asc = await list(client, { search: orderSearch, [name]: 'asc' });
      const desc = await list(client, { search: orderSearch, [name]: 'desc' });
      if (asc !== undefined && desc !== undefined && asc.length >= 2 && asc.length === desc.length && JSON.stringify(asc) === JSON.stringify([...desc].reverse()) && JSON.stringify(asc) !== JSON.stringify(desc)) {
        profile.sortOrder = { value: name, gap: 'list-page-params', evidence: `GET /links?search=…&${name}=asc answered the run's links in the reverse order of ${name}=desc` };
        break;
      }
    }
    if (profile.sortOrder === undefined) profile.unknown.sortOrder = `none of ${CANDIDATE_NAMES.sortOrder.join(', ')} reversed the order between asc and desc (name it with --param sortOrder=NAME)`;
  }
}

/**
 * Two links created more than a second apart, for a target whose times are in whole seconds (timestamp-format
 * gap), so that their order can be told; answers the search term that finds them. Made once a run: again, it
 * answers the same term without creating more.
 */
export async function createLinksASecondApart(client: LinkproofClient, runId: string): Promise<string> {
  const search = `${runId}-sort`;
  const found = await client.GET('/links/count', { params: { query: { search } } });
  if (found.data === 2) return search;
  await client.POST('/links', { body: { url: 'https://example.com/linkproof/sort/1', key: `${search}-1` } });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await client.POST('/links', { body: { url: 'https://example.com/linkproof/sort/2', key: `${search}-2` } });
  return search;
}

/** Whether the links found by a search carry different createdAt times, so that their order can be told. */
async function distinctTimes(client: LinkproofClient, search: string): Promise<boolean> {
  const answer = await client.GET('/links', { params: { query: { search } } });
  const times = (answer.data ?? []).map((link) => Date.parse(String(link.createdAt)));
  return times.length >= 2 && !times.some(Number.isNaN) && new Set(times).size === times.length;
}

async function discoverBulk(client: LinkproofClient, runId: string, profile: DiscoveredProfile): Promise<void> {
  const good = `${runId}-bdisc-good`;
  const answer = await client.POST('/links/bulk', {
    body: [
      { url: 'https://example.com/linkproof/discovery/bulk', key: good },
      { url: 'https://example.com/linkproof/discovery/bulk-bad', key: `${runId}-bdisc-bad`, keyLength: 2 },
    ],
  });
  const status = answer.response.status;
  if (Array.isArray(answer.data)) {
    profile.bulkValidation = { value: 'per-element', gap: 'bulk-whole-request', evidence: `POST /links/bulk with one element breaking keyLength's range answered ${status} with ${answer.data.length} results` };
  } else if (status >= 400 && status < 500) {
    profile.bulkValidation = { value: 'whole-request', gap: 'bulk-whole-request', evidence: `POST /links/bulk with one element breaking keyLength's range answered ${status} for the whole request` };
  } else profile.unknown.bulkValidation = `POST /links/bulk with one bad element answered ${status}`;
}

/** The success status of each operation, as the run's exchanges show it (the first 2xx seen of each). */
export function successStatuses(exchanges: readonly Exchange[]): Partial<Record<OperationId, number>> {
  const statuses: Partial<Record<OperationId, number>> = {};
  for (const exchange of exchanges) {
    if (exchange.operationId !== undefined && exchange.status >= 200 && exchange.status < 300) statuses[exchange.operationId] ??= exchange.status;
  }
  return statuses;
}
