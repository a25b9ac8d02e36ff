import { formatAmount } from '@woohoo/shared/format-amount';

/**
 * An amount in the token's smallest unit as every page shows it: the one rule of
 * `@woohoo/shared/format-amount` (6 decimals cut, grouped, "<0.000001" for dust).
 */
export function formatTokenAmount(amountWei: bigint, decimals: number): string {
  return formatAmount(amountWei, { decimals });
}
