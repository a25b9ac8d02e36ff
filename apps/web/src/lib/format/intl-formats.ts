/**
 * The Intl formatters of a language, built once per language (a list formats one row at a time).
 *
 * Decision (docs/rules.md, "Numbers and dates per language"): every language writes digits in
 * Latin (`numberingSystem: 'latn'`) and dates in the Gregorian calendar, with its own grouping,
 * decimal sign, month names and word order. Amounts, hashes and dates then read the same as in
 * the wallet, the block explorer and the server's messages (which quote figures in Latin digits),
 * and a Persian or Thai user never has to convert a figure to compare it with their wallet.
 */
const FALLBACK_LOCALE = 'en-US';
const BASE = { numberingSystem: 'latn' } as const;

export type DateTimePrecision = 'day' | 'minute' | 'second';

const DATE_TIME_OPTIONS: Record<DateTimePrecision, Intl.DateTimeFormatOptions> = {
  day: { ...BASE, calendar: 'gregory', dateStyle: 'medium' },
  minute: { ...BASE, calendar: 'gregory', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  second: { ...BASE, calendar: 'gregory', dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' },
};

const caches = new Map<string, unknown>();

/** One formatter per (kind, language); English for a tag Intl does not accept. */
function cached<F>(kind: string, locale: string, build: (tag: string) => F): F {
  const key = `${kind}|${locale}`;
  let format = caches.get(key) as F | undefined;
  if (format === undefined) {
    try {
      format = build(locale);
    } catch {
      // a tag Intl rejects: English rather than an exception in the middle of a list
      format = build(FALLBACK_LOCALE);
    }
    caches.set(key, format);
  }
  return format;
}

/** Whole numbers with the language's grouping (Latin digits). */
export function integerFormat(locale: string): Intl.NumberFormat {
  return cached(
    'integer',
    locale,
    (tag) => new Intl.NumberFormat(tag, { ...BASE, maximumFractionDigits: 0 }),
  );
}

/** The language's decimal sign: "." in English, "," in Spanish. */
export function decimalSeparator(locale: string): string {
  return cached('decimal', locale, (tag) => {
    const parts = new Intl.NumberFormat(tag, BASE).formatToParts(1.5);
    return parts.find((part) => part.type === 'decimal')?.value ?? '.';
  });
}

/** A date (and time, 24-hour) of the medium length, per precision. */
export function dateTimeFormat(locale: string, precision: DateTimePrecision): Intl.DateTimeFormat {
  return cached(
    `date-${precision}`,
    locale,
    (tag) => new Intl.DateTimeFormat(tag, DATE_TIME_OPTIONS[precision]),
  );
}

/** "5 minutes ago", "3 hours ago". */
export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  return cached(
    'relative',
    locale,
    (tag) => new Intl.RelativeTimeFormat(tag, { ...BASE, numeric: 'always' }),
  );
}

/** Percentages to two decimals: "0.5%" in English, "0,5 %" in Spanish. */
export function percentFormat(locale: string): Intl.NumberFormat {
  return cached(
    'percent',
    locale,
    (tag) => new Intl.NumberFormat(tag, { ...BASE, style: 'percent', maximumFractionDigits: 2 }),
  );
}

/** A calendar day (a settlement day, `2026-11-22`) as the language writes dates; no time zone shift. */
export function calendarDayFormat(locale: string): Intl.DateTimeFormat {
  return cached(
    'calendar-day',
    locale,
    (tag) =>
      new Intl.DateTimeFormat(tag, { ...BASE, calendar: 'gregory', dateStyle: 'medium', timeZone: 'UTC' }),
  );
}
