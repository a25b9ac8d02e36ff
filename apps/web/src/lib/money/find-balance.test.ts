import { describe, expect, it } from 'vitest';
import { findBalance } from './find-balance';
import type { Balance } from './money-types';

function makeBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    asset: 'USDT',
    available: '1500000000000000000',
    withdrawHold: '500000000000000000',
    staked: '3',
    vesting: '4',
    rewardHold: '5',
    ...overrides,
  };
}

describe('findBalance', () => {
  it('reads every bucket and their total as bigint', () => {
    expect(findBalance([makeBalance()], 'USDT')).toEqual({
      availableWei: 1_500_000_000_000_000_000n,
      withdrawHoldWei: 500_000_000_000_000_000n,
      stakedWei: 3n,
      vestingWei: 4n,
      rewardHoldWei: 5n,
      totalWei: 2_000_000_000_000_000_012n,
    });
  });
  it('gives zero for an asset the list does not mention', () => {
    expect(findBalance([makeBalance()], 'BHC')).toEqual({
      availableWei: 0n,
      withdrawHoldWei: 0n,
      stakedWei: 0n,
      vestingWei: 0n,
      rewardHoldWei: 0n,
      totalWei: 0n,
    });
  });
  it('gives undefined while the balances are not loaded', () => {
    expect(findBalance(undefined, 'USDT')).toBeUndefined();
  });
  it('keeps amounts beyond the safe integer range exact', () => {
    const big = '123456789012345678901234567890';
    expect(findBalance([makeBalance({ available: big, withdrawHold: '0' })], 'USDT')?.availableWei).toBe(
      BigInt(big),
    );
  });
});
