import { encode } from 'fast-png';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQrAnswer, readSvgQr } from './checks/qr-code.js';
import { rasterizeSvg } from './rasterize-svg.js';
import { pngImage, readQrSymbol, svgImage } from './read-qr-symbol.js';

describe('reading a QR code drawn as SVG (qr-content-type gap)', () => {
  it.each(['L', 'H'] as const)('reads what the qrcode library draws (level %s) back to its url', async (level) => {
    const url = 'https://acme.link/launch?utm_source=newsletter';
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: level, margin: 2 });
    expect(readSvgQr(svg)?.text).toBe(url);
  });

  it('reads a code drawn as one <rect> per dark module', async () => {
    const url = 'https://example.com/rects';
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const rects: string[] = [];
    for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) rects.push(`<rect x="${x + 4}" y="${y + 4}" width="1" height="1" fill="#000"/>`);
    const size = modules.size + 8;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/>${rects.join('')}</svg>`;
    expect(readSvgQr(svg)?.text).toBe(url);
  });

  it('reads a QR code answered as a JSON string holding a data: URL of a PNG, or SVG', async () => {
    const url = 'https://example.com/data-url';
    const png = await QRCode.toDataURL(url, { errorCorrectionLevel: 'L', margin: 2 });
    expect(readQrAnswer('application/json', new TextEncoder().encode(JSON.stringify(png)))?.text).toBe(url);
    const svg = await QRCode.toString(url, { type: 'svg' });
    expect(readQrAnswer('application/json; charset=utf-8', new TextEncoder().encode(JSON.stringify(svg)))?.text).toBe(url);
    expect(() => readQrAnswer('application/json', new TextEncoder().encode('{"url":"x"}'))).toThrow(/a value of type string/);
  });

  it('takes the pixel size an SVG declares (width="600"), and none when it only has a viewBox', async () => {
    const sized = await QRCode.toString('https://example.com/sized', { type: 'svg', width: 600 });
    expect(svgImage(sized)?.declared).toEqual({ width: 600, height: 600 });
    expect(svgImage(await QRCode.toString('https://example.com/sized', { type: 'svg' }))?.scalable).toBe(true);
  });

  it('refuses what it cannot draw (curves, transforms), rather than guessing', () => {
    expect(rasterizeSvg('<svg viewBox="0 0 10 10"><path d="M0 0C1 1 2 2 3 3"/></svg>')).toBeUndefined();
    expect(rasterizeSvg('<svg viewBox="0 0 10 10"><g transform="scale(2)"><rect width="1" height="1"/></g></svg>')).toBeUndefined();
    expect(rasterizeSvg('not svg')).toBeUndefined();
  });
});

describe('reading a QR code from the PNG any library writes', () => {
  const url = 'https://example.com/png-forms';
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'L' });
  const scale = 8;
  const side = (modules.size + 4) * scale;
  /** Whether the pixel at (x, y) is dark: the code with a quiet zone of 2 modules. */
  const dark = (x: number, y: number) => {
    const [mx, my] = [Math.floor(x / scale) - 2, Math.floor(y / scale) - 2];
    return mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx) === 1;
  };
  /** Samples packed at `depth` bits, rows padded to whole bytes, as PNG stores them. */
  const packed = (value: (x: number, y: number) => number, depth: number) => {
    const rowBytes = Math.ceil((side * depth) / 8);
    const data = new Uint8Array(rowBytes * side);
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) data[y * rowBytes + ((x * depth) >> 3)]! |= value(x, y) << (8 - depth - ((x * depth) & 7));
    return data;
  };

  it.each([
    ['1-bit grey', () => encode({ width: side, height: side, channels: 1, depth: 1, data: packed((x, y) => (dark(x, y) ? 0 : 1), 1) })],
    ['1-bit palette', () => encode({ width: side, height: side, channels: 1, depth: 1, palette: [[255, 255, 255], [0, 0, 0]], data: packed((x, y) => (dark(x, y) ? 1 : 0), 1) })],
    ['8-bit palette', () => encode({ width: side, height: side, channels: 1, depth: 8, palette: [[255, 255, 255], [0, 0, 0]], data: Uint8Array.from({ length: side * side }, (_, i) => (dark(i % side, Math.floor(i / side)) ? 1 : 0)) })],
    ['16-bit grey', () => encode({ width: side, height: side, channels: 1, depth: 16, data: Uint16Array.from({ length: side * side }, (_, i) => (dark(i % side, Math.floor(i / side)) ? 0 : 65535)) })],
    ['grey with alpha', () => encode({ width: side, height: side, channels: 2, depth: 8, data: Uint8Array.from({ length: side * side * 2 }, (_, i) => (i % 2 === 1 ? 255 : dark((i >> 1) % side, Math.floor((i >> 1) / side)) ? 0 : 255)) })],
  ])('%s: its text, level L and quiet zone of 2', (_form, png) => {
    const symbol = readQrSymbol(pngImage(png()));
    expect([symbol?.text, symbol?.level, Math.round(symbol?.margin ?? -1)]).toEqual([url, 'L', 2]);
  });
});
