import { type DateLocale, makeDateLocale } from './date-locale';
import type { DateWords } from './date-words';
import { type ListLocale, type ListWords, makeListLocale } from './list-locale';

/**
 * The BCP 47 tag (`en-US`, `fa-IR`) that numbers, amounts and dates are formatted in: the
 * interface language. `applyLanguage` sets it before i18next switches, so the re-render that
 * the switch causes already formats in the new language. A module value rather than a React
 * context because pure describers (reward lines, conditions) format amounts outside components.
 */
let current = 'en-US';
let currentDates: DateLocale = makeDateLocale(current);
let currentLists: ListLocale = makeListLocale(current);

/**
 * Sets the interface language's tag, its date words (the `dates` section of its locale file) and
 * its list words (the `list` section), which write its dates and lists where the runtime's Intl lacks
 * the language (date-locale.ts, format-list.ts).
 */
export function setDisplayLocale(tag: string, dateWords?: DateWords, listWords?: ListWords): void {
  current = tag;
  currentDates = makeDateLocale(tag, dateWords);
  currentLists = makeListLocale(tag, listWords);
}

export function displayLocale(): string {
  return current;
}

/** The interface language as dates are written in it (every date formatter's default). */
export function displayDateLocale(): DateLocale {
  return currentDates;
}

/** The interface language as lists are joined in it (formatList's default). */
export function displayListLocale(): ListLocale {
  return currentLists;
}
