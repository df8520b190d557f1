import { describe, expect, it } from 'vitest';
import { visitAddress } from './visit-address.js';

describe('visitAddress', () => {
  it.each([
    ['no mapping: the link where it lives', { domain: 'acme.link', key: 'spring' }, {}, { url: 'https://acme.link/spring' }],
    ['* maps every domain, with the domain as Host', { domain: 'acme.link', key: 'spring' }, { '*': 'http://127.0.0.1:4010' }, { url: 'http://127.0.0.1:4010/spring', host: 'acme.link' }],
    ['a named domain wins over *', { domain: 'go.acme.com', key: 'a' }, { '*': 'http://127.0.0.1:4010', 'go.acme.com': 'https://staging.example/' }, { url: 'https://staging.example/a', host: 'go.acme.com' }],
    ['a domain is matched ignoring case', { domain: 'Acme.Link', key: 'a' }, { 'acme.link': 'http://127.0.0.1:1234' }, { url: 'http://127.0.0.1:1234/a', host: 'acme.link' }],
    ['another domain is visited where it lives', { domain: 'dub.sh', key: 'a' }, { 'acme.link': 'http://127.0.0.1:1234' }, { url: 'https://dub.sh/a' }],
    ['a key keeps its slashes, each segment encoded', { domain: 'acme.link', key: 'docs/ä b' }, {}, { url: 'https://acme.link/docs/%C3%A4%20b' }],
  ])('%s', (_name, link, resolve, expected) => {
    expect(visitAddress(link, resolve)).toEqual(expected);
  });
});
