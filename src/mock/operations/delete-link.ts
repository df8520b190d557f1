import { externalIdOf } from '../../domain/external-id-reference.js';
import { err, ok } from '../../result.js';
import { apiError } from '../api-error.js';
import type { OperationHandler } from './operation-handler.js';

/** DELETE /links/{linkId} (§4.7): by ID or by ext_<externalId>; answers the deleted link's ID. */
export const deleteLink: OperationHandler<'deleteLink'> = ({ path, principal, store, now }) => {
  const { state } = principal;
  const { linkId } = path;
  const externalId = externalIdOf(linkId);
  const link = externalId === undefined ? state.links.get(linkId) : state.byExternalId.get(externalId);
  if (link === undefined) return err(apiError('not_found', 'Link not found.'));
  store.deleteLink(state, link, now);
  return ok({ status: 200, body: { id: link.id } });
};
