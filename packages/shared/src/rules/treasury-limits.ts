import { type DayWindow, dayOf, dayWindow } from '../settlement/settlement-day';

/**
 * The treasury's limits (docs/rules.md "Treasury limits"): a daily limit on what the hot wallet pays
 * out without a person, a low-balance alarm on what it holds, and a payout that waits for funds
 * instead of failing. Pure rules; the thresholds are `rules.treasury` in the versioned rules.
 */

/** Why a new withdrawal waits for an operator: its own size, or the day's payouts reaching the limit. */
export type ReviewReason = 'size' | 'dailyLimit';

/**
 * Whether a new withdrawal is approved at once or waits for review: at or above the auto-approval
 * threshold by its size (SPEC 4 "on-chain reviewing"); else when the day's payouts so far plus this
 * one would go beyond the daily hot-wallet limit, whatever its size. The size is named first: that
 * withdrawal would wait on any day.
 */
export function reviewReason(input: {
  amountWei: bigint;
  autoApproveBelowWei: bigint;
  paidTodayWei: bigint;
  dailyLimitWei: bigint;
}): ReviewReason | undefined {
  if (input.amountWei >= input.autoApproveBelowWei) return 'size';
  if (input.paidTodayWei + input.amountWei > input.dailyLimitWei) return 'dailyLimit';
  return undefined;
}

/**
 * The day the hot-wallet limit counts (docs/rules.md "Treasury limits"): the settlement day, 21:00 to
 * 21:00 UTC+8 (SPEC 9), the window the day's inflow and rewards are counted in.
 */
export function hotWalletDay(now: Date): DayWindow {
  const window = dayWindow(dayOf(now));
  if (!window) throw new Error('hotWalletDay: dayOf gave no day');
  return window;
}

/** One on-chain balance the alarm watches against its threshold. */
export type BalanceReading = {
  /** What the treasury holds; null when it could not be read. */
  balanceWei: bigint | null;
  thresholdWei: bigint;
};

/** `low`: below the threshold; `unknown`: not read (a check that could not run has not passed). */
export type BalanceState = 'ok' | 'low' | 'unknown';

/** Where one balance stands against its threshold; exactly at the threshold is not low. */
export function balanceState(reading: BalanceReading): BalanceState {
  if (reading.balanceWei === null) return 'unknown';
  return reading.balanceWei < reading.thresholdWei ? 'low' : 'ok';
}

/** Whether a balance state raises the alarm: low, or not known. */
export function isAlarm(state: BalanceState): boolean {
  return state !== 'ok';
}

/**
 * Whether the treasury can send a payout now: what it holds, less what payouts signed but not yet
 * mined will take, covers what this one sends. One that it cannot cover waits, approved, until it
 * can, instead of being sent to revert on chain.
 */
export function payoutCovered(input: { balanceWei: bigint; inFlightWei: bigint; sentWei: bigint }): boolean {
  return input.balanceWei - input.inFlightWei >= input.sentWei;
}
