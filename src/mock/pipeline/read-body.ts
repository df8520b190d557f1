import type { Operation } from '../../contract/operations.js';
import { err, ok, type Result } from '../../result.js';
import { apiError, type ApiError } from '../api-error.js';
import type { BodyRules } from '../operations/operation-handler.js';
import type { Stripped } from '../unknown-input.js';
import { deeperThan } from './deeper-than.js';

/** Bodies larger than this are refused: it leaves room for the largest legal bulk request (100 links at their limits). */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** How deep a body may nest: the contract's deepest (a bulk array of links with geo maps and variants) is 4. */
const MAX_BODY_DEPTH = 64;

const decoder = new TextDecoder('utf-8', { fatal: true });

const NONE: Stripped<unknown> = Object.freeze({ value: undefined, ignored: Object.freeze([]) });

/**
 * The body as JSON, or undefined where the operation takes none; a 400 for a body too large, not UTF-8, not JSON,
 * nested past any body of the contract, or missing where one is needed (with the operation's own message).
 * A body sent where none is taken (a GET or DELETE with `{}`, as some HTTP clients send) is ignored and named in
 * `ignored`, for the warning header: the spec is silent and the mock is never stricter than the service may be.
 * Under `strict` it is a 400, as every other part of a request the contract does not list.
 */
export function readBody(operation: Operation, raw: string | Uint8Array | undefined, rules: BodyRules, strict = false): Result<Stripped<unknown>, ApiError> {
  const size = raw === undefined ? 0 : typeof raw === 'string' ? raw.length : raw.byteLength;
  if (size > MAX_BODY_BYTES) return err(apiError('bad_request', `The body is larger than ${MAX_BODY_BYTES} bytes.`));
  if (operation.requestBody === undefined && size > 0 && !strict) {
    // Not read at all: what it holds (JSON, form fields, bytes) changes nothing.
    const blank = typeof raw === 'string' ? raw.trim() === '' : raw !== undefined && raw.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
    return ok(blank ? NONE : { value: undefined, ignored: [`the body (${operation.method.toUpperCase()} ${operation.path} takes none)`] });
  }
  let text: string;
  try {
    text = raw === undefined ? '' : typeof raw === 'string' ? raw : decoder.decode(raw);
  } catch {
    return err(apiError('bad_request', 'The body is not valid UTF-8.'));
  }
  if (operation.requestBody === undefined) {
    return text.trim() === '' ? ok(NONE) : err(apiError('bad_request', `${operation.method.toUpperCase()} ${operation.path} takes no body.`));
  }
  if (text.trim() === '') return err(apiError('bad_request', rules.emptyMessage ?? 'Missing request body.'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return err(apiError('bad_request', `The body is not valid JSON: ${(error as Error).message}`));
  }
  // JSON that nests deeper than any body of the contract could only overflow the stack of whatever walks it.
  if (deeperThan(parsed, MAX_BODY_DEPTH)) return err(apiError('bad_request', `The body nests deeper than ${MAX_BODY_DEPTH} levels.`));
  return ok({ value: parsed, ignored: [] });
}
