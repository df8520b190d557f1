import { describe, expect, it } from 'vitest';
import { getOperation, type OperationId } from '../../contract/operations.js';
import { bodyRulesOf } from '../operations/handlers.js';
import { MAX_BODY_BYTES, readBody } from './read-body.js';

const read = (operationId: OperationId, raw: string | Uint8Array | undefined) => readBody(getOperation(operationId), raw, bodyRulesOf(operationId));

describe('readBody', () => {
  it.each<[string, OperationId, string | Uint8Array | undefined, string]>([
    ['an empty link (link-required-fields gap)', 'createLink', '', 'Missing destination URL'],
    ['a blank link', 'createLink', ' \n', 'Missing destination URL'],
    ['an empty bulk request', 'bulkCreateLinks', undefined, 'Missing request body.'],
    ['an empty tag', 'createTag', '', 'Missing request body.'],
    ['a body where none is taken', 'getLinksCount', '{"a":1}', 'GET /links/count takes no body.'],
    ['bytes that are not UTF-8', 'createLink', new Uint8Array([0xff, 0xfe]), 'The body is not valid UTF-8.'],
    ['JSON nested past any body of the contract', 'createLink', `${'['.repeat(65)}${']'.repeat(65)}`, 'The body nests deeper than 64 levels.'],
    ['a body past the size cap', 'createLink', 'x'.repeat(MAX_BODY_BYTES + 1), `The body is larger than ${MAX_BODY_BYTES} bytes.`],
  ])('refuses %s with 400', (_case, operationId, raw, message) => {
    expect(read(operationId, raw)).toEqual({ ok: false, error: { code: 'bad_request', message } });
  });

  it('reads JSON, and no body where none is taken', () => {
    expect(read('createLink', new TextEncoder().encode('{"url":"https://a.com"}'))).toEqual({ ok: true, value: { url: 'https://a.com' } });
    expect(read('createLink', `${'['.repeat(64)}${']'.repeat(64)}`).ok).toBe(true);
    expect(read('getLinks', '  ')).toEqual({ ok: true, value: undefined });
  });
});
