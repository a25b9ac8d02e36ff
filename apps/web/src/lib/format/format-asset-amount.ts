import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { formatTokenAmount } from '../../lib/format/format-token-amount';

/** How many decimals the money forms show: enough for a fee on a small amount. */
const FORM_MAX_DECIMALS = 6;

/** An amount with its unit as the money forms show it, e.g. `1,499.5 USDT` (up to 6 decimals, cut). */
export function formatAssetAmount(amountWei: bigint, asset: string): string {
  return `${formatTokenAmount(amountWei, TOKEN_DECIMALS, FORM_MAX_DECIMALS)} ${asset}`;
}
