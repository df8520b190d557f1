import { enums } from '../../contract/enums.js';
import { fail, pass, skip, type Check, type CheckContext, type CheckOutcome } from '../check.js';
import { failure } from '../exchange-check.js';

export type SortOrder = 'desc' | 'asc';

/** The value a link is sorted by: a number, a time, or undefined when it has none (where unset values go is not shown). */
function valueOf(link: Record<string, unknown>, field: string): number | undefined {
  const value = link[field];
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? undefined : time;
}

/** The directions a run can ask for: desc always (the default), asc too once the direction's name is discovered. */
export const sortOrders = (context: CheckContext): SortOrder[] => (context.discovered.sortOrder === undefined ? ['desc'] : ['desc', 'asc']);

/** What one sorted list showed: its links' values of the field, in list order (unset ones left out). */
export interface SortedList {
  values: number[];
  /** How many links were listed, set or not. */
  listed: number;
  /** The failure, when the list was refused or out of order. */
  failed?: CheckOutcome;
}

/**
 * GET /links sorted by `sortBy` in `order` (the default, desc, is sent without the direction), optionally narrowed
 * by a search, judged in order: each set value no greater (desc) or no smaller (asc) than the one before it.
 */
export async function listSorted(context: CheckContext, sortBy: string, order: SortOrder, search?: string): Promise<SortedList> {
  const direction = context.discovered.sortOrder?.value;
  const query = { sortBy, ...(search !== undefined && { search }), ...(direction !== undefined && order === 'asc' && { [direction]: 'asc' }) };
  const asked = `sortBy=${sortBy}${search === undefined ? '' : ' with a search'}`;
  const answer = await context.client.GET('/links', { params: { query: query as never } });
  if (answer.data === undefined) return { values: [], listed: 0, failed: fail(failure(context, `${asked} is accepted`, `answered ${answer.response.status}`)) };
  const values = answer.data.map((link) => valueOf(link as unknown as Record<string, unknown>, sortBy)).filter((value): value is number => value !== undefined);
  const broken = values.findIndex((value, index) => index > 0 && (order === 'desc' ? value > values[index - 1]! : value < values[index - 1]!));
  if (broken < 0) return { values, listed: answer.data.length };
  return { values, listed: answer.data.length, failed: outOfOrder(context, asked, sortBy, order, `${sortBy} goes ${values[broken - 1]} then ${values[broken]} at position ${broken} of ${values.length}`) };
}

/** A list sorted by `sortBy` out of `order`, as a failure of the rule that holds it: the direction's for asc, else the field's. */
function outOfOrder(context: CheckContext, asked: string, sortBy: string, order: SortOrder, found: string): CheckOutcome {
  const rule = order === 'asc' ? 'list.direction' : sortBy === 'createdAt' ? 'list.sort' : 'list.sort-counters';
  return fail(failure(context, `${asked} orders the list ${order === 'desc' ? 'descending (the default)' : 'ascending'}`, found, { rules: [rule] }));
}

/**
 * Where the first page cannot tell an order (every link on it equal in the field), the list's last page can: sorted
 * `order`, none of its values may come before the first page's (desc: be greater; asc: be smaller). Read at 100 a
 * page under the discovered names, when the workspace holds more links than the first page showed. Gives the last
 * page's values, or the failure; nothing when the page's names are unknown or the count does not say how many.
 */
async function lastPageAgrees(context: CheckContext, sortBy: string, order: SortOrder, first: SortedList): Promise<{ values: number[]; failed?: CheckOutcome } | undefined> {
  const [page, size, direction] = [context.discovered.page?.value, context.discovered.pageSize?.value, context.discovered.sortOrder?.value];
  if (page === undefined || size === undefined) return undefined;
  const count = await context.client.GET('/links/count', {});
  if (typeof count.data !== 'number' || count.data <= first.listed) return undefined;
  const last = Math.ceil(count.data / 100);
  const query = { sortBy, [page]: last, [size]: 100, ...(direction !== undefined && order === 'asc' && { [direction]: 'asc' }) };
  const answer = await context.client.GET('/links', { params: { query: query as never } });
  const values = (answer.data ?? []).map((link) => valueOf(link as unknown as Record<string, unknown>, sortBy)).filter((value): value is number => value !== undefined);
  const head = first.values[0];
  const wrong = head === undefined ? undefined : values.find((value) => (order === 'desc' ? value > head : value < head));
  if (wrong === undefined) return { values };
  return { values, failed: outOfOrder(context, `sortBy=${sortBy}`, sortBy, order, `every link of the first page has ${sortBy} ${head}, but page ${last} of ${count.data} links (100 a page) holds ${wrong}`) };
}

