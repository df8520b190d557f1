import type { Operation } from '../../contract/operations.js';
import { stripUnknownBody, type Stripped } from '../unknown-input.js';

const NO_BODY: Stripped<unknown> = Object.freeze({ value: undefined, ignored: Object.freeze([]) });

/**
 * The body less the fields the contract does not list: the real service ignores them (unknown-body-fields gap).
 * Under `strict` they stay, for the contract to refuse.
 */
export function keepKnownFields(operation: Operation, body: unknown, strict: boolean): Stripped<unknown> {
  if (body === undefined) return NO_BODY;
  return strict ? { value: body, ignored: [] } : stripUnknownBody(operation, body);
}
