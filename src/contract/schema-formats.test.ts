import formatsPlugin from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaFormats } from './schema-formats.js';

// ajv-formats is a CommonJS module whose typings declare an ES default export.
const { get } = formatsPlugin as unknown as typeof formatsPlugin.default;
/** A format as ajv applies it: a RegExp tests, a function or a definition's `validate` decides. */
const check = (format: unknown, text: string): boolean =>
  format instanceof RegExp ? format.test(text) : typeof format === 'function' ? Boolean(format(text)) : check((format as { validate: unknown }).validate, text);

/** [format, strings at the edges of what it accepts] */
const SAMPLES: ['date-time' | 'uri' | 'email', string[]][] = [
  ['date-time', [
    '2026-11-01T00:00:00Z', '2026-11-01T00:00:00.123Z', '2026-11-01t00:00:00z', '2026-11-01 00:00:00Z', '2026-11-01T00:00:00+01:00', '2026-11-01T00:00:00-0130',
    '2026-11-01T00:00:00', '2024-02-29T12:00:00Z', '2026-02-29T12:00:00Z', '2026-13-01T00:00:00Z', '2026-11-31T00:00:00Z', '2026-12-31T23:59:60Z',
    '2026-12-31T22:59:60-01:00', '2026-12-31T12:59:60Z', '2026-11-01T24:00:00Z', '2026-11-01T00:00:00+24:00', '2026-11-01', 'not a date', '',
  ]],
  ['uri', [
    'https://example.com', 'https://example.com/a/b?c=d#e', 'http://[::1]:8080/', 'mailto:someone@example.com', 'urn:isbn:0451450523', 'ftp://user:pw@host/x',
    'example.com', '/relative/path', 'https://exa mple.com', 'https://example.com/%zz', 'https://例え.jp', '', 'a:b',
  ]],
  ['email', ['a@b.co', 'first.last+tag@sub.example.com', 'a@b', 'a@@b.co', '.a@b.co', 'a b@c.co', 'a@-b.co', '', 'ü@b.co']],
];

describe('schemaFormats', () => {
  it.each(SAMPLES)('%s agrees with ajv-formats (full mode) on every sample', (name, samples) => {
    const ours = samples.map((sample) => [sample, check(schemaFormats[name], sample)]);
    expect(ours).toEqual(samples.map((sample) => [sample, check(get(name), sample)]));
    expect(ours.some(([, valid]) => valid) && ours.some(([, valid]) => !valid)).toBe(true);
  });

  it('iri: an absolute IRI, non-ASCII allowed, as the WHATWG URL parser reads it', () => {
    expect(['https://例え.jp/パス', 'https://example.com', 'mailto:a@b.co'].map(schemaFormats.iri)).toEqual([true, true, true]);
    expect(['/relative', 'example.com', ''].map(schemaFormats.iri)).toEqual([false, false, false]);
  });

  /** Texts near a format's common form: pieces of it, with characters changed, dropped or added. */
  const near = (pieces: fc.Arbitrary<string>[]) =>
    fc
      .tuple(fc.tuple(...pieces), fc.array(fc.tuple(fc.nat(40), fc.constantFrom('', '0', '9', '-', ':', '.', 'T', 't', 'Z', 'z', ' ', 'x', '/', 'é', '%', '\\', '[', '@')), { maxLength: 2 }))
      .map(([parts, edits]) => edits.reduce((text, [at, put]) => text.slice(0, at % (text.length + 1)) + put + text.slice((at % (text.length + 1)) + (put === '' ? 1 : 0)), parts.join('')));
  const digits = (min: number, max: number, width: number) => fc.integer({ min, max }).map((n) => String(n).padStart(width, '0'));

  it('date-time: the fast reading of the common form agrees with ajv-formats on texts near it (property, seed 18)', () => {
    const texts = near([digits(0, 9999, 4), fc.constant('-'), digits(0, 13, 2), fc.constant('-'), digits(0, 32, 2), fc.constantFrom('T', 't', ' '), digits(0, 24, 2), fc.constant(':'), digits(0, 60, 2), fc.constant(':'), digits(0, 61, 2), fc.constantFrom('', '.', '.5', '.123', '.123456789'), fc.constantFrom('Z', 'z', '', '+00:00', '-01:30')]);
    fc.assert(fc.property(texts, (text) => schemaFormats['date-time'](text) === check(get('date-time'), text)), { seed: 18, numRuns: 20_000 });
  });

  /** The WHATWG parser's answer by `new URL`: Node 20's URL.canParse, once hot, misreads characters past ASCII (can-parse-url.ts). */
  const parsedByConstructor = (text: string) => {
    try {
      new URL(text);
      return true;
    } catch {
      return false;
    }
  };

  it('iri: the fast reading of plain web URLs agrees with the WHATWG parser on texts near them (property, seed 18)', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{0,6}$/);
    const texts = near([fc.constantFrom('https://', 'http://', 'ftp://', 'https:/'), label, fc.constantFrom('', '.', '..'), label, fc.constantFrom('', '.com', '.1', '.xn--p1ai', ':8080', ':99999', ':0', '127.0.0.1', '1.2.3.256', '01.2.3.4', '1.2.3.4:4010'), fc.constantFrom('', '/', '/a b', '/q?url=https://x.y/z?qr=1', '#f', '?')]);
    fc.assert(fc.property(texts, (text) => schemaFormats.iri(text) === parsedByConstructor(text)), { seed: 18, numRuns: 20_000 });
  });
});
