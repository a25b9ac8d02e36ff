import type { Asset } from '@woohoo/shared/assets';
import type { Balance } from './money-types';

export type AssetBalance = { availableWei: bigint; lockedWei: bigint; totalWei: bigint };

const ZERO: AssetBalance = { availableWei: 0n, lockedWei: 0n, totalWei: 0n };

function toWei(value: string): bigint {
  return /^-?\d+$/.test(value) ? BigInt(value) : 0n;
}

/**
 * One asset's platform balance as bigint (the API sends decimal strings of the smallest unit).
 * Undefined while the list is not loaded; an asset the list does not mention holds zero.
 */
export function findBalance(
  balances: readonly Balance[] | undefined,
  asset: Asset,
): AssetBalance | undefined {
  if (!balances) return undefined;
  const row = balances.find((balance) => balance.asset === asset);
  if (!row) return ZERO;
  const availableWei = toWei(row.available);
  const lockedWei = toWei(row.locked);
  return { availableWei, lockedWei, totalWei: availableWei + lockedWei };
}
