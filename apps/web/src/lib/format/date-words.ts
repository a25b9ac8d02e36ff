/** The units a relative time counts in (format-relative-time.ts). */
export type AgoUnit = 'minute' | 'hour' | 'day';

/** What a date is written with when the runtime has no Intl data for the language. */
export type DateWordsPrecision = 'day' | 'minute' | 'second';

/**
 * A language's own words and patterns for dates, from the `dates` section of its locale file:
 * the twelve month names as its short date writes them, the date, time and date-time patterns,
 * and "n minutes/hours/days ago" in each plural form the language has.
 *
 * Decision (docs/rules.md "Languages, numbers and dates"): these are what a runtime whose Intl
 * lacks the language writes (Chromium's ICU has no Khmer, so `Intl.DateTimeFormat('km-KH')`
 * answers in English). They follow CLDR's short date with the month by name and a two-digit
 * 24-hour clock, and a test checks them against Node's full ICU in every language.
 */
export type DateWords = {
  /** January first. */
  months: readonly string[];
  /** `{{day}}`, `{{month}}`, `{{year}}`. */
  date: string;
  /** `{{hour}}`, `{{minute}}`. */
  time: string;
  /** `{{hour}}`, `{{minute}}`, `{{second}}`. */
  timeWithSeconds: string;
  /** `{{date}}`, `{{time}}`. */
  dateTime: string;
  /** Per unit, per plural category (`one`, `few`, `other`...), with `{{count}}`. */
  ago: Record<AgoUnit, Partial<Record<Intl.LDMLPluralRule, string>>>;
};

const AGO_KEYS: Record<AgoUnit, string> = { minute: 'minutesAgo', hour: 'hoursAgo', day: 'daysAgo' };
const PLURAL_KEY = /^(minutesAgo|hoursAgo|daysAgo)_(zero|one|two|few|many|other)$/;

/**
 * Reads the `dates` section of a locale file; undefined when it is missing or incomplete (the
 * runtime's Intl is then used whatever it has, which is English for a language it lacks).
 */
export function readDateWords(section: unknown): DateWords | undefined {
  if (typeof section !== 'object' || section === null) return undefined;
  const text = section as Record<string, unknown>;
  const monthTable = text.months as Record<string, unknown> | undefined;
  const months = Array.from({ length: 12 }, (_, i) => monthTable?.[String(i + 1)]);
  const patterns = [text.date, text.time, text.timeWithSeconds, text.dateTime];
  if (![...months, ...patterns].every((value) => typeof value === 'string')) return undefined;
  const ago: DateWords['ago'] = { minute: {}, hour: {}, day: {} };
  for (const [key, value] of Object.entries(text)) {
    const match = PLURAL_KEY.exec(key);
    if (!match || typeof value !== 'string') continue;
    const unit = (Object.keys(AGO_KEYS) as AgoUnit[]).find((u) => AGO_KEYS[u] === match[1]);
    if (unit) ago[unit][match[2] as Intl.LDMLPluralRule] = value;
  }
  if (!Object.values(ago).every((forms) => forms.other !== undefined)) return undefined;
  const [date, time, timeWithSeconds, dateTime] = patterns as string[];
  return { months: months as string[], date, time, timeWithSeconds, dateTime, ago } as DateWords;
}

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The calendar fields of a moment, in the device's time zone or in UTC (calendar days). */
function fieldsOf(ms: number, utc: boolean) {
  const d = new Date(ms);
  if (utc) {
    return {
      y: d.getUTCFullYear(),
      mo: d.getUTCMonth(),
      day: d.getUTCDate(),
      h: d.getUTCHours(),
      mi: d.getUTCMinutes(),
      s: d.getUTCSeconds(),
    };
  }
  return {
    y: d.getFullYear(),
    mo: d.getMonth(),
    day: d.getDate(),
    h: d.getHours(),
    mi: d.getMinutes(),
    s: d.getSeconds(),
  };
}

/** A date (and time) written with a language's own words: `2 មករា 2025, 13:04:05`. */
export function writeDateWithWords(
  ms: number,
  precision: DateWordsPrecision,
  words: DateWords,
  options: { utc?: boolean } = {},
): string {
  const f = fieldsOf(ms, options.utc ?? false);
  const date = fill(words.date, {
    day: String(f.day),
    month: words.months[f.mo] ?? String(f.mo + 1),
    year: String(f.y),
  });
  if (precision === 'day') return date;
  const clock = { hour: twoDigits(f.h), minute: twoDigits(f.mi), second: twoDigits(f.s) };
  const time = fill(precision === 'second' ? words.timeWithSeconds : words.time, clock);
  return fill(words.dateTime, { date, time });
}

/**
 * "5 minutes ago" with a language's own words. The plural form comes from Intl.PluralRules;
 * a runtime without the language's rules answers with English ones, and a form the language does
 * not have (Khmer has only `other`) falls back to `other`.
 */
export function writeAgoWithWords(count: number, unit: AgoUnit, words: DateWords, tag: string): string {
  const forms = words.ago[unit];
  let category: Intl.LDMLPluralRule = 'other';
  try {
    category = new Intl.PluralRules(tag).select(count);
  } catch {
    // a tag PluralRules rejects: the `other` form
  }
  return fill(forms[category] ?? forms.other ?? '', { count: String(count) });
}
