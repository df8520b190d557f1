import type { Dataset } from '../dataset/dataset.js';
import { fixedClock } from './clock.js';
import { type MockOptions } from './create-mock.js';
import { createMockWithDefaults } from './create-mock-with-defaults.js';

export const ACME = 'lp_acme_demo_token';
export const FREE = 'lp_side_project_demo_token';
export const NOW = '2026-11-01T12:00:00.000Z';

export interface CallOptions {
  token?: string | null;
  query?: string | Record<string, string>;
  body?: unknown;
  /** The body exactly as sent (for malformed JSON). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, or the bytes of an image. */
  body: any;
}

/** A mock with a fixed clock and seed, validating its own responses, and a terse way to call it. */
export function harness(options: Partial<MockOptions> & { dataset?: Dataset } = {}) {
  const clock = fixedClock(NOW);
  const mock = createMockWithDefaults({ seed: 7, clock, validateResponses: true, rateLimit: false, ...options });
  const call = (method: string, path: string, { token = ACME, query, body, raw, headers }: CallOptions = {}): Answer => {
    const response = mock.handle({
      method,
      path,
      query: typeof query === 'string' || query === undefined ? query : new URLSearchParams(query),
      headers: { ...(token !== null && { authorization: `Bearer ${token}` }), ...headers },
      ...(raw !== undefined ? { body: raw } : body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = typeof response.body === 'string' ? JSON.parse(response.body) : response.body;
    return { status: response.status, headers: response.headers, body: json };
  };
  const acme = mock.store.findWorkspace('acme')!;
  const free = mock.store.findWorkspace('side-project')!;
  return { mock, clock, call, acme, free };
}

/** Asserts nothing; returns the error code of an error answer, so tables can compare `status code`. */
export function outcome(answer: Answer): string {
  return answer.status < 300 ? String(answer.status) : `${answer.status} ${answer.body?.error?.code}`;
}
