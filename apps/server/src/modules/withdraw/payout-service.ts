import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import {
  selectInFlightTotal,
  selectPaidOutTotals,
  selectPayoutQueue,
  selectVanishedPayouts,
} from './payout-repository';
import { clearPayoutWait, selectPayoutWaits, updatePayoutWait } from './withdraw-repository';

/** The payouts as the rest of the server sees them: the queue, what left, what the chain lost. */

/** Approved withdrawals waiting for their payout: how many, and how long the oldest has waited. */
export function payoutQueue(db: Queryable): Promise<{ length: number; oldestAgeSec: number }> {
  return selectPayoutQueue(db);
}

/** What paid withdrawals sent out through the chain, per asset (amount less fee). */
export function paidOutTotals(db: Queryable): Promise<{ asset: Asset; amount: string }[]> {
  return selectPaidOutTotals(db);
}

/** Paid withdrawals whose payout transaction the chain no longer has: an operator must check them. */
export function vanishedPayouts(db: Queryable): Promise<{ id: string; tx_hash: string }[]> {
  return selectVanishedPayouts(db);
}

/** What payouts of `asset` signed from `from` and not yet mined will still take from the treasury. */
export function payoutsInFlight(db: Queryable, chainId: number, from: string, asset: Asset): Promise<bigint> {
  return selectInFlightTotal(db, chainId, from, asset);
}

/**
 * Records why an approved withdrawal's payout waits (docs/rules.md "Treasury limits"): it stays
 * approved, its user sees "processing", the operator sees the reason. True the first time.
 */
export function markPayoutWaiting(db: Queryable, withdrawalId: string, reason: string): Promise<boolean> {
  return updatePayoutWait(db, withdrawalId, reason);
}

/** The payout can be sent: its wait ends. True when it had been waiting. */
export function endPayoutWait(db: Queryable, withdrawalId: string): Promise<boolean> {
  return clearPayoutWait(db, withdrawalId);
}

/** Approved withdrawals whose payouts wait for funds: how many, what they send, since when. */
export function payoutWaits(
  db: Queryable,
): Promise<{ count: number; amount: string; oldestSince: Date | null }> {
  return selectPayoutWaits(db);
}
