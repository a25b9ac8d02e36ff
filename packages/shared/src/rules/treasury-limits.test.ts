import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, rulesFromJson, rulesToJson } from './rules-config';
import {
  adjustmentNeedsSecondOperator,
  approvalsNeeded,
  balanceState,
  changedTreasuryLimits,
  earliestLimitChange,
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

describe('limits that bind operators too (docs/rules.md "Treasury limits")', () => {
  const approvals = (amount: bigint, paidToday: bigint) =>
    approvalsNeeded({
      amountWei: amount * T,
      fourEyesAboveWei: 10_000n * T,
      paidTodayWei: paidToday * T,
      dailyLimitWei: 50_000n * T,
    });
  it('needs one operator at or below the four-eyes threshold while the day has room', () => {
    expect(approvals(10_000n, 40_000n)).toEqual({ needed: 1, why: null });
  });
  it('needs two distinct operators above the threshold, whatever the day', () => {
    expect(approvals(10_001n, 0n)).toEqual({ needed: 2, why: 'fourEyes' });
  });
  it('needs a second operator once an approval would take the day past the daily limit', () => {
    expect(approvals(2_000n, 48_000n)).toEqual({ needed: 1, why: null });
    expect(approvals(2_000n, 48_001n)).toEqual({ needed: 2, why: 'dailyLimit' });
  });
  it("sends a withdrawal to review once its user's last 24 hours would pass the per-user limit", () => {
    const velocity = (amount: bigint, last24h: bigint) =>
      reviewReason({
        amountWei: amount * T,
        autoApproveBelowWei: 1000n * T,
        paidTodayWei: 0n,
        dailyLimitWei: 50_000n * T,
        userLast24hWei: last24h * T,
        userDailyLimitWei: 5000n * T,
      });
    expect(velocity(900n, 4100n)).toBeUndefined();
    expect(velocity(900n, 4101n)).toBe('velocity');
    // The size is still named first.
    expect(velocity(1000n, 4101n)).toBe('size');
  });
  it('asks a second operator for an adjustment above the threshold, credit or debit', () => {
    expect(adjustmentNeedsSecondOperator(1000n * T, 1000n * T)).toBe(false);
    expect(adjustmentNeedsSecondOperator(1000n * T + 1n, 1000n * T)).toBe(true);
    expect(adjustmentNeedsSecondOperator(-(1000n * T + 1n), 1000n * T)).toBe(true);
  });
  it("counts the operator's own adjustments of the last 24 hours, so pieces under the threshold add up", () => {
    // 600 alone already: 400 more reaches the threshold exactly (within), 401 passes it.
    expect(adjustmentNeedsSecondOperator(400n * T, 1000n * T, 600n * T)).toBe(false);
    expect(adjustmentNeedsSecondOperator(400n * T + 1n, 1000n * T, 600n * T)).toBe(true);
    // A debit piece counts by its size, as the sum does.
    expect(adjustmentNeedsSecondOperator(-(500n * T), 1000n * T, 600n * T)).toBe(true);
    expect(adjustmentNeedsSecondOperator(1n, 1000n * T, 1000n * T)).toBe(true);
  });
  it('names the treasury limits a version changes, and when it may take effect at the earliest', () => {
    const before = rulesToJson(DEFAULT_RULES) as { treasury: Record<string, unknown> };
    const after = { ...before.treasury, fourEyesAboveWei: (20_000n * T).toString() };
    expect(changedTreasuryLimits(before.treasury, before.treasury)).toEqual([]);
    expect(changedTreasuryLimits(before.treasury, after)).toEqual(['fourEyesAboveWei']);
    expect(earliestLimitChange(new Date('2026-12-07T00:00:00Z'), 86_400)).toEqual(
      new Date('2026-12-08T00:00:00Z'),
    );
  });
  it('reads a stored version from before the new limits with their defaults', () => {
    const json = rulesToJson(DEFAULT_RULES) as { treasury: Record<string, unknown> };
    const {
      fourEyesAboveWei: _a,
      userDailyLimitWei: _b,
      adjustmentFourEyesAboveWei: _c,
      limitChangeDelaySec: _d,
      ...old
    } = json.treasury;
    const read = rulesFromJson({ ...json, treasury: old });
    expect(read.treasury).toEqual(DEFAULT_RULES.treasury);
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
