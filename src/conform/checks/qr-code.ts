import { decode } from 'fast-png';
import { fail, pass, skip, type Check, type CheckContext } from '../check.js';
import { numberOf, parameterSchema } from '../../contract/read-keyword.js';
import { failure, isErrorObject, unique } from '../exchange-check.js';
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

/** §4.9's defaults, as openapi.yaml transcribes them; read off the image without knowing any parameter's name but url. */
const QR_DEFAULTS = {
  size: numberOf(parameterSchema('getQRCode', 'query', 'size'), 'default'),
  level: parameterSchema('getQRCode', 'query', 'level').schema.default as string,
  margin: numberOf(parameterSchema('getQRCode', 'query', 'margin'), 'default'),
};

const near = (rgb: readonly number[], target: number) => rgb.every((channel) => Math.abs(channel - target) <= 40);

export const qrChecks: Check[] = [
  {
    name: 'qr_defaults_applied',
    section: '§4.9',
    kind: 'mandated',
    rules: ['qr.defaults'],
    description: 'A QR code asked for with only a url is 600 by 600 pixels (with or without its margin: not shown), error-correction level L, with a quiet zone of 2, black (#000000) on white (#ffffff); margin=4 gives a quiet zone of 4 (modules or pixels: the unit is not shown), margin=0 none.',
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
      const size = image.declared ?? image;
      const quietPx = symbol.margin * symbol.modulePx;
      // "Size in pixels" of the image, or of the code inside its margin ("the margin around the QR code"): not shown which.
      const sized = (side: number) => side === QR_DEFAULTS.size || Math.abs(side - 2 * quietPx - QR_DEFAULTS.size) <= 2;
      if (!image.scalable && (!sized(size.width) || !sized(size.height))) problems.push(`${size.width}×${size.height} pixels, not ${QR_DEFAULTS.size}×${QR_DEFAULTS.size} (with or without the margin)`);
      if (symbol.level !== QR_DEFAULTS.level) problems.push(`error-correction level ${symbol.level ?? 'unreadable'}, not ${QR_DEFAULTS.level}`);
      if (!near(symbol.dark, 0) || !near(symbol.light, 255)) problems.push(`colours rgb(${symbol.dark.join(',')}) on rgb(${symbol.light.join(',')}), not black on white`);
      // margin is one of the two QR parameters the spec names, without its unit: the default (2) and margin=4 give
      // quiet zones of 2 and 4 modules, or of 2 and 4 pixels.
      const wide = await qr(context, { url: `https://example.com/linkproof/defaults/${context.runId}`, margin: 4 });
      const wideImage = wide.data === undefined ? undefined : qrImageOf(wide.response.headers.get('content-type') ?? '', new Uint8Array(wide.data));
      const wideSymbol = wideImage === undefined ? undefined : readQrSymbol(wideImage);
      const inModules = Math.abs(symbol.margin - QR_DEFAULTS.margin) <= 0.5 && wideSymbol !== undefined && Math.abs(wideSymbol.margin - 4) <= 0.5;
      const inPixels = !image.scalable && Math.abs(quietPx - QR_DEFAULTS.margin) <= 1 && wideSymbol !== undefined && Math.abs(wideSymbol.margin * wideSymbol.modulePx - 4) <= 1;
      if (!inModules && !inPixels) {
        const zone = (read: typeof symbol) => `${read.margin.toFixed(1)} modules (${(read.margin * read.modulePx).toFixed(0)} px)`;
        problems.push(`quiet zones of ${zone(symbol)} by default and ${wideSymbol === undefined ? `no readable code (${wide.response.status})` : zone(wideSymbol)} with margin=4, not ${QR_DEFAULTS.margin} and 4 modules (or pixels)`);
      }
      // margin=0: no quiet zone, in either unit (a margin read only when it is not 0 is one ignored there).
      const none = await qr(context, { url: `https://example.com/linkproof/defaults/${context.runId}`, margin: 0 });
      const noneImage = none.data === undefined ? undefined : qrImageOf(none.response.headers.get('content-type') ?? '', new Uint8Array(none.data));
      const noneSymbol = noneImage === undefined ? undefined : readQrSymbol(noneImage);
      if (noneSymbol !== undefined && noneSymbol.margin > 0.5 && noneSymbol.margin * noneSymbol.modulePx > 1) {
        problems.push(`margin=0 gave a quiet zone of ${noneSymbol.margin.toFixed(1)} modules (${(noneSymbol.margin * noneSymbol.modulePx).toFixed(0)} px), not none`);
      }
      return problems.length === 0 ? pass(image.scalable ? 'a scalable SVG: its size in pixels is the viewer\'s' : undefined) : fail(failure(context, 'the QR defaults of §4.9', problems.join('; ')));
    },
  },
  {
    name: 'qr_logo_needs_paid_plan',
    section: '§4.9 §8',
    kind: 'mandated',
    rules: ['qr.paid-logo'],
    description: 'A QR code with a logo, asked for without a paid plan (no token, and the free-plan --other-token when given), is refused with a 4xx error object or drawn without the logo.',
    async run(context) {
      const url = `https://example.com/linkproof/logo/${context.runId}`;
      // The logo parameter's name is not shown (qr-params gap): linkproof sends `logo`, as the public service names it.
      // A target that calls it otherwise ignores it and draws the same code, which is no logo: a pass either way.
      const callers: [string, typeof context.anonymous][] = [['without a token', context.anonymous]];
      let alone = 'checked without a token (no --other-token given)';
      if (context.other !== undefined) {
        // The token's workspace is found through a link of it: one listed, else one made for that and deleted at once.
        const other = context.other;
        const listed = await other.GET('/links', { params: { query: { showArchived: true } } });
        let workspaceId = listed.data?.[0]?.workspaceId;
        if (workspaceId === undefined) {
          const made = await other.POST('/links', { body: { url: `https://example.com/linkproof/plan/${context.runId}`, key: unique(context, 'plan') } });
          workspaceId = made.data?.workspaceId;
          if (made.data !== undefined) await other.DELETE('/links/{linkId}', { params: { path: { linkId: made.data.id } } });
          else alone = `checked without a token (the --other-token's workspace has no link, and making one answered ${made.response.status}: its plan is not known)`;
        }
        const workspace = workspaceId === undefined ? undefined : await other.GET('/workspaces/{idOrSlug}', { params: { path: { idOrSlug: workspaceId } } });
        if (workspace?.data?.plan === 'free') callers.push(['with the free-plan --other-token', other]);
        else if (workspace?.data !== undefined) alone = `checked without a token (the --other-token's workspace is on the ${String(workspace.data.plan)} plan, not free)`;
        else if (workspaceId !== undefined) alone = `checked without a token (the --other-token's workspace answered ${workspace?.response.status}: its plan is not known)`;
      }
      for (const [who, caller] of callers) {
        const plain = await caller.GET('/qr', { params: { query: { url } }, parseAs: 'arrayBuffer' });
        const withLogo = await caller.GET('/qr', { params: { query: { url, logo: 'https://example.com/logo.png' } }, parseAs: 'arrayBuffer' });
        if (isErrorObject(withLogo.response.status, withLogo.error)) continue;
        if (withLogo.data === undefined || plain.data === undefined) return fail(failure(context, 'a logo without a paid plan is refused or not drawn', `${who}: answered ${withLogo.response.status} with a logo, ${plain.response.status} without`));
        const type = withLogo.response.headers.get('content-type') ?? '';
        const [a, b] = [qrImageOf(type, new Uint8Array(withLogo.data)), qrImageOf(plain.response.headers.get('content-type') ?? '', new Uint8Array(plain.data))];
        const same = a !== undefined && b !== undefined ? a.width === b.width && a.rgba.every((value, index) => value === b.rgba[index]) : Buffer.from(withLogo.data).equals(Buffer.from(plain.data));
        if (!same) return fail(failure(context, 'a logo is usable only with a paid plan (§8)', `${who}, the QR code with logo=… differs from the one without: a logo was drawn`));
      }
      return pass(callers.length === 1 ? alone : undefined);
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
