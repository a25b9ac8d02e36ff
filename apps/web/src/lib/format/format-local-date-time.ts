import { isolateText } from './bidi-isolate';
import { type DateTimePrecision, toDateLocale, writeDateTime } from './date-formats';
import type { DateLocale } from './date-locale';
import { displayDateLocale } from './display-locale';

/**
 * A local date-time in the interface language: `Jan 2, 2025, 13:04:05` in English,
 * `2025年1月2日 13:04:05` in Chinese, `2 ene 2025, 13:04:05` in Spanish, `2 មករា 2025, 13:04:05`
 * in Khmer (from its locale file where the browser's Intl lacks Khmer). `precision` drops the
 * seconds (`minute`) or the time (`day`).
 *
 * Decision (docs/rules.md): the medium date of each language, with the month by name where the
 * language writes it so (no 01/02 that reads as January or February), the four-digit year and a
 * 24-hour clock, so two rows compare at a glance. Lists are ordered by the server, not by this
 * text, which is why it need not sort as a string. In Persian the date is isolated
 * (bidi-isolate.ts) so it keeps its word order in any cell.
 */
export function formatLocalDateTime(
  date: Date,
  precision: DateTimePrecision = 'second',
  locale: string | DateLocale = displayDateLocale(),
): string {
  const dates = toDateLocale(locale);
  return isolateText(writeDateTime(date.getTime(), precision, dates), dates.tag);
}
