import { formatUnits } from 'viem';
import { DISPLAY_DECIMALS } from './assets';

/**
 * The one rule for showing an amount, used by every page of the web app and by the server's CSV
 * export: 18-decimal units, at most 6 decimals (`ASSET_DISPLAY_DECIMALS`), cut toward zero so a
 * balance never shows more than is there (1,060.4999 stays 1,060.4999), trailing zeros dropped,
 * thousands grouped with commas. A non-zero amount smaller than one display unit reads "<0.000001",
 * never "0". Strings and bigint only (STYLE "Money").
 */
export function formatAmount(
  amountWei: bigint,
  options: { decimals?: number; displayDecimals?: number; signed?: boolean; grouped?: boolean } = {},
): string {
  const { decimals = 18, displayDecimals = DISPLAY_DECIMALS, signed = false, grouped = true } = options;
  if (amountWei === 0n) return '0';
  const negative = amountWei < 0n;
  const magnitude = negative ? -amountWei : amountWei;
  const sign = negative ? '-' : signed ? '+' : '';
  const unit = decimals > displayDecimals ? 10n ** BigInt(decimals - displayDecimals) : 1n;
  if (magnitude < unit) return `${sign}<${formatUnits(unit, decimals)}`;
  const [whole = '0', fraction = ''] = formatUnits(magnitude, decimals).split('.');
  const cut = fraction.slice(0, displayDecimals).replace(/0+$/, '');
  const head = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${sign}${cut ? `${head}.${cut}` : head}`;
}

/** An amount cut to what is shown, in the smallest unit: what Max fills in and what the user sees. */
export function cutToDisplay(amountWei: bigint, decimals = 18, displayDecimals = DISPLAY_DECIMALS): bigint {
  if (decimals <= displayDecimals) return amountWei;
  const unit = 10n ** BigInt(decimals - displayDecimals);
  return amountWei - (amountWei % unit);
}
