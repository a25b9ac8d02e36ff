import { describe, expect, it } from 'vitest';
import {
  neverPaid,
  paidByMismatch,
  payoutTrouble,
  type VanishedFacts,
  vanishedPaidByRefusal,
  vanishedRefusal,
} from './payout-runbook-rules';

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

// Nonce 5 gone from the chain: the treasury's count at the final block is back at 5, the id unpaid.
const gone: VanishedFacts = { nonce: 5n, receipts: [], finalMinedCount: 5, paidBlock: 0n, guardedById: true };

describe('vanishedRefusal', () => {
  const nonceUsed: VanishedFacts = { ...gone, finalMinedCount: 6 };

  it('retries a payout by id while its old transaction can still come back: the contract pays the id once', () => {
    expect(vanishedRefusal('retry', gone)).toBeUndefined();
    expect(vanishedRefusal('retry', nonceUsed)).toBeUndefined();
  });

  it('returns it only once its nonce is used in a final block, so the old transaction can never pay a refunded user', () => {
    expect(vanishedRefusal('returned', gone)).toEqual({
      error: 'payoutMayStillPay',
      reason: expect.stringMatching(/nonce 5 is not used in a final block.*retry it instead/),
    });
    expect(vanishedRefusal('returned', nonceUsed)).toBeUndefined();
    // Its own transaction mined again and reverted also uses the nonce for good.
    expect(vanishedRefusal('returned', { ...nonceUsed, receipts: ['reverted'] })).toBeUndefined();
  });

  it('never retries a plain transfer (no id) whose nonce is still free', () => {
    expect(vanishedRefusal('retry', { ...gone, guardedById: false })).toEqual({
      error: 'payoutMayStillPay',
      reason: expect.stringMatching(/not a payout by id/),
    });
    expect(vanishedRefusal('retry', { ...nonceUsed, guardedById: false })).toBeUndefined();
  });

  it('refuses both when the chain shows it paid: its transaction back, or its id paid', () => {
    for (const action of ['retry', 'returned'] as const) {
      expect(vanishedRefusal(action, { ...nonceUsed, receipts: ['success'] })).toEqual({
        error: 'payoutNotResolvable',
        reason: expect.stringMatching(/on the chain again/),
      });
      expect(vanishedRefusal(action, { ...nonceUsed, paidBlock: 42n })).toEqual({
        error: 'payoutPaidOnChain',
        reason: expect.stringMatching(/paid in block 42/),
      });
    }
  });
});

describe('vanishedPaidByRefusal', () => {
  const other = { ownTransaction: false, paysId: false };

  it('accepts its own transaction mined again, a transaction paying its id, or any once its nonce is used', () => {
    expect(vanishedPaidByRefusal(gone, { ...other, ownTransaction: true })).toBeUndefined();
    expect(vanishedPaidByRefusal(gone, { ...other, paysId: true })).toBeUndefined();
    expect(vanishedPaidByRefusal({ ...gone, finalMinedCount: 6 }, other)).toBeUndefined();
  });

  it('refuses another transaction while the vanished one could still pay a second time', () => {
    expect(vanishedPaidByRefusal(gone, other)).toEqual({
      error: 'payoutMayStillPay',
      reason: expect.stringMatching(/would pay a second time/),
    });
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
