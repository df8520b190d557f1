import { openapiDocument } from '../../contract/openapi-document.js';
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../factories/build-dataset.js';
import { ACME, FREE, harness, NOW, outcome } from '../mock-harness.test-support.js';

const control = (h: ReturnType<typeof harness>, method: string, target: string, body?: unknown) => {
  const [path = '', query] = target.split('?');
  return h.call(method, `/__linkproof${path}`, { token: null, ...(query !== undefined && { query }), ...(body !== undefined && { body }) });
};

describe('control plane: state', () => {
  it('resets to the starting dataset exactly, after any changes', () => {
    const h = harness();
    const before = control(h, 'GET', '/state').body;
    h.call('POST', '/links', { body: { url: 'https://a.com', key: 'new-one' } });
    h.call('POST', '/tags', { body: { name: 'Brand new' } });
    h.call('DELETE', `/links/${before.workspaces[0].links[0].id}`);
    expect(control(h, 'GET', '/state').body).not.toEqual(before);
    expect(control(h, 'POST', '/reset')).toMatchObject({ status: 200, body: { workspaces: [{ slug: 'acme', links: 200, tags: 10 }, { slug: 'side-project', links: 23, tags: 4 }] } });
    expect(control(h, 'GET', '/state').body).toEqual(before);
  });

  it('returns to what it was told to reset to (resetTo), reading it at the first reset only: the store made from it is the base of the next', () => {
    const other = buildDataset({ seed: 6, workspaces: [{ slug: 'other', plan: 'pro', links: 4, token: 'lp_other_token' }] });
    let reads = 0;
    const h = harness({
      resetTo: () => {
        reads++;
        return other;
      },
    });
    expect(h.call('GET', '/links/count').status).toBe(200);
    control(h, 'POST', '/reset');
    const after = control(h, 'GET', '/state').body;
    expect(after.workspaces.map((entry: { workspace: { slug: string } }) => entry.workspace.slug)).toEqual(['other']);
    const created = h.call('POST', '/links', { token: 'lp_other_token', body: { url: 'https://a.com', key: 'made-after-the-reset' } });
    expect(created.status).toBe(200);
    h.call('DELETE', `/links/${other.workspaces[0]!.links[0]!.id}`, { token: 'lp_other_token' });
    control(h, 'POST', '/reset');
    expect(control(h, 'GET', '/state').body).toEqual(after);
    expect(reads).toBe(1);
  });

  it('clears rate-limit windows on reset', () => {
    const h = harness({ rateLimit: true });
    for (let i = 0; i < 60; i++) h.call('GET', '/links/count', { token: FREE });
    expect(h.call('GET', '/links/count', { token: FREE }).status).toBe(429);
    control(h, 'POST', '/reset');
    expect(h.call('GET', '/links/count', { token: FREE }).status).toBe(200);
  });

  it('loads a dataset, which a reset then returns to', () => {
    const h = harness();
    const dataset = buildDataset({ seed: 5, workspaces: [{ slug: 'other', plan: 'pro', links: 3, token: 'lp_other_token' }] });
    expect(control(h, 'PUT', '/state', dataset).body).toEqual({ workspaces: [{ slug: 'other', links: 3, tags: 5 }] });
    expect(outcome(h.call('GET', '/links/count', { token: ACME }))).toBe('401 unauthorized');
    expect(h.call('GET', '/links/count', { token: 'lp_other_token' }).body).toBe(dataset.workspaces[0]!.links.filter((l) => !l.archived).length);
    h.call('POST', '/links', { token: 'lp_other_token', body: { url: 'https://a.com' } });
    control(h, 'POST', '/reset');
    expect(control(h, 'GET', '/state').body.workspaces[0].links).toHaveLength(3);
  });

  it('refuses a dataset that does not validate, naming the record, and keeps its state', () => {
    const h = harness();
    const dataset = buildDataset({ seed: 5, links: 3 });
    (dataset.workspaces[0]!.links[1] as { url: unknown }).url = 42;
    expect(control(h, 'PUT', '/state', dataset)).toMatchObject({ status: 422, body: { error: { code: 'unprocessable_entity', message: '/workspaces/0/links/1/url: must be string' } } });
    expect(outcome(control(h, 'PUT', '/state', undefined))).toBe('422 unprocessable_entity');
    expect(h.call('GET', '/links/count').status).toBe(200);
    // A link taken out of a state and put back, its workspace's totalLinks left as it was: the numbers disagree.
    const edited = buildDataset({ seed: 5, links: 3 });
    edited.workspaces[0]!.links.pop();
    expect(control(h, 'PUT', '/state', edited)).toMatchObject({ status: 422, body: { error: { message: '/workspaces/0/workspace/totalLinks: is 3, but the workspace has 2 link(s) (§2.4: the total number of links in the workspace)' } } });
  });
});

