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

describe('a created link judged by the gaps the public service fills', () => {
  const all = (sent: Record<string, unknown>, got: Record<string, unknown>) => createdDifferences(sent, got).map((found) => `${found.rule}: ${found.message}`);

  it('reads an empty key or domain as not sent (a random key of keyLength; any domain)', () => {
    expect(all({ url: 'https://example.com', key: '', domain: '' }, { url: 'https://example.com', key: 'Ab3dE7x', domain: 'acme.link' })).toEqual([]);
    expect(all({ url: 'https://example.com', key: '' }, { url: 'https://example.com', key: 'Ab3' })).toEqual(['create.random-key: keyLength 7: the generated key "Ab3" has 3 characters']);
  });

  it('compares testVariants on their url (a bare host may gain https://) and percentage, not on fields the contract does not list', () => {
    const sent = [{ url: 'example.com/a', percentage: 50, weight: 3 }, { url: 'https://example.com/b', percentage: 50 }];
    expect(all({ url: 'https://example.com', key: 'k', testVariants: sent }, { url: 'https://example.com', key: 'k', testVariants: [{ url: 'https://example.com/a', percentage: 50 }, { url: 'https://example.com/b', percentage: 50 }] })).toEqual([]);
    expect(all({ url: 'https://example.com', key: 'k', testVariants: sent }, { url: 'https://example.com', key: 'k', testVariants: [{ url: 'https://example.com/a', percentage: 40 }, { url: 'https://example.com/b', percentage: 60 }] })).toHaveLength(1);
  });

  it('finds a tag sent by name however its case folds (STRASSE is Straße)', () => {
    const tags = [{ id: 'tag_1', name: 'Straße', color: 'red' }];
    expect(all({ url: 'https://example.com', key: 'k', tagNames: ['STRASSE', 'STRA\u1e9eE'] }, { url: 'https://example.com', key: 'k', tags })).toEqual([]);
    expect(all({ url: 'https://example.com', key: 'k', tagNames: ['Strasbourg'] }, { url: 'https://example.com', key: 'k', tags })).toHaveLength(1);
  });
});
