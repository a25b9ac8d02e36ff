import { JUST_NOW_THRESHOLD_SEC } from '@woohoo/shared/constants';

const MINUTE_SEC = 60;
const HOUR_SEC = 60 * MINUTE_SEC;
const DAY_SEC = 24 * HOUR_SEC;

/** Past this age a time reads as the locale's date rather than "n days ago" (our decision). */
export const RELATIVE_TIME_MAX_DAYS = 30;

const FALLBACK_LOCALE = 'en-US';
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build and a list makes one call per row: one of each per language. */
function cached<F>(cache: Map<string, F>, locale: string, build: (locale: string) => F): F {
  let format = cache.get(locale);
  if (!format) {
    try {
      format = build(locale);
    } catch {
      // a tag Intl does not accept: English rather than an exception in the middle of a list
      format = build(FALLBACK_LOCALE);
    }
    cache.set(locale, format);
  }
  return format;
}

const relativeFormat = (locale: string) =>
  cached(relativeFormats, locale, (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'always' }));
const dateFormat = (locale: string) =>
  cached(dateFormats, locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }));

/**
 * How long ago something happened, in the interface language (`locale`, a BCP 47 tag such as
 * i18next's `en-US`): "just now" (the translated `justNow`) under 300 s (SPEC 9), then whole
 * minutes, hours and days ("5 minutes ago", "3 hours ago"), and the locale's date from 30 days
 * on. A time slightly in the future (the server's clock ahead of the phone's) reads "just now";
 * one further ahead shows its date. Text that is not a date is shown as it came.
 */
export function formatRelativeTime(
  iso: string,
  nowMs: number,
  options: { locale: string; justNow: string },
): string {
  const timeMs = Date.parse(iso);
  if (Number.isNaN(timeMs)) return iso;
  const ageSec = (nowMs - timeMs) / 1000;
  if (Math.abs(ageSec) < JUST_NOW_THRESHOLD_SEC) return options.justNow;
  if (ageSec < 0 || ageSec >= RELATIVE_TIME_MAX_DAYS * DAY_SEC) {
    return dateFormat(options.locale).format(timeMs);
  }
  const format = relativeFormat(options.locale);
  if (ageSec < HOUR_SEC) return format.format(-Math.floor(ageSec / MINUTE_SEC), 'minute');
  if (ageSec < DAY_SEC) return format.format(-Math.floor(ageSec / HOUR_SEC), 'hour');
  return format.format(-Math.floor(ageSec / DAY_SEC), 'day');
}
