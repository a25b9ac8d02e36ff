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
    expect(quoteTransfer(T, 10_000n)).toBe('feeExceedsAmount');
  });

  it('refuses dust: an amount, or what arrives after the fee, below 0.000001', () => {
    const unit = 10n ** 12n;
    expect(quoteSwap(unit - 1n, 0n)).toBe('dust');
    expect(quoteTransfer(1n, 100n)).toBe('dust');
    expect(quoteSwap(unit, 0n)).toEqual({ amountWei: unit, feeWei: 0n, receivedWei: unit });
    // 1.5 units at a 50% fee leaves less than one unit for the recipient.
    expect(quoteTransfer((3n * unit) / 2n, 5_000n)).toBe('dust');
    expect(quoteWithdrawal(T + unit - 1n, 0n, T)).toBe('dust');
    expect(quoteWithdrawal(unit - 1n, 0n, 0n)).toBe('dust');
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
