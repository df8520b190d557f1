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

/**
 * The text of a QR code answered in any of the forms a server may choose (qr-content-type gap): PNG bytes, SVG,
 * or a JSON string holding SVG or a data: URL of either. Undefined when the form is none of these.
 */
export function readQrAnswer(contentType: string, bytes: Uint8Array): { text: string | undefined } | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'image/png') return readQr(bytes);
  const text = new TextDecoder().decode(bytes);
  if (type === 'image/svg+xml' || (type.startsWith('text/') && text.trimStart().startsWith('<svg'))) return readSvgQr(text);
  if (type === 'application/json' || type.endsWith('+json')) {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'string') throw new Error(`§4.9: the answer is a value of type string, not ${JSON.stringify(value).slice(0, 80)}`);
    if (value.trimStart().startsWith('<svg')) return readSvgQr(value);
    const dataUrl = /^data:(image\/png|image\/svg\+xml)(;base64)?,(.*)$/s.exec(value);
    if (dataUrl === null) return undefined;
    const payload = dataUrl[2] === undefined ? decodeURIComponent(dataUrl[3]!) : Buffer.from(dataUrl[3]!, 'base64');
    return dataUrl[1] === 'image/png' ? readQr(new Uint8Array(payload as Buffer)) : readSvgQr(String(payload));
  }
  return undefined;
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
      try {
        read = readQrAnswer(type, new Uint8Array(answer.data));
      } catch (error) {
        return fail(failure(context, 'a QR code is returned', `the ${type || 'untyped'} answer could not be read as an image: ${(error as Error).message}`));
      }
      if (read === undefined) return skip(`the answer is ${type || 'of no content type'}; linkproof reads QR codes from PNG, from SVG of rectangles and straight paths, and from either as a data: URL in a JSON string (qr-content-type gap)`);
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
