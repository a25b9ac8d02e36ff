import { JUST_NOW_THRESHOLD_SEC } from '@woohoo/shared/constants';
import { isolateText } from './bidi-isolate';
import { toDateLocale, writeDateTime, writeTimeAgo } from './date-formats';
import type { DateLocale } from './date-locale';
import { displayDateLocale } from './display-locale';

const MINUTE_SEC = 60;
const HOUR_SEC = 60 * MINUTE_SEC;
const DAY_SEC = 24 * HOUR_SEC;

/** Past this age a time reads as the locale's date rather than "n days ago" (our decision). */
export const RELATIVE_TIME_MAX_DAYS = 30;

/**
 * How long ago something happened, in the interface language (or `locale`): "just now" (the
 * translated `justNow`) under 300 s (SPEC 9), then whole minutes, hours and days ("5 minutes
 * ago", "3 hours ago"), and the locale's date from 30 days on, in Latin digits and the Gregorian
 * calendar (see intl-cache.ts). A time slightly in the future (the server's clock ahead of the
 * phone's) reads "just now"; one further ahead shows its date. Text that is not a date is shown
 * as it came.
 */
export function formatRelativeTime(
  iso: string,
  nowMs: number,
  options: { justNow: string; locale?: string | DateLocale },
): string {
  const timeMs = Date.parse(iso);
  if (Number.isNaN(timeMs)) return iso;
  const ageSec = (nowMs - timeMs) / 1000;
  if (Math.abs(ageSec) < JUST_NOW_THRESHOLD_SEC) return options.justNow;
  const dates = toDateLocale(options.locale ?? displayDateLocale());
  return isolateText(relativeText(timeMs, ageSec, dates), dates.tag);
}

/** "5 minutes ago", "3 hours ago", "2 days ago", or the date from 30 days on. */
function relativeText(timeMs: number, ageSec: number, locale: DateLocale): string {
  if (ageSec < 0 || ageSec >= RELATIVE_TIME_MAX_DAYS * DAY_SEC) {
    return writeDateTime(timeMs, 'day', locale);
  }
  if (ageSec < HOUR_SEC) return writeTimeAgo(Math.floor(ageSec / MINUTE_SEC), 'minute', locale);
  if (ageSec < DAY_SEC) return writeTimeAgo(Math.floor(ageSec / HOUR_SEC), 'hour', locale);
  return writeTimeAgo(Math.floor(ageSec / DAY_SEC), 'day', locale);
}
