import { describe, expect, it } from 'vitest';
import { findBalance } from './find-balance';
import type { Balance } from './money-types';

function makeBalance(overrides: Partial<Balance> = {}): Balance {
  return { asset: 'USDT', available: '1500000000000000000', locked: '500000000000000000', ...overrides };
}

describe('findBalance', () => {
  it('reads available, locked and their total as bigint', () => {
    expect(findBalance([makeBalance()], 'USDT')).toEqual({
      availableWei: 1_500_000_000_000_000_000n,
      lockedWei: 500_000_000_000_000_000n,
      totalWei: 2_000_000_000_000_000_000n,
    });
  });
  it('gives zero for an asset the list does not mention', () => {
    expect(findBalance([makeBalance()], 'BHC')).toEqual({ availableWei: 0n, lockedWei: 0n, totalWei: 0n });
  });
  it('gives undefined while the balances are not loaded', () => {
    expect(findBalance(undefined, 'USDT')).toBeUndefined();
  });
  it('keeps amounts beyond the safe integer range exact', () => {
    const big = '123456789012345678901234567890';
    expect(findBalance([makeBalance({ available: big, locked: '0' })], 'USDT')?.availableWei).toBe(
      BigInt(big),
    );
  });
});
