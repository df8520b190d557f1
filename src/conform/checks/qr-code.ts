import { decode } from 'fast-png';
import jsQRModule from 'jsqr';
import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure } from '../exchange-check.js';
import { rasterizeSvg } from '../rasterize-svg.js';

// jsQR is a CommonJS module whose typings declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** What a phone camera would read from an SVG drawing (qr-content-type gap); undefined when it cannot be drawn. */
export function readSvgQr(svg: string): { text: string | undefined } | undefined {
  const bitmap = rasterizeSvg(svg);
  if (bitmap === undefined) return undefined;
  const rgba = new Uint8ClampedArray(bitmap.width * bitmap.height * 4);
  for (let i = 0; i < bitmap.pixels.length; i++) {
    rgba.fill(bitmap.pixels[i]!, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  }
  return { text: jsQR(rgba, bitmap.width, bitmap.height)?.data };
}

/** What a phone camera would read from a PNG, and its size. */
export function readQr(png: Uint8Array): { text: string | undefined; width: number; height: number } {
  const image = decode(png);
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = image.data[i * image.channels + (image.channels >= 3 ? c : 0)]!;
    rgba[i * 4 + 3] = 255;
  }
  return { text: jsQR(rgba, image.width, image.height)?.data, width: image.width, height: image.height };
}

async function qr(context: CheckContext, query: Record<string, string | number>) {
  return context.anonymous.GET('/qr', { params: { query: query as never }, parseAs: 'arrayBuffer' });
}

export const qrChecks: Check[] = [
  {
    name: 'qr_decodes_to_url',
    section: '§4.9',
    kind: 'mandated',
    description: 'The QR code returned for a url decodes back to that url.',
    async run(context) {
      const url = `https://example.com/linkproof/${context.runId}`;
      const answer = await qr(context, { url });
      if (answer.data === undefined) return fail(failure(context, 'a QR code is returned', `answered ${answer.response.status}`));
      const type = answer.response.headers.get('content-type') ?? '';
      let read: { text: string | undefined } | undefined;
      if (type.startsWith('image/png')) read = readQr(new Uint8Array(answer.data));
      else if (type.startsWith('image/svg+xml')) read = readSvgQr(new TextDecoder().decode(answer.data));
      if (read === undefined) return skip(`the image is ${type || 'of no content type'}; linkproof reads QR codes from PNG and from SVG of rectangles and straight paths (qr-content-type gap)`);
      return read.text === url ? pass() : fail(failure(context, 'the QR code encodes the url', `decoded ${JSON.stringify(read.text)}`));
    },
  },
  {
    name: 'qr_size_honoured',
    section: '§4.9',
    kind: 'gap',
    description: 'size=320 (qr-params gap: the parameter\'s name) gives a 320 by 320 image; the default is 600.',
    async run(context) {
      for (const [query, expected] of [[{ url: 'https://example.com/s', size: 320 }, 320], [{ url: 'https://example.com/s' }, 600]] as const) {
        const answer = await qr(context, query);
        if (answer.data === undefined) return fail(failure(context, 'a QR code is returned', `answered ${answer.response.status}`));
        const image = decode(new Uint8Array(answer.data));
        if (image.width !== expected || image.height !== expected) return fail(failure(context, `a ${expected} pixel image`, `got ${image.width}×${image.height}`));
      }
      return pass();
    },
  },
];
