import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['limits_accepted_at_the_boundary'] })).results[0]!.outcome;

describe('limits_accepted_at_the_boundary', () => {
  it('passes the mock', async () => {
    expect((await outcomeOf(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).status).toBe('pass');
  });

  it('fails a tag name limit counted in UTF-8 bytes: 50 characters of é are 81 bytes (§8 counts characters)', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const countingBytes: Fetch = async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/tags') return fetch(request);
      const { name } = (await request.clone().json()) as { name?: string };
      if (name !== undefined && Buffer.byteLength(name) > 50) return Response.json({ error: { code: 'unprocessable_entity', message: 'name: at most 50' } }, { status: 422 });
      return fetch(request);
    };
    expect(await outcomeOf(countingBytes)).toMatchObject({ status: 'fail', failure: { rules: ['tag.name-length'] } });
  });

  /** The mock, with each key sent first changed by `change` (undefined: refused as a key-rules choice would). */
  const keysAs = (change: (key: string) => string | undefined): Fetch => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links') return fetch(request);
      const body = (await request.clone().json()) as { key?: string };
      if (body.key === undefined) return fetch(request);
      const key = change(body.key);
      if (key === undefined) return Response.json({ error: { code: 'unprocessable_entity', message: 'key: ASCII only' } }, { status: 422 });
      return fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, key }) }));
    };
  };

  it('fails a key limit counted in UTF-8 bytes where keys may hold é', async () => {
    const outcome = await outcomeOf(keysAs((key) => (Buffer.byteLength(key) > 190 ? undefined : key)));
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['create.domain-key-lengths'] } });
    if (outcome.status === 'fail') expect(outcome.failure.message).toMatch(/^a key with é is taken, yet one of 190 characters of é \(\d+ bytes of UTF-8\) answered 422/);
  });

  it('fails a key with é answered percent-encoded', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const encoding: Fetch = async (request) => {
      const response = await fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || !response.ok) return response;
      const link = (await response.json()) as { key: string };
      return Response.json({ ...link, key: encodeURI(link.key) });
    };
    const outcome = await outcomeOf(encoding);
    expect(outcome).toMatchObject({ status: 'fail', failure: { rules: ['create.accepts-valid'] } });
    if (outcome.status === 'fail') expect(outcome.failure.message).toMatch(/has key .*caf%C3%A9-m%C3%BCnchen$/);
  });

  it('passes a target that takes ASCII keys only (key-rules gap), saying so', async () => {
    const outcome = await outcomeOf(keysAs((key) => (/^[\x20-\x7e]*$/.test(key) ? key : undefined)));
    expect(outcome).toMatchObject({ status: 'pass', note: expect.stringMatching(/^a key with é was refused \(422: key-rules gap\)/) });
  });
});
