import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import { selectPaidOutTotals, selectPayoutQueue, selectVanishedPayouts } from './payout-repository';

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
