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
    // At a version of 57 modules the placeholder is a real square, not a dot: 9 to 15 modules wide.
    expect(levels.map((level) => logoSide(57, level))).toEqual([9, 13, 13, 15]);
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
