import { describe, expect, it } from 'vitest';
import { utmParametersOf, utmQuery, withUtmParameters } from './utm.js';

describe('withUtmParameters', () => {
  it('populates UTM parameters and ref, in field order', () => {
    expect(withUtmParameters('https://acme.com/sale', { utm_campaign: 'spring', utm_source: 'newsletter', ref: 'bob' })).toBe(
      'https://acme.com/sale?utm_source=newsletter&utm_campaign=spring&ref=bob',
    );
  });

  it('overrides a value the URL already has and keeps other parameters', () => {
    expect(withUtmParameters('https://acme.com/?a=1&utm_source=old', { utm_source: 'new' })).toBe('https://acme.com/?a=1&utm_source=new');
  });

  it('keeps the rest of the URL as sent: other parameters\' text, repeated names, the path and fragment (url-normalisation gap)', () => {
    expect(withUtmParameters('https://example.com/?a=1&a=2&b', { utm_source: 's' })).toBe('https://example.com/?a=1&a=2&b&utm_source=s');
    expect(withUtmParameters('https://example.com/x y?q=a%20b+c#top', { utm_source: 's' })).toBe('https://example.com/x y?q=a%20b+c&utm_source=s#top');
    expect(withUtmParameters('https://Example.com', { ref: 'bob' })).toBe('https://Example.com?ref=bob');
    expect(withUtmParameters('https://a.com/?a=1&', { ref: 'bob' })).toBe('https://a.com/?a=1&ref=bob');
    expect(withUtmParameters('https://a.com/?', { ref: 'bob' })).toBe('https://a.com/?ref=bob');
    // Each written name once, at its first place, whatever its spelling there (utm%5Fsource is utm_source).
    expect(withUtmParameters('https://a.com/?utm%5Fsource=1&x=2&utm_source=3', { utm_source: 'n w' })).toBe('https://a.com/?utm_source=n+w&x=2');
  });

  it('ignores keys that are not UTM fields or ref, and empty or null values', () => {
    expect(withUtmParameters('https://acme.com/', { utm_medium: null, utm_term: '', key: 'x', id: 'y' } as never)).toBe('https://acme.com/');
  });
});

describe('utmQuery', () => {
  it('is the query withUtmParameters appends to a URL without one', () => {
    const values = { utm_term: 'url shortener', utm_source: 'x&y', ref: 'bob' };
    expect(`https://acme.com/a?${utmQuery(values)}`).toBe(withUtmParameters('https://acme.com/a', values));
  });
});

describe('utmParametersOf', () => {
  it('reads the UTM values of a URL, null where absent', () => {
    expect(utmParametersOf('https://acme.com/?utm_source=x&utm_term=a%20b')).toEqual({
      utm_source: 'x', utm_medium: null, utm_campaign: null, utm_term: 'a b', utm_content: null,
    });
  });

  it('reads nothing from a value that is not a URL', () => {
    expect(utmParametersOf('not a url').utm_source).toBeNull();
  });
});
