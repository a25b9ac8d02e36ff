import { ONE_TOKEN_WEI } from '../constants';
import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from './rules-config';

export type PhaseState = { phase: number; quotaWei: bigint; soldWei: bigint; priceWei: bigint };
export type WoohooQuote = { phase: number; amountWei: bigint; priceWei: bigint; costWei: bigint };
export type WoohooError = 'quantityInvalid' | 'insufficientQuota' | 'insufficientBalance';

/** The open phase: the first one not sold out (SPEC 1 "staged quotas"); undefined when all are. */
export function openPhase(phases: readonly PhaseState[]): PhaseState | undefined {
  return phases.find((p) => p.soldWei < p.quotaWei);
}

/**
 * SPEC 1 and 9: an order of whole $WOOHOO units from the open phase only, at its price; "Insufficient
 * quota" when what is left of the open phase cannot fill it (an order never spills into the next
 * phase at a different price), and the balance must cover the cost.
 */
export function quoteWoohoo(
  phases: readonly PhaseState[],
  input: { amountWei: bigint; availableWei: bigint },
): WoohooQuote | WoohooError {
  const { amountWei } = input;
  if (amountWei <= 0n || amountWei % ONE_TOKEN_WEI !== 0n) return 'quantityInvalid';
  const phase = openPhase(phases);
  if (!phase || amountWei > phase.quotaWei - phase.soldWei) return 'insufficientQuota';
  const costWei = (amountWei * phase.priceWei) / ONE_TOKEN_WEI;
  if (costWei > input.availableWei) return 'insufficientBalance';
  return { phase: phase.phase, amountWei, priceWei: phase.priceWei, costWei };
}

export function isWoohooQuote(value: WoohooQuote | WoohooError): value is WoohooQuote {
  return typeof value === 'object';
}

export type PositionState = 'locking' | 'releasing' | 'ended';

/** SPEC 3 and 4: where a locked position stands at `now`. */
export function positionState(
  position: { lockedWei: bigint; releasedWei: bigint; releaseStart: Date },
  now: Date,
): PositionState {
  if (position.releasedWei >= position.lockedWei) return 'ended';
  return now.getTime() < position.releaseStart.getTime() ? 'locking' : 'releasing';
}

/**
 * One day's release of a position (SPEC 3 "Locked position"): the daily ratio of the bought amount,
 * or for a position released over a number of days (the global bonus, 1/60 a day, SPEC 9) that
 * fraction rounded up so the last day releases the rest; never more than what is still locked;
 * nothing before the release start.
 */
export function dailyRelease(
  rule: Pick<RulesConfig['woohoo'], 'dailyReleaseBps'> | { releaseDays: number },
  position: { lockedWei: bigint; releasedWei: bigint; releaseStart: Date },
  day: Date,
): bigint {
  if (day.getTime() < position.releaseStart.getTime()) return 0n;
  const remaining = position.lockedWei - position.releasedWei;
  const share =
    'releaseDays' in rule
      ? (position.lockedWei + BigInt(rule.releaseDays) - 1n) / BigInt(rule.releaseDays)
      : (position.lockedWei * rule.dailyReleaseBps) / BPS_DENOMINATOR;
  return share < remaining ? share : remaining;
}
