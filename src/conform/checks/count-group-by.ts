import { enums } from '../../contract/enums.js';
import { fail, pass, type Check } from '../check.js';
import { failure, isErrorObject } from '../exchange-check.js';

/** §4.6: groupBy takes domain, tagId, userId or folderId (the grouped shape is a gap: any 2xx); another value is refused. */
export const countGroupByAccepted: Check = {
  name: 'count_group_by_accepted',
  section: '§4.6',
  kind: 'mandated',
  rules: ['count.group-by'],
  description: 'GET /links/count with groupBy of each of domain, tagId, userId and folderId succeeds; another groupBy value is refused with a 4xx error object.',
  async run(context) {
    for (const groupBy of enums.countGroupBy) {
      // Scoped to the run's own links, so that a large workspace is not grouped whole.
      const answer = await context.client.GET('/links/count', { params: { query: { groupBy, search: context.runId } } });
      if (answer.response.status < 200 || answer.response.status >= 300) return fail(failure(context, `groupBy=${groupBy} is accepted`, `answered ${answer.response.status}`));
    }
    const wrong = await context.client.GET('/links/count', { params: { query: { groupBy: 'linkproof-not-a-field' as never } } });
    return isErrorObject(wrong.response.status, wrong.error) ? pass() : fail(failure(context, 'another groupBy value is refused', `groupBy=linkproof-not-a-field answered ${wrong.response.status}`));
  },
};
