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

/** The QR mode that holds `text` in the fewest bits: digits only, the 45 characters of alphanumeric mode, else bytes. */
export function qrModeOf(text: string): 'Numeric' | 'Alphanumeric' | 'Byte' {
  if (/^[0-9]+$/.test(text)) return 'Numeric';
  if (/^[0-9A-Z $%*+\-./:]+$/.test(text)) return 'Alphanumeric';
  return 'Byte';
}

/**
 * The modules of a QR code of `text`: in numeric or alphanumeric mode where the text allows (a smaller code, and
 * up to 7,089 digits), else in byte mode, as UTF-8. qrcode-generator (no dependencies) reads a string one byte per
 * character, so the UTF-8 bytes go in as such a string. Throws when the text is more than the largest code of the
 * level holds. With `logo`, the middle is the logo's placeholder.
 */
export function encodeQr(text: string, level: QrImageOptions['level'], logo: boolean): { size: number; isDark(row: number, column: number): boolean } {
  const code = qrcode(0, level);
  const mode = qrModeOf(text);
  if (mode !== 'Byte') code.addData(text, mode);
  else {
    let bytes = '';
    for (const byte of new TextEncoder().encode(text)) bytes += String.fromCharCode(byte);
    code.addData(bytes, 'Byte');
  }
  code.make();
  const size = code.getModuleCount();
  if (!logo) return { size, isDark: (row, column) => code.isDark(row, column) };
  // The logo's placeholder in the middle: a frame of foreground around background, as wide as the level's error
  // correction can repair. A logo laid over a code is read through that correction, so a wider placeholder at a low
  // level gives a picture no phone can scan (level L at version 1 repairs two codewords). The widths are measured
  // with jsQR at every version, 1 to 40, and every level (encode-qr.test.ts): about three quarters of the widest square
  // the tightest versions survive (23 and 34 at M, 36 at L, 14 and 23 at Q, 13 at H).
  const side = logoSide(size, level);
  const from = (size - side) / 2;
  const to = from + side;
  const inLogo = (index: number) => index >= from && index < to;
  return {
    size,
    isDark: (row, column) => (inLogo(row) && inLogo(column) ? row === from || row === to - 1 || column === from || column === to - 1 : code.isDark(row, column)),
  };
}

/** Share of the code's width the logo's placeholder may take at each level, less a few modules at small versions. */
const logoShare: Record<QrImageOptions['level'], { share: number; less: number }> = {
  L: { share: 0.18, less: 1.5 },
  M: { share: 0.2, less: 1 },
  Q: { share: 0.25, less: 1 },
  H: { share: 0.27, less: 1 },
};

/** The placeholder's width in modules: odd, like the code's, so that it sits exactly in the middle; at least one. */
export function logoSide(size: number, level: QrImageOptions['level']): number {
  const { share, less } = logoShare[level];
  const widest = Math.max(1, size * share - less);
  return 2 * Math.floor((widest - 1) / 2) + 1;
}
