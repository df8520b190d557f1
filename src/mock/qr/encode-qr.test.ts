/**
 * The logo's placeholder is sized by the level's error correction: a code with it stays readable at every level and
 * every version, down to version 1 at level L, which repairs two codewords. Read with jsQR, as a phone reads print.
 */
import fc from 'fast-check';
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, logoSide, qrModeOf, type QrImageOptions } from './encode-qr.js';

// jsQR is a CommonJS module whose typings declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Reads the modules drawn 3 pixels each with a quiet zone of 2, as jsQR sees them. */
function read(text: string, level: QrImageOptions['level'], logo: boolean): string | undefined {
  const code = encodeQr(text, level, logo);
  const margin = 2;
  const scale = 3;
  const side = (code.size + 2 * margin) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / scale) - margin;
      if (row >= 0 && column >= 0 && row < code.size && column < code.size && code.isDark(row, column)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

const levels = ['L', 'M', 'Q', 'H'] as const;

/** The most bytes a code of each version, 1 to 40, holds at each level (ISO/IEC 18004, table 7; checked below). */
const BYTE_CAPACITY: Record<QrImageOptions['level'], number[]> = {
  L: [17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858, 929, 1003, 1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809, 2953],
  M: [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331],
  Q: [11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292, 322, 364, 394, 442, 482, 509, 565, 611, 661, 715, 751, 805, 868, 908, 982, 1030, 1112, 1168, 1228, 1283, 1351, 1423, 1499, 1579, 1663],
  H: [7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382, 403, 439, 461, 511, 535, 593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219, 1273],
};
const longestAt = (version: number, level: QrImageOptions['level']) => BYTE_CAPACITY[level][version - 1]!;

describe('encodeQr with a logo', () => {
  it.each(levels)('at level %s, codes of short links and of long URLs read back with the placeholder drawn', (level) => {
    // Short links are the common case and the small versions the fragile ones: a 24% placeholder broke 9 of 32 at L.
    const texts = fc.sample(
      fc.oneof(
        fc.stringMatching(/^https:\/\/[a-z]{3,8}\.[a-z]{2,3}\/[A-Za-z0-9]{1,12}\?qr=1$/),
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/?=&%'), minLength: 1, maxLength: 400 }),
      ),
      { seed: 18, numRuns: 60 },
    );
    const unread = texts.filter((text) => read(text, level, true) !== text);
    expect(unread).toEqual([]);
  });

  it.each(levels)('at level %s, at every version from 1 to 40, a code that reads without the logo reads with it', (level) => {
    // A sweep by length skipped versions: 23 and 34 at M broke with a placeholder that 22 and 24 took. jsQR cannot read
    // version 23 at L at all, with or without a logo: the property is that the placeholder never makes the difference.
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789/-_';
    const broken: number[] = [];
    let readable = 0;
    for (let version = 1; version <= 40; version++) {
      const longest = longestAt(version, level);
      const text = fc.sample(fc.string({ unit: fc.constantFrom(...alphabet), minLength: Math.max(1, longest - 6), maxLength: longest }), { seed: version, numRuns: 1 })[0]!;
      expect(encodeQr(text, level, false).size).toBe(17 + 4 * version);
      if (read(text, level, false) !== text) continue;
      readable++;
      if (read(text, level, true) !== text) broken.push(version);
    }
    expect(broken).toEqual([]);
    // The property holds of codes jsQR reads at all: all of them but version 23 at L.
    expect(readable).toBeGreaterThanOrEqual(39);
  }, 60_000);

  it('draws a placeholder that is visible, odd and centred, wider at higher levels', () => {
    for (const size of [21, 25, 57, 177]) {
      const sides = levels.map((level) => logoSide(size, level));
      for (const side of sides) {
        expect(side % 2).toBe(1);
        expect(side).toBeGreaterThanOrEqual(1);
      }
      expect(logoSide(size, 'M')).toBeGreaterThanOrEqual(logoSide(size, 'L'));
      expect(logoSide(size, 'H')).toBeGreaterThanOrEqual(logoSide(size, 'L'));
    }
    // At a version of 57 modules the placeholder is a real square, not a dot: 7 to 13 modules wide.
    expect(levels.map((level) => logoSide(57, level))).toEqual([7, 9, 13, 13]);
    const code = encodeQr('https://acme.link/launch?qr=1', 'L', true);
    const middle = (code.size - 1) / 2;
    const half = (logoSide(code.size, 'L') - 1) / 2;
    // The frame is foreground; inside it (when there is an inside) is background.
    expect(code.isDark(middle - half, middle)).toBe(true);
    if (half > 0) expect(code.isDark(middle, middle)).toBe(false);
  });
});

describe('encodeQr picks the mode that holds the text in the fewest modules', () => {
  it('uses numeric mode for digits, alphanumeric for its 45 characters, bytes otherwise', () => {
    expect(['0123', 'HTTPS://ACME.LINK/X-1', 'https://acme.link/x', '١٢٣', ''].map(qrModeOf)).toEqual(['Numeric', 'Alphanumeric', 'Byte', 'Byte', 'Byte']);
    // 60 characters: version 3 (29 modules) in alphanumeric mode, version 4 (33) as bytes.
    const upper = `HTTPS://ACME.LINK/${'X'.repeat(42)}`;
    expect(encodeQr(upper, 'L', false).size).toBe(29);
    expect(encodeQr(upper.toLowerCase(), 'L', false).size).toBe(33);
    expect(read(upper, 'L', false)).toBe(upper);
    expect(read('0123456789'.repeat(30), 'M', true)).toBe('0123456789'.repeat(30));
  });
});
