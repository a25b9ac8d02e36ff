import { describe, expect, it } from 'vitest';
import { planDeposit } from './plan-deposit';

function makeInput(overrides: Partial<Parameters<typeof planDeposit>[0]> = {}) {
  return { balanceWei: 100n, allowanceWei: 0n, amountWei: 50n, ...overrides };
}

describe('planDeposit (SPEC 4 deposit flow)', () => {
  it('stops with insufficient balance when the wallet holds less than the amount', () => {
    expect(planDeposit(makeInput({ balanceWei: 49n }))).toEqual({ kind: 'insufficientBalance' });
  });
  it('allows depositing the whole balance', () => {
    expect(planDeposit(makeInput({ balanceWei: 50n, allowanceWei: 51n }))).toEqual({
      kind: 'deposit',
      approve: false,
    });
  });
  it('approves first when the allowance is below the amount', () => {
    expect(planDeposit(makeInput({ allowanceWei: 49n }))).toEqual({ kind: 'deposit', approve: true });
  });
  it('approves first when the allowance equals the amount ("at most")', () => {
    expect(planDeposit(makeInput({ allowanceWei: 50n }))).toEqual({ kind: 'deposit', approve: true });
  });
  it('deposits directly when the allowance is above the amount', () => {
    expect(planDeposit(makeInput({ allowanceWei: 2n ** 256n - 1n }))).toEqual({
      kind: 'deposit',
      approve: false,
    });
  });
});
