import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, rulesFromJson, rulesToJson } from './rules-config';
import {
  balanceState,
  hotWalletDay,
  isAlarm,
  payoutCovered,
  reviewReason,
  sweepDecision,
  topUpNeeded,
} from './treasury-limits';

const T = 10n ** 18n;
const decide = (amount: bigint, paidToday: bigint, limit = 5000n, autoBelow = 1000n) =>
  reviewReason({
    amountWei: amount * T,
    autoApproveBelowWei: autoBelow * T,
    paidTodayWei: paidToday * T,
    dailyLimitWei: limit * T,
  });

describe('daily hot-wallet limit (docs/rules.md "Treasury limits")', () => {
  it('approves a small withdrawal at once while the day stays within the limit', () => {
    expect(decide(100n, 0n)).toBeUndefined();
    expect(decide(999n, 4001n)).toBeUndefined();
    // Reaching the limit exactly is still within it.
    expect(decide(500n, 4500n)).toBeUndefined();
  });
  it('sends any withdrawal to review once the day would pass the limit, however small', () => {
    expect(decide(500n, 4501n)).toBe('dailyLimit');
    expect(decide(10n, 5000n)).toBe('dailyLimit');
    expect(decide(10n, 9000n)).toBe('dailyLimit');
  });
  it('names the size first for a withdrawal at or above the auto-approval threshold', () => {
    expect(decide(1000n, 0n)).toBe('size');
    expect(decide(2000n, 9000n)).toBe('size');
  });
  it('counts the settlement day, 21:00 to 21:00 UTC+8', () => {
    // 12:59:59Z is 20:59:59 UTC+8: still the day ending at 21:00 that date.
    expect(hotWalletDay(new Date('2026-11-23T12:59:59Z'))).toEqual({
      day: '2026-11-23',
      start: new Date('2026-11-22T13:00:00Z'),
      end: new Date('2026-11-23T13:00:00Z'),
    });
    expect(hotWalletDay(new Date('2026-11-23T13:00:00Z')).day).toBe('2026-11-24');
  });
});

describe('low-balance alarm', () => {
  it('is low strictly below the threshold, unknown when the balance could not be read', () => {
    expect(balanceState({ balanceWei: 99n, thresholdWei: 100n })).toBe('low');
    expect(balanceState({ balanceWei: 100n, thresholdWei: 100n })).toBe('ok');
    expect(balanceState({ balanceWei: null, thresholdWei: 100n })).toBe('unknown');
  });
  it('raises the alarm on low and on unknown', () => {
    expect([isAlarm('ok'), isAlarm('low'), isAlarm('unknown')]).toEqual([false, true, true]);
  });
});

describe('a payout the treasury cannot cover waits', () => {
  it('covers what the balance less payouts in flight can send', () => {
    expect(payoutCovered({ balanceWei: 100n, inFlightWei: 0n, sentWei: 100n })).toBe(true);
    expect(payoutCovered({ balanceWei: 100n, inFlightWei: 1n, sentWei: 100n })).toBe(false);
    expect(payoutCovered({ balanceWei: 50n, inFlightWei: 0n, sentWei: 51n })).toBe(false);
  });
});

describe('the treasury section of the versioned rules', () => {
  it('round-trips through JSON and defaults for a version stored before it existed', () => {
    const changed = {
      ...DEFAULT_RULES,
      treasury: { ...DEFAULT_RULES.treasury, dailyPayoutLimitWei: 7n * T },
    };
    expect(rulesFromJson(rulesToJson(changed)).treasury.dailyPayoutLimitWei).toBe(7n * T);
    const older = rulesToJson(DEFAULT_RULES) as Record<string, unknown>;
    delete older.treasury;
    expect(rulesFromJson(older).treasury).toEqual(DEFAULT_RULES.treasury);
  });
  it('refuses a limit that is not an amount', () => {
    const json = rulesToJson(DEFAULT_RULES) as { treasury: Record<string, unknown> };
    json.treasury.lowUsdtWei = '-5';
    expect(() => rulesFromJson(json)).toThrow('rules: treasury.lowUsdtWei');
  });
});

describe('hot float and sweeps (docs/rules.md "Hot float and sweeps")', () => {
  const base = {
    balanceWei: 0n,
    pendingPayoutsWei: 0n,
    floatWei: 50_000n * T,
    marginWei: 10_000n * T,
    sweepInFlight: false,
    payoutsWaitingForFunds: 0,
  };
  it('sweeps what is above the payouts owed and the float, once it passes the margin', () => {
    expect(sweepDecision({ ...base, balanceWei: 70_000n * T })).toEqual({
      kind: 'sweep',
      amountWei: 20_000n * T,
    });
    expect(sweepDecision({ ...base, balanceWei: 90_000n * T, pendingPayoutsWei: 15_000n * T })).toEqual({
      kind: 'sweep',
      amountWei: 25_000n * T,
    });
  });
  it('holds a small excess: at or below the margin nothing moves', () => {
    expect(sweepDecision({ ...base, balanceWei: 60_000n * T })).toEqual({
      kind: 'hold',
      reason: 'withinMargin',
    });
    expect(sweepDecision({ ...base, balanceWei: 30_000n * T })).toEqual({
      kind: 'hold',
      reason: 'withinMargin',
    });
    expect(sweepDecision({ ...base, balanceWei: 70_000n * T, pendingPayoutsWei: 10_000n * T })).toEqual({
      kind: 'hold',
      reason: 'withinMargin',
    });
  });
  it('never sweeps twice at once, nor while payouts wait for funds', () => {
    expect(sweepDecision({ ...base, balanceWei: 500_000n * T, sweepInFlight: true })).toEqual({
      kind: 'hold',
      reason: 'inFlight',
    });
    expect(sweepDecision({ ...base, balanceWei: 500_000n * T, payoutsWaitingForFunds: 1 })).toEqual({
      kind: 'hold',
      reason: 'payoutsWait',
    });
  });
  it('a float of 0 and no margin sweeps every unit above the payouts owed', () => {
    expect(
      sweepDecision({ ...base, floatWei: 0n, marginWei: 0n, balanceWei: 5n, pendingPayoutsWei: 4n }),
    ).toEqual({
      kind: 'sweep',
      amountWei: 1n,
    });
  });
  it('asks for a top-up that pays what is owed and refills the float, only when short or low', () => {
    const rule = { pendingPayoutsWei: 0n, floatWei: 50_000n * T, lowWei: 20_000n * T };
    expect(topUpNeeded({ ...rule, balanceWei: 30_000n * T })).toBe(0n);
    expect(topUpNeeded({ ...rule, balanceWei: 19_000n * T })).toBe(31_000n * T);
    expect(topUpNeeded({ ...rule, balanceWei: 30_000n * T, pendingPayoutsWei: 40_000n * T })).toBe(
      60_000n * T,
    );
    expect(topUpNeeded({ ...rule, balanceWei: null })).toBeNull();
  });
  it('keeps the float and margin of a version stored before them', () => {
    const json = rulesToJson(DEFAULT_RULES) as { treasury: Record<string, unknown> };
    delete json.treasury.hotFloatUsdtWei;
    delete json.treasury.sweepMarginUsdtWei;
    const read = rulesFromJson(json).treasury;
    expect(read.hotFloatUsdtWei).toBe(50_000n * T);
    expect(read.sweepMarginUsdtWei).toBe(10_000n * T);
  });
});
