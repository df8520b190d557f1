import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canParseUrl } from './can-parse-url.js';

/** The oracle: what `new URL` makes of a text (the ordinary path, never V8's fast API call). */
function parsedByConstructor(text: string, base?: string): boolean {
  try {
    new URL(text, base);
    return true;
  } catch {
    return false;
  }
}

describe('canParseUrl', () => {
  it('answers as new URL does for texts past ASCII, however hot it is (Node 20 answers false after a thousand calls or so)', () => {
    const texts = ['https://é.com/', 'ftp:é//', 'http://ü', 'https://müller.de/straße', 'https://a.com/é', 'https://exämple.com:99999/', 'https://[é]/', 'https://例え.jp/'];
    const wrong: string[] = [];
    for (let round = 0; round < 5000; round++) {
      for (const text of texts) if (canParseUrl(text) !== parsedByConstructor(text)) wrong.push(`${text} (call ${round + 1})`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('answers as new URL does with a base past ASCII', () => {
    for (let round = 0; round < 5000; round++) {
      expect(canParseUrl('/path', 'https://é.com/')).toBe(true);
      expect(canParseUrl('https://é.com/x', 'https://a.com/')).toBe(true);
    }
  });

  it('answers as new URL does on texts of web URLs and characters past ASCII (property, seed 18)', () => {
    const piece = fc.constantFrom('https://', 'http://', 'ftp:', '//', 'é', 'ü', '例', 'a', '.com', ':80', ':99999', '/', '?q=é', '#', ' ', '%', '[', ']', 'xn--');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')), (text) => canParseUrl(text) === parsedByConstructor(text)),
      { seed: 18, numRuns: 20_000 },
    );
  });

  it('is what the kit calls: no other module of src/ calls URL.canParse', () => {
    const src = new URL('.', import.meta.url);
    const callers = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'can-parse-url.ts' && readFileSync(new URL(file, src), 'utf8').includes('URL.canParse('),
    );
    expect(callers).toEqual([]);
  });
});
