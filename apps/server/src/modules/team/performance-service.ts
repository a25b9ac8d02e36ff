import type { Queryable } from '../../db/db';
import { selectPerformanceOrders, selectPerformanceTotals, selectReferralLists } from './team-repository';

/**
 * The tree and what counts as performance (SPEC 3 "node performance": node orders and stakes, at
 * what they paid), read in bulk for the daily settlement: one statement each, whatever the number
 * of users.
 */

/** The referral tree of the users registered before `before`: ids and referrer ids as two lists. */
export function referralTreeBefore(
  db: Queryable,
  before: Date,
): Promise<{ n: number; ids: string | null; refs: string | null }> {
  return selectReferralLists(db, before);
}

/** Each user's own performance before `before`, and whether it began at `since` or later. */
export function performanceBefore(
  db: Queryable,
  before: Date,
  since: Date,
): Promise<{ user_id: string; amount: string; first_today: boolean }[]> {
  return selectPerformanceTotals(db, before, since);
}

/** The node orders and stakes made from `from` to `to`, by source and id. */
export function performanceOrdersBetween(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<{ source: 'node_order' | 'stake_order'; id: string; user_id: string; amount: string }[]> {
  return selectPerformanceOrders(db, from, to);
}
