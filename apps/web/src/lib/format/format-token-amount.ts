import { formatUnits } from 'viem';

/**
 * Formats an amount in the token's smallest unit for display: viem's formatUnits, then at most
 * `maxDecimals` decimals (cut, never rounded up, so a balance never shows more than is there),
 * trailing zeros dropped and thousands grouped with commas. Strings and bigint only, no floats
 * (STYLE "Money").
 */
export function formatTokenAmount(amountWei: bigint, decimals: number, maxDecimals = 4): string {
  const negative = amountWei < 0n;
  const [whole = '0', fraction = ''] = formatUnits(negative ? -amountWei : amountWei, decimals).split('.');
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = cut ? `${grouped}.${cut}` : grouped;
  return negative && text !== '0' ? `-${text}` : text;
}