describe('control plane: request log', () => {
  it('logs time, method, path, status, duration and the error, newest first, and can be emptied', () => {
    const h = harness();
    h.call('GET', '/links/count');
    h.call('POST', '/links', { body: { url: 'not a url' } });
    control(h, 'GET', '/state');
    const { requests } = control(h, 'GET', '/requests?limit=5').body;
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ time: NOW, method: 'POST', path: '/links', operationId: 'createLink', status: 422, error: { code: 'unprocessable_entity', message: 'url: must be an absolute URL' } });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/links/count', status: 200, error: null });
    expect(typeof requests[1].durationMs).toBe('number');
    expect(control(h, 'DELETE', '/requests').body).toEqual({ requests: [] });
    expect(control(h, 'GET', '/requests').body.requests).toEqual([]);
    expect(outcome(control(h, 'GET', '/requests?limit=0'))).toBe('422 unprocessable_entity');
  });

  it('keeps the bodies sent and answered, and finds requests by operationId, method, path and status', () => {
    const h = harness();
    h.call('POST', '/links', { body: { url: 'https://example.com/a', key: 'verify-a', comments: 'from the app' } });
    h.call('POST', '/links', { body: { url: 'https://example.com/b', key: 'verify-a' } });
    h.call('GET', '/links/count');
    h.call('GET', '/qr', { query: 'url=https://acme.link/x' });
    h.call('POST', '/links', { raw: '{"url":' });
    const created = control(h, 'GET', '/requests?operationId=createLink&status=200').body.requests;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ method: 'POST', path: '/links', requestBody: { url: 'https://example.com/a', key: 'verify-a', comments: 'from the app' }, responseBody: { key: 'verify-a', url: 'https://example.com/a' } });
    expect(control(h, 'GET', '/requests?operationId=createLink&status=409').body.requests.map((r: { requestBody: { url: string } }) => r.requestBody.url)).toEqual(['https://example.com/b']);
    // Malformed JSON is kept as the text sent.
    expect(control(h, 'GET', '/requests?status=400').body.requests[0]).toMatchObject({ requestBody: '{"url":', responseBody: { error: { code: 'bad_request' } } });
    expect(control(h, 'GET', '/requests?method=get&path=/links/count').body.requests).toEqual([expect.objectContaining({ requestBody: null, responseBody: expect.any(Number) })]);
    // The QR code's image is not kept.
    expect(control(h, 'GET', '/requests?operationId=getQRCode').body.requests[0]).toMatchObject({ status: 200, responseBody: null });
    expect(control(h, 'GET', '/requests?operationId=createLink').body.requests).toHaveLength(3);
    expect(outcome(control(h, 'GET', '/requests?status=abc'))).toBe('422 unprocessable_entity');
    // In process, the same.
    expect(h.mock.requests({ operationId: 'createLink', status: 200 })).toEqual(created);
  });

  it('keeps at most 64 KB of a body, saying it was cut', () => {
    const h = harness();
    const title = 't'.repeat(70_000);
    h.call('POST', '/links', { body: { url: 'https://example.com/long', title } });
    const [logged] = h.mock.requests({ operationId: 'createLink' });
    expect(logged!.truncated).toEqual(['requestBody', 'responseBody']);
    expect(logged!.requestBody).toBe(JSON.stringify({ url: 'https://example.com/long', title }).slice(0, 64 * 1024));
  });

  it('keeps the bodies of its newest requests, 1 MB in all; older ones keep the rest of their entry, saying their bodies were dropped', () => {
    const h = harness();
    const title = 't'.repeat(60_000);
    for (let i = 0; i < 100; i++) h.call('POST', '/links', { body: { url: `https://example.com/${i}`, title } });
    const logged = h.mock.requests({ operationId: 'createLink' });
    expect(logged).toHaveLength(100);
    const kept = logged.filter((entry) => entry.dropped === undefined);
    // Each request and its answer hold a title of 60,000 characters: about 8 fit in 1 MB, newest first.
    expect(kept.length).toBeGreaterThan(6);
    expect(kept.length).toBeLessThan(10);
    expect(logged.slice(0, kept.length)).toEqual(kept);
    expect(kept.every((entry) => (entry.requestBody as { title: string }).title === title && (entry.responseBody as { title: string }).title === title)).toBe(true);
    const older = logged[kept.length]!;
    expect(older).toMatchObject({ status: 200, requestBody: null, responseBody: null, dropped: ['requestBody', 'responseBody'] });
    // Small bodies: all 500 kept.
    const small = harness();
    for (let i = 0; i < 600; i++) small.call('GET', '/links/count');
    expect(small.mock.requests().filter((entry) => entry.dropped === undefined && entry.responseBody !== null)).toHaveLength(500);
  });

  it('lists a request whose body nested thousands of levels deep (refused with a 400) with that body as text', () => {
    const h = harness();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(outcome(h.call('POST', '/links', { raw: deep }))).toBe('400 bad_request');
    const listed = control(h, 'GET', '/requests?limit=5');
    expect(listed.status).toBe(200);
    expect(listed.body.requests[0]).toMatchObject({ status: 400, requestBody: deep });
  });

  it('keeps only the last N requests', () => {
    const h = harness({ requestLogSize: 3 });
    for (let i = 0; i < 5; i++) h.call('GET', '/links/count', { query: `domain=d${i}.com` });
    expect(control(h, 'GET', '/requests').body.requests.map((r: { query: string }) => r.query)).toEqual(['domain=d4.com', 'domain=d3.com', 'domain=d2.com']);
  });
});

