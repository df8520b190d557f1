import { enums } from '../../contract/enums.js';
import { fail, pass, type Check } from '../check.js';
import { failure } from '../exchange-check.js';

/** The value a link is sorted by: a number, a time, or undefined when it has none (where unset values go is not shown). */
function valueOf(link: Record<string, unknown>, field: string): number | undefined {
  const value = link[field];
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? undefined : time;
}

/**
 * §4.4: each sortBy orders the list by its field, desc by default (asc under the direction's discovered name).
 * Checked as a property of the workspace's own first page ("sorted"), not against a model: links the run did not
 * create, with their counters, are what makes clicks and saleAmount tell.
 */
export const sortByOrdersTheList: Check = {
  name: 'sort_by_orders_the_list',
  section: '§4.4',
  kind: 'mandated',
  rules: ['list.sort', 'list.direction'],
  description: 'GET /links with sortBy of each of createdAt, clicks, saleAmount and lastClicked is ordered by that field, descending by default (ascending with the discovered asc).',
  async run(context) {
    const direction = context.discovered.sortOrder?.value;
    const notes: string[] = [];
    for (const sortBy of enums.linkSortField) {
      for (const order of direction === undefined ? ['desc'] : ['desc', 'asc']) {
        const query = { sortBy, ...(direction !== undefined && order === 'asc' && { [direction]: 'asc' }) };
        const answer = await context.client.GET('/links', { params: { query: query as never } });
        if (answer.data === undefined) return fail(failure(context, `sortBy=${sortBy} is accepted`, `answered ${answer.response.status}`));
        const values = answer.data.map((link) => valueOf(link as unknown as Record<string, unknown>, sortBy)).filter((value): value is number => value !== undefined);
        const broken = values.findIndex((value, index) => index > 0 && (order === 'desc' ? value > values[index - 1]! : value < values[index - 1]!));
        if (broken > 0) return fail(failure(context, `sortBy=${sortBy} orders the list ${order === 'desc' ? 'descending (the default)' : 'ascending'}`, `${sortBy} goes ${values[broken - 1]} then ${values[broken]} at position ${broken} of ${values.length}`));
        if (order === 'desc') notes.push(`${sortBy}: ${new Set(values).size} distinct values`);
      }
    }
    return pass(notes.join('; '));
  },
};
