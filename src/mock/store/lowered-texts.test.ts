import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../dataset/dataset.js';
import { defaultDataset } from '../../dataset/default-dataset.js';
import { LinkTable } from './link-table.js';
import { LoweredTexts, originOf } from './lowered-texts.js';

const template: Link = defaultDataset(Date.UTC(2026, 0, 1)).workspaces[0]!.links[0]!;

describe('originOf', () => {
  it('is the url up to and including the first slash after the scheme', () => {
    expect(originOf('https://www.acme.com/blog/post')).toBe('https://www.acme.com/');
    expect(originOf('https://acme.com')).toBe('https://acme.com');
    expect(originOf('mailto:x@y.z')).toBe('');
    expect(originOf('https:///path')).toBe('https:///');
  });
});

describe('LoweredTexts', () => {
  it('holds a search exactly where the lower-case key or url holds it, for links kept at the start, added, held while the table lets them go, and removed (property)', () => {
    // Few characters, upper case among them, so that searches often hit in the origin, in the rest of the url, across
    // the two, in the key, or nowhere; origins repeat (a few hosts), as they do in a real dataset.
    // Capitals past ASCII too: É lowers to one unit, İ to two (i and a combining dot), so a text with them is lowered
    // to be searched, not folded.
    const unit = fc.constantFrom('a', 'B', 'w', '.', '/', ':', 's', 'É', 'é', 'İ', 'i');
    const host = fc.constantFrom('a.b', 'w.w', 'ab', 'W.A');
    const url = fc.tuple(fc.constantFrom('https://', 'http://', 'HTTPS://', 's:/'), host, fc.string({ unit, maxLength: 6 })).map((parts) => parts.join(''));
    const link = fc.tuple(fc.string({ unit, minLength: 1, maxLength: 5 }), url);
    fc.assert(
      fc.property(fc.array(link, { minLength: 1, maxLength: 30 }), fc.nat(30), fc.array(fc.nat(29), { maxLength: 5 }), fc.string({ unit, minLength: 1, maxLength: 4 }), (links, atStart, removed, search) => {
        const table = new LinkTable();
        const made = links.map(([key, url], i) => ({ ...template, id: `link_${i}`, key, url, shortLink: `https://${template.domain}/${key}` }));
        const slots = made.slice(0, atStart).map((each) => table.add(each));
        const texts = new LoweredTexts(table);
        texts.keep(0, table.slotCount);
        for (const each of made.slice(atStart)) {
          const slot = table.add(each);
          slots.push(slot);
          expect(texts.add(slot)).toEqual([each.key.toLowerCase(), each.url.toLowerCase()]);
        }
        const gone = new Set(removed.filter((i) => i < slots.length).map((i) => slots[i]!));
        const lower = search.toLowerCase();
        // A link held before the table lets it go is still read (and searched) as it was, until it is removed here.
        for (const slot of gone) {
          texts.hold(slot);
          table.remove(slot);
        }
        const heldHolds = texts.holder(lower);
        for (const slot of gone) {
          const { key, url } = made[slots.indexOf(slot)]!;
          expect([texts.has(slot), texts.key(slot), texts.url(slot)]).toEqual([true, key.toLowerCase(), url.toLowerCase()]);
          expect(heldHolds(slot)).toBe(key.toLowerCase().includes(lower) || url.toLowerCase().includes(lower));
        }
        for (const slot of gone) texts.remove(slot);
        const holds = texts.holder(lower);
        for (const [i, slot] of slots.entries()) {
          if (gone.has(slot)) continue;
          const { key, url } = made[i]!;
          expect(holds(slot), `${key} ${url} ${lower}`).toBe(key.toLowerCase().includes(lower) || url.toLowerCase().includes(lower));
        }
        const seen: [number, string, string][] = [];
        texts.each(0, table.slotCount, (slot, key, url) => seen.push([slot, key, url]));
        expect(seen).toEqual(slots.flatMap((slot, i) => (gone.has(slot) ? [] : [[slot, made[i]!.key.toLowerCase(), made[i]!.url.toLowerCase()]])));
      }),
      { seed: 18, numRuns: 300 },
    );
  });

  it('checks a link added after a search began as the others (its capitals, an origin new to the texts)', () => {
    const table = new LinkTable();
    const texts = new LoweredTexts(table);
    // Enough links that the texts' arrays grow past what the first search read.
    for (let i = 0; i < 100; i++) texts.add(table.add({ ...template, id: `link_${i}`, key: `k${i}`, url: `https://a.example/${i}` }));
    const holders = ['zeta', 'zeta1'].map((search) => [search, texts.holder(search)] as const);
    const made = Array.from({ length: 300 }, (_, i) => ({ key: i % 2 === 0 ? `ZeTa${i}` : `x${i}`, url: i % 3 === 0 ? `https://ZETA${i % 5}.example/` : `https://b${i % 5}.example/` }));
    const slots = made.map((each, i) => {
      const slot = table.add({ ...template, id: `link_n${i}`, ...each });
      texts.add(slot);
      return slot;
    });
    for (const [search, holds] of holders) {
      expect(slots.map((slot) => holds(slot))).toEqual(made.map(({ key, url }) => key.toLowerCase().includes(search) || url.toLowerCase().includes(search)));
    }
  });
});