describe('control plane: clock', () => {
  it('sets, advances and releases the clock, and new links carry its time', () => {
    const h = harness();
    expect(control(h, 'PUT', '/clock', { now: '2027-03-01T09:30:00.000Z' }).body).toEqual({ now: '2027-03-01T09:30:00.000Z', frozen: true });
    expect(h.call('POST', '/links', { body: { url: 'https://a.com' } }).body.createdAt).toBe('2027-03-01T09:30:00.000Z');
    expect(control(h, 'PUT', '/clock', { advanceMs: 90_000 }).body.now).toBe('2027-03-01T09:31:30.000Z');
    expect(control(h, 'GET', '/clock').body).toEqual({ now: '2027-03-01T09:31:30.000Z', frozen: true });
    expect(control(h, 'PUT', '/clock', { frozen: false }).body).toEqual({ now: NOW, frozen: false });
  });

  it('moves the billing cycle with it: a new cycle starts usage afresh', () => {
    const h = harness();
    const usage = () => h.call('GET', '/workspaces/side-project', { token: FREE }).body.linksUsage;
    expect(usage()).toBe(23);
    control(h, 'PUT', '/clock', { advanceMs: 40 * 86_400_000 });
    expect(usage()).toBe(0);
  });

  it('refuses what is not a time', () => {
    const h = harness();
    expect(outcome(control(h, 'PUT', '/clock', { now: 'tomorrow' }))).toBe('422 unprocessable_entity');
    expect(outcome(control(h, 'PUT', '/clock', { speed: 2 }))).toBe('422 unprocessable_entity');
  });
});

