import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from '../contract/openapi-types.js';

export interface CreateClientOptions {
  /** Base address of the implementation, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** Bearer token; omit it for anonymous calls such as `GET /qr`. */
  token?: string;
  /** Fetch to send requests with; pass a mock's `fetch` to call it in-process, with no socket. Defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

/** A client whose every path, parameter, body and response is typed from openapi.yaml. */
export type LinkproofClient = Client<paths>;

/**
 * A typed client for the Link Shortening and Attribution Service (openapi-fetch). HTTP errors are
 * data: each call resolves to `{ data, error, response }` and never throws for a status. `GET /qr` gives the
 * image as a Blob (with `parseAs: 'blob'` typed as one, for `URL.createObjectURL(data)`); `parseAs: 'arrayBuffer'`
 * gives its bytes.
 *
 * @example
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4010', token: 'lp_test_…' });
 * const { data, error } = await client.POST('/links', { body: { url: 'https://example.com' } });
 */
export function createClient(options: CreateClientOptions): LinkproofClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    headers,
    // The contract serialises tagIds and tagNames as form style, not exploded: tagIds=a,b.
    querySerializer: { array: { style: 'form', explode: false } },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  // The QR code is an image, not JSON: read as a Blob (its type, from openapi.yaml's binary body), unless the call
  // says otherwise (`parseAs: 'arrayBuffer'`, …). Read as JSON, the default, it threw on the PNG's first byte.
  const get = client.GET;
  client.GET = ((url: string, init?: { parseAs?: string }) => get(url as never, (url === '/qr' && init?.parseAs === undefined ? { ...init, parseAs: 'blob' } : init) as never)) as typeof client.GET;
  return client;
}
