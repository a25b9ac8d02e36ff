import { isolateText } from './bidi-isolate';
import { toDateLocale, writeCalendarDay } from './date-formats';
import type { DateLocale } from './date-locale';
import { displayDateLocale } from './display-locale';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day the API names as `2026-11-22` (a settlement day) in the interface language:
 * `Nov 22, 2026`, `2026年11月22日`. The day is read and written in UTC so no time zone moves it
 * to the day before; text of another shape is shown as it came.
 */
export function formatCalendarDay(day: string, locale: string | DateLocale = displayDateLocale()): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, date);
  if (new Date(ms).getUTCDate() !== date) return day;
  const dates = toDateLocale(locale);
  return isolateText(writeCalendarDay(ms, dates), dates.tag);
}
