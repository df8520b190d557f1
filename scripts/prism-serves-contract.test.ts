/**
 * Prism (a widely used OpenAPI mock) must accept openapi.yaml and serve all nine operations. Its answers,
 * built from the document's examples and schemas, must in turn pass the kit's own response validator,
 * so the examples, the schemas and the validators agree with each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type LinkproofClient } from '../src/client/create-client.js';
import { operations, type OperationId } from '../src/contract/operations.js';
import { validateResponse } from '../src/contract/validate-response.js';
import { startPrism, type RunningPrism } from './start-prism.js';

let prism: RunningPrism;
let client: LinkproofClient;
let anonymous: LinkproofClient;

beforeAll(async () => {
  prism = await startPrism();
  client = createClient({ baseUrl: prism.baseUrl, token: 'any-token' });
  anonymous = createClient({ baseUrl: prism.baseUrl });
}, 60_000);

afterAll(async () => {
  await prism?.stop();
});

/** One valid call per operation, with the parsed body Prism answered. */
const CALLS: Record<OperationId, () => Promise<{ response: Response; data?: unknown; error?: unknown }>> = {
  createTag: () => client.POST('/tags', { body: { name: 'News', color: 'blue' } }),
  createLink: () => client.POST('/links', { body: { url: 'https://example.com', key: 'hello' } }),
  bulkCreateLinks: () => client.POST('/links/bulk', { body: [{ url: 'https://example.com' }, { url: 'https://example.org' }] }),
  getLinks: () => client.GET('/links', { params: { query: { tagIds: ['t1', 't2'], pageSize: 10, sortBy: 'clicks' } } }),
  getLinkInfo: () => client.GET('/links/info', { params: { query: { domain: 'acme.link', key: 'hello' } } }),
  getLinksCount: () => client.GET('/links/count', { params: { query: { showArchived: true } } }),
  deleteLink: () => client.DELETE('/links/{linkId}', { params: { path: { linkId: 'ext_42' } } }),
  getWorkspace: () => client.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: 'acme' } } }),
  getQRCode: () =>
    anonymous.GET('/qr', { params: { query: { url: 'https://acme.link/hello', size: 300 } }, parseAs: 'arrayBuffer', headers: { Accept: 'image/png' } }),
};

describe('Prism serves openapi.yaml', () => {
  it('covers every operation of the contract', () => {
    expect(Object.keys(CALLS).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it.each(operations.map((operation) => operation.operationId))('%s answers its documented success', async (operationId) => {
    const { response, data, error } = await CALLS[operationId]();
    expect(response.status, JSON.stringify(error)).toBeLessThan(300);
    const contentType = response.headers.get('content-type');
    if (operationId === 'getQRCode') {
      // Prism answers the schema (a string), not a picture; only the media type can be checked.
      expect(contentType).toMatch(/^image\/png/);
      return;
    }
    expect(validateResponse(operationId, response.status, contentType, data)).toEqual([]);
  });

  it('enforces the contract on requests: a page size of 101 is refused, a missing token is a 401', async () => {
    const tooBig = await client.GET('/links', { params: { query: { pageSize: 101 } } });
    expect(tooBig.response.status).toBe(422);
    const noToken = await anonymous.GET('/links/count');
    expect(noToken.response.status).toBe(401);
    expect(validateResponse('getLinksCount', 401, noToken.response.headers.get('content-type'), noToken.error)).toEqual([]);
  });
});
