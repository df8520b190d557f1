import { ok } from '../../result.js';
import { filtersOf } from '../store/link-filters.js';
import { listLinks } from '../store/query-links.js';
import type { OperationHandler } from './operation-handler.js';

/** GET /links (§4.4): one page of the matching links; archived ones only with showArchived. */
export const getLinks: OperationHandler<'getLinks'> = ({ query, sent, principal }) => {
  const { state } = principal;
  const filters = filtersOf(query, (name) => state.tagByName(name)?.id);
  // The deprecated sort is used only when sortBy is not sent (list-page-params gap). sortBy, sortOrder, page
  // and pageSize always have a value here: parseParameters applied the contract's defaults.
  const sortBy = !sent.has('sortBy') && query.sort !== undefined ? query.sort : query.sortBy!;
  const links = listLinks(state, filters, { sortBy, direction: query.sortOrder!, page: query.page!, pageSize: query.pageSize! });
  return ok({ status: 200, body: links });
};
