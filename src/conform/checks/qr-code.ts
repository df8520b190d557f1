import { decode } from 'fast-png';
import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { failure, isErrorObject } from '../exchange-check.js';
import { pngImage, readQrSymbol, svgImage, type QrImage } from '../read-qr-symbol.js';

/** What a phone camera would read from an SVG drawing (qr-content-type gap); undefined when it cannot be drawn. */
export function readSvgQr(svg: string): { text: string | undefined } | undefined {
  const image = svgImage(svg);
  return image === undefined ? undefined : { text: readQrSymbol(image)?.text };
}

/** What a phone camera would read from a PNG, and its size. */
export function readQr(png: Uint8Array): { text: string | undefined; width: number; height: number } {
  const image = pngImage(png);
  return { text: readQrSymbol(image)?.text, width: image.width, height: image.height };
}

/**
 * The text of a QR code answered in any of the forms a server may choose (qr-content-type gap): PNG bytes, SVG,
 * or a JSON string holding SVG or a data: URL of either. Undefined when the form is none of these.
 */
export function readQrAnswer(contentType: string, bytes: Uint8Array): { text: string | undefined; image: QrImage } | undefined {
  const image = qrImageOf(contentType, bytes);
  return image === undefined ? undefined : { text: readQrSymbol(image)?.text, image };
}

/** The pixels of a QR code answered in any of the forms of readQrAnswer. */
export function qrImageOf(contentType: string, bytes: Uint8Array): QrImage | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'image/png') return pngImage(bytes);
  const text = new TextDecoder().decode(bytes);
  if (type === 'image/svg+xml' || (type.startsWith('text/') && text.trimStart().startsWith('<svg'))) return svgImage(text);
  if (type === 'application/json' || type.endsWith('+json')) {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'string') throw new Error(`§4.9: the answer is a value of type string, not ${JSON.stringify(value).slice(0, 80)}`);
    if (value.trimStart().startsWith('<svg')) return svgImage(value);
    const dataUrl = /^data:(image\/png|image\/svg\+xml)(;base64)?,(.*)$/s.exec(value);
    if (dataUrl === null) return undefined;
    const payload = dataUrl[2] === undefined ? decodeURIComponent(dataUrl[3]!) : Buffer.from(dataUrl[3]!, 'base64');
    return dataUrl[1] === 'image/png' ? pngImage(new Uint8Array(payload as Buffer)) : svgImage(String(payload));
  }
  return undefined;
}

async function qr(context: CheckContext, query: Record<string, string | number>) {
  return context.anonymous.GET('/qr', { params: { query: query as never }, parseAs: 'arrayBuffer' });
}

/** §4.9's defaults, read off the image without knowing any parameter's name but url. */
const QR_DEFAULTS = { size: 600, level: 'L', margin: 2 } as const;

const near = (rgb: readonly number[], target: number) => rgb.every((channel) => Math.abs(channel - target) <= 40);

