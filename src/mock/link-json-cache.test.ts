import { describe, expect, it } from 'vitest';
import { buildLink } from '../factories/build-link.js';
import { LinkJsonCache } from './link-json-cache.js';

describe('LinkJsonCache', () => {
  const link = buildLink({ domain: 'acme.link', key: 'k' }, { seed: 1, context: { baseUrl: 'http://dataset.example' } });

  it('serves a link with its qrCode on the mock\'s own /qr, as JSON.stringify would', () => {
    const cache = new LinkJsonCache('http://127.0.0.1:4010');
    const expected = { ...link, qrCode: 'http://127.0.0.1:4010/qr?url=https://acme.link/k?qr=1' };
    expect(JSON.parse(cache.stringify(link))).toEqual(expected);
    expect(cache.stringify([link, link])).toBe(JSON.stringify([expected, expected]));
    expect(cache.value([link])).toEqual([expected]);
  });

  it('serves anything else as JSON.stringify does', () => {
    const cache = new LinkJsonCache('http://x');
    for (const body of [{ id: 'link_1' }, 42, [], [{ domain: 'a.com', _count: 2 }], { error: { code: 'conflict' } }]) {
      expect(cache.stringify(body)).toBe(JSON.stringify(body));
    }
  });

  it('follows a new base URL, and stays within its capacity', () => {
    const cache = new LinkJsonCache('http://first', 2);
    expect(cache.stringify(link)).toContain('http://first/qr');
    cache.baseUrl = 'http://second';
    expect(cache.stringify(link)).toContain('http://second/qr');
    const others = [1, 2, 3].map((seed) => buildLink({}, { seed }));
    for (const other of others) cache.stringify(other);
    expect(cache.size).toBe(2);
    expect(cache.stringify(others[0]!)).toBe(JSON.stringify(cache.served(others[0]!)));
  });
});
