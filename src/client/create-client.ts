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
 * data: each call resolves to `{ data, error, response }` and never throws for a status.
 *
 * @example
 * const client = createClient({ baseUrl: 'http://127.0.0.1:4010', token: 'lp_test_…' });
 * const { data, error } = await client.POST('/links', { body: { url: 'https://example.com' } });
 */
export function createClient(options: CreateClientOptions): LinkproofClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  return createFetchClient<paths>({
    baseUrl: options.baseUrl,
    headers,
    // The contract serialises tagIds and tagNames as form style, not exploded: tagIds=a,b.
    querySerializer: { array: { style: 'form', explode: false } },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}
