import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeNetworkError } from './target.js';
import { visitOverHttp } from './visit-over-http.js';

let server: Server;
let base: string;
let seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(302, { location: 'https://example.com/destination', 'set-cookie': ['a=1', 'b=2'] });
    response.end();
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => void server.close());

describe('visitOverHttp', () => {
  it('sends the Host header as given (fetch would replace it) and does not follow the redirect', async () => {
    seen = [];
    const response = await visitOverHttp(new Request(`${base}/spring`, { headers: { host: 'acme.link', 'user-agent': 'linkproof-test' } }));
    expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([302, 'https://example.com/destination', 'a=1, b=2']);
    expect(seen).toEqual([expect.objectContaining({ host: 'acme.link', 'user-agent': 'linkproof-test' })]);
  });

  it('fails as fetch does when nothing listens, so the cause is named', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as { port: number }).port;
    closed.close();
    const error = await visitOverHttp(new Request(`http://127.0.0.1:${port}/x`, { headers: { host: 'acme.link' } })).catch((caught: unknown) => caught);
    expect(describeNetworkError(error, 1000)).toBe(`ECONNREFUSED 127.0.0.1:${port}`);
  });
});
