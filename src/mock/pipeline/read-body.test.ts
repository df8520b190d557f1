import { describe, expect, it } from 'vitest';
import { getOperation, type OperationId } from '../../contract/operations.js';
import { bodyRulesOf } from '../operations/handlers.js';
import { MAX_BODY_BYTES, readBody } from './read-body.js';

const read = (operationId: OperationId, raw: string | Uint8Array | undefined, strict = false) => readBody(getOperation(operationId), raw, bodyRulesOf(operationId), strict);

describe('readBody', () => {
  it.each<[string, OperationId, string | Uint8Array | undefined, string]>([
    ['an empty link (link-required-fields gap)', 'createLink', '', 'Missing destination URL'],
    ['a blank link', 'createLink', ' \n', 'Missing destination URL'],
    ['an empty bulk request', 'bulkCreateLinks', undefined, 'Missing request body.'],
    ['an empty tag', 'createTag', '', 'Missing request body.'],
    ['bytes that are not UTF-8', 'createLink', new Uint8Array([0xff, 0xfe]), 'The body is not valid UTF-8.'],
    ['JSON nested past any body of the contract', 'createLink', `${'['.repeat(65)}${']'.repeat(65)}`, 'The body nests deeper than 64 levels.'],
    ['a body past the size cap', 'createLink', 'x'.repeat(MAX_BODY_BYTES + 1), `The body is larger than ${MAX_BODY_BYTES} bytes.`],
  ])('refuses %s with 400', (_case, operationId, raw, message) => {
    expect(read(operationId, raw)).toEqual({ ok: false, error: { code: 'bad_request', message } });
  });

  it('reads JSON, and no body where none is taken', () => {
    expect(read('createLink', new TextEncoder().encode('{"url":"https://a.com"}'))).toEqual({ ok: true, value: { value: { url: 'https://a.com' }, ignored: [] } });
    expect(read('createLink', `${'['.repeat(64)}${']'.repeat(64)}`).ok).toBe(true);
    expect(read('getLinks', '  ')).toEqual({ ok: true, value: { value: undefined, ignored: [] } });
    expect(read('getLinks', new TextEncoder().encode(' \r\n'))).toEqual({ ok: true, value: { value: undefined, ignored: [] } });
  });

  it.each<[string, OperationId, string | Uint8Array]>([
    ['{} on a DELETE', 'deleteLink', '{}'],
    ['JSON on a count', 'getLinksCount', '{"a":1}'],
    ['text that is not JSON on a GET', 'getLinks', 'q=1'],
    ['bytes that are not UTF-8 on a QR code', 'getQRCode', new Uint8Array([0xff, 0xfe])],
  ])('ignores %s where the operation takes no body, and names it for the warning; refuses it under strict', (_case, operationId, raw) => {
    const operation = getOperation(operationId);
    expect(read(operationId, raw)).toEqual({ ok: true, value: { value: undefined, ignored: [`the body (${operation.method.toUpperCase()} ${operation.path} takes none)`] } });
    expect(read(operationId, raw, true)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
});
