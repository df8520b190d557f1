const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * The ISO-8601 UTC form of a time in ms, as `Date#toISOString` gives it (years 0 to 9999), without
 * building a Date: generating a million links formats six million timestamps. Days to a civil date
 * follow Howard Hinnant's `civil_from_days`.
 */
export function isoTime(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  let rest = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(millis)}Z`;
}

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * The time an ISO-8601 text names, in ms, or undefined when it is not one (timestamp-format gap). A time
 * without an offset is UTC, never the host's time zone, so the same request gives the same bytes on every host;
 * a date alone is its midnight UTC. `Dec 1 2026` and other forms `Date.parse` would guess at are refused.
 */
export function parseIsoTime(text: string): number | undefined {
  const match = ISO_8601.exec(text);
  if (match === null) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone = 'Z'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  // A leap second (second 60 at 23:59 UTC, as RFC 3339 and the contract's date-time format allow) is the instant the
  // next day starts: 2016-12-31T23:59:60Z sorts and counts as 2017-01-01T00:00:00Z.
  // Any local minute: under an offset of +05:30, 23:59:60 UTC is 05:29:60. Checked against UTC below.
  const leap = s === 60;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || (s > 59 && !leap)) return undefined;
  // Date.UTC would read years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, leap ? 59 : s, Math.floor(Number(`0.${fraction.slice(0, 3)}`) * 1000));
  // Day 31 of a 30-day month rolls over: not a date.
  if (date.getUTCDate() !== d) return undefined;
  const ms = date.getTime() + (leap ? 1000 : 0);
  let instant = ms;
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
    if (Number(digits.slice(0, 2)) > 23 || Number(digits.slice(2) || '0') > 59) return undefined;
    instant = ms - sign * offset * 60_000;
  }
  // Leap seconds are inserted at the end of a UTC day only: 23:59:60 UTC (14:59:60-09:00 is one), never 10:59:60Z.
  if (leap && Math.floor(instant / 1000) % 86_400 !== 0) return undefined;
  return instant;
}

/**
 * The instant a stored date-time names, in ms: parseIsoTime's reading (leap seconds and lower-case `t`/`z`
 * included, which `Date.parse` cannot read), else `Date.parse`'s, NaN when neither reads it.
 */
export function instantOf(text: string): number {
  return parseIsoTime(text) ?? Date.parse(text);
}
