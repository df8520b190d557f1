import { PLAN_LIMITS } from '../../domain/plan-limits.js';
import { err, ok } from '../../result.js';
import { apiError } from '../api-error.js';
import { qrModeOf } from '../qr/encode-qr.js';
import { renderQrPng } from '../qr/render-qr-png.js';
import { renderQrSvg } from '../qr/render-qr-svg.js';
import type { OperationHandler } from './operation-handler.js';

/** What a QR code of the largest version (40) holds at each error-correction level, by mode (ISO/IEC 18004, table 7). */
const QR_CAPACITY = {
  Numeric: { unit: 'digits', L: 7089, M: 5596, Q: 3993, H: 3057 },
  Alphanumeric: { unit: 'characters of A-Z 0-9 $%*+-./: and space', L: 4296, M: 3391, Q: 2420, H: 1852 },
  Byte: { unit: 'bytes', L: 2953, M: 2331, Q: 1663, H: 1273 },
} as const;

/** GET /qr (§4.9): a PNG (qr-content-type gap; SVG when a profile says so); logo and hideLogo only on a paid plan (paid-features gap): 401 without a token, 403 on the free plan. */
export const getQRCode: OperationHandler<'getQRCode'> = ({ query, principal, profile }) => {
  const wantsLogo = query.logo !== undefined && query.logo !== '';
  if (wantsLogo || query.hideLogo === true) {
    // Without a token no plan is known: a missing credential is a 401 (§5.4); a known workspace on the free plan, a 403.
    if (principal === undefined) return err(apiError('unauthorized', 'logo and hideLogo are available on paid plans only: call with the token of a paid workspace (none was sent).'));
    if (!PLAN_LIMITS[principal.state.workspace.plan].paid) {
      return err(apiError('forbidden', 'logo and hideLogo are available on paid plans only; call with the token of a paid workspace.'));
    }
  }
  if (query.url === '') return err(apiError('unprocessable_entity', 'url: a QR code needs a url to encode; it is empty.'));
  // size, level, colours and margin always have a value here: parseParameters applied the contract's defaults.
  const svg = profile?.qrSvg === true;
  let image: Uint8Array | string;
  try {
    image = (svg ? renderQrSvg : renderQrPng)({
      text: query.url,
      size: query.size!,
      level: query.level!,
      fgColor: query.fgColor!,
      bgColor: query.bgColor!,
      // The deprecated includeMargin=false drops the margin; otherwise margin applies (§4.9).
      margin: query.includeMargin === false ? 0 : query.margin!,
      logo: wantsLogo && query.hideLogo !== true,
    });
  } catch {
    // More than a QR code of the level can hold: an expected refusal, never a crash.
    const mode = qrModeOf(query.url);
    const capacity = QR_CAPACITY[mode];
    const length = mode === 'Byte' ? new TextEncoder().encode(query.url).length : query.url.length;
    return err(apiError('unprocessable_entity', `url: ${length} ${capacity.unit} are more than a QR code of level ${query.level} can hold (about ${capacity[query.level!]} ${capacity.unit}; level L holds the most, ${capacity.L}).`));
  }
  // A code with a logo is drawn for a paid workspace's token only: no shared cache may hand it to another caller.
  const paid = wantsLogo || query.hideLogo === true;
  const headers: Record<string, string> = paid ? { 'cache-control': 'private, max-age=86400', vary: 'Authorization' } : { 'cache-control': 'public, max-age=86400' };
  return ok({ status: 200, body: image, contentType: svg ? 'image/svg+xml' : 'image/png', headers });
};
