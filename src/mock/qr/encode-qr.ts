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

/**
 * The modules of a QR code of `text`, in byte mode, as UTF-8. qrcode-generator (no dependencies) reads a string
 * one byte per character, so the UTF-8 bytes go in as such a string. Throws when the text is more than the
 * largest code of the level holds. With `logo`, the middle is the logo's placeholder.
 */
export function encodeQr(text: string, level: QrImageOptions['level'], logo: boolean): { size: number; isDark(row: number, column: number): boolean } {
  const code = qrcode(0, level);
  let bytes = '';
  for (const byte of new TextEncoder().encode(text)) bytes += String.fromCharCode(byte);
  code.addData(bytes, 'Byte');
  code.make();
  const size = code.getModuleCount();
  if (!logo) return { size, isDark: (row, column) => code.isDark(row, column) };
  // The logo's placeholder in the middle: a frame of foreground around background.
  const from = Math.floor(size * 0.42);
  const to = size - from;
  const inLogo = (index: number) => index >= from && index < to;
  return {
    size,
    isDark: (row, column) => (inLogo(row) && inLogo(column) ? row === from || row === to - 1 || column === from || column === to - 1 : code.isDark(row, column)),
  };
}

