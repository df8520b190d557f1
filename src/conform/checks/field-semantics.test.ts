import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

describe('documented_defaults_applied: trackConversion (conversion-default gap)', () => {
  /** The mock with acme's conversionEnabled as given, every created link answered with trackConversion as `answered`. */
  const target = (conversionEnabled: boolean, answered: boolean) => {
    const dataset = defaultDataset(Date.now());
    dataset.workspaces[0]!.workspace.conversionEnabled = conversionEnabled;
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false, dataset });
    return async (request: Request) => {
      const response = await mock.fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || response.status !== 200) return response;
      return Response.json({ ...((await response.json()) as object), trackConversion: answered }, { status: 200 });
    };
  };
  const run = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['documented_defaults_applied'] })).results[0]!.outcome.status;

  it('takes false or true where conversionEnabled is true: §4.2 and §2.4 disagree there', async () => {
    expect(await run(target(true, false))).toBe('pass');
    expect(await run(target(true, true))).toBe('pass');
  });

  it('takes only false where conversionEnabled is false', async () => {
    expect(await run(target(false, false))).toBe('pass');
    expect(await run(target(false, true))).toBe('fail');
  });
});

describe('utm_fields_written_into_url', () => {
  const run = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['utm_fields_written_into_url'] })).results[0]!.outcome;

  it('passes the mock, whose destination keeps its fragment after the query', async () => {
    expect(await run(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).toEqual({ status: 'pass' });
  });

  it('fails the parameters pasted after the fragment of the destination', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const afterFragment = async (request: Request) => {
      const response = await fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || !response.ok) return response;
      const link = (await response.json()) as { url: string };
      // https://x/p?utm_source=…#pricing becomes https://x/p#pricing?utm_source=…
      const parts = /^([^?#]*)\?([^#]*)#(.*)$/.exec(link.url);
      return Response.json({ ...link, url: parts === null ? link.url : `${parts[1]}#${parts[3]}?${parts[2]}` }, { status: response.status });
    };
    expect(await run(afterFragment)).toMatchObject({ status: 'fail' });
  });
});

describe('prefix_then_random_key', () => {
  const run = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['prefix_then_random_key'] })).results[0]!.outcome;
  /** The mock, with each prefix sent changed first (as a target that reads it its own way would). */
  const prefixAs = (change: (prefix: string) => string | undefined) => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request: Request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links') return fetch(request);
      const body = (await request.json()) as { prefix?: string };
      if (body.prefix === undefined) return fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }));
      const prefix = change(body.prefix);
      if (prefix === undefined) return Response.json({ error: { code: 'unprocessable_entity', message: 'prefix: may not hold /' } }, { status: 422 });
      return fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, prefix }) }));
    };
  };

  it('passes the mock, whose prefix lp/ keeps its /', async () => {
    expect(await run(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).toEqual({ status: 'pass' });
  });

  it('fails a prefix whose trailing / is dropped as the last / of a key would be', async () => {
    const outcome = await run(prefixAs((prefix) => prefix.replace(/\/+$/, '')));
    expect(outcome.status === 'fail' && outcome.failure.message).toMatch(/^with prefix lp\/ the key is lp[0-9A-Za-z]{5}, expected lp\/ followed by 5 characters$/);
  });

  it('passes a target that refuses / in keys, prefixes too (key-rules gap), saying so', async () => {
    expect(await run(prefixAs((prefix) => (prefix.includes('/') ? undefined : prefix)))).toEqual({ status: 'pass', note: 'a prefix with / was refused (422): which characters a key holds is a gap' });
  });
});

describe('documented_defaults_applied: what was not sent stays unset', () => {
  const run = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['documented_defaults_applied'] })).results[0]!.outcome;

  it('fails a create answered with the comments of an earlier request, charged to create.accepts-valid', async () => {
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const leaking = async (request: Request) => {
      const response = await fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || response.status !== 200) return response;
      return Response.json({ ...((await response.json()) as object), comments: 'acme: Q3 price cut' }, { status: 200 });
    };
    const outcome = await run(leaking);
    if (outcome.status !== 'fail') throw new Error(`not a finding: ${JSON.stringify(outcome)}`);
    expect(outcome.failure.message).toBe('the link created with a url alone has comments="acme: Q3 price cut"');
    expect(outcome.failure.rules).toEqual(['create.accepts-valid']);
  });

  it('passes the mock, and a target that leaves the unset fields out rather than null (nullable-fields gap)', async () => {
    expect((await run(createMockWithDefaults({ seed: 3, rateLimit: false }).fetch)).status).toBe('pass');
    const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
    const leavingOut = async (request: Request) => {
      const response = await fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/links' || response.status !== 200) return response;
      return Response.json(Object.fromEntries(Object.entries((await response.json()) as object).filter(([, value]) => value !== null)), { status: 200 });
    };
    expect((await run(leavingOut)).status).toBe('pass');
  });
});
