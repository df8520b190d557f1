import type { Operation } from '../contract/operations.js';
import { err, ok, type Result } from '../result.js';
import { apiError, type ApiError } from './api-error.js';
import type { Principal, Store } from './store/store.js';

/**
 * Bearer authentication (§5; auth-header gap): no header, a header that is not `Bearer <token>` and an
 * unknown token are each a 401 (§5.4: a missing or invalid credential), the message saying which. Where the
 * contract allows anonymous calls (GET /qr), no header means no principal; a bad header is still refused, not ignored.
 */
export function authenticate(authorization: string | undefined, operation: Operation, store: Store): Result<Principal | undefined, ApiError> {
  if (authorization === undefined || authorization === '') {
    return operation.allowsAnonymous ? ok(undefined) : err(apiError('unauthorized', 'Missing Authorization header.'));
  }
  const token = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
  if (token === undefined) return err(apiError('unauthorized', 'The Authorization header must be "Bearer <token>".'));
  const principal = store.principalOf(token);
  return principal === undefined ? err(apiError('unauthorized', 'Unauthorized: invalid API key.')) : ok(principal);
}
