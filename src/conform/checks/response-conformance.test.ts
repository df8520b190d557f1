import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

describe('response_conformance_getQRCode', () => {
  /** The mock with GET /qr answered as `body` in JSON (§4.9: a value of type string; its media type is not shown). */
  const qrAsJson = (body: (png: Uint8Array) => unknown) => {
    const mock = createMockWithDefaults({ seed: 3, rateLimit: false });
    return async (request: Request) => {
      const response = await mock.fetch(request);
      if (new URL(request.url).pathname !== '/qr' || response.status !== 200) return response;
      return Response.json(body(new Uint8Array(await response.arrayBuffer())), { status: 200 });
    };
  };
  const outcome = async (fetch: (request: Request) => Promise<Response>) =>
    (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['response_conformance_getQRCode'] })).results[0]!.outcome;

  it('takes a QR code answered as a JSON string (a data URL)', async () => {
    const result = await outcome(qrAsJson((png) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`));
    expect(result.status, JSON.stringify(result)).toBe('pass');
  });

  it('fails one answered as JSON that is not a string', async () => {
    const result = await outcome(qrAsJson((png) => ({ image: Buffer.from(png).toString('base64') })));
    expect(result.status).toBe('fail');
    expect(result.status === 'fail' && result.failure.message).toMatch(/must be a string/);
  });
});
