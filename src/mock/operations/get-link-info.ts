import { EXTERNAL_ID_PREFIX, externalIdOf } from '../../domain/external-id-reference.js';
import { strippedKey } from '../../domain/key-rules.js';
import { err, ok } from '../../result.js';
import { apiError } from '../api-error.js';
import { linkNotFound } from './link-not-found.js';
import type { OperationHandler } from './operation-handler.js';

/** GET /links/info (§4.5): exactly one of linkId, externalId (ext_…), or domain with key (info-params gap). */
export const getLinkInfo: OperationHandler<'getLinkInfo'> = ({ query, principal, store, profile }) => {
  const { state } = principal;
  const { linkId, externalId, domain, key } = query;
  const ways = Number(linkId !== undefined) + Number(externalId !== undefined) + Number(domain !== undefined || key !== undefined);
  if (ways === 0) return err(apiError('bad_request', 'Provide linkId, externalId, or domain and key.'));
  if (ways > 1) return err(apiError('bad_request', 'Provide only one of linkId, externalId, or domain and key.'));
  if ((domain === undefined) !== (key === undefined)) return err(apiError('bad_request', 'domain and key go together.'));
  if (externalId !== undefined && externalIdOf(externalId) === undefined) {
    return err(apiError('unprocessable_entity', `externalId: must be prefixed with ${EXTERNAL_ID_PREFIX}`));
  }
  const link =
    linkId !== undefined
      ? state.links.get(linkId)
      : externalId !== undefined
        ? state.byExternalId.get(externalIdOf(externalId)!)
        : // The key as sent (a dataset may hold one a create would not make, promo/), else as a create reads it: a
          // key made from /docs/start/ is docs/start, and found by either.
          (store.findLink(domain!.toLowerCase(), key!) ?? store.findLink(domain!.toLowerCase(), strippedKey(key!)));
  // Another workspace's link is not found, not forbidden: its existence is not the caller's to know (unless a profile says otherwise).
  if (link === undefined || link.workspaceId !== state.workspace.id) {
    const elsewhere = () =>
      linkId !== undefined ? store.findLinkById(linkId) !== undefined : externalId !== undefined ? store.workspaces.some((other) => other.byExternalId.has(externalIdOf(externalId)!)) : link !== undefined;
    return err(linkNotFound(profile, elsewhere));
  }
  return ok({ status: 200, body: link });
};
