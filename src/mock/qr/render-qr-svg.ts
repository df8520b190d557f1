import { encodeQr, type QrImageOptions } from './encode-qr.js';

/**
 * A QR code of `text` as SVG, `size` by `size` (qr-content-type, when a profile says the target draws SVG):
 * one square of the background, and each dark module a unit square of one path, in module coordinates
 * scaled by the viewBox, so the code is the same at any size.
 */
export function renderQrSvg(options: QrImageOptions): string {
  const modules = encodeQr(options.text, options.level, options.logo);
  const count = modules.size + 2 * options.margin;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.isDark(row, column)) path += `M${column + options.margin} ${row + options.margin}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 ${count} ${count}" shape-rendering="crispEdges">` +
    `<rect width="${count}" height="${count}" fill="${options.bgColor}"/><path fill="${options.fgColor}" d="${path}"/></svg>\n`
  );
}
