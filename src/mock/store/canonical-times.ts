/**
 * Times in the canonical form (YYYY-MM-DDTHH:MM:SS.mmmZ, what toISOString writes) read and written a million times
 * over without a Date: read by their digits and the calendar's arithmetic (undefined for any other text, or a day
 * that is not one: the caller parses it and keeps its text), written from each day's text, kept, and the digits.
 */
export class CanonicalTimes {
  /** Each day's text (YYYY-MM-DD), by the day's number since 1970, for writing times back. */
  readonly #dayTexts = new Map<number, string>();

  /** `new Date(ms).toISOString()`, without a Date: the day's text is kept, the rest written from its digits. */
  text(ms: number): string {
    const day = Math.floor(ms / DAY);
    let dayText = this.#dayTexts.get(day);
    if (dayText === undefined) {
      const iso = new Date(ms).toISOString();
      // Years before 0 or after 9999 are written with a sign and six digits: leave those to Date.
      if (iso.length !== 24) return iso;
      this.#dayTexts.set(day, (dayText = iso.slice(0, 10)));
    }
    let rest = ms - day * DAY;
    const millis = rest % 1000;
    rest = (rest - millis) / 1000;
    const seconds = rest % 60;
    rest = (rest - seconds) / 60;
    const minutes = rest % 60;
    const hours = (rest - minutes) / 60;
    return `${dayText}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[millis]}Z`;
  }

  ms(time: string): number | undefined {
    if (time.length !== 24 || time.charCodeAt(10) !== 0x54 || time.charCodeAt(13) !== 0x3a || time.charCodeAt(16) !== 0x3a || time.charCodeAt(19) !== 0x2e || time.charCodeAt(23) !== 0x5a) {
      return undefined;
    }
    const midnight = dayOf(digits(time, 0, 4), time.charCodeAt(4) === 0x2d && time.charCodeAt(7) === 0x2d ? digits(time, 5, 2) : -1, digits(time, 8, 2));
    if (midnight === undefined) return undefined;
    const hours = digits(time, 11, 2);
    const minutes = digits(time, 14, 2);
    const seconds = digits(time, 17, 2);
    const millis = digits(time, 20, 3);
    if (Math.min(hours, minutes, seconds, millis) < 0 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
    return midnight + ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
  }
}

const DAY = 86_400_000;

/** Unix ms of midnight UTC of a day of the proleptic Gregorian calendar (years 0–9999), undefined for a day that is not one. */
function dayOf(year: number, month: number, day: number): number | undefined {
  if (year < 0 || month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31)) return undefined;
  // Days from 1970-01-01 (H. Hinnant's days_from_civil).
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) * DAY;
}
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** The number written by `count` decimal digits at `start`, or a negative number when one is not a digit. */
function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
