import { err, ok } from '../../result.js';
import { apiError } from '../api-error.js';
import type { OperationHandler } from './operation-handler.js';

/** GET /workspaces/{idOrSlug} (§4.8): the caller's workspace with live totals (workspace-access gap). */
export const getWorkspace: OperationHandler<'getWorkspace'> = ({ path, principal, store, now }) => {
  const found = store.findWorkspace(path.idOrSlug);
  if (found === undefined) return err(apiError('not_found', 'Workspace not found.'));
  if (found !== principal.state) return err(apiError('forbidden', 'This token has no access to that workspace.'));
  return ok({ status: 200, body: found.view(principal.user, now) });
};
