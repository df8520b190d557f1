import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeByStatus } from '../../contract/error-codes.js';
import { matchOperation, operations } from '../../contract/operations.js';
import { validateResponse } from '../../contract/validate-response.js';
import { MAX_BODY_BYTES } from '../pipeline/read-body.js';
import { createMockWithDefaults as createMock } from '../create-mock-with-defaults.js';
import { ACME } from '../mock-harness.test-support.js';
import { serveMock, type RunningMock } from './serve-mock.js';

let running: RunningMock;

beforeAll(async () => {
  running = await serveMock(createMock({ seed: 5, rateLimit: false, validateResponses: true }), { port: 0 });
});
afterAll(async () => running.close());

interface Raw {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
}

/**
 * Sends a request with node:http, which (unlike fetch) lets any method, path and header through. A body is sent
 * with its Content-Length, as every real client frames it: node:http would otherwise send a GET's or DELETE's
 * body unframed, and on a kept-alive socket those bytes are the next request (the test below covers that case).
 */
function send(raw: Raw): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(running.url);
  return new Promise((resolve, reject) => {
    const headers = raw.body === undefined ? raw.headers : { ...raw.headers, 'content-length': String(Buffer.byteLength(raw.body)) };
    const req = httpRequest({ host: url.hostname, port: url.port, method: raw.method, path: raw.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    // A request the server never answers is a finding, reported with its request, not a hung test.
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer within 10 s to ${raw.method} ${raw.path.slice(0, 200)}`)));
    req.end(raw.body);
  });
}

const json = (body: unknown): Raw['body'] => JSON.stringify(body);
const auth = { authorization: `Bearer ${ACME}`, 'content-type': 'application/json' };

describe('serveMock over HTTP', () => {
  it('points links at the server it serves them from, unless the mock was given another address (its path kept either way)', async () => {
    const qrCodeOf = async (url: string) => {
      const response = await fetch(`${url}/links?pageSize=1`, { headers: { authorization: `Bearer ${ACME}` } });
      return ((await response.json()) as { qrCode: string }[])[0]!.qrCode;
    };
    expect(await qrCodeOf(running.url)).toMatch(new RegExp(`^${running.url}/qr\\?url=`));
    const under = await serveMock(createMock({ seed: 5, baseUrl: 'http://127.0.0.1:4010/api/dub/' }), { port: 0 });
    const elsewhere = await serveMock(createMock({ seed: 5, baseUrl: 'https://links.example.test/api' }), { port: 0 });
    try {
      expect(await qrCodeOf(`${under.url}/api/dub`)).toMatch(new RegExp(`^${under.url}/api/dub/qr\\?url=`));
      expect(await qrCodeOf(`${elsewhere.url}/api`)).toMatch(/^https:\/\/links\.example\.test\/api\/qr\?url=/);
    } finally {
      await Promise.all([under.close(), elsewhere.close()]);
    }
  });

  it('lets exactly one of 50 concurrent creates of the same domain+key succeed; 49 get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send({ method: 'POST', path: '/links', headers: auth, body: json({ url: `https://example.com/${i}`, key: 'race' }) })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.status === 409)) expect(JSON.parse(answer.body).error.code).toBe('conflict');
  });

  it('takes a request line in the absolute form, its authority as the Host', async () => {
    const listed = await send({ method: 'GET', path: `${running.url}/links/count?showArchived=true`, headers: { authorization: `Bearer ${ACME}` } });
    expect(listed.status).toBe(200);
    expect(typeof JSON.parse(listed.body)).toBe('number');
    // The authority names the short-link domain: the request is a visit of that domain's link, not an API call.
    const [link] = JSON.parse((await send({ method: 'GET', path: '/links?pageSize=1', headers: { authorization: `Bearer ${ACME}` } })).body) as { domain: string; key: string; url: string }[];
    const visit = await send({ method: 'GET', path: `http://${link!.domain}/${link!.key}`, headers: { host: new URL(running.url).host } });
    expect([visit.status, visit.headers.location]).toStrictEqual([302, expect.stringContaining(new URL(link!.url).host)]);
  });

  it('takes a request line long enough for a 32,000-character url, percent-encoded, in a query', async () => {
    const url = `https://example.com/${'é'.repeat(15_990)}`;
    const answer = await send({ method: 'GET', path: `/qr?url=${encodeURIComponent(url)}`, headers: {} });
    // Too long for a QR code: the mock's own refusal, not the HTTP server's header limit.
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error.message).toMatch(/more than a QR code of level L can hold/);
  });

  it('refuses a body past the size cap with 400 and keeps serving', async () => {
    const answer = await send({ method: 'POST', path: '/links/bulk', headers: auth, body: 'x'.repeat(MAX_BODY_BYTES + 1024) }).catch(() => undefined);
    if (answer !== undefined) expect(JSON.parse(answer.body).error.code).toBe('bad_request');
    expect((await send({ method: 'GET', path: '/links/count', headers: auth })).status).toBe(200);
  });

  /** Bytes written to the server as they are, and everything it sends back until it closes. */
  function exchangeRaw(bytes: string): Promise<string> {
    const url = new URL(running.url);
    const socket = connect(Number(url.port), url.hostname);
    return new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write(bytes);
    });
  }

  it('answers a request followed by bytes that are not HTTP, then refuses those in the error shape and closes', async () => {
    // A DELETE's body sent without Content-Length (as node:http does): the server reads `[]` as the next request.
    const received = await exchangeRaw(`DELETE /links/nope HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${ACME}\r\n\r\n[]`);
    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 404 /);
    expect(second).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4)).error.code).toBe('bad_request');
    expect((await send({ method: 'GET', path: '/links/count', headers: auth })).status).toBe(200);
  });

  it.each([
    ['an HTTP/1.1 request without a Host header: 400 in the error shape (Node would answer a bare 400)', 'GET /links/count HTTP/1.1\r\n', /^HTTP\/1\.1 400 /],
    ['an HTTP/1.0 request without one (HTTP/1.0 has no Host): answered', 'GET /links/count HTTP/1.0\r\n', /^HTTP\/1\.1 200 /],
    ['a request with two Host headers (RFC 9112: a 400)', 'GET /links/count HTTP/1.1\r\nHost: a\r\nhost: b\r\n', /^HTTP\/1\.1 400 /],
  ])('reads %s', async (_case, requestLine, status) => {
    const received = await exchangeRaw(`${requestLine}Authorization: Bearer ${ACME}\r\nConnection: close\r\n\r\n`);
    expect(received).toMatch(status);
    const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4).replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''));
    if (received.includes(' 400 ')) expect(body.error).toEqual({ code: 'bad_request', message: expect.stringMatching(/^The request has (no Host header, which HTTP\/1\.1 requires|2 Host headers; HTTP\/1\.1 allows one)\.$/), doc_url: expect.any(String) });
    else expect(typeof body).toBe('number');
  });

  it('answers 10,000 malformed or hostile requests without a 500, each in its documented shape, and keeps serving', async () => {
    const pathSegment = fc.oneof(
      fc.constantFrom('links', 'info', 'count', 'bulk', 'tags', 'qr', 'workspaces', 'acme', 'link_1', 'ext_1', '%00', '%ff', '%2F', '..', '%E2%82%AC', ''),
      fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/),
    );
    const randomPath = fc.array(pathSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
    // Every operation of the contract, with its own parameters set to hostile values (huge, empty, wrong type, non-ASCII).
    const hostileValue = fc.oneof(fc.constantFrom('', '-1', '0', '1e309', 'NaN', 'true', 'null', '[]', '{}', '%00', '🦆', 'ext_', 'ext_x', 'a,b,,c'), fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 40_000 }).map((n) => 'x'.repeat(n)));
    const operationRequest = fc.constantFrom(...operations).chain((operation) =>
      fc
        .tuple(
          fc.subarray(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)),
          fc.array(hostileValue, { minLength: 12, maxLength: 12 }),
          hostileValue,
        )
        .map(([names, values, segment]) => {
          const query = new URLSearchParams(names.map((name, index) => [name, values[index % values.length]!]));
          const route = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(segment));
          return `${route}${query.size === 0 ? '' : `?${query}`}`;
        }),
    );
    const path = fc.oneof(randomPath, operationRequest);
    const queryPart = fc.oneof(
      fc.constantFrom('pageSize=101', 'pageSize=-1', 'pageSize=1e3', 'page=0', 'tagIds=', 'tagIds=a,,b', 'showArchived=TRUE', 'url=', '%zz=1', 'url=%zz', 'size=99999', 'groupBy=url', 'sortBy=clicks', 'domain=acme.link&key=x', 'linkId=link_1', 'externalId=ext_1', 'level=h'),
      fc.tuple(fc.stringMatching(/^[a-zA-Z]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9%._~-]{0,60}$/)).map(([k, v]) => `${k}=${v}`),
      fc.integer({ min: 1, max: 40_000 }).map((n) => `url=${'u'.repeat(n)}`),
    );
    const query = fc.array(queryPart, { maxLength: 4 }).map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));
    const authorization = fc.constantFrom(`Bearer ${ACME}`, `bearer ${ACME}`, 'Bearer', 'Bearer ', 'Basic abc', `Bearer ${ACME} extra`, 'Bearer lp_nope', 'x'.repeat(4000), undefined);
    const body = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 4 }).map(json),
      fc.record({ url: fc.oneof(fc.webUrl(), fc.string()), key: fc.string(), keyLength: fc.oneof(fc.integer(), fc.double()), tagNames: fc.oneof(fc.string(), fc.array(fc.string())), geo: fc.dictionary(fc.string(), fc.string()) }, { requiredKeys: [] }).map(json),
      fc.array(fc.record({ url: fc.oneof(fc.webUrl(), fc.string()), key: fc.constantFrom('dup', 'x', '') }, { requiredKeys: [] }), { maxLength: 120 }).map(json),
      fc.constantFrom('{', '{"url":', 'null', '[]', '""', '[[[[[[[[[[]]]]]]]]]]', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, '{"url":"https://a.com","url":"x"}'),
      fc.uint8Array({ minLength: 1, maxLength: 64 }),
      fc.integer({ min: 1, max: 200_000 }).map((n) => json({ url: 'https://a.com', title: 't'.repeat(n) })),
    );
    const method = fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND');
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', undefined);

    await fc.assert(
      fc.asyncProperty(method, path, query, authorization, contentType, body, async (m, p, q, a, ct, b) => {
        const headers: Record<string, string> = {};
        if (a !== undefined) headers.authorization = a;
        if (ct !== undefined) headers['content-type'] = ct;
        const answer = await send({ method: m, path: p.includes('?') ? p : `${p}${q}`, headers, ...(b !== undefined && { body: b }) });
        expect(answer.status, `${m} ${p}${q}`).not.toBe(500);
        if (answer.status === 204) return;
        const contentTypeOf = String(answer.headers['content-type']);
        const parsed = contentTypeOf.startsWith('application/json') ? JSON.parse(answer.body) : answer.body;
        if (answer.status >= 400) {
          expect(contentTypeOf).toMatch(/^application\/json/);
          expect(parsed.error.code).toBe(errorCodeByStatus.get(answer.status));
          expect(typeof parsed.error.message).toBe('string');
        }
        const match = matchOperation(m, p.split('?')[0]!);
        if (match !== undefined && 'operation' in match && contentTypeOf.startsWith('application/json')) {
          expect(validateResponse(match.operation.operationId, answer.status, contentTypeOf, parsed)).toEqual([]);
        }
      }),
      { numRuns: 10_000 },
    );
    const after = await send({ method: 'GET', path: '/links/count', headers: auth });
    expect(after.status).toBe(200);
  }, 180_000);
});
