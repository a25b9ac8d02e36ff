import { JUST_NOW_THRESHOLD_SEC } from '@woohoo/shared/constants';
import type { DateLocale } from './date-locale';
import { displayDateLocale } from './display-locale';
import { formatLocalDateTime } from './format-local-date-time';

/**
 * When a record happened: "just now" under 300 s (SPEC 9), else the local date-time in the
 * interface language. A time slightly in the future (the server's clock ahead of the phone's)
 * also reads "just now". Text that is not a date is shown as it came.
 */
export function formatRecordTime(
  iso: string,
  nowMs: number,
  justNow: string,
  locale: string | DateLocale = displayDateLocale(),
): string {
  const timeMs = Date.parse(iso);
  if (Number.isNaN(timeMs)) return iso;
  const ageSec = (nowMs - timeMs) / 1000;
  if (ageSec < JUST_NOW_THRESHOLD_SEC && ageSec > -JUST_NOW_THRESHOLD_SEC) return justNow;
  return formatLocalDateTime(new Date(timeMs), 'second', locale);
}
