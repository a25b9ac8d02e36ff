import { type DateLocale, makeDateLocale } from './date-locale';
import { type AgoUnit, writeAgoWithWords, writeDateWithWords } from './date-words';
import { cachedFormat, LATIN_DIGITS } from './intl-cache';

/**
 * The one path every date, time and relative time of the app is written through
 * (format-local-date-time.ts, format-record-time.ts, format-calendar-day.ts,
 * format-relative-time.ts): the runtime's Intl where it has the language, else the language's own
 * words from its locale file (date-words.ts). Decision in docs/rules.md "Languages, numbers and
 * dates".
 */

export type DateTimePrecision = 'day' | 'minute' | 'second';

const GREGORIAN = { ...LATIN_DIGITS, calendar: 'gregory' } as const;

const DATE_TIME_OPTIONS: Record<DateTimePrecision, Intl.DateTimeFormatOptions> = {
  day: { ...GREGORIAN, dateStyle: 'medium' },
  minute: { ...GREGORIAN, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  second: { ...GREGORIAN, dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' },
};

/**
 * A locale given as a bare tag (tests, and callers that pass one) has no words: Intl writes it,
 * in English where the runtime lacks it.
 */
export function toDateLocale(locale: string | DateLocale): DateLocale {
  return typeof locale === 'string' ? makeDateLocale(locale) : locale;
}

function wordsOf(locale: DateLocale) {
  return locale.intl ? undefined : locale.words;
}

/** A date (and time, 24-hour) of the medium length, per precision, in the device's time zone. */
export function writeDateTime(ms: number, precision: DateTimePrecision, locale: DateLocale): string {
  const words = wordsOf(locale);
  if (words) return writeDateWithWords(ms, precision, words);
  return cachedFormat(
    `date-${precision}`,
    locale.tag,
    (tag) => new Intl.DateTimeFormat(tag, DATE_TIME_OPTIONS[precision]),
  ).format(ms);
}

/** A calendar day (a settlement day, `2026-11-22`, as UTC midnight) as the language writes dates. */
export function writeCalendarDay(utcMidnightMs: number, locale: DateLocale): string {
  const words = wordsOf(locale);
  if (words) return writeDateWithWords(utcMidnightMs, 'day', words, { utc: true });
  return cachedFormat(
    'calendar-day',
    locale.tag,
    (tag) => new Intl.DateTimeFormat(tag, { ...GREGORIAN, dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(utcMidnightMs);
}

/** "5 minutes ago", "3 hours ago", "2 days ago": `count` whole units in the past. */
export function writeTimeAgo(count: number, unit: AgoUnit, locale: DateLocale): string {
  const words = wordsOf(locale);
  if (words) return writeAgoWithWords(count, unit, words, locale.tag);
  return cachedFormat(
    'relative',
    locale.tag,
    (tag) => new Intl.RelativeTimeFormat(tag, { ...LATIN_DIGITS, numeric: 'always' }),
  ).format(-count, unit);
}
