/**
 * Type tests (vitest typecheck and `tsc`): the client's calls are typed from openapi.yaml.
 * Each `@ts-expect-error` fails the type check if the line it marks ever compiles, so a contract that
 * stopped typing a field, a path, an enum or a required property would be caught here.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../contract/openapi-types.js';
import { createClient } from './create-client.js';

const client = createClient({ baseUrl: 'http://127.0.0.1:4010', token: 't' });

describe('the typed client', () => {
  it('types request bodies from the contract', () => {
    void client.POST('/links', { body: { url: 'https://example.com', keyLength: 9, tagNames: 'news' } });
    // @ts-expect-error: `destination` is not a field of the link body; `url` is.
    void client.POST('/links', { body: { destination: 'https://example.com' } });
    // @ts-expect-error: `url` is required (link-required-fields gap).
    void client.POST('/links', { body: { key: 'abc' } });
    // @ts-expect-error: keyLength is a number.
    void client.POST('/links', { body: { url: 'https://example.com', keyLength: '7' } });
    // @ts-expect-error: orange is not a tag colour.
    void client.POST('/tags', { body: { name: 'News', color: 'orange' } });
    // @ts-expect-error: a bulk body is an array of link bodies.
    void client.POST('/links/bulk', { body: { url: 'https://example.com' } });
  });

  it('types query and path parameters', () => {
    void client.GET('/links', { params: { query: { sortBy: 'clicks', sortOrder: 'asc', pageSize: 10 } } });
    // @ts-expect-error: `limit` is not a parameter of list links; `pageSize` is.
    void client.GET('/links', { params: { query: { limit: 10 } } });
    // @ts-expect-error: title is not a sort field.
    void client.GET('/links', { params: { query: { sortBy: 'title' } } });
    // @ts-expect-error: deleteLink needs its linkId path parameter.
    void client.DELETE('/links/{linkId}', {});
    // @ts-expect-error: there is no PUT /links/{linkId} in the contract.
    void client.PUT('/links/{linkId}', { params: { path: { linkId: 'x' } } });
    // @ts-expect-error: /links/update is not a path of the contract.
    void client.GET('/links/update');
  });

  it('types responses and errors', async () => {
    const created = await client.POST('/links', { body: { url: 'https://example.com' } });
    expectTypeOf(created.data).toEqualTypeOf<components['schemas']['Link'] | undefined>();
    if (created.data !== undefined) {
      expectTypeOf(created.data.shortLink).toEqualTypeOf<string>();
      expectTypeOf(created.data.expiresAt).toEqualTypeOf<string | null>();
      // @ts-expect-error: a Link has no `destination` field.
      void created.data.destination;
    }
    const tag = await client.POST('/tags', { body: { name: 'News' } });
    expectTypeOf(tag.data).toEqualTypeOf<components['schemas']['Tag'] | undefined>();
    if (created.error !== undefined) {
      expectTypeOf(created.error.error.code).toExtend<components['schemas']['ErrorCode']>();
    }
    const count = await client.GET('/links/count');
    expectTypeOf(count.data).toExtend<number | components['schemas']['LinkCountGroups'] | undefined>();
  });
});
