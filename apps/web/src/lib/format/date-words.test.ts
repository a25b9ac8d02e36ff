import { LANGUAGE_CODES, type LanguageCode } from '@woohoo/shared/languages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DateLocale, intlHasDates, makeDateLocale } from './date-locale';
import { type AgoUnit, type DateWords, readDateWords } from './date-words';
import { displayDateLocale, setDisplayLocale } from './display-locale';
import { formatCalendarDay } from './format-calendar-day';
import { formatLocalDateTime } from './format-local-date-time';
import { formatRecordTime } from './format-record-time';
import { formatRelativeTime } from './format-relative-time';

const localeFiles = import.meta.glob<{ dates?: unknown }>('../../locales/*.json', {
  eager: true,
  import: 'default',
});

function wordsOf(code: LanguageCode): DateWords {
  const words = readDateWords(localeFiles[`../../locales/${code}.json`]?.dates);
  if (!words) throw new Error(`${code}.json has no complete "dates" section`);
  return words;
}

const tagOf = (code: LanguageCode) => code.replace('_', '-');

/** The locale as a runtime without Intl data for the language sees it: its words write dates. */
const withoutIntl = (code: LanguageCode): DateLocale => ({
  tag: tagOf(code),
  words: wordsOf(code),
  intl: false,
});

/** Persian dates are wrapped in a first-strong isolate (bidi-isolate.ts); the others are not. */
const isolated = (code: LanguageCode, text: string) => (code === 'fa_IR' ? `\u2068${text}\u2069` : text);

/**
 * What CLDR writes, from Node's full ICU: the short date with the month as the language writes
 * it, and a two-digit 24-hour clock. The hand-written words must give exactly this.
 */
function cldrDate(code: LanguageCode, ms: number, precision: 'day' | 'minute' | 'second', utc = false) {
  return new Intl.DateTimeFormat(tagOf(code), {
    numberingSystem: 'latn',
    calendar: 'gregory',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(precision === 'day' ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    ...(precision === 'second' ? { second: '2-digit' } : {}),
    ...(utc ? { timeZone: 'UTC' } : {}),
  }).format(ms);
}

function cldrAgo(code: LanguageCode, count: number, unit: AgoUnit) {
  const options = { numberingSystem: 'latn', numeric: 'always' } as const;
  return new Intl.RelativeTimeFormat(tagOf(code), options).format(-count, unit);
}

/** Local times, so the expectations hold in any time zone: single digits, the year's ends, midnight. */
const MOMENTS = [
  new Date(2025, 0, 2, 13, 4, 5),
  new Date(2026, 10, 27, 6, 13, 21),
  new Date(2024, 11, 31, 0, 0, 9),
  new Date(2027, 4, 9, 23, 59, 59),
];
const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const AGES: [number, AgoUnit, number][] = [
  ...[5, 11, 21, 22, 25, 59].map((n): [number, AgoUnit, number] => [n, 'minute', n * 60]),
  ...[1, 2, 3, 5, 23].map((n): [number, AgoUnit, number] => [n, 'hour', n * 3600]),
  ...[1, 2, 4, 5, 21, 29].map((n): [number, AgoUnit, number] => [n, 'day', n * 86_400]),
];
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
  setDisplayLocale('en-US');
});

describe('date words of the locale files (docs/rules.md "Languages, numbers and dates")', () => {
  it('are checked against an ICU that has every language', () => {
    expect(LANGUAGE_CODES.filter((code) => !intlHasDates(tagOf(code)))).toEqual([]);
  });

  for (const code of LANGUAGE_CODES) {
    describe(code, () => {
      const locale = withoutIntl(code);

      it('writes dates and times as CLDR does, where the runtime lacks the language', () => {
        for (const moment of MOMENTS) {
          const ms = moment.getTime();
          for (const precision of ['day', 'minute', 'second'] as const) {
            expect(formatLocalDateTime(moment, precision, locale), `${precision} ${moment}`).toBe(
              isolated(code, cldrDate(code, ms, precision)),
            );
          }
        }
        expect(formatCalendarDay('2026-11-22', locale)).toBe(
          isolated(code, cldrDate(code, Date.UTC(2026, 10, 22), 'day', true)),
        );
        expect(formatRecordTime('2025-01-02T10:00:00.000Z', NOW, 'now', locale)).toBe(
          isolated(code, cldrDate(code, Date.parse('2025-01-02T10:00:00.000Z'), 'second')),
        );
      });

      it('writes "n minutes, hours and days ago" as CLDR does, in each plural form', () => {
        for (const [count, unit, seconds] of AGES) {
          expect(formatRelativeTime(ago(seconds), NOW, { justNow: 'now', locale }), `${count} ${unit}`).toBe(
            isolated(code, cldrAgo(code, count, unit)),
          );
        }
        expect(formatRelativeTime(ago(40 * 86_400), NOW, { justNow: 'now', locale })).toBe(
          isolated(code, cldrDate(code, NOW - 40 * 86_400_000, 'day')),
        );
      });

      if (code !== 'en_US') {
        it('names no month in English', () => {
          const english = wordsOf('en_US').months;
          const written = formatLocalDateTime(new Date(2025, 9, 2), 'day', locale);
          expect(written).not.toContain(english[9]);
        });
      }
    });
  }
});

