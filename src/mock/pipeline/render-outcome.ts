import type { Operation } from '../../contract/operations.js';
import type { LinkJsonCache } from '../link-json-cache.js';
import type { OperationOutcome } from '../operations/operation-handler.js';
import type { Routed } from './routed.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An operation's success as served: bytes with their content type, or JSON (links from the cache), with the
 * headers every answer carries. `keepValue` keeps the value served, to check it against the contract.
 */
export function renderOutcome(
  operation: Operation,
  outcome: OperationOutcome,
  headers: Readonly<Record<string, string>>,
  delayMs: number | undefined,
  json: LinkJsonCache,
  keepValue: boolean,
): Routed {
  const { status, contentType, headers: own } = outcome;
  const changed = operation.method !== 'get';
  if (contentType !== undefined) {
    return { response: { status, headers: { 'content-type': contentType, ...own, ...headers }, body: outcome.body as Uint8Array }, operation, value: outcome.body, changed, delayMs };
  }
  const text = json.stringify(outcome.body);
  const value = keepValue ? json.value(outcome.body) : undefined;
  return { response: { status, headers: { 'content-type': JSON_TYPE, ...own, ...headers }, body: text }, operation, value, changed, delayMs };
}
