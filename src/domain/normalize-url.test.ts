import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url.js';

describe('normalizeUrl', () => {
  it('takes a destination with characters past ASCII on its 3,000th reading as on its first (Node 20 URL.canParse turns false once hot)', () => {
    const answers = new Set<string>();
    for (let reading = 0; reading < 3000; reading++) {
      for (const url of ['https://müller.de/straße', 'https://é.com/', 'café.fr/menu']) answers.add(JSON.stringify(normalizeUrl(url)));
    }
    expect([...answers].map((answer) => JSON.parse(answer) as unknown)).toEqual([
      { ok: true, value: 'https://müller.de/straße' },
      { ok: true, value: 'https://é.com/' },
      { ok: true, value: 'https://café.fr/menu' },
    ]);
  });
});
