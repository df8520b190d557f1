import { describe, expect, it } from 'vitest';
import { errorCodeByStatus, statusByErrorCode } from './error-codes.js';
import { getOperation, matchOperation, operations } from './operations.js';

describe('operations (the route table read from openapi.yaml)', () => {
  it('has the nine operations of the spec under their operationIds', () => {
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.operationId}`).sort()).toEqual(
      [
        'POST /tags createTag',
        'POST /links createLink',
        'POST /links/bulk bulkCreateLinks',
        'GET /links getLinks',
        'GET /links/info getLinkInfo',
        'GET /links/count getLinksCount',
        'DELETE /links/{linkId} deleteLink',
        'GET /workspaces/{idOrSlug} getWorkspace',
        'GET /qr getQRCode',
      ].sort(),
    );
  });

  it('requires the bearer credential everywhere except GET /qr (§5)', () => {
    const anonymous = operations.filter((o) => o.allowsAnonymous).map((o) => o.operationId);
    expect(anonymous).toEqual(['getQRCode']);
  });

  it('throws for an operationId the contract does not have (a bug, not an expected failure)', () => {
    expect(() => getOperation('updateLink' as never)).toThrow(/no operation updateLink/);
  });

  it.each([
    ['GET', '/links/info', 'getLinkInfo', {}],
    ['GET', '/links/count', 'getLinksCount', {}],
    ['DELETE', '/links/link_123', 'deleteLink', { linkId: 'link_123' }],
    ['DELETE', '/links/ext_a%2Fb', 'deleteLink', { linkId: 'ext_a/b' }],
    ['DELETE', '/links/info', 'deleteLink', { linkId: 'info' }],
    ['get', '/workspaces/acme', 'getWorkspace', { idOrSlug: 'acme' }],
    ['POST', '/links/bulk', 'bulkCreateLinks', {}],
  ])('matches %s %s to %s', (method, path, operationId, pathParams) => {
    const match = matchOperation(method, path);
    expect(match && 'operation' in match && match.operation.operationId).toBe(operationId);
    expect(match && 'operation' in match && match.pathParams).toEqual(pathParams);
  });

  it('tells a wrong method (with the allowed ones) from an unknown path', () => {
    expect(matchOperation('PUT', '/links')).toEqual({ allowedMethods: ['get', 'post'] });
    expect(matchOperation('GET', '/links/a/b')).toBeUndefined();
    expect(matchOperation('GET', '/nowhere')).toBeUndefined();
    expect(matchOperation('GET', '/links/')).toBeUndefined();
  });

  it('maps statuses and error codes both ways (§7)', () => {
    expect(errorCodeByStatus.get(422)).toBe('unprocessable_entity');
    expect(statusByErrorCode.get('invite_expired')).toBe(410);
    expect(errorCodeByStatus.size).toBe(9);
  });
});
