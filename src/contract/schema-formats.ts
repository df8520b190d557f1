import { canParseUrl } from '../can-parse-url.js';

/**
 * The string formats the contract's schemas (and the dataset file's) use, and nothing more: what both the
 * runtime ajv of the conformance side and the precompiled validators of the mock check a `format` with.
 * A schema that names another format fails ajv's strict mode at `npm run generate`, so the list cannot
 * fall behind the contract. `date-time`, `uri` and `email` are ajv-formats' "full" formats (MIT, Evgeny
 * Poberezkin), copied so that a browser bundle carries these three and not all of ajv-formats;
 * schema-formats.test.ts checks they still agree with it.
 */

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DATE_TIME_SEPARATOR = /t|\s/i;
const NOT_URI_FRAGMENT = /\/|:/;
const URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** full-date of RFC 3339 §5.6, with the days of its month. */
function isDate(text: string): boolean {
  const matches = DATE.exec(text);
  if (!matches) return false;
  const year = +matches[1]!;
  const month = +matches[2]!;
  const day = +matches[3]!;
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!);
}

/** full-time of RFC 3339 §5.6: the time zone is required; a leap second only at 23:59 UTC. */
function isTime(text: string): boolean {
  const matches = TIME.exec(text);
  if (!matches) return false;
  const hr = +matches[1]!;
  const min = +matches[2]!;
  const sec = +matches[3]!;
  const tz = matches[4];
  const tzSign = matches[5] === '-' ? -1 : 1;
  const tzH = +(matches[6] || 0);
  const tzM = +(matches[7] || 0);
  if (tzH > 23 || tzM > 59 || !tz) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  const utcMin = min - tzM * tzSign;
  const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}

const digit = (text: string, at: number): number => {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : Number.NaN;
};
const twoDigits = (text: string, at: number): number => digit(text, at) * 10 + digit(text, at + 1);

/**
 * Whether a text is a date-time in the one form nearly every stored time has, `2026-11-01T00:00:00Z` with any
 * fraction, and a valid one (its day in its month, a time without a leap second): read by its characters, not
 * split and matched. False means "not certainly": the full check decides.
 */
function isPlainUtcDateTime(text: string): boolean {
  const length = text.length;
  if (length < 20 || text.charCodeAt(length - 1) !== 0x5a /* Z */) return false;
  if (text.charCodeAt(4) !== 0x2d || text.charCodeAt(7) !== 0x2d || text.charCodeAt(10) !== 0x54 || text.charCodeAt(13) !== 0x3a || text.charCodeAt(16) !== 0x3a) return false;
  if (length > 20) {
    if (length === 21 || text.charCodeAt(19) !== 0x2e) return false;
    for (let at = 20; at < length - 1; at++) if (Number.isNaN(digit(text, at))) return false;
  }
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  // NaN (a character not a digit) fails every comparison.
  if (Number.isNaN(year) || !(month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!))) return false;
  return twoDigits(text, 11) <= 23 && twoDigits(text, 14) <= 59 && twoDigits(text, 17) <= 59;
}

/** An ASCII http(s) URL with a host of letter-led labels (or an IPv4 address) and any printable path: one the WHATWG parser always reads. */
const PLAIN_WEB_URL =
  /^https?:\/\/(?!.*xn--)(?:[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)*|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?::[1-9]\d{0,3})?(?:\/[!-~]*)?$/;

export const schemaFormats = {
  'date-time': (text: string): boolean => {
    if (isPlainUtcDateTime(text)) return true;
    const dateTime = text.split(DATE_TIME_SEPARATOR);
    return dateTime.length === 2 && isDate(dateTime[0]!) && isTime(dateTime[1]!);
  },
  // RFC 3986 URI (http://jmrware.com/articles/2009/uri_regexp/URI_regex.html), with a scheme and a "/" or ":" after it.
  uri: (text: string): boolean => NOT_URI_FRAGMENT.test(text) && URI.test(text),
  email:
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  // Bodies of binary media types are checked by their media type, not by JSON Schema.
  binary: true,
  // A standard JSON Schema format ajv-formats lacks: an absolute IRI (a URI that may hold non-ASCII),
  // which the WHATWG URL parser accepts exactly when it can resolve it without a base.
  // Most are plain web URLs (a million links' short links and QR codes), recognised without the parser.
  iri: (text: string): boolean => PLAIN_WEB_URL.test(text) || canParseUrl(text),
} as const;
