import { decode } from 'fast-png';
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { FREE, harness, outcome } from '../mock-harness.test-support.js';

// jsQR is a CommonJS module whose typings declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Decodes a PNG answer with jsQR: what a phone camera would read. */
function read(png: Uint8Array): { text: string | undefined; width: number; height: number; pixel: (x: number, y: number) => number[] } {
  const image = decode(png);
  const channels = image.channels;
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = image.data[i * channels + c]!;
    rgba[i * 4 + 3] = 255;
  }
  return {
    text: jsQR(rgba, image.width, image.height)?.data,
    width: image.width,
    height: image.height,
    pixel: (x, y) => [...rgba.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)],
  };
}

describe('getQRCode (§4.9; qr-params, qr-content-type gaps)', () => {
  const { call } = harness();
  const qr = (query: Record<string, string>, token: string | null = null) => call('GET', '/qr', { token, query });

  it('answers a PNG of the default 600 pixels that decodes back to the url, with no credential', () => {
    const answer = qr({ url: 'https://acme.link/spring?qr=1' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const image = read(answer.body);
    expect([image.width, image.height]).toEqual([600, 600]);
    expect(image.text).toBe('https://acme.link/spring?qr=1');
  });

  it.each([
    ['a non-ASCII key', 'café-🎉q'],
    ['a key of letters and digits', 'Spring26'],
  ])("serves the picture a link's qrCode names, for %s: an address of ASCII a client sends as it is (short-link gap)", (_case, key) => {
    const link = call('POST', '/links', { body: { url: 'https://example.com', key } }).body;
    expect(link.qrCode).toMatch(/^[\x21-\x7e]+$/);
    // Read back from the store (its table makes the qrCode again from the short link) and from the list, the same.
    expect(call('GET', '/links/info', { query: { linkId: link.id } }).body.qrCode).toBe(link.qrCode);
    expect(call('GET', '/links', { query: { search: link.key } }).body.map((listed: { qrCode: string }) => listed.qrCode)).toContain(link.qrCode);
    const address = new URL(link.qrCode);
    expect(address.searchParams.get('url')).toBe(`${link.shortLink}?qr=1`);
    const answer = call('GET', '/qr', { token: null, query: address.search.slice(1) });
    expect(answer.status).toBe(200);
    expect(read(answer.body).text).toBe(`${link.shortLink}?qr=1`);
  });

  it.each([
    ['an empty url', { url: '' }, /url: a QR code needs a url to encode/],
    ['3,000 bytes at level L', { url: `https://example.com/${'a'.repeat(2980)}` }, /3000 bytes are more than a QR code of level L can hold \(about 2953 bytes/],
    ['1,300 bytes at level H', { url: `https://example.com/${'a'.repeat(1280)}`, level: 'H' }, /1300 bytes are more than a QR code of level H can hold/],
    ['7,090 digits at level L', { url: '1'.repeat(7090) }, /7090 digits are more than a QR code of level L can hold \(about 7089 digits/],
    ['4,297 upper-case characters at level L', { url: 'A'.repeat(4297) }, /4297 characters of A-Z 0-9 \$%\*\+-\.\/: and space are more than a QR code of level L can hold \(about 4296/],
  ])('refuses %s with 422 naming the capacity, never a 500', (_case, query, message) => {
    const answer = qr(query);
    expect(answer.status).toBe(422);
    expect((answer.body as unknown as { error: { message: string } }).error.message).toMatch(message);
  });

  it.each([
    ['3,000 digits (bytes would hold 2,953)', '7'.repeat(3000)],
    ['an upper-case URL in alphanumeric mode', 'HTTPS://ACME.LINK/SPRING-26'],
  ])('draws %s in the mode that holds it, and it reads back', (_case, url) => {
    const answer = qr({ url, size: '900' });
    expect(answer.status).toBe(200);
    expect(read(answer.body).text).toBe(url);
  });

  it.each(['L', 'M', 'Q', 'H'])('decodes at error correction level %s and the requested size', (level) => {
    const image = read(qr({ url: 'https://example.com/a/longer/path?utm_source=print', level, size: '333' }).body);
    expect([image.width, image.text]).toEqual([333, 'https://example.com/a/longer/path?utm_source=print']);
  });

  it('paints the colours asked for, and the margin around the code', () => {
    const image = read(qr({ url: 'https://a.com', fgColor: '#003366', bgColor: '#fc0', margin: '4', size: '290' }).body);
    expect(image.text).toBe('https://a.com');
    expect(image.pixel(1, 1)).toEqual([255, 204, 0]);
    const colours = new Set<string>();
    for (let x = 0; x < 290; x += 3) colours.add(image.pixel(x, 145).join());
    expect(colours).toEqual(new Set(['0,51,102', '255,204,0']));
  });

  it('drops the margin with the deprecated includeMargin=false', () => {
    const withMargin = read(qr({ url: 'https://a.com', size: '210' }).body);
    const without = read(qr({ url: 'https://a.com', size: '210', includeMargin: 'false' }).body);
    expect(withMargin.pixel(0, 0)).toEqual([255, 255, 255]);
    expect(without.pixel(0, 0)).toEqual([0, 0, 0]);
  });

  it('lets a paid plan add a logo, and decodes it still at level H', () => {
    const answer = qr({ url: 'https://acme.link/x', logo: 'https://acme.com/logo.png', level: 'H' }, 'lp_acme_demo_token');
    expect(answer.status).toBe(200);
    expect(read(answer.body).text).toBe('https://acme.link/x');
    // Drawn for a paid token only: no shared cache may hand it to a caller without one. A plain code is public.
    expect([answer.headers['cache-control'], answer.headers.vary]).toEqual(['private, max-age=86400', 'Authorization']);
    expect(qr({ url: 'https://acme.link/x' }).headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    ['logo without a credential (no plan is known: §5.4)', { url: 'https://a.com', logo: 'https://a.com/l.png' }, null, '401 unauthorized'],
    ['hideLogo without a credential', { url: 'https://a.com', hideLogo: 'true' }, null, '401 unauthorized'],
    ['logo on the free plan', { url: 'https://a.com', logo: 'https://a.com/l.png' }, FREE, '403 forbidden'],
    ['hideLogo on the free plan', { url: 'https://a.com', hideLogo: 'true' }, FREE, '403 forbidden'],
    ['no url (qr-url-required gap)', {}, null, '422 unprocessable_entity'],
    ['a url of 32001 characters', { url: 'u'.repeat(32001) }, null, '422 unprocessable_entity'],
    ['a level not in L, M, Q, H', { url: 'https://a.com', level: 'X' }, null, '422 unprocessable_entity'],
    ['a colour that is not hex', { url: 'https://a.com', fgColor: 'red' }, null, '422 unprocessable_entity'],
    ['a size of 0', { url: 'https://a.com', size: '0' }, null, '422 unprocessable_entity'],
  ])('refuses %s', (_case, query, token, expected) => {
    expect(outcome(qr(query, token))).toBe(expected);
  });
});
