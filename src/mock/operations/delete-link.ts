import { externalIdOf } from '../../domain/external-id-reference.js';
import { err, ok } from '../../result.js';
import { linkNotFound } from './link-not-found.js';
import type { OperationHandler } from './operation-handler.js';

/** DELETE /links/{linkId} (§4.7): by ID or by ext_<externalId>; answers the deleted link's ID. */
export const deleteLink: OperationHandler<'deleteLink'> = ({ path, principal, store, now, profile }) => {
  const { state } = principal;
  const { linkId } = path;
  const externalId = externalIdOf(linkId);
  const link = externalId === undefined ? state.links.get(linkId) : state.byExternalId.get(externalId);
  if (link === undefined) {
    const elsewhere = () => (externalId === undefined ? store.findLinkById(linkId) !== undefined : store.workspaces.some((other) => other.byExternalId.has(externalId)));
    return err(linkNotFound(profile, elsewhere));
  }
  store.deleteLink(state, link, now);
  return ok({ status: 200, body: { id: link.id } });
};
