import { describe, expect, it, vi } from 'vitest';
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

  it('keeps the last pages made: the same links give the same text without being made again; a replaced link, another order or base URL a new one', () => {
    // A link cache of one, so that a page's texts could only come from the page kept.
    const cache = new LinkJsonCache('http://first', 1);
    const links = [1, 2, 3].map((seed) => buildLink({}, { seed }));
    // What JSON.stringify makes of a page, by a cache of its own (the spy below watches this one's).
    let base = 'http://first';
    const asJson = (page: typeof links) => JSON.stringify(new LinkJsonCache(base).value(page));
    expect(cache.stringify(links)).toBe(asJson(links));
    const made = vi.spyOn(cache, 'served');
    expect(cache.stringify([...links])).toBe(asJson(links));
    expect(made).not.toHaveBeenCalled();
    // A click replaces a link with an updated copy: a new object, a new text.
    const clicked = [links[0]!, { ...links[1]!, clicks: links[1]!.clicks + 1 }, links[2]!];
    expect(cache.stringify(clicked)).toBe(asJson(clicked));
    expect(cache.stringify([...links].reverse())).toBe(asJson([...links].reverse()));
    expect(cache.stringify(links.slice(0, 2))).toBe(asJson(links.slice(0, 2)));
    cache.baseUrl = base = 'http://second';
    made.mockClear();
    expect(cache.stringify(links)).toContain('http://second/qr');
    expect(made).toHaveBeenCalled();
    // At most PAGES kept: the least recently asked for made again; one asked for again stays.
    const pages = Array.from({ length: LinkJsonCache.PAGES + 1 }, (_, index) => [buildLink({}, { seed: 100 + index })]);
    cache.stringify(links);
    for (const page of pages) {
      cache.stringify(page);
      made.mockClear();
      expect(cache.stringify(links)).toBe(asJson(links));
      expect(made).not.toHaveBeenCalled();
    }
    expect(cache.stringify(pages.at(-1)!)).toBe(asJson(pages.at(-1)!));
    expect(made).not.toHaveBeenCalled();
    expect(cache.stringify(pages[0]!)).toBe(asJson(pages[0]!));
    expect(made).toHaveBeenCalled();
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
