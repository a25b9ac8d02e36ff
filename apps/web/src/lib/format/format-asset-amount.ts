import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { formatAmount } from '@woohoo/shared/format-amount';
import { isolateLtr } from './bidi-isolate';
import { displayLocale } from './display-locale';
import { localizeDecimal } from './localize-decimal';

/**
 * An amount with its unit as the money forms show it, e.g. `1,499.5 USDT`: the rule of
 * format-token-amount.ts, then the unit, the pair isolated left to right in Persian.
 */
export function formatAssetAmount(amountWei: bigint, asset: string, locale = displayLocale()): string {
  const amount = localizeDecimal(
    formatAmount(amountWei, { decimals: TOKEN_DECIMALS, grouped: false }),
    locale,
  );
  return isolateLtr(`${amount} ${asset}`, locale);
}