describe('control plane: faults', () => {
  it('answers a fixed error status for one operation until removed, leaving the others alone', () => {
    const h = harness();
    expect(control(h, 'PUT', '/faults/createLink', { status: 500 }).body).toEqual({ faults: { createLink: { status: 500 } } });
    const failed = h.call('POST', '/links', { body: { url: 'https://a.com' } });
    expect(outcome(failed)).toBe('500 internal_server_error');
    expect(failed.body.error.message).toMatch(/Injected/);
    expect(h.call('GET', '/links/count').status).toBe(200);
    control(h, 'DELETE', '/faults/createLink');
    expect(h.call('POST', '/links', { body: { url: 'https://a.com' } }).status).toBe(200);
  });

  it('adds latency, to one operation or to all under *', () => {
    const h = harness();
    control(h, 'PUT', '/faults/*', { latencyMs: 250 });
    control(h, 'PUT', '/faults/getLinks', { latencyMs: 400 });
    expect(h.mock.handle({ method: 'GET', path: '/links/count', headers: { authorization: `Bearer ${ACME}` } }).delayMs).toBe(250);
    expect(h.mock.handle({ method: 'GET', path: '/links', headers: { authorization: `Bearer ${ACME}` } }).delayMs).toBe(400);
    control(h, 'DELETE', '/faults');
    expect(h.mock.handle({ method: 'GET', path: '/links', headers: { authorization: `Bearer ${ACME}` } }).delayMs).toBeUndefined();
  });

  it('waits the latency before answering, over fetch', async () => {
    const h = harness();
    control(h, 'PUT', '/faults/getLinksCount', { latencyMs: 300 });
    const started = performance.now();
    const response = await h.mock.fetch(new Request('http://mock/links/count', { headers: { authorization: `Bearer ${ACME}` } }));
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('rate limits now: 429 with the rate-limit headers and Retry-After', () => {
    const h = harness();
    control(h, 'PUT', '/faults/getLinks', { rateLimit: true });
    const limited = h.call('GET', '/links');
    expect(outcome(limited)).toBe('429 rate_limit_exceeded');
    expect(limited.headers).toMatchObject({ 'x-ratelimit-limit': '1200', 'x-ratelimit-remaining': '0', 'retry-after': '60' });
  });

  it.each([
    ['a status the spec has not', 'createLink', { status: 503 }, '422 unprocessable_entity'],
    ['an unknown field', 'createLink', { status: 500, jitter: 5 }, '422 unprocessable_entity'],
    ['a negative latency', 'createLink', { latencyMs: -1 }, '422 unprocessable_entity'],
    ['an unknown operation', 'updateLink', { status: 500 }, '404 not_found'],
  ])('refuses %s', (_case, target, fault, expected) => {
    expect(outcome(control(harness(), 'PUT', `/faults/${target}`, fault))).toBe(expected);
  });
});

describe('the Prefer header', () => {
  const h = harness();
  const withPrefer = (prefer: string, method = 'GET', path = '/links') => h.call(method, path, { headers: { prefer } });

  it.each([
    ['code=429', '429 rate_limit_exceeded'],
    ['code=404', '404 not_found'],
    ['code=500', '500 internal_server_error'],
    ['code=200', '200'],
    ['code=418', '400 bad_request'],
    ['code=abc', '400 bad_request'],
    ['delay=abc', '400 bad_request'],
    ['respond-async, wait=5', '200'],
  ])('Prefer: %s → %s', (prefer, expected) => {
    expect(outcome(withPrefer(prefer))).toBe(expected);
  });

  it('delays with delay=N, alone or with code=N', () => {
    expect(h.mock.handle({ method: 'GET', path: '/links', headers: { authorization: `Bearer ${ACME}`, prefer: 'delay=300' } })).toMatchObject({ status: 200, delayMs: 300 });
    expect(h.mock.handle({ method: 'GET', path: '/links', headers: { authorization: `Bearer ${ACME}`, prefer: 'code=409, delay=50' } })).toMatchObject({ status: 409, delayMs: 50 });
  });

  it('still checks the credential first', () => {
    expect(outcome(h.call('GET', '/links', { token: null, headers: { prefer: 'code=500' } }))).toBe('401 unauthorized');
  });
});

describe('control plane: everything else', () => {
  const h = harness();

  it('lists its controls and serves the contract, its server defaulting to the mock\'s own address', () => {
    expect(control(h, 'GET', '').body.controls).toContain('POST /__linkproof/reset');
    const served = control(h, 'GET', '/openapi.json').body;
    expect(served.info.version).toBe('0.0.1');
    expect(served.paths).toEqual(openapiDocument.paths);
    expect(served.servers).toEqual([{ url: '{base_url}', description: expect.any(String), variables: { base_url: expect.objectContaining({ default: h.mock.baseUrl }) } }]);
    const servedAt = h.mock.baseUrl;
    h.mock.baseUrl = 'http://app.test/api/dub';
    try {
      expect(control(h, 'GET', '/openapi.json').body.servers[0].variables.base_url.default).toBe('http://app.test/api/dub');
    } finally {
      h.mock.baseUrl = servedAt;
    }
  });

  it('answers an unknown control with the error object', () => {
    expect(outcome(control(h, 'GET', '/nope'))).toBe('404 not_found');
    expect(outcome(control(h, 'POST', '/state'))).toBe('404 not_found');
    expect(outcome(h.call('PUT', '/__linkproof/clock', { token: null, raw: '{nope' }))).toBe('400 bad_request');
  });

  it('keeps its own requests out of the request log', () => {
    const fresh = harness();
    control(fresh, 'GET', '/state');
    expect(control(fresh, 'GET', '/requests').body.requests).toEqual([]);
  });
});
