import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { formatUnits } from 'viem';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { parseSignedWei } from '../../../lib/format/format-signed-amount';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';

/** The console is English only, whatever language the user pages were last set to. */
const CONSOLE_LOCALE = 'en-US';

/**
 * An amount the API sent (a decimal string of the smallest unit, possibly signed) as the app
 * shows amounts: the shared rule of lib/format in English, with the asset after it when given.
 */
export function formatConsoleAmount(valueWei: string | bigint, asset?: string): string {
  const amountWei = typeof valueWei === 'bigint' ? valueWei : parseSignedWei(valueWei);
  return asset
    ? formatAssetAmount(amountWei, asset, CONSOLE_LOCALE)
    : formatTokenAmount(amountWei, TOKEN_DECIMALS, CONSOLE_LOCALE);
}

/** An amount with every decimal (what a confirmation promises), grouping-free: 1499.000000000000000001 USDT. */
export function formatExactConsoleAmount(valueWei: string | bigint, asset: string): string {
  const amountWei = typeof valueWei === 'bigint' ? valueWei : parseSignedWei(valueWei);
  return `${formatUnits(amountWei, TOKEN_DECIMALS)} ${asset}`;
}

/** What the user receives of a withdrawal: the amount less the fee (as the user's own record shows it). */
export function withdrawalReceivedWei(amountWei: string, feeWei: string): bigint {
  return parseSignedWei(amountWei) - parseSignedWei(feeWei);
}
