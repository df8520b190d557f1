import formatsPlugin from 'ajv-formats';
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
});
