import { describe, expect, it } from 'vitest';
import { TokenPlaceholders } from './proxy/token-placeholders.js';
import { writtenForms } from './written-forms.js';

describe('writtenForms', () => {
  it('gives a secret as it is, JSON-escaped (\\/ too) and percent-encoded, longest first', () => {
    expect(writtenForms('sk/Live+"x')).toEqual(['sk%2FLive%2B%22x', 'sk\\/Live+\\"x', 'sk/Live+\\"x', 'sk/Live+"x']);
    expect(writtenForms('plain-token-1')).toEqual(['plain-token-1']);
  });

  it('lets the proxy hide a token an upstream wrote back escaped', () => {
    const tokens = new TokenPlaceholders();
    tokens.placeholderOf('sk/Live+"x');
    expect(tokens.hide('{"echo":"sk\\/Live+\\"x","url":"/?t=sk%2FLive%2B%22x"}')).toBe('{"echo":"$LINKPROOF_TOKEN","url":"/?t=$LINKPROOF_TOKEN"}');
  });
});
