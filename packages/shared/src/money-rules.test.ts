import { describe, expect, it } from 'vitest';
import { feeFromBps, quoteSwap, quoteTransfer, quoteWithdrawal } from './money-rules';

const T = 10n ** 18n;

describe('money rules', () => {
  it('rounds percentage fees up to the next smallest unit', () => {
    expect(feeFromBps(100n * T, 100n)).toBe(1n * T);
    expect(feeFromBps(1n, 100n)).toBe(1n);
    expect(feeFromBps(0n, 100n)).toBe(0n);
    expect(feeFromBps(5n * T, 0n)).toBe(0n);
  });

  it('quotes a swap at 1:1 minus the fee', () => {
    expect(quoteSwap(200n * T, 100n)).toEqual({ amountWei: 200n * T, feeWei: 2n * T, receivedWei: 198n * T });
  });

  it('refuses a swap or transfer of nothing, or one the fee would swallow', () => {
    expect(quoteSwap(0n, 100n)).toBe('amountNotPositive');
    expect(quoteSwap(-1n, 100n)).toBe('amountNotPositive');
    expect(quoteTransfer(1n, 10_000n)).toBe('feeExceedsAmount');
  });

  it('quotes a withdrawal with the flat gas fee and the minimum', () => {
    expect(quoteWithdrawal(10n * T, 10n * T, 1n * T)).toEqual({
      amountWei: 10n * T,
      feeWei: 1n * T,
      receivedWei: 9n * T,
    });
    expect(quoteWithdrawal(9n * T, 10n * T, 1n * T)).toBe('belowMinimum');
    expect(quoteWithdrawal(1n * T, 0n, 1n * T)).toBe('feeExceedsAmount');
  });
});
