import { PLAN_LIMITS } from '../../domain/plan-limits.js';
import { err, ok } from '../../result.js';
import { apiError } from '../api-error.js';
import { renderQrPng } from '../qr/render-qr-png.js';
import type { OperationHandler } from './operation-handler.js';

/** GET /qr (§4.9): a PNG (qr-content-type gap); logo and hideLogo only on a paid plan (paid-features gap). */
export const getQRCode: OperationHandler<'getQRCode'> = ({ query, principal }) => {
  const wantsLogo = query.logo !== undefined && query.logo !== '';
  if (wantsLogo || query.hideLogo === true) {
    const plan = principal?.state.workspace.plan;
    if (plan === undefined || !PLAN_LIMITS[plan].paid) {
      return err(apiError('forbidden', 'logo and hideLogo are available on paid plans only; call with the token of a paid workspace.'));
    }
  }
  // size, level, colours and margin always have a value here: parseParameters applied the contract's defaults.
  const png = renderQrPng({
    text: query.url,
    size: query.size!,
    level: query.level!,
    fgColor: query.fgColor!,
    bgColor: query.bgColor!,
    // The deprecated includeMargin=false drops the margin; otherwise margin applies (§4.9).
    margin: query.includeMargin === false ? 0 : query.margin!,
    logo: wantsLogo && query.hideLogo !== true,
  });
  return ok({ status: 200, body: png, contentType: 'image/png', headers: { 'cache-control': 'public, max-age=86400' } });
};
