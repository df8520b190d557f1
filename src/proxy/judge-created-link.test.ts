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
