import { describe, expect, it } from 'vitest';
import { validateWithdrawal } from './validate-withdrawal';

const USDT = 10n ** 18n;

function makeInput(overrides: Partial<Parameters<typeof validateWithdrawal>[0]> = {}) {
  return { text: '50', availableWei: 100n * USDT, minWei: 10n * USDT, feeWei: USDT, ...overrides };
}

describe('validateWithdrawal', () => {
  it('takes the gas fee out of the amount', () => {
    expect(validateWithdrawal(makeInput())).toEqual({
      ok: true,
      quote: { amountWei: 50n * USDT, feeWei: USDT, receivedWei: 49n * USDT },
    });
  });
  it('accepts exactly the minimum', () => {
    expect(validateWithdrawal(makeInput({ text: '10' })).ok).toBe(true);
  });
  it('names the minimum below it, instead of "Insufficient amount"', () => {
    expect(validateWithdrawal(makeInput({ text: '9.99' }))).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
  });
  it('says "Insufficient amount" when the fee would eat the whole amount', () => {
    expect(validateWithdrawal(makeInput({ text: '1', minWei: 0n }))).toEqual({
      ok: false,
      problem: 'insufficientAmount',
    });
  });
  it('says "Insufficient balance" above the available balance, with what would arrive', () => {
    expect(validateWithdrawal(makeInput({ text: '100.5' }))).toEqual({
      ok: false,
      problem: 'insufficientBalance',
      cost: { amountWei: 1005n * (USDT / 10n), feeWei: USDT, receivedWei: 995n * (USDT / 10n) },
    });
  });
  it('says "Please enter the correct amount" for an empty or zero amount', () => {
    expect(validateWithdrawal(makeInput({ text: '' }))).toEqual({ ok: false, problem: 'amountInvalid' });
    expect(validateWithdrawal(makeInput({ text: '0' }))).toEqual({ ok: false, problem: 'amountInvalid' });
  });
});
