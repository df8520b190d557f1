import { describe, expect, it } from 'vitest';
import { operations } from '../contract/operations.js';
import { validateResponse } from '../contract/validate-response.js';
import { buildDataset } from '../factories/build-dataset.js';
import { DEFAULT_DATASET_OPTIONS } from '../factories/default-dataset.js';
import { fixedClock } from './clock.js';
import { ContractViolationError, createMock } from './create-mock.js';
import { MAX_BODY_BYTES } from './pipeline/read-body.js';
import { createMockWithDefaults } from './create-mock-with-defaults.js';
import { ACME, FREE, harness, NOW, outcome } from './mock-harness.test-support.js';
import { assertEveryOperationHandled, handlers } from './operations/handlers.js';

describe('start-up', () => {
  it('fails when an operation of openapi.yaml has no handler', () => {
    const { getQRCode: _dropped, ...incomplete } = handlers;
    expect(() => assertEveryOperationHandled(operations, incomplete)).toThrow(/does not handle: getQRCode/);
    expect(() => assertEveryOperationHandled(operations, handlers)).not.toThrow();
  });
});

describe('routing', () => {
  const { call } = harness();

  it('answers an unknown path with the error object, not a page', () => {
    const answer = call('GET', '/v1/links');
    expect(outcome(answer)).toBe('404 not_found');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a method the path lacks with 404 and the methods it has', () => {
    const answer = call('PATCH', '/links/link_1');
    expect(outcome(answer)).toBe('404 not_found');
    expect(answer.headers.allow).toBe('DELETE');
  });

  it('answers a HEAD as its GET (status and headers), without a body; a path without GET still says what it has', async () => {
    const get = call('GET', '/links/count');
    const head = call('HEAD', '/links/count');
    expect([head.status, head.headers['content-type']]).toStrictEqual([200, get.headers['content-type']]);
    expect(outcome(call('HEAD', '/links/info'))).toBe('400 bad_request');
    const tags = call('HEAD', '/tags');
    expect([outcome(tags), tags.headers.allow]).toStrictEqual(['404 not_found', 'POST']);
    const mock = createMockWithDefaults({ seed: 1, rateLimit: false });
    const fetched = await mock.fetch(new Request('http://127.0.0.1:4010/links', { method: 'HEAD', headers: { authorization: `Bearer ${ACME}` } }));
    expect([fetched.status, await fetched.text()]).toStrictEqual([200, '']);
    expect(mock.requests({ limit: 1 })[0]).toMatchObject({ method: 'HEAD', operationId: 'getLinks', status: 200 });
  });

  it('answers a CORS preflight so a browser app on another origin can call', () => {
    const answer = call('OPTIONS', '/links', { token: null, headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'authorization, content-type' } });
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'authorization, content-type',
    });
  });

  it('sends CORS headers on every answer, errors included', () => {
    expect(call('GET', '/links', { token: null }).headers['access-control-allow-origin']).toBe('*');
    expect(call('GET', '/links', { headers: { origin: 'http://localhost:5173' } }).headers['access-control-expose-headers']).toContain('x-ratelimit-remaining');
  });

  it('lets a browser read the warning about ignored parameters (X-Linkproof-Warning)', () => {
    const answer = call('GET', '/links', { query: { colour: 'red' }, headers: { origin: 'http://localhost:5173' } });
    expect(answer.headers['x-linkproof-warning']).toBe('ignored (not in the contract): query parameter colour');
    expect(answer.headers['access-control-expose-headers']!.split(', ')).toContain('x-linkproof-warning');
  });
});

