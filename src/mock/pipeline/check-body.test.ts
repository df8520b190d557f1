import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../contract/operations.js';
import type { ApiError } from '../api-error.js';
import { bodyRulesOf } from '../operations/handlers.js';
import { checkBody } from './check-body.js';

describe('checkBody', () => {
  it.each<[string, OperationId, unknown, Partial<ApiError> | undefined]>([
    ['a link without its destination is a 400 (link-required-fields gap)', 'createLink', { key: 'k' }, { code: 'bad_request', message: 'Missing destination URL' }],
    ['a link with another fault is a 422 naming the field', 'createLink', { url: 'https://a.com', keyLength: 2 }, { code: 'unprocessable_entity', message: '/keyLength: must be >= 3' }],
    ['a tag without its name is a 422, not a link’s 400', 'createTag', {}, { code: 'unprocessable_entity' }],
    ['a bulk request is checked for its shape only; the handler checks each link', 'bulkCreateLinks', [{ key: 'no-url' }], undefined],
    ['a bulk request of the wrong shape', 'bulkCreateLinks', {}, { code: 'unprocessable_entity', message: '(body): must be an array of links' }],
    ['no body', 'getLinks', undefined, undefined],
  ])('%s', (_case, operationId, body, expected) => {
    const error = checkBody(operationId, body, bodyRulesOf(operationId));
    if (expected === undefined) expect(error).toBeUndefined();
    else expect(error).toMatchObject(expected);
  });
});
