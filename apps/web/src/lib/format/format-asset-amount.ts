import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { displayLocale } from './display-locale';
import { formatTokenAmount } from './format-token-amount';

/** An amount with its unit as the money forms show it, e.g. `1,499.5 USDT` (the one rule, then the unit). */
export function formatAssetAmount(amountWei: bigint, asset: string, locale = displayLocale()): string {
  return `${formatTokenAmount(amountWei, TOKEN_DECIMALS, locale)} ${asset}`;
}
