/** A generated key judged against the prefix sent: the prefix then keyLength characters, a leading / of it taken off or not (key-rules gap). */
import { describe, expect, it } from 'vitest';
import { createdDifferences } from './judge-created-link.js';

const prefixRules = (prefix: string, key: string) => createdDifferences({ url: 'https://example.com', prefix, keyLength: 5 }, { url: 'https://example.com', key }).filter((found) => found.rule === 'create.prefix');

describe('a key made from a prefix', () => {
  it.each([
    ['promo/', 'promo/x7Yz9'],
    ['/c/', '/c/x7Yz9'],
    ['/c/', 'c/x7Yz9'],
    ['lp', 'lpx7Yz9'],
  ])('%s giving %s passes', (prefix, key) => {
    expect(prefixRules(prefix, key)).toEqual([]);
  });

  it.each([
    ['promo/', 'promox7Yz9', 'the trailing / dropped'],
    ['/c/', 'cx7Yz9', 'both / dropped'],
    ['lp', 'lpx7Yz9a', 'one character too many'],
    ['lp', 'x7Yz9lp', 'the prefix after the random characters'],
  ])('%s giving %s is a finding (%s)', (prefix, key) => {
    expect(prefixRules(prefix, key)).toHaveLength(1);
  });
});

describe('a created link holds nothing that was not sent and has no default', () => {
  const accepts = (sent: Record<string, unknown>, got: Record<string, unknown>) => createdDifferences(sent, { key: 'k', ...got }).filter((found) => found.rule === 'create.accepts-valid').map((found) => found.message);

  it('finds comments, an externalId or tags the create did not send', () => {
    expect(accepts({ url: 'https://example.com' }, { url: 'https://example.com', comments: 'acme: Q3 price cut', externalId: 'x1', tags: [{ id: 'tag_1', name: 'a', color: 'red' }] })).toEqual([
      'externalId not sent, answered "x1"',
      'comments not sent, answered "acme: Q3 price cut"',
      'no tags sent, answered [{"id":"tag_1","name":"a","color":"red"}]',
    ]);
  });

  it('takes them null or left out, and a UTM field read from the url sent', () => {
    expect(accepts({ url: 'https://example.com' }, { url: 'https://example.com', comments: null, tags: [] })).toEqual([]);
    expect(accepts({ url: 'example.com/?utm_source=news' }, { url: 'https://example.com/?utm_source=news', utm_source: 'news' })).toEqual([]);
    expect(accepts({ url: 'https://example.com/' }, { url: 'https://example.com/', utm_source: 'news' })).toEqual(['utm_source not sent, answered "news"']);
  });
});
