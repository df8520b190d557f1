import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQrAnswer, readSvgQr } from './checks/qr-code.js';
import { rasterizeSvg } from './rasterize-svg.js';

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

  it('refuses what it cannot draw (curves, transforms), rather than guessing', () => {
    expect(rasterizeSvg('<svg viewBox="0 0 10 10"><path d="M0 0C1 1 2 2 3 3"/></svg>')).toBeUndefined();
    expect(rasterizeSvg('<svg viewBox="0 0 10 10"><g transform="scale(2)"><rect width="1" height="1"/></g></svg>')).toBeUndefined();
    expect(rasterizeSvg('not svg')).toBeUndefined();
  });
});