describe('a runtime without Khmer (Chromium)', () => {
  function dropKhmer() {
    const real = {
      dates: Intl.DateTimeFormat.supportedLocalesOf,
      relative: Intl.RelativeTimeFormat.supportedLocalesOf,
    };
    const withoutKhmer = (tags: Intl.LocalesArgument) =>
      [tags ?? []]
        .flat()
        .map(String)
        .filter((tag) => !tag.startsWith('km'));
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((tags) =>
      real.dates(withoutKhmer(tags)),
    );
    vi.spyOn(Intl.RelativeTimeFormat, 'supportedLocalesOf').mockImplementation((tags) =>
      real.relative(withoutKhmer(tags)),
    );
  }

  it('is detected with supportedLocalesOf, and Khmer falls back to its words', () => {
    dropKhmer();
    expect(intlHasDates('km-KH')).toBe(false);
    expect(makeDateLocale('km-KH', wordsOf('km_KH')).intl).toBe(false);
    expect(makeDateLocale('th-TH', wordsOf('th_TH')).intl).toBe(true);
  });

  it("writes the interface language's Khmer dates by default once the language is set", () => {
    dropKhmer();
    setDisplayLocale('km-KH', wordsOf('km_KH'));
    expect(displayDateLocale().intl).toBe(false);
    expect(formatLocalDateTime(new Date(2026, 10, 27, 6, 13, 21))).toBe('27 វិច្ឆិកា 2026, 06:13:21');
    expect(formatCalendarDay('2026-01-05')).toBe('5 មករា 2026');
    expect(formatRelativeTime(ago(3 * 3600), NOW, { justNow: 'អម្បាញ់មិញ' })).toBe('3 ម៉ោង\u200bមុន');
  });

  it('keeps Intl for a language the runtime has, words or not', () => {
    setDisplayLocale('km-KH', wordsOf('km_KH'));
    expect(displayDateLocale().intl).toBe(true);
    setDisplayLocale('zh-CN', wordsOf('zh_CN'));
    expect(formatLocalDateTime(new Date(2025, 0, 2, 13, 4, 5))).toBe('2025年1月2日 13:04:05');
  });
});

describe('readDateWords', () => {
  it('refuses a section that lacks a month, a pattern or an "other" form', () => {
    const complete = localeFiles['../../locales/en_US.json']?.dates as Record<string, unknown>;
    expect(readDateWords(complete)).toBeDefined();
    expect(readDateWords(undefined)).toBeUndefined();
    const { dateTime: _dateTime, ...noPattern } = complete;
    expect(readDateWords(noPattern)).toBeUndefined();
    const { daysAgo_other: _other, ...noOther } = complete;
    expect(readDateWords(noOther)).toBeUndefined();
    expect(readDateWords({ ...complete, months: { 1: 'Jan' } })).toBeUndefined();
  });

  it('takes a plural form the language lacks from its "other" form', () => {
    // A runtime without Khmer's plural rules answers with English ones: "one" for 1.
    const khmerWithEnglishRules: DateLocale = { tag: 'en-US', words: wordsOf('km_KH'), intl: false };
    expect(formatRelativeTime(ago(60 * 60), NOW, { justNow: '', locale: khmerWithEnglishRules })).toBe(
      '1 ម៉ោង\u200bមុន',
    );
  });
});
