import { describe, expect, it } from 'vitest';
import { validateSwap } from './validate-swap';

const USDT = 10n ** 18n;

function makeInput(overrides: Partial<Parameters<typeof validateSwap>[0]> = {}) {
  return { text: '100', availableWei: 500n * USDT, feeBps: 300n, ...overrides };
}

describe('validateSwap', () => {
  it('swaps 1:1 minus the percentage fee', () => {
    expect(validateSwap(makeInput())).toEqual({
      ok: true,
      quote: { amountWei: 100n * USDT, feeWei: 3n * USDT, receivedWei: 97n * USDT },
    });
  });
  it('refuses dust: an amount below 0.000001 would show as nothing anywhere', () => {
    const check = validateSwap(makeInput({ text: '0.000000000000000001' }));
    expect(check).toEqual({ ok: false, problem: 'amountDust' });
  });
  it('refuses an amount whose fee leaves the receiver less than 0.000001', () => {
    expect(validateSwap(makeInput({ text: '0.000001' }))).toEqual({ ok: false, problem: 'amountDust' });
  });
  it('needs an amount (SPEC 5)', () => {
    expect(validateSwap(makeInput({ text: '' }))).toEqual({ ok: false, problem: 'missing' });
  });
  it('asks for the correct amount for zero', () => {
    expect(validateSwap(makeInput({ text: '0.0' }))).toEqual({ ok: false, problem: 'amountInvalid' });
  });
  it('says insufficient balance above the available USDT, with the fee and USDB it would bring', () => {
    expect(validateSwap(makeInput({ text: '1000' }))).toEqual({
      ok: false,
      problem: 'insufficientBalance',
      cost: { amountWei: 1000n * USDT, feeWei: 30n * USDT, receivedWei: 970n * USDT },
    });
  });
});
