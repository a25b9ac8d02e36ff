import type { Asset } from '@woohoo/shared/assets';
import type { Balance } from './money-types';

/**
 * One asset's platform balance as bigint, bucket by bucket: what is free to use, what waits in a
 * withdrawal, what is staked and what is vesting, and their total.
 */
export type AssetBalance = {
  availableWei: bigint;
  withdrawHoldWei: bigint;
  stakedWei: bigint;
  vestingWei: bigint;
  /** Dynamic rewards waiting for the week's assessment (docs/rules.md "Weekly assessment"). */
  rewardHoldWei: bigint;
  totalWei: bigint;
};

const ZERO: AssetBalance = {
  availableWei: 0n,
  withdrawHoldWei: 0n,
  stakedWei: 0n,
  vestingWei: 0n,
  rewardHoldWei: 0n,
  totalWei: 0n,
};

function toWei(value: string | undefined): bigint {
  return value && /^-?\d+$/.test(value) ? BigInt(value) : 0n;
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
  const withdrawHoldWei = toWei(row.withdrawHold);
  const stakedWei = toWei(row.staked);
  const vestingWei = toWei(row.vesting);
  const rewardHoldWei = toWei(row.rewardHold);
  return {
    availableWei,
    withdrawHoldWei,
    stakedWei,
    vestingWei,
    rewardHoldWei,
    totalWei: availableWei + withdrawHoldWei + stakedWei + vestingWei + rewardHoldWei,
  };
}
