import { type DateLocale, makeDateLocale } from './date-locale';
import type { DateWords } from './date-words';

/**
 * The BCP 47 tag (`en-US`, `fa-IR`) that numbers, amounts and dates are formatted in: the
 * interface language. `applyLanguage` sets it before i18next switches, so the re-render that
 * the switch causes already formats in the new language. A module value rather than a React
 * context because pure describers (reward lines, conditions) format amounts outside components.
 */
let current = 'en-US';
let currentDates: DateLocale = makeDateLocale(current);

/**
 * Sets the interface language's tag and its date words (the `dates` section of its locale file),
 * which write its dates where the runtime's Intl lacks the language (date-locale.ts).
 */
export function setDisplayLocale(tag: string, dateWords?: DateWords): void {
  current = tag;
  currentDates = makeDateLocale(tag, dateWords);
}

export function displayLocale(): string {
  return current;
}

/** The interface language as dates are written in it (every date formatter's default). */
export function displayDateLocale(): DateLocale {
  return currentDates;
}