export const qrChecks: Check[] = [
  {
    name: 'qr_defaults_applied',
    section: '§4.9',
    kind: 'mandated',
    rules: ['qr.defaults'],
    description: 'A QR code asked for with only a url is 600 by 600 pixels, error-correction level L, with a quiet zone of 2 modules, black (#000000) on white (#ffffff).',
    async run(context) {
      const answer = await qr(context, { url: `https://example.com/linkproof/defaults/${context.runId}` });
      if (answer.data === undefined) return fail(failure(context, 'a QR code is returned', `answered ${answer.response.status}`));
      const type = answer.response.headers.get('content-type') ?? '';
      let image: QrImage | undefined;
      try {
        image = qrImageOf(type, new Uint8Array(answer.data));
      } catch (error) {
        return fail(failure(context, 'a QR code is returned', (error as Error).message));
      }
      if (image === undefined) return skip(`the answer is ${type || 'of no content type'}, which linkproof cannot draw (qr-content-type gap)`);
      const symbol = readQrSymbol(image);
      if (symbol === undefined) return fail(failure(context, 'a QR code is returned', 'no QR code could be read from the image'));
      const problems: string[] = [];
      if (!image.scalable && (image.width !== QR_DEFAULTS.size || image.height !== QR_DEFAULTS.size)) problems.push(`${image.width}×${image.height} pixels, not ${QR_DEFAULTS.size}×${QR_DEFAULTS.size}`);
      if (symbol.level !== QR_DEFAULTS.level) problems.push(`error-correction level ${symbol.level ?? 'unreadable'}, not ${QR_DEFAULTS.level}`);
      if (Math.abs(symbol.margin - QR_DEFAULTS.margin) > 0.5) problems.push(`a quiet zone of ${symbol.margin.toFixed(1)} modules, not ${QR_DEFAULTS.margin}`);
      if (!near(symbol.dark, 0) || !near(symbol.light, 255)) problems.push(`colours rgb(${symbol.dark.join(',')}) on rgb(${symbol.light.join(',')}), not black on white`);
      return problems.length === 0 ? pass(image.scalable ? 'a scalable SVG: its size in pixels is the viewer\'s' : undefined) : fail(failure(context, 'the QR defaults of §4.9', problems.join('; ')));
    },
  },
  {
    name: 'qr_logo_needs_paid_plan',
    section: '§4.9 §8',
    kind: 'mandated',
    rules: ['qr.paid-logo'],
    description: 'A QR code with a logo, asked for with the token of a free-plan workspace (--other-token), is refused with a 4xx error object.',
    async run(context) {
      if (context.other === undefined) return skip('needs --other-token of a free-plan workspace');
      const probe = await context.other.GET('/links/count');
      if (probe.response.status >= 400) return skip(`the other token's workspace could not be read (count answered ${probe.response.status})`);
      // The other workspace's id, from one of its links; a workspace with none gets one for the run (deleted at the end).
      const listed = await context.other.GET('/links', { params: { query: { showArchived: true } } });
      let workspaceId = listed.data?.[0]?.workspaceId;
      if (workspaceId === undefined) {
        const made = await context.other.POST('/links', { body: { url: `https://example.com/linkproof/other/${context.runId}`, key: `${context.runId}-other` } });
        workspaceId = made.data?.workspaceId;
      }
      if (workspaceId === undefined) return skip("the other token's workspace is unknown (it has no link, and none could be created to name it)");
      const workspace = await context.other.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: workspaceId } } });
      if (workspace.data?.plan !== 'free') return skip(`needs --other-token of a free-plan workspace; its plan is ${String(workspace.data?.plan ?? workspace.response.status)}`);
      // The logo parameter's name is not shown (qr-params gap); linkproof sends it as `logo`, as the public service names it.
      const answer = await context.other.GET('/qr', { params: { query: { url: `https://example.com/linkproof/logo/${context.runId}`, logo: 'https://example.com/logo.png' } }, parseAs: 'arrayBuffer' });
      if (isErrorObject(answer.response.status, answer.error)) return pass();
      if (answer.response.status >= 200 && answer.response.status < 300) {
        // Whether the target names its QR parameters as linkproof does: if `size` sizes the image, `logo` is its name too.
        const sized = await qr(context, { url: `https://example.com/linkproof/logo/${context.runId}`, size: 321 });
        const image = sized.data === undefined ? undefined : (() => { try { return qrImageOf(sized.response.headers.get('content-type') ?? '', new Uint8Array(sized.data)); } catch { return undefined; } })();
        if (image !== undefined && !image.scalable && image.width === 321) return fail(failure(context, 'a logo needs a paid plan (§8)', `a free-plan workspace got a QR code with logo=… (${answer.response.status}), and the target takes linkproof's QR parameter names (size=321 gave 321 pixels)`));
        return skip('a free-plan workspace got a QR code with logo=…: the target does not take linkproof\'s QR parameter names, so it may call the logo parameter otherwise (its name is not shown); not verified');
      }
      return fail(failure(context, 'a logo on a free plan is refused with a 4xx error object', `answered ${answer.response.status}`));
    },
  },
  {
    name: 'qr_decodes_to_url',
    section: '§4.9',
    kind: 'mandated',
    rules: ['qr.image'],
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
    rules: ['gap.qr-params'],
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
