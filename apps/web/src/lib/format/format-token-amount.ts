import { formatAmount } from '@woohoo/shared/format-amount';
import { isolateLtr } from './bidi-isolate';
import { displayLocale } from './display-locale';
import { localizeDecimal } from './localize-decimal';

/**
 * An amount in the token's smallest unit as every page shows it: the one rule of
 * `@woohoo/shared/format-amount` (6 decimals cut, "<0.000001" for dust), grouped and with the
 * decimal sign of the interface language (`1,060.4999` in English, `1.060,4999` in Spanish).
 * Strings and bigint all the way: no digit is lost however large the amount. In Persian the
 * figure is isolated left to right (bidi-isolate.ts) wherever it is placed.
 */
export function formatTokenAmount(amountWei: bigint, decimals: number, locale = displayLocale()): string {
  return isolateLtr(localizeDecimal(formatAmount(amountWei, { decimals, grouped: false }), locale), locale);
}
