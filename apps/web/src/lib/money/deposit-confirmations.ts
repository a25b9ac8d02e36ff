import type { MoneyConfig } from '@woohoo/shared/api/money';

/**
 * How many confirmations a deposit waits for, as the deposit page and the records show it; none
 * where it is credited at the chain's finalized block instead (docs/rules.md "Deposits and payouts
 * at finality"), whose depth the chain decides.
 */
export function depositConfirmationsShown(
  config: Pick<MoneyConfig, 'depositConfirmations' | 'depositFinality'> | undefined,
): number | undefined {
  if (!config || config.depositFinality === 'finalized') return undefined;
  return config.depositConfirmations;
}
