import { decode, encode } from 'fast-png';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createMockWithDefaults } from '../../mock/create-mock-with-defaults.js';
import { runChecks } from '../run-checks.js';

type Fetch = (request: Request) => Promise<Response>;

/** A QR code of `text` drawn `codePx` wide without a quiet zone, then framed by `pad` white pixels on every side, as a PNG. */
async function framedQr(text: string, codePx: number, pad: (modulePx: number) => number): Promise<Uint8Array> {
  const code = decode(await QRCode.toBuffer(text, { margin: 0, width: codePx, errorCorrectionLevel: 'L' }));
  const modules = QRCode.create(text, { errorCorrectionLevel: 'L' }).modules.size;
  const border = Math.round(pad(code.width / modules));
  const side = code.width + 2 * border;
  const channels = code.channels;
  const data = new Uint8Array(side * side * channels).fill(255);
  for (let y = 0; y < code.height; y++) {
    for (let x = 0; x < code.width; x++) {
      for (let c = 0; c < channels; c++) data[((y + border) * side + x + border) * channels + c] = code.data[(y * code.width + x) * channels + c]!;
    }
  }
  return encode({ width: side, height: side, data, channels, depth: 8 });
}

/** The mock with GET /qr drawn by `draw` from the url and margin asked for (default 2). */
function drawingQr(draw: (text: string, margin: number) => Promise<Uint8Array>): Fetch {
  const { fetch } = createMockWithDefaults({ seed: 3, rateLimit: false });
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/qr') return fetch(request);
    const png = await draw(url.searchParams.get('url') ?? '', Number(url.searchParams.get('margin') ?? '2'));
    return new Response(Buffer.from(png), { headers: { 'content-type': 'image/png' } });
  };
}

const outcomeOf = async (fetch: Fetch) =>
  (await runChecks({ baseUrl: 'http://mock.test', token: 'lp_acme_demo_token', fetch, only: ['qr_defaults_applied'] })).results[0]!.outcome;

describe('qr_defaults_applied: what §4.9 leaves open', () => {
  it('takes a margin in pixels: 600 pixels in all, 2 (or 4) of them the quiet zone', async () => {
    expect(await outcomeOf(drawingQr((text, margin) => framedQr(text, 600 - 2 * margin, () => margin)))).toEqual({ status: 'pass' });
  });

  it('takes a size without the margin: the code 600 pixels wide, 2 (or 4) modules of quiet zone around it', async () => {
    expect(await outcomeOf(drawingQr((text, margin) => framedQr(text, 600, (modulePx) => margin * modulePx)))).toEqual({ status: 'pass' });
  });

  it('fails a margin of 0 read as the default: 2 modules of quiet zone unless another margin is asked', async () => {
    const outcome = await outcomeOf(drawingQr((text, margin) => framedQr(text, 600, (modulePx) => (margin || 2) * modulePx)));
    expect(outcome).toMatchObject({ status: 'fail', failure: { message: expect.stringMatching(/^margin=0 gave a quiet zone of 2\.0 modules \(\d+ px\), not none$/) } });
  });

  it('fails a margin that is neither: 3 modules whatever is asked', async () => {
    const outcome = await outcomeOf(drawingQr((text) => framedQr(text, 600, (modulePx) => 3 * modulePx)));
    expect(outcome).toMatchObject({ status: 'fail', failure: { message: expect.stringMatching(/quiet zones of 3\.0 modules/) } });
  });
});
