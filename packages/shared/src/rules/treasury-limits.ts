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

/** What the sweep decision reads (docs/rules.md "Treasury limits", "Hot float and sweeps"). */
export type SweepInput = {
  /** The hot wallet's USDT balance on chain. */
  balanceWei: bigint;
  /** What approved payouts not yet settled will take from it: signed and not yet signed. */
  pendingPayoutsWei: bigint;
  floatWei: bigint;
  marginWei: bigint;
  /** A sweep signed and not yet final: at most one at a time. */
  sweepInFlight: boolean;
  /** Approved payouts waiting because the hot wallet cannot cover them. */
  payoutsWaitingForFunds: number;
};

/** `sweep` with the amount to send to cold, or why nothing is swept now. */
export type SweepDecision =
  | { kind: 'sweep'; amountWei: bigint }
  | { kind: 'hold'; reason: 'inFlight' | 'payoutsWait' | 'withinMargin' };

/**
 * Whether the hot wallet sends its excess to cold now: the excess is what it holds beyond the
 * payouts it owes and the float, swept whole once it passes the margin (so small inflows do not
 * sweep each tick). Never two sweeps at once, and never while a payout waits for funds: money a
 * payout waits for is not excess, whatever the arithmetic says.
 */
export function sweepDecision(input: SweepInput): SweepDecision {
  if (input.sweepInFlight) return { kind: 'hold', reason: 'inFlight' };
  if (input.payoutsWaitingForFunds > 0) return { kind: 'hold', reason: 'payoutsWait' };
  const excessWei = input.balanceWei - input.pendingPayoutsWei - input.floatWei;
  if (excessWei <= input.marginWei) return { kind: 'hold', reason: 'withinMargin' };
  return { kind: 'sweep', amountWei: excessWei };
}

/**
 * How much to move from cold to hot (docs/rules.md "Hot float and sweeps"): nothing while the hot
 * wallet covers what approved payouts need and stays at or above the low-balance threshold; else
 * enough to pay them and refill the float. Null when the balance could not be read.
 */
export function topUpNeeded(input: {
  balanceWei: bigint | null;
  pendingPayoutsWei: bigint;
  floatWei: bigint;
  lowWei: bigint;
}): bigint | null {
  if (input.balanceWei === null) return null;
  const short = input.balanceWei < input.pendingPayoutsWei || input.balanceWei < input.lowWei;
  if (!short) return 0n;
  const wanted = input.pendingPayoutsWei + input.floatWei - input.balanceWei;
  return wanted > 0n ? wanted : 0n;
}
