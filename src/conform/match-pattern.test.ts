import { describe, expect, it } from 'vitest';
import { matchesPattern } from './match-pattern.js';

describe('matchesPattern', () => {
  it.each([
    ['workspaces_are_isolated', 'workspaces_are_isolated', false, true],
    ['workspaces_are_isolated', 'isolated', true, true],
    ['workspaces_are_isolated', 'isolated', false, false],
    ['response_conformance_getLinks', 'response_conformance_*', false, true],
    ['response_conformance_getLinks', '*_getLinks', false, true],
    ['response_conformance_getLinks', 'response.conformance*', false, false],
    ['qr_decodes_to_url', 'nomatch', true, false],
  ])('%s against %s (substring %s): %s', (name, pattern, substring, expected) => {
    expect(matchesPattern(name, pattern, substring)).toBe(expected);
  });
});
