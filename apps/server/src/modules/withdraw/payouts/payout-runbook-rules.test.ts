import { describe, expect, it } from 'vitest';
import { neverPaid, paidByMismatch, payoutTrouble } from './payout-runbook-rules';

describe('payoutTrouble', () => {
  it('lists failed and vanished payouts as recorded', () => {
    expect(payoutTrouble('failed', 3n, { minedCount: 9, receipts: ['reverted'] })).toBe('failed');
    expect(payoutTrouble('vanished', 3n, { minedCount: 9, receipts: [] })).toBe('vanished');
  });

  it('calls a signed payout nonce-collided only when the chain used its nonce and mined none of its transactions', () => {
    expect(payoutTrouble('signed', 3n, { minedCount: 4, receipts: [] })).toBe('nonceCollided');
    expect(payoutTrouble('signed', 3n, { minedCount: 3, receipts: [] })).toBeUndefined();
    expect(payoutTrouble('signed', 3n, { minedCount: 4, receipts: ['success'] })).toBeUndefined();
    expect(payoutTrouble('confirmed', 3n, { minedCount: 9, receipts: ['success'] })).toBeUndefined();
  });
});

describe('neverPaid', () => {
  it('holds for a reverted payout whose every transaction reverted, and for a taken nonce', () => {
    expect(neverPaid('failed', { minedCount: 4, receipts: ['reverted'] })).toBe(true);
    expect(neverPaid('nonceCollided', { minedCount: 4, receipts: [] })).toBe(true);
  });

  it('refuses when anything of its nonce succeeded, or the payout is vanished', () => {
    expect(neverPaid('failed', { minedCount: 4, receipts: ['reverted', 'success'] })).toBe(false);
    expect(neverPaid('failed', { minedCount: 4, receipts: [] })).toBe(false);
    expect(neverPaid('vanished', { minedCount: 4, receipts: [] })).toBe(false);
    expect(neverPaid(undefined, { minedCount: 4, receipts: [] })).toBe(false);
  });
});

describe('paidByMismatch', () => {
  const expected = { token: '0xToken', from: '0xTreasury', to: '0xUser', sentWei: 39n };
  const transfer = { token: '0xtoken', from: '0xtreasury', to: '0xuser', value: 39n };
  const seen = { status: 'success' as const, final: true, transfers: [transfer] };

  it('accepts a final transfer of exactly the amount, addresses in any case', () => {
    expect(paidByMismatch(expected, seen)).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(paidByMismatch(expected, { ...seen, status: 'reverted' })).toBe('the transaction reverted');
    expect(paidByMismatch(expected, { ...seen, final: false })).toBe('the transaction is not final yet');
    expect(paidByMismatch(expected, { ...seen, transfers: [{ ...transfer, token: '0xother' }] })).toMatch(
      /none of/,
    );
    expect(paidByMismatch(expected, { ...seen, transfers: [{ ...transfer, from: '0xsomeone' }] })).toMatch(
      /none of/,
    );
    expect(paidByMismatch(expected, { ...seen, transfers: [{ ...transfer, to: '0xother' }] })).toMatch(
      /another address/,
    );
    expect(paidByMismatch(expected, { ...seen, transfers: [{ ...transfer, value: 38n }] })).toBe(
      'the transaction sent 38, not the 39 this withdrawal sends',
    );
  });
});
