import { encode } from 'fast-png';
import qrcode from 'qrcode-generator';

export interface QrImageOptions {
  text: string;
  /** Width and height of the image in pixels. */
  size: number;
  level: 'L' | 'M' | 'Q' | 'H';
  /** Hex colours, #rgb or #rrggbb. */
  fgColor: string;
  bgColor: string;
  /** Quiet zone around the code, in modules. */
  margin: number;
  /** Draw a logo placeholder in the middle (the mock fetches nothing, so the logo is a framed square). */
  logo: boolean;
}

function rgb(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [Number.parseInt(full.slice(0, 2), 16), Number.parseInt(full.slice(2, 4), 16), Number.parseInt(full.slice(4, 6), 16)];
}

/**
 * The modules of a QR code of `text`, in byte mode, as UTF-8. qrcode-generator (no dependencies) reads a string
 * one byte per character, so the UTF-8 bytes go in as such a string. Throws when the text is more than the
 * largest code of the level holds.
 */
function encodeQr(text: string, level: QrImageOptions['level']): { size: number; isDark(row: number, column: number): boolean } {
  const code = qrcode(0, level);
  let bytes = '';
  for (const byte of new TextEncoder().encode(text)) bytes += String.fromCharCode(byte);
  code.addData(bytes, 'Byte');
  code.make();
  return { size: code.getModuleCount(), isDark: (row, column) => code.isDark(row, column) };
}

/**
 * A QR code of `text` as a PNG of exactly `size` by `size` pixels. Modules are scaled to the size, so a
 * module may be a pixel wider or narrower than its neighbour; decoders read it as they read print.
 */
export function renderQrPng(options: QrImageOptions): Uint8Array {
  const modules = encodeQr(options.text, options.level);
  const count = modules.size + 2 * options.margin;
  const { size } = options;
  const fg = rgb(options.fgColor);
  const bg = rgb(options.bgColor);
  // Which module each pixel column (and row) falls in, relative to the code without margin.
  const moduleAt = Int32Array.from({ length: size }, (_, pixel) => Math.floor((pixel * count) / size) - options.margin);
  const logoFrom = Math.floor(modules.size * 0.42);
  const logoTo = modules.size - logoFrom;
  const isDark = (row: number, column: number): boolean => {
    if (row < 0 || column < 0 || row >= modules.size || column >= modules.size) return false;
    if (options.logo && row >= logoFrom && row < logoTo && column >= logoFrom && column < logoTo) {
      // The placeholder: a frame of foreground around background.
      return row === logoFrom || row === logoTo - 1 || column === logoFrom || column === logoTo - 1;
    }
    return modules.isDark(row, column);
  };
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
