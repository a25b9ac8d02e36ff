import { quoteSwap, quoteWithdrawal } from '@woohoo/shared/money-rules';
import { describe, expect, it } from 'vitest';
import { problemOfQuoteError, validateAmount } from './validate-amount';

const USDT = 10n ** 18n;

function makeInput(overrides: Partial<Parameters<typeof validateAmount>[0]> = {}) {
  return {
    text: '10',
    availableWei: 100n * USDT,
    quote: (amount: bigint) => quoteSwap(amount, 50n),
    ...overrides,
  };
}

describe('validateAmount', () => {
  it('quotes a valid amount', () => {
    expect(validateAmount(makeInput())).toEqual({
      ok: true,
      quote: { amountWei: 10n * USDT, feeWei: USDT / 20n, receivedWei: 10n * USDT - USDT / 20n },
    });
  });
  it('asks for the correct amount when the input is empty, a lone dot or zero', () => {
    for (const text of ['', '.', '0', '0.000']) {
      expect(validateAmount(makeInput({ text })), text).toEqual({ ok: false, problem: 'amountInvalid' });
    }
  });
  it('says insufficient balance above the available balance, with what the amount would cost', () => {
    const amountWei = 100n * USDT + 1n;
    expect(validateAmount(makeInput({ text: '100.000000000000000001' }))).toEqual({
      ok: false,
      problem: 'insufficientBalance',
      cost: quoteSwap(amountWei, 50n),
    });
  });
  it('accepts exactly the available balance', () => {
    expect(validateAmount(makeInput({ text: '100' })).ok).toBe(true);
  });
  it('names the minimum when below it, before looking at the balance', () => {
    const quote = (amount: bigint) => quoteWithdrawal(amount, 10n * USDT, USDT);
    expect(validateAmount(makeInput({ text: '5', availableWei: 0n, quote }))).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
  });
});

describe('problemOfQuoteError', () => {
  it('maps the shared quote errors to the SPEC 8 messages', () => {
    expect(problemOfQuoteError('amountNotPositive')).toBe('amountInvalid');
    expect(problemOfQuoteError('belowMinimum')).toBe('belowMinimum');
    expect(problemOfQuoteError('dust')).toBe('amountDust');
    expect(problemOfQuoteError('feeExceedsAmount')).toBe('insufficientAmount');
  });
});
