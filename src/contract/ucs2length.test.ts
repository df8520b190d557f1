import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { describe, expect, it } from 'vitest';
import { ucs2length } from './ucs2length.js';

// ajv's runtime helper is CommonJS with only a default export: Node gives module.exports, vitest its default.
type Count = (text: string) => number;
const imported = ucs2lengthModule as unknown as Count | { default: Count };
const ajvUcs2length = typeof imported === 'function' ? imported : imported.default;

describe('ucs2length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 1],
    ['😀', 1],
    ['a😀b😀', 4],
    ['\ud83d', 1],
    ['\ude00', 1],
    ['\ud83d\ud83d\ude00', 2],
    ['\ude00\ud83d', 2],
    ['x\ud83d', 2],
  ])('%j has %i code points, as ajv counts them', (text, length) => {
    expect(ucs2length(text)).toBe(length);
    expect(ajvUcs2length(text)).toBe(length);
  });
});
