import { displayLocale } from './display-locale';
import { type DateTimePrecision, dateTimeFormat } from './intl-formats';

/**
 * A local date-time in the interface language: `Jan 2, 2025, 13:04:05` in English,
 * `2025年1月2日 13:04:05` in Chinese, `2 ene 2025, 13:04:05` in Spanish. `precision` drops the
 * seconds (`minute`) or the time (`day`).
 *
 * Decision (docs/rules.md): the medium date of each language, with the month by name where the
 * language writes it so (no 01/02 that reads as January or February), the four-digit year and a
 * 24-hour clock, so two rows compare at a glance. Lists are ordered by the server, not by this
 * text, which is why it need not sort as a string.
 */
export function formatLocalDateTime(
  date: Date,
  precision: DateTimePrecision = 'second',
  locale = displayLocale(),
): string {
  return dateTimeFormat(locale, precision).format(date);
}