/** A field's values over the lists seen, in words: `7 distinct values`, `all 0`, `unset on every link`. */
export function distinctText(sortBy: string, values: ReadonlySet<number>): string {
  if (values.size === 0) return 'unset on every link';
  if (values.size > 1) return `${values.size} distinct values`;
  const [only] = values;
  return sortBy === 'clicks' || sortBy === 'saleAmount' ? `all ${only}` : `all ${new Date(only!).toISOString()}`;
}

/**
 * §4.4: each sortBy orders the list by its field, desc by default (asc under the direction's discovered name).
 * Checked as a property of the workspace's own first page, in each direction ("sorted"), not against a model:
 * links the run did not create, with their counters, are what make clicks and saleAmount tell; the run's own
 * links, the newest, created apart (discovery made sure), tell createdAt. A counter equal on every link listed
 * cannot show an order: the pass says so, and leaves list.sort-counters not verified (NotTold) rather than count
 * it as told (sort_by_clicks_orders_the_list gives links clicks, with --resolve-short-links; saleAmount only a
 * workspace with sales can tell); where the workspace holds more links, the last page is read first: a value there
 * that should have come first fails the order.
 */
export const sortByOrdersTheList: Check = {
  name: 'sort_by_orders_the_list',
  section: '§4.4',
  kind: 'mandated',
  rules: ['list.sort', 'list.sort-counters', 'list.direction'],
  description: 'GET /links with sortBy of each of createdAt, clicks, saleAmount and lastClicked is ordered by that field, descending by default (ascending with the discovered asc); a counter equal on every link listed leaves list.sort-counters not verified, saying which.',
  async run(context) {
    const told: string[] = [];
    const untold: string[] = [];
    for (const sortBy of enums.linkSortField) {
      const seen = new Set<number>();
      const firsts: [SortOrder, SortedList][] = [];
      for (const order of sortOrders(context)) {
        const sorted = await listSorted(context, sortBy, order);
        if (sorted.failed !== undefined) return sorted.failed;
        for (const value of sorted.values) seen.add(value);
        firsts.push([order, sorted]);
      }
      // Equal on every link of the first pages: the last page tells, where the workspace holds more.
      for (const [order, first] of seen.size === 1 ? firsts : []) {
        const last = await lastPageAgrees(context, sortBy, order, first);
        if (last?.failed !== undefined) return last.failed;
        for (const value of last?.values ?? []) seen.add(value);
      }
      (seen.size > 1 ? told : untold).push(`${sortBy} (${distinctText(sortBy, seen)})`);
    }
    if (told.length === 0) return skip(`no field showed an order: ${untold.join(', ')}`);
    const notes = [`ordered by ${told.join(', ')}`];
    if (untold.length > 0) notes.push(`not told, equal on every link listed: ${untold.join(', ')}`);
    if (context.discovered.sortOrder === undefined) notes.push('asc not checked: the direction parameter’s name is unknown');
    const note = notes.join('; ');
    if (untold.length === 0) return pass(note);
    // A field no link listed could tell: its rule is not verified by this run (a pass would be unearned).
    const rules = [...new Set(untold.map((field) => (field.startsWith('createdAt') ? 'list.sort' : 'list.sort-counters')))];
    const why = `${untold.join(', ')}: equal on every link listed, so their order cannot be told (sort_by_clicks_orders_the_list tells clicks and lastClicked with --resolve-short-links; only a workspace with sales tells saleAmount)`;
    return { status: 'pass', note, notTold: { rules, why } };
  },
};
