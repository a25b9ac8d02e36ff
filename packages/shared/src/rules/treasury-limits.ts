import { type DayWindow, dayOf, dayWindow } from '../settlement/settlement-day';

/**
 * The treasury's limits (docs/rules.md "Treasury limits"): a daily limit on what the hot wallet pays
 * out without a person, a low-balance alarm on what it holds, and a payout that waits for funds
 * instead of failing. Pure rules; the thresholds are `rules.treasury` in the versioned rules.
 */

/**
 * Why a new withdrawal waits for an operator: its own size, the day's payouts reaching the limit,
 * or its user's withdrawals of the last 24 hours passing the per-user limit (velocity). Names that
 * cross the wire: the console labels each.
 */
export const REVIEW_REASONS = ['size', 'dailyLimit', 'velocity'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/**
 * Whether a new withdrawal is approved at once or waits for review: at or above the auto-approval
 * threshold by its size (SPEC 4 "on-chain reviewing"); else when the day's payouts so far plus this
 * one would go beyond the daily hot-wallet limit, whatever its size; else when its user's
 * withdrawals of the last rolling 24 hours plus this one would go beyond the per-user limit. The
 * size is named first: that withdrawal would wait on any day.
 */
export function reviewReason(input: {
  amountWei: bigint;
  autoApproveBelowWei: bigint;
  paidTodayWei: bigint;
  dailyLimitWei: bigint;
  /** What the user asked to withdraw in the last 24 hours, rejected ones aside. */
  userLast24hWei?: bigint;
  userDailyLimitWei?: bigint;
}): ReviewReason | undefined {
  if (input.amountWei >= input.autoApproveBelowWei) return 'size';
  if (input.paidTodayWei + input.amountWei > input.dailyLimitWei) return 'dailyLimit';
  if (
    input.userDailyLimitWei !== undefined &&
    (input.userLast24hWei ?? 0n) + input.amountWei > input.userDailyLimitWei
  )
    return 'velocity';
  return undefined;
}

/** Why an operator's approval needs a second operator: the amount (four-eyes), or the day's limit. */
export type SecondApprovalReason = 'fourEyes' | 'dailyLimit';

/**
 * How many distinct operator wallets must approve a withdrawal waiting for review (docs/rules.md
 * "Treasury limits"): two above the four-eyes threshold, and two when the day's payouts so far plus
 * it would pass the daily hot-wallet limit (the limit binds operators too); else one. The amount is
 * named first: it needs two on any day.
 */
export function approvalsNeeded(input: {
  amountWei: bigint;
  fourEyesAboveWei: bigint;
  paidTodayWei: bigint;
  dailyLimitWei: bigint;
}): { needed: 1 | 2; why: SecondApprovalReason | null } {
  if (input.amountWei > input.fourEyesAboveWei) return { needed: 2, why: 'fourEyes' };
  if (input.paidTodayWei + input.amountWei > input.dailyLimitWei) return { needed: 2, why: 'dailyLimit' };
  return { needed: 1, why: null };
}

/**
 * Whether a balance adjustment of this signed amount needs a second operator (either sign counts):
 * when it, plus what the same operator adjusted alone in the asset over the last rolling 24 hours
 * (`aloneLast24hWei`, credits and debits both counted by size), passes the threshold, so splitting
 * one large adjustment into pieces under the threshold does not bypass four-eyes (docs/rules.md
 * "Treasury limits").
 */
export function adjustmentNeedsSecondOperator(
  amountWei: bigint,
  thresholdWei: bigint,
  aloneLast24hWei = 0n,
): boolean {
  return (amountWei < 0n ? -amountWei : amountWei) + aloneLast24hWei > thresholdWei;
}

/** The window of an operator's own adjustments that count towards four-eyes: a rolling 24 hours. */
export const ADJUSTMENT_ALONE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The treasury limits a change to which must wait `limitChangeDelaySec` (all of `rules.treasury`). */
export function changedTreasuryLimits(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(before).filter((key) => String(before[key]) !== String(after[key]));
}

/**
 * The earliest a rules version that changes a treasury limit may take effect: `now` plus the delay
 * of the rules in force (an operator cannot shorten the delay for the same change that uses it).
 */
export function earliestLimitChange(now: Date, limitChangeDelaySec: number): Date {
  return new Date(now.getTime() + limitChangeDelaySec * 1000);
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