describe('authentication (§5; auth-header gap)', () => {
  const { call } = harness();
  const authenticated = operations.filter((operation) => !operation.allowsAnonymous);
  const pathOf = (path: string) => path.replace('{linkId}', 'link_1').replace('{idOrSlug}', 'acme');

  it.each(authenticated.map((operation) => [operation.operationId, operation.method, pathOf(operation.path)]))(
    '%s: no credential, a wrong token and a header that is not Bearer are each a 401 (§5.4)',
    (_id, method, path) => {
      expect(outcome(call(method, path, { token: null }))).toBe('401 unauthorized');
      expect(outcome(call(method, path, { token: 'lp_wrong' }))).toBe('401 unauthorized');
      expect(outcome(call(method, path, { token: null, headers: { authorization: 'Basic dXNlcjpwYXNz' } }))).toBe('401 unauthorized');
      expect(outcome(call(method, path, { token: null, headers: { authorization: 'lp_acme_demo_token' } }))).toBe('401 unauthorized');
    },
  );

  it('reads each Authorization header afresh: the same header again, then another, then the first in other case', () => {
    const whoAmI = (authorization: string) => {
      const answer = call('GET', '/links/count', { token: null, headers: { authorization } });
      return answer.status === 200 ? `count ${String(answer.body)}` : outcome(answer);
    };
    const [acme, free] = [whoAmI(`Bearer ${ACME}`), whoAmI(`Bearer ${FREE}`)];
    expect(acme).not.toBe(free);
    expect([whoAmI(`Bearer ${ACME}`), whoAmI(`Bearer ${ACME}`), whoAmI(`Bearer ${FREE}`), whoAmI('Bearer lp_wrong'), whoAmI(`bearer  ${ACME} `), whoAmI(`Bearer ${ACME}x`)]).toEqual([acme, acme, free, '401 unauthorized', acme, '401 unauthorized']);
  });

  it('takes a method sent in lower case as its upper case, and logs it so', () => {
    const mock = createMockWithDefaults({ seed: 3, clock: fixedClock(NOW), rateLimit: false });
    const answer = mock.handle({ method: 'get', path: '/links/count', headers: { authorization: `Bearer ${ACME}` } });
    expect(answer.status).toBe(200);
    expect(mock.requests({ limit: 1 })[0]).toMatchObject({ method: 'GET', operationId: 'getLinksCount', status: 200 });
  });

  it('lets GET /qr through without a credential, but not with a wrong one', () => {
    expect(call('GET', '/qr', { token: null, query: { url: 'https://acme.link/x' } }).status).toBe(200);
    expect(outcome(call('GET', '/qr', { token: 'lp_wrong', query: { url: 'https://acme.link/x' } }))).toBe('401 unauthorized');
  });
});

describe('links made at one instant (a frozen clock)', () => {
  it('list newest first, as they were made: their ids sort in that order', () => {
    const mock = createMockWithDefaults({ seed: 3, clock: fixedClock(NOW), rateLimit: false });
    const headers = { authorization: `Bearer ${ACME}`, 'content-type': 'application/json' };
    const keys = ['order1', 'order2', 'order3', 'order4', 'order5', 'order6'];
    for (const key of keys) expect(mock.handle({ method: 'POST', path: '/links', headers, body: JSON.stringify({ url: 'https://e.com', key }) }).status).toBe(200);
    const page = JSON.parse(String(mock.handle({ method: 'GET', path: '/links', query: 'pageSize=6', headers }).body)) as { key: string }[];
    expect(page.map((link) => link.key)).toEqual([...keys].reverse());
  });
});

