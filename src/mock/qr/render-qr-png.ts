import { encode } from 'fast-png';
import { encodeQr, type QrImageOptions } from './encode-qr.js';

function rgb(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [Number.parseInt(full.slice(0, 2), 16), Number.parseInt(full.slice(2, 4), 16), Number.parseInt(full.slice(4, 6), 16)];
}

/**
 * A QR code of `text` as a PNG of exactly `size` by `size` pixels. Modules are scaled to the size, so a
 * module may be a pixel wider or narrower than its neighbour; decoders read it as they read print.
 */
export function renderQrPng(options: QrImageOptions): Uint8Array {
  const modules = encodeQr(options.text, options.level, options.logo);
  const count = modules.size + 2 * options.margin;
  const { size } = options;
  const fg = rgb(options.fgColor);
  const bg = rgb(options.bgColor);
  // Which module each pixel column (and row) falls in, relative to the code without margin.
  const moduleAt = Int32Array.from({ length: size }, (_, pixel) => Math.floor((pixel * count) / size) - options.margin);
  const isDark = (row: number, column: number): boolean => row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.isDark(row, column);
  const data = new Uint8Array(size * size * 3);
  let previousRow = Number.NaN;
  for (let y = 0; y < size; y++) {
    const offset = y * size * 3;
    const row = moduleAt[y]!;
    if (row === previousRow) {
      data.copyWithin(offset, offset - size * 3, offset);
      continue;
    }
    previousRow = row;
    for (let x = 0; x < size; x++) {
      const colour = isDark(row, moduleAt[x]!) ? fg : bg;
      data[offset + x * 3] = colour[0];
      data[offset + x * 3 + 1] = colour[1];
      data[offset + x * 3 + 2] = colour[2];
    }
  }
  return encode({ width: size, height: size, data, channels: 3, depth: 8 });
}
