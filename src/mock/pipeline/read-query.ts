import type { Operation } from '../../contract/operations.js';
import { stripUnknownQuery, type Stripped } from '../unknown-input.js';

/**
 * The query as sent, less the parameters the contract does not list: the real service ignores them
 * (unknown-query-params gap). Under `strict` they stay, for the contract to refuse.
 */
export function readQuery(operation: Operation, query: string | URLSearchParams | undefined, strict: boolean): Stripped<URLSearchParams> {
  const sent = typeof query === 'string' ? new URLSearchParams(query) : (query ?? new URLSearchParams());
  return strict ? { value: sent, ignored: [] } : stripUnknownQuery(operation, sent);
}
