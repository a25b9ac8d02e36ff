/**
 * The BCP 47 tag (`en-US`, `fa-IR`) that numbers, amounts and dates are formatted in: the
 * interface language. `applyLanguage` sets it before i18next switches, so the re-render that
 * the switch causes already formats in the new language. A module value rather than a React
 * context because pure describers (reward lines, conditions) format amounts outside components.
 */
let current = 'en-US';

export function setDisplayLocale(tag: string): void {
  current = tag;
}

export function displayLocale(): string {
  return current;
}
