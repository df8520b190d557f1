import { describe, expect, it } from 'vitest';
import { sameDestination } from './same-destination.js';

describe('sameDestination', () => {
  it.each([
    ['the same URL', 'https://example.com/a?x=1', 'https://example.com/a?x=1', true],
    ['parameters in another order', 'https://example.com/a?y=2&x=1', 'https://example.com/a?x=1&y=2', true],
    ['a parameter the server adds (a click id)', 'https://example.com/a?x=1&click_id=9', 'https://example.com/a?x=1', true],
    ['the root with or without its slash', 'https://example.com', 'https://example.com/', true],
    ['host case', 'https://EXAMPLE.com/a', 'https://example.com/a', true],
    ['a dropped parameter', 'https://example.com/a', 'https://example.com/a?x=1', false],
    ['a parameter with another value', 'https://example.com/a?x=2', 'https://example.com/a?x=1', false],
    ['a repeated parameter given once', 'https://example.com/a?x=1', 'https://example.com/a?x=1&x=1', false],
    ['another path', 'https://example.com/b?x=1', 'https://example.com/a?x=1', false],
    ['path case', 'https://example.com/A', 'https://example.com/a', false],
    ['http for https', 'http://example.com/a', 'https://example.com/a', false],
    ['another host', 'https://example.org/a', 'https://example.com/a', false],
    ['a fragment dropped', 'https://example.com/a', 'https://example.com/a#top', false],
  ])('%s: %s', (_name, location, destination, expected) => {
    expect(sameDestination(location, destination)).toBe(expected);
  });
});
