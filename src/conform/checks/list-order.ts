import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { createLinksASecondApart } from '../discover-profile.js';
import { failure } from '../exchange-check.js';

/** Links of the run found by a search (the three of discovery by default, created a few milliseconds apart, oldest first). */
async function discoveryLinks(context: CheckContext, query: Record<string, string> = {}, search = `${context.runId}-disc`) {
  const answer = await context.client.GET('/links', { params: { query: { search, ...query } as never } });
  return answer.data?.map((link) => ({ id: link.id, key: link.key, time: Date.parse(String(link.createdAt)) }));
}

const keys = (links: readonly { key: string }[]) => links.map((link) => link.key.slice(-1)).join(',');

/**
 * §4.4: sortBy defaults to createdAt and the direction to desc: a plain GET /links is newest first. Checked on
 * the three links discovery created; under the direction's discovered name, desc is that order and asc its reverse.
 */
export const defaultSortIsDescending: Check = {
  name: 'default_sort_is_descending',
  section: '§4.4',
  kind: 'mandated',
  rules: ['list.direction', 'list.sort'],
  description: 'Without sort parameters, GET /links is newest first (sortBy createdAt, desc by default); desc gives that order, asc its reverse.',
  async run(context) {
    let search = `${context.runId}-disc`;
    let plain = await discoveryLinks(context);
    if (plain === undefined || plain.length < 2) return skip(`the run's discovery links could not be listed (${plain?.length ?? 'an error'})`);
    const distinct = (links: { time: number }[]) => !links.some((link) => Number.isNaN(link.time)) && new Set(links.map((link) => link.time)).size === links.length;
    if (!distinct(plain)) {
      search = context.discovered.orderSearch ?? (await createLinksASecondApart(context.client, context.runId));
      plain = await discoveryLinks(context, {}, search);
      if (plain === undefined || plain.length !== 2 || !distinct(plain)) return skip('links created more than a second apart do not carry different createdAt times (a frozen clock?), so their order cannot be told');
    }
    const newestFirst = [...plain].sort((a, b) => b.time - a.time);
    if (keys(plain) !== keys(newestFirst)) return fail(failure(context, 'a plain list is newest first (§4.4)', `links created in the order ${keys([...newestFirst].reverse())} are listed ${keys(plain)}`));
    const direction = context.discovered.sortOrder?.value;
    if (direction === undefined) return pass(`the direction parameter's name is unknown; only the default order was checked`);
    const desc = await discoveryLinks(context, { [direction]: 'desc' }, search);
    const asc = await discoveryLinks(context, { [direction]: 'asc' }, search);
    if (desc === undefined || keys(desc) !== keys(newestFirst)) return fail(failure(context, `${direction}=desc is newest first`, `listed ${desc === undefined ? 'an error' : keys(desc)}, newest first is ${keys(newestFirst)}`));
    if (asc === undefined || keys(asc) !== keys([...newestFirst].reverse())) return fail(failure(context, `${direction}=asc is oldest first`, `listed ${asc === undefined ? 'an error' : keys(asc)}, oldest first is ${keys([...newestFirst].reverse())}`));
    return pass();
  },
};

/** §4.4: pages partition the list: under the discovered names, pages of 2 give the newest two, then the oldest, then nothing. */
export const pagesPartitionTheList: Check = {
  name: 'pages_partition_the_list',
  section: '§4.4',
  kind: 'mandated',
  rules: ['list.pages'],
  description: 'Under the discovered page and page-size names, consecutive pages hold consecutive parts of the list: nothing skipped, nothing repeated, page 1 first.',
  async run(context) {
    const { pageSize, page } = context.discovered;
    if (pageSize === undefined || page === undefined) return skip(`the page parameters' names could not be discovered (${context.discovered.unknown.pageSize ?? context.discovered.unknown.page ?? 'not probed'})`);
    const all = await discoveryLinks(context);
    if (all === undefined || all.length !== 3) return skip(`the run's 3 discovery links could not be listed (${all?.length ?? 'an error'})`);
    const pages = [];
    for (const number of [1, 2, 3]) pages.push(await discoveryLinks(context, { [pageSize.value]: '2', [page.value]: String(number) }));
    const shown = pages.map((links) => (links === undefined ? 'error' : `[${keys(links)}]`)).join(' ');
    const expected = `[${keys(all.slice(0, 2))}] [${keys(all.slice(2))}] []`;
    return shown === expected ? pass() : fail(failure(context, 'pages of 2 partition the list', `${pageSize.value}=2, ${page.value}=1,2,3 gave ${shown}; the whole list is [${keys(all)}], so expected ${expected}`));
  },
};
