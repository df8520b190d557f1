import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure, unique } from '../exchange-check.js';
import { sameDestination } from '../same-destination.js';
import { describeAnswer, visitShortLink } from '../visit-short-link.js';
import { distinctText, listSorted, sortOrders } from './sort-by.js';

/** How often the links are read again while waiting for their clicks. */
const POLL_MS = 500;
/** Before b is clicked again when both links show one lastClicked: more than a second, for a clock of whole seconds. */
const BETWEEN_VISITS_MS = 1_100;
/** The same, for a clock of milliseconds: the two visits fell in one millisecond. */
const FINER_CLOCK_MS = 20;

interface Made {
  id: string;
  domain: string;
  key: string;
  url: string;
}

/** The links' lastClicked times (ms) once every one shows a click (clicks ≥ 1, lastClicked set), read once; undefined while one does not. */
async function clickedTimes(context: CheckContext, links: readonly Made[]): Promise<number[] | undefined> {
  const times: number[] = [];
  for (const link of links) {
    const read = await context.client.GET('/links/info', { params: { query: { linkId: link.id } } });
    const clicked = read.data?.lastClicked;
    if (read.data === undefined || typeof read.data.clicks !== 'number' || read.data.clicks < 1 || clicked === null || clicked === undefined) return undefined;
    times.push(Date.parse(String(clicked)));
  }
  return times;
}

/** Reads the links until `done` holds of their times, within --click-wait (counted polls, so an injected sleep cannot make it spin). */
async function pollClicks(context: CheckContext, links: readonly Made[], done: (times: number[]) => boolean): Promise<number[] | undefined> {
  for (let polls = Math.ceil(context.clickWaitMs / POLL_MS); ; polls--) {
    const times = await clickedTimes(context, links);
    if (times !== undefined && done(times)) return times;
    if (polls <= 0) return undefined;
    await context.target.wait(POLL_MS);
  }
}

/**
 * §4.4 with §2.1: sortBy=clicks and sortBy=lastClicked order the list, told on links the run clicks itself, so
 * that a workspace without clicks (a new deployment) can tell them too. Three new links a, b, c: a is visited,
 * then b, c not at all (b again more than a second later only if both show one lastClicked: a clock of whole
 * seconds). Once both show their clicks (within --click-wait), the links a search finds, sorted by clicks, hold
 * c (0) after a and b, and sorted by lastClicked, b before a; asc the reverse. Where the unset lastClicked of c goes is not shown, so it is not judged; nor is the order of a and b
 * by clicks, which may count one visit each or not (click-counting gap).
 */
export const sortByClicksOrdersTheList: Check = {
  name: 'sort_by_clicks_orders_the_list',
  section: '§4.4 §2.1',
  kind: 'mandated',
  rules: ['list.sort-counters', 'list.direction'],
  requires: 'resolve-short-links',
  description: 'Of three new links, two clicked one after the other: sortBy=clicks puts the unclicked one last, sortBy=lastClicked the later click first (desc, and the reverse asc).',
  async run(context) {
    const search = unique(context, 'byclk');
    const notes: string[] = [];
    const made: Made[] = [];
    for (const name of ['a', 'b', 'c']) {
      const key = `${search}-${name}`;
      const created = await context.client.POST('/links', { body: { url: `https://example.com/linkproof/${key}`, key } });
      if (created.data === undefined) return skip(`could not create a link (status ${created.response.status})`);
      made.push(created.data);
    }
    const [a, b] = made as [Made, Made, Made];
    const visit = async (link: Made) => {
      const answer = await visitShortLink(context, link);
      return answer.redirect !== undefined && sameDestination(answer.redirect, link.url) ? undefined : skip(`the visit did not reach the destination (${answer.address} answered ${describeAnswer(answer)}), so no click can be expected (short_link_redirects_to_url says why)`);
    };
    const notShown = skip(`the visits did not show in clicks and lastClicked within --click-wait (${context.clickWaitMs / 1000} s): clicks_grow_after_a_visit judges the counting`);
    const missed = (await visit(a)) ?? (await visit(b));
    if (missed !== undefined) return missed;
    const times = await pollClicks(context, [a, b], () => true);
    if (times === undefined) return notShown;
    if (times[0] === times[1]) {
      // One lastClicked for both: b is clicked again once the target's clock has moved on, a second on a clock of
      // whole seconds (a time on .000), a few milliseconds on a finer one (the two visits fell in one millisecond).
      await context.target.wait(times[0]! % 1000 === 0 ? BETWEEN_VISITS_MS : FINER_CLOCK_MS);
      const again = await visit(b);
      if (again !== undefined) return again;
      if ((await pollClicks(context, [a, b], ([first, second]) => first !== second)) === undefined) notes.push('lastClicked of two links clicked apart stayed equal within --click-wait');
    }
    for (const sortBy of ['clicks', 'lastClicked'] as const) {
      const seen = new Set<number>();
      for (const order of sortOrders(context)) {
        const sorted = await listSorted(context, sortBy, order, search);
        if (sorted.failed !== undefined) return sorted.failed;
        if (sorted.listed !== made.length) return fail(failure(context, `a search finds the run's ${made.length} links sorted by ${sortBy}`, `it listed ${sorted.listed}`, { rules: ['list.sort-counters'] }));
        for (const value of sorted.values) seen.add(value);
      }
      notes.push(`${sortBy}: ${distinctText(sortBy, seen)}`);
    }
    if (context.discovered.sortOrder === undefined) notes.push('asc not checked: the direction parameter’s name is unknown');
    // saleAmount is a counter too, which no operation changes: only a workspace with sales tells it (sort_by_orders_the_list).
    return { status: 'pass', note: notes.join('; '), notTold: { rules: ['list.sort-counters'], why: 'clicks and lastClicked told on links the run clicked; saleAmount, which no operation changes, only a workspace with sales can tell (sort_by_orders_the_list)' } };
  },
};
