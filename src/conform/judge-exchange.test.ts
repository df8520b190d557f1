import { describe, expect, it } from 'vitest';
import { buildLink } from '../factories/build-link.js';
import { judgeExchange, type ExchangeRule } from './judge-exchange.js';
import type { Exchange } from './target.js';

const json = { 'content-type': 'application/json' };
function exchange(method: string, path: string, status: number, body: unknown, headers: Record<string, string> = json, extra: Partial<Exchange> = {}): Exchange {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const operationId = ({ 'GET /links/count': 'getLinksCount', 'GET /links/info': 'getLinkInfo', 'POST /links': 'createLink', 'DELETE /links/x': 'deleteLink', 'GET /qr': 'getQRCode' } as const)[`${method} ${path.split('?')[0]}` as 'GET /qr'];
  return { method, url: `http://t.test${path}`, headers: {}, status, responseHeaders: headers, responseBody: text, ...(parsed !== undefined && { json: parsed }), ms: 1, sentBy: 'test', credential: 'token', ...(operationId !== undefined && { operationId }), ...extra };
}
const rules = (found: ReturnType<typeof judgeExchange>) => found.filter((finding) => !finding.gap).map((finding) => finding.rule);
const error = (code: string) => ({ error: { code, message: 'why' } });

describe('judgeExchange: the rules every exchange is held to', () => {
  it.each<[string, Exchange, ExchangeRule[]]>([
    ['a link as the kit answers it', exchange('GET', '/links/info?linkId=l', 200, buildLink({}, { seed: 1 })), []],
    ['a 404 in the error shape', exchange('GET', '/links/info?linkId=l', 404, error('not_found')), []],
    ['a 404 as text/plain', exchange('GET', '/links/info?linkId=l', 404, 'Not Found', { 'content-type': 'text/plain' }), ['error_shape_on_every_error']],
    ['a 409 of {message}', exchange('POST', '/links', 409, { message: 'Duplicate' }), ['error_shape_on_every_error']],
    ['a 422 without error.message', exchange('POST', '/links', 422, { error: { code: 'unprocessable_entity' } }), ['error_shape_on_every_error']],
    ['a 422 with the code of another status', exchange('POST', '/links', 422, error('bad_request')), ['error_shape_on_every_error']],
    // doc_url is optional, and a string when there (§7): null is neither absent nor a string, as the schema judges it too.
    ['a 404 whose doc_url is null', exchange('GET', '/links/info?linkId=l', 404, { error: { code: 'not_found', message: 'No link.', doc_url: null } }), ['error_shape_on_every_error']],
    ['a 500 in the error shape', exchange('POST', '/links', 500, error('internal_server_error')), ['no_server_errors']],
    ['a 502 from a proxy, as HTML', exchange('POST', '/links', 502, '<html>Bad Gateway</html>', { 'content-type': 'text/html' }), ['no_server_errors', 'error_shape_on_every_error', 'status_code_documented']],
    ['an undocumented 418', exchange('GET', '/links/info?linkId=l', 418, error('teapot')), ['status_code_documented']],
    ['a 301 redirect', exchange('GET', '/links/count', 301, '', {}), ['status_code_documented']],
    ['the count with 201', exchange('GET', '/links/count', 201, 3), ['status_code_documented']],
    ['the count as a string', exchange('GET', '/links/count', 200, '"217"'), ['response_schema_conformance']],
    ['a JSON body as text/plain', exchange('GET', '/links/count', 200, '3', { 'content-type': 'text/plain' }), ['json_content_type']],
    ['a body that is not JSON', exchange('GET', '/links/count', 200, 'three', json), ['json_content_type']],
    ['no answer', exchange('GET', '/links/count', 0, '', {}, { error: 'no answer within 30 s (--timeout)' }), ['every_request_answered']],
    ['a PNG from the QR operation', exchange('GET', '/qr?url=x', 200, '<212 bytes>', { 'content-type': 'image/png' }), []],
    ['a 431 to a request of 40 KB (the HTTP server\'s own limit)', exchange('GET', `/qr?url=${'u'.repeat(40_000)}`, 431, '', {}), []],
  ])('%s', (_case, given, expected) => {
    expect(rules(judgeExchange(given)).sort()).toEqual([...expected].sort());
  });

  it('holds a 429 to say when to retry only as a gap default (rate-limit gap)', () => {
    const found = judgeExchange(exchange('GET', '/links/count', 429, error('rate_limit_exceeded')));
    expect(found).toEqual([expect.objectContaining({ rule: 'error_shape_on_every_error', gap: true })]);
  });
});
