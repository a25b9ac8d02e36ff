import type { PayoutSwitch } from '@woohoo/shared/api/operator-payouts';
import type { Db, Queryable } from '../../db/db';
import type { AuditedChange } from '../operator/operator-audit';
import {
  lockPayoutSwitch,
  type StoredPayoutSwitch,
  selectPayoutSwitch,
  upsertPayoutSwitch,
} from './payout-switch-repository';

/**
 * The payout kill switch (docs/rules.md "The payout kill switch"): an operator stops new payouts
 * at once, from the console or `npm run operator -- payouts stop`. The worker reads it at the start
 * of every tick and signs nothing new while it is set; payouts already signed are still followed to
 * their end, because their bytes may be in the chain's pool already. New withdrawals are refused
 * meanwhile with the withdrawals' pause (`payoutsStopped`).
 */

const RUNNING: PayoutSwitch = { stopped: false, changedBy: null, changedAt: null };

function toPayoutSwitch(stored: StoredPayoutSwitch | undefined): PayoutSwitch {
  if (!stored) return RUNNING;
  return { stopped: stored.stopped, changedBy: stored.changedBy, changedAt: stored.changedAt.toISOString() };
}

/** The switch as the console and the CLI show it. */
export async function readPayoutSwitch(db: Queryable): Promise<PayoutSwitch> {
  return toPayoutSwitch(await selectPayoutSwitch(db));
}

/** Whether new payouts are stopped: the payout worker's first check of every tick. */
export async function payoutsStopped(db: Queryable): Promise<boolean> {
  return (await selectPayoutSwitch(db))?.stopped === true;
}

/**
 * Sets the switch, for `audited` (the audit row in the same transaction, before and after). Setting
 * it to what it is already changes nothing and is still audited: the operator did press it.
 */
export function setPayoutSwitch(
  db: Db,
  stopped: boolean,
  operator: string,
): Promise<AuditedChange<PayoutSwitch>> {
  return db.transaction(async (tx) => {
    const before = toPayoutSwitch(await lockPayoutSwitch(tx));
    if (before.stopped === stopped) return { result: before, before, after: before };
    const after = toPayoutSwitch(await upsertPayoutSwitch(tx, stopped, operator));
    return { result: after, before, after };
  });
}
