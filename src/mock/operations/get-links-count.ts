import { ok } from '../../result.js';
import { filtersOf } from '../store/link-filters.js';
import { countLinks, groupLinks } from '../store/query-links.js';
import type { OperationHandler } from './operation-handler.js';

/** GET /links/count (§4.6): a number, or counts per group with groupBy. */
export const getLinksCount: OperationHandler<'getLinksCount'> = ({ query, principal }) => {
  const { state } = principal;
  const filters = filtersOf(query, (name) => state.tagByName(name)?.id);
  const body = query.groupBy === undefined ? countLinks(state, filters) : groupLinks(state, filters, query.groupBy);
  return ok({ status: 200, body });
};