describe('rate limiting (rate-limit gap)', () => {
  it('allows a plan its requests a minute, then answers 429 with Retry-After until the window ends', () => {
    const { call, clock } = harness({ rateLimit: true });
    for (let i = 0; i < 60; i++) expect(call('GET', '/links/count', { token: FREE }).status).toBe(200);
    const limited = call('GET', '/links/count', { token: FREE });
    expect(outcome(limited)).toBe('429 rate_limit_exceeded');
    expect(limited.headers).toMatchObject({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'retry-after': '60' });
    expect(call('GET', '/links/count', { token: ACME }).status).toBe(200);
    clock.advance(60_000);
    expect(call('GET', '/links/count', { token: FREE }).headers['x-ratelimit-remaining']).toBe('59');
  });

  it('sends the headers on every authenticated answer, with the reset in Unix seconds', () => {
    const { call } = harness({ rateLimit: true });
    const answer = call('GET', '/links', { token: ACME });
    expect(answer.headers).toMatchObject({ 'x-ratelimit-limit': '1200', 'x-ratelimit-remaining': '1199', 'x-ratelimit-reset': String(Date.parse(NOW) / 1000 + 60) });
    expect(call('GET', '/qr', { token: null, query: { url: 'https://a.com' } }).headers['x-ratelimit-limit']).toBeUndefined();
  });

  it.each(operations.filter((operation) => !operation.allowsAnonymous).map((operation) => [operation.operationId, operation.method, operation.path]))(
    '%s answers 429 in the error shape once the window is spent',
    (_id, method, path) => {
      const { call } = harness({ rateLimit: true });
      for (let i = 0; i < 60; i++) call('GET', '/links/count', { token: FREE });
      const limited = call(method, path.replace('{linkId}', 'link_1').replace('{idOrSlug}', 'side-project'), { token: FREE, body: {} });
      expect(outcome(limited)).toBe('429 rate_limit_exceeded');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('can be switched off', () => {
    const { call } = harness({ rateLimit: false });
    for (let i = 0; i < 70; i++) expect(call('GET', '/links/count', { token: FREE }).status).toBe(200);
    expect(call('GET', '/links/count', { token: FREE }).headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('bodies and parameters', () => {
  const { call } = harness();

  it.each([
    ['malformed JSON', { raw: '{"url": ' }, '400 bad_request'],
    ['an empty body', { raw: '' }, '400 bad_request'],
    ['a JSON body of the wrong type', { body: 'https://example.com' }, '422 unprocessable_entity'],
  ])('refuses %s', (_case, options, expected) => {
    expect(outcome(call('POST', '/links', options))).toBe(expected);
  });

  it('names the field in a 422', () => {
    expect(call('POST', '/links', { body: { url: 'https://a.com', keyLength: 2 } }).body.error.message).toBe('/keyLength: must be >= 3');
    expect(call('GET', '/links', { query: 'pageSize=0' }).body.error.message).toBe('/query/pageSize: must be >= 1');
  });

  it('ignores query parameters and body fields the contract does not list, as the real service does, and names them', () => {
    const { call: lenient, mock } = harness();
    const listed = lenient('GET', '/links/count', { query: 'workspaceId=ws_x&v=2' });
    expect(listed.status).toBe(200);
    expect(listed.headers['x-linkproof-warning']).toBe('ignored (not in the contract): query parameter workspaceId, query parameter v');
    const created = lenient('POST', '/links', { body: { url: 'https://a.com/ignored', colour: 'red' } });
    expect(created.status).toBe(200);
    expect(created.headers['x-linkproof-warning']).toBe('ignored (not in the contract): body field colour');
    expect(created.body).not.toHaveProperty('colour');
    const bulk = lenient('POST', '/links/bulk', { body: [{ url: 'https://a.com/1' }, { url: 'https://a.com/2', extra: 1 }] });
    expect(bulk.headers['x-linkproof-warning']).toBe('ignored (not in the contract): body field [1].extra');
    expect(mock.log.last(1)[0]?.warnings).toEqual(['body field [1].extra']);
    // Inside a testVariants element too: the element's unknown field is named, never dropped without a word.
    const variants = [{ url: 'https://a.com/v1', percentage: 50, weight: 3 }, { url: 'https://a.com/v2', percentage: 50 }];
    const tested = lenient('POST', '/links', { body: { url: 'https://a.com/ab', testVariants: variants } });
    expect([tested.status, tested.headers['x-linkproof-warning']]).toEqual([200, 'ignored (not in the contract): body field testVariants[0].weight']);
    expect(tested.body.testVariants).toEqual([{ url: 'https://a.com/v1', percentage: 50 }, { url: 'https://a.com/v2', percentage: 50 }]);
    const bulkTested = lenient('POST', '/links/bulk', { body: [{ url: 'https://a.com/3', testVariants: variants.map((variant) => ({ ...variant, note: 'x' })) }] });
    expect(bulkTested.headers['x-linkproof-warning']).toBe('ignored (not in the contract): body field [0].testVariants[0].weight, body field [0].testVariants[0].note, body field [0].testVariants[1].note');
    // A map (geo: any country) lists no fields: its entries are the contract's to judge, none is taken out.
    expect(lenient('POST', '/links', { body: { url: 'https://a.com/geo', geo: { DE: 'https://a.com/de' } } }).headers['x-linkproof-warning']).toBeUndefined();
  });

  it('refuses them with 422 under strict', () => {
    const { call: strict } = harness({ strict: true });
    expect(strict('GET', '/links', { query: 'limit=5' }).body.error.message).toBe('/query/limit: is not a field the contract knows');
    expect(outcome(strict('POST', '/links', { body: { url: 'https://a.com', colour: 'red' } }))).toBe('422 unprocessable_entity');
    const variants = [{ url: 'https://a.com/v1', percentage: 50, weight: 3 }, { url: 'https://a.com/v2', percentage: 50 }];
    expect(strict('POST', '/links', { body: { url: 'https://a.com', testVariants: variants } }).body.error.message).toBe('/testVariants/0/weight: is not a field the contract knows');
  });

  it('ignores a body where the operation takes none (the spec is silent: some clients send {} on a DELETE), names it, and refuses it under strict', () => {
    const { call: lenient, mock } = harness();
    const created = lenient('POST', '/links', { body: { url: 'https://a.com/bodied' } }).body;
    const counted = lenient('GET', '/links/count', { raw: '{"a":1}' });
    expect([counted.status, counted.headers['x-linkproof-warning']]).toEqual([200, 'ignored (not in the contract): the body (GET /links/count takes none)']);
    const deleted = lenient('DELETE', `/links/${created.id}`, { raw: '{}' });
    expect([deleted.status, deleted.body]).toEqual([200, { id: created.id }]);
    expect(deleted.headers['x-linkproof-warning']).toBe('ignored (not in the contract): the body (DELETE /links/{linkId} takes none)');
    expect(mock.log.last(1)[0]?.warnings).toEqual(['the body (DELETE /links/{linkId} takes none)']);
    expect(outcome(lenient('GET', '/links/info', { query: { linkId: created.id } }))).toBe('404 not_found');
    const { call: strict } = harness({ strict: true });
    expect(outcome(strict('GET', '/links/count', { raw: '{"a":1}' }))).toBe('400 bad_request');
  });

  it('refuses a body past the size cap', () => {
    expect(outcome(call('POST', '/links', { raw: 'x'.repeat(MAX_BODY_BYTES + 1) }))).toBe('400 bad_request');
  });

  it('lets the largest legal bulk request through the size cap', () => {
    const url = `https://example.com/${'a'.repeat(31_980)}`;
    const links = Array.from({ length: 100 }, (_, i) => ({ url, expiredUrl: url, ios: url, android: url, key: `big-${i}` }));
    const raw = JSON.stringify(links);
    expect(raw.length).toBeLessThan(MAX_BODY_BYTES);
    const { call: fresh } = harness({ dataset: buildDataset({ ...DEFAULT_DATASET_OPTIONS, workspaces: [{ slug: 'acme', plan: 'enterprise', links: 0, token: ACME }] }) });
    expect(fresh('POST', '/links/bulk', { raw }).status).toBe(200);
  });
});

describe('determinism', () => {
  it('gives byte-identical answers to the same requests under the same seed and clock', () => {
    const run = () => {
      const mock = createMockWithDefaults({ seed: 99, clock: fixedClock(NOW), rateLimit: true });
      const auth = { authorization: `Bearer ${ACME}` };
      return [
        mock.handle({ method: 'POST', path: '/links', headers: auth, body: '{"url":"https://example.com"}' }),
        mock.handle({ method: 'POST', path: '/tags', headers: auth, body: '{"name":"Seeded"}' }),
        mock.handle({ method: 'POST', path: '/links/bulk', headers: auth, body: '[{"url":"a.com"},{"url":"b.com","prefix":"x-"}]' }),
        mock.handle({ method: 'GET', path: '/links', query: 'pageSize=5', headers: auth }),
        mock.handle({ method: 'GET', path: '/workspaces/acme', headers: auth }),
      ].map((response) => JSON.stringify(response));
    };
    expect(run()).toEqual(run());
  });

  it('differs under another seed', () => {
    const create = (seed: number) =>
      createMockWithDefaults({ seed, clock: fixedClock(NOW) }).handle({ method: 'POST', path: '/links', headers: { authorization: `Bearer ${ACME}` }, body: '{"url":"https://e.com"}' }).body;
    expect(create(1)).not.toBe(create(2));
  });
});

describe('self-validation', () => {
  it('throws when the mock would serve a response the contract does not allow', () => {
    const dataset = buildDataset(DEFAULT_DATASET_OPTIONS);
    const broken = dataset.workspaces[0]!.links[0]!;
    (broken as { clicks: number }).clicks = -1;
    const mock = createMock({ dataset, seed: 1, clock: fixedClock(NOW), validateResponses: true });
    expect(() => mock.handle({ method: 'GET', path: '/links/info', query: `linkId=${broken.id}`, headers: { authorization: `Bearer ${ACME}` } })).toThrow(
      ContractViolationError,
    );
  });

  it('serves only responses valid against the contract for a tour of every operation', () => {
    const { call } = harness({ validateResponses: false });
    const answers = [
      ['createTag', call('POST', '/tags', { body: { name: 'Tour' } })],
      ['createLink', call('POST', '/links', { body: { url: 'https://example.com/tour' } })],
      ['bulkCreateLinks', call('POST', '/links/bulk', { body: [{ url: 'https://a.com' }, { url: 'bad url' }] })],
      ['getLinks', call('GET', '/links')],
      ['getLinkInfo', call('GET', '/links/info', { query: 'domain=acme.link&key=nope' })],
      ['getLinksCount', call('GET', '/links/count', { query: 'groupBy=tagId' })],
      ['deleteLink', call('DELETE', '/links/link_nope')],
      ['getWorkspace', call('GET', '/workspaces/side-project')],
    ] as const;
    for (const [operationId, answer] of answers) {
      expect(validateResponse(operationId, answer.status, answer.headers['content-type'], answer.body), operationId).toEqual([]);
    }
  });
});

describe('bodies no operation can follow', () => {
  it('refuses JSON nested deeper than any body of the contract with 400, rather than overflowing the stack (a 500)', () => {
    const { call } = harness();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(outcome(call('POST', '/links/bulk', { raw: `[${deep}]` }))).toBe('400 bad_request');
    expect(outcome(call('POST', '/links', { raw: `{"url":"https://a.com","geo":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}` }))).toBe('400 bad_request');
  });
});
