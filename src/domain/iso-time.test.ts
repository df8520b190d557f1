import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime', () => {
  it('equals Date#toISOString for any whole millisecond in years 0 to 9999 (property)', () => {
    const min = Date.parse('0000-01-01T00:00:00.000Z');
    const max = Date.parse('9999-12-31T23:59:59.999Z');
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        expect(isoTime(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 20_000 },
    );
  });

  it.each(['1970-01-01T00:00:00.000Z', '2000-02-29T23:59:59.999Z', '2026-11-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z'])(
    'formats %s',
    (text) => expect(isoTime(Date.parse(text))).toBe(text),
  );
});
