import { cachedFormat, LATIN_DIGITS } from './intl-cache';

export type DateTimePrecision = 'day' | 'minute' | 'second';

const GREGORIAN = { ...LATIN_DIGITS, calendar: 'gregory' } as const;

const DATE_TIME_OPTIONS: Record<DateTimePrecision, Intl.DateTimeFormatOptions> = {
  day: { ...GREGORIAN, dateStyle: 'medium' },
  minute: { ...GREGORIAN, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  second: { ...GREGORIAN, dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' },
};

/** A date (and time, 24-hour) of the medium length, per precision. */
export function dateTimeFormat(locale: string, precision: DateTimePrecision): Intl.DateTimeFormat {
  return cachedFormat(
    `date-${precision}`,
    locale,
    (tag) => new Intl.DateTimeFormat(tag, DATE_TIME_OPTIONS[precision]),
  );
}

/** A calendar day (a settlement day, `2026-11-22`) as the language writes dates; no time zone shift. */
export function calendarDayFormat(locale: string): Intl.DateTimeFormat {
  return cachedFormat(
    'calendar-day',
    locale,
    (tag) => new Intl.DateTimeFormat(tag, { ...GREGORIAN, dateStyle: 'medium', timeZone: 'UTC' }),
  );
}

/** "5 minutes ago", "3 hours ago". */
export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  return cachedFormat(
    'relative',
    locale,
    (tag) => new Intl.RelativeTimeFormat(tag, { ...LATIN_DIGITS, numeric: 'always' }),
  );
}
