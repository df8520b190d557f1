import { ok } from '../../result.js';
import { prepareLink } from '../store/prepare-link.js';
import type { OperationHandler } from './operation-handler.js';

/** POST /links (§4.2). */
export const createLink: OperationHandler<'createLink'> = ({ body, principal, store, now, prng, baseUrl }) => {
  const { state, user } = principal;
  const prepared = prepareLink({ state, user, now, prng, baseUrl, isTaken: (domain, key) => store.isTaken(domain, key) }, body);
  if (!prepared.ok) return prepared;
  const inserted = store.insertLink(state, prepared.value, now);
  return inserted.ok ? ok({ status: 200, body: inserted.value }) : inserted;
};
