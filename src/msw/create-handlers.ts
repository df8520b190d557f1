import { http, type HttpHandler } from 'msw';
import type { Mock } from '../mock/create-mock.js';
import { createMockWithDefaults } from '../mock/create-mock-with-defaults.js';
import type { MockOptions } from '../mock/create-mock.js';

export interface HandlersOptions extends Partial<MockOptions> {
  /** The base URL your app calls (the real service's, or any): requests under it go to the mock. Default: the mock's own. */
  baseUrl?: string;
  /** A mock to serve; by default one is made from the other options (the default dataset unless `dataset`). */
  mock?: Mock;
}

/**
 * MSW 2 request handlers backed by the stateful mock: everything under `baseUrl` is answered by the same
 * engine as `linkproof mock`, in the browser (with a service worker) or in Node tests (`setupServer`).
 * @example
 * const { handlers, mock } = createHandlers({ baseUrl: 'https://api.example.com', seed: 1 });
 * const server = setupServer(...handlers);
 */
export function createHandlers(options: HandlersOptions = {}): { handlers: HttpHandler[]; mock: Mock } {
  const { mock: given, baseUrl, ...mockOptions } = options;
  const mock = given ?? createMockWithDefaults({ ...mockOptions, ...(baseUrl !== undefined && { baseUrl }) });
  const base = (baseUrl ?? mock.baseUrl).replace(/\/+$/, '');
  return { handlers: [http.all(`${base}/*`, ({ request }) => mock.fetch(request))], mock };
}
