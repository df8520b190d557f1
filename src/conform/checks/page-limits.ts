import { errorCodeByStatus } from '../../contract/error-codes.js';
import { limits } from '../../contract/limits.js';
import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure, seen, unique } from '../exchange-check.js';

const DEFAULT_PAGE_SIZE = limits.pageSize.default;

async function list(context: CheckContext, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  const response = await context.target.send(new Request(`${context.target.baseUrl}/links${search === '' ? '' : `?${search}`}`, { headers: { authorization: `Bearer ${context.target.token}` } }));
  return seen(response);
}

const refusedInShape = (answer: { status: number; body: unknown }) =>
  answer.status >= 400 && answer.status < 500 && (answer.body as { error?: { code?: unknown } } | null)?.error?.code === errorCodeByStatus.get(answer.status);

/**
 * §4.4 and §8: page size greater than 0 and at most 100, page greater than 0, sort direction asc or desc,
 * under the names discovery found (list-page-params gap). A name not found is not verified, never guessed.
 */
export const pageLimitsRejected: Check = {
  name: 'page_limits_rejected',
  section: '§4.4 §8',
  kind: 'mandated',
  rules: ['list.pages', 'list.direction'],
  description: 'Under the names the run discovered: page size 0 or 101 and page 0 or abc are refused with a 4xx error object, page size 100 is accepted; a sort direction other than asc or desc is refused.',
  async run(context) {
    const { pageSize, page, sortOrder } = context.discovered;
    // Each case with its rule: the page and its size are list.pages, the direction list.direction.
    const cases: [string, Record<string, string>, 'refused' | 'accepted', 'list.pages' | 'list.direction'][] = [];
    if (pageSize !== undefined) {
      const name = pageSize.value;
      cases.push([`${name}=0 (page size greater than 0)`, { [name]: '0' }, 'refused', 'list.pages'], [`${name}=${limits.pageSize.maximum + 1} (page size at most 100)`, { [name]: String(limits.pageSize.maximum + 1) }, 'refused', 'list.pages'], [`${name}=${limits.pageSize.maximum}`, { [name]: String(limits.pageSize.maximum) }, 'accepted', 'list.pages']);
    }
    if (page !== undefined) cases.push([`${page.value}=0 (page greater than 0)`, { [page.value]: '0' }, 'refused', 'list.pages'], [`${page.value}=-1 (page greater than 0)`, { [page.value]: '-1' }, 'refused', 'list.pages'], [`${page.value}=abc (a page number)`, { [page.value]: 'abc' }, 'refused', 'list.pages']);
    if (sortOrder !== undefined) cases.push([`${sortOrder.value}=up (asc or desc)`, { [sortOrder.value]: 'up' }, 'refused', 'list.direction']);
    for (const [what, query, expected, rule] of cases) {
      const answer = await list(context, query);
      const ok = expected === 'refused' ? refusedInShape(answer) : answer.status >= 200 && answer.status < 300;
      if (!ok) return fail(failure(context, `${what} is ${expected}`, `GET /links?${new URLSearchParams(query)} answered ${answer.status}`, { rules: [rule] }));
    }
    const unknown = (['pageSize', 'page', 'sortOrder'] as const).filter((name) => context.discovered[name] === undefined);
    if (unknown.length > 0) {
      const why = unknown.map((name) => `${name}: ${context.discovered.unknown[name] ?? 'not discovered'}`).join('; ');
      // Untold: the rules of the names not found (the page and its size are list.pages, the direction list.direction).
      const untold = [...new Set(unknown.map((name) => (name === 'sortOrder' ? 'list.direction' : 'list.pages')))];
      return skip(`${cases.length === 0 ? 'nothing checked' : `${cases.length} case(s) hold`}; the name of ${unknown.join(', ')} could not be discovered (${why})`, untold);
    }
    return pass();
  },
};

/**
 * §4.4: page 1 and a page size of 50 by default, checked without knowing any parameter's name: a search matching
 * the run's three discovery links lists all three, and a workspace with more than 50 listed links answers exactly
 * 50 to a plain GET /links (the run creates the links it lacks with one bulk request, within the write budget).
 */
export const defaultPageIsFirstOf50: Check = {
  name: 'default_page_is_1_of_50',
  section: '§4.4 §8',
  kind: 'mandated',
  rules: ['list.pages'],
  description: `Without page parameters, GET /links answers page 1 (a search matching the run's three discovery links lists all three) of ${DEFAULT_PAGE_SIZE} links (a workspace with more listed links answers exactly ${DEFAULT_PAGE_SIZE}).`,
  async run(context) {
    // The default page is 1: a search that matches three links lists them all, whatever the page size.
    const first = await context.client.GET('/links', { params: { query: { search: `${context.runId}-disc` } } });
    if (first.data !== undefined && first.data.length < 3) {
      const counted = await context.client.GET('/links/count', { params: { query: { search: `${context.runId}-disc` } } });
      if (counted.data === 3) return fail(failure(context, 'the default page is 1 (§4.4)', `a search matching 3 links (count 3) lists ${first.data.length} of them without page parameters`));
    }
    const counted = await context.client.GET('/links/count');
    if (typeof counted.data !== 'number') return fail(failure(context, 'the count is a number', `GET /links/count answered ${counted.response.status}`));
    const lacking = DEFAULT_PAGE_SIZE + 1 - counted.data;
    if (lacking > 0) {
      const prefix = unique(context, 'p50');
      const answer = await context.client.POST('/links/bulk', { body: Array.from({ length: lacking }, (_, index) => ({ url: `https://example.com/linkproof/page/${index}`, key: `${prefix}-${index}` })) });
      if (answer.data === undefined) return fail(failure(context, `${lacking} valid links are created in one bulk request`, `answered ${answer.response.status}`));
    }
    const page = await context.client.GET('/links');
    if (page.data === undefined) return fail(failure(context, 'a plain GET /links succeeds', `answered ${page.response.status}`));
    const total = lacking > 0 ? (await context.client.GET('/links/count')).data : counted.data;
    if (typeof total !== 'number' || total <= DEFAULT_PAGE_SIZE) return skip(`the workspace holds ${String(total)} listed links, not more than ${DEFAULT_PAGE_SIZE}, even after creating ${Math.max(lacking, 0)}`);
    return page.data.length === DEFAULT_PAGE_SIZE
      ? pass()
      : fail(failure(context, `the default page size is ${DEFAULT_PAGE_SIZE} (§4.4)`, `a plain GET /links answered ${page.data.length} links; the workspace lists ${total}`));
  },
};
