import { displayLocale } from './display-locale';
import { integerFormat } from './number-formats';

/** A count (team size, shares, nodes left) with the interface language's grouping: 1,250 or 1.250. */
export function formatCount(count: number | bigint, locale = displayLocale()): string {
  return integerFormat(locale).format(count);
}
