import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, isoTime, parseIsoTime } from './iso-time.js';

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

describe('parseIsoTime and instantOf', () => {
  it.each([
    // A leap second, which the contract's date-time format accepts and Date.parse cannot read, is the next minute's start.
    ['2016-12-31T23:59:60Z', '2017-01-01T00:00:00.000Z'],
    ['2016-12-31T23:59:60.250Z', '2017-01-01T00:00:00.250Z'],
    ['2017-01-01T00:59:60+01:00', '2017-01-01T00:00:00.000Z'],
    ['2016-12-31T14:59:60-09:00', '2017-01-01T00:00:00.000Z'],
    ['2017-01-01T05:29:60+05:30', '2017-01-01T00:00:00.000Z'],
    ['2017-01-01T05:44:60+05:45', '2017-01-01T00:00:00.000Z'],
    ['1972-06-30T23:59:60Z', '1972-07-01T00:00:00.000Z'],
    ['0099-12-31T23:59:60.5z', '0100-01-01T00:00:00.500Z'],
    // Years below 100 are themselves (Date.UTC would make 0050 into 1950).
    ['0050-03-01T00:00:00Z', '0050-03-01T00:00:00.000Z'],
    ['2026-11-01t10:00:00z', '2026-11-01T10:00:00.000Z'],
    // A fraction finer than a nanosecond is read to the millisecond.
    ['2026-11-01T10:00:00.1234567891234Z', '2026-11-01T10:00:00.123Z'],
    ['2026-11-01T10:00:00-05:00', '2026-11-01T15:00:00.000Z'],
  ])('reads %s as %s', (text, instant) => {
    expect(new Date(parseIsoTime(text)!).toISOString()).toBe(instant);
    expect(instantOf(text)).toBe(Date.parse(instant));
  });

  it.each(['2016-12-31T23:58:60Z', '2016-12-31T10:59:60Z', '2017-01-01T05:29:60+05:00', '2017-01-01T23:59:60+01:00', '2026-02-30T00:00:00Z', '2026-11-01T24:00:00Z', 'Dec 1 2026'])('refuses %s', (text) => {
    expect(parseIsoTime(text)).toBeUndefined();
  });

  it('reads what Date.parse reads as Date.parse does, for any ISO text of years 0 to 9999 (property)', () => {
    const min = Date.parse('0000-01-01T00:00:00.000Z');
    const max = Date.parse('9999-12-31T23:59:59.999Z');
    fc.assert(
      fc.property(fc.integer({ min, max }), (ms) => {
        const text = new Date(ms).toISOString();
        expect([parseIsoTime(text), instantOf(text)]).toEqual([ms, ms]);
      }),
      { numRuns: 5_000, seed: 18 },
    );
  });
});
