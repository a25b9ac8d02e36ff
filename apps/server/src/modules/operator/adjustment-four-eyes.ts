import type { Adjustment } from '@woohoo/shared/api/operator';
import {
  ADJUSTMENT_ALONE_WINDOW_MS,
  adjustmentNeedsSecondOperator,
} from '@woohoo/shared/rules/treasury-limits';
import type { Db } from '../../db/db';
import { availableBalance } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import { insertProposal, lockAndSumAloneSince, takeOpenProposal } from './adjustment-proposals-repository';
import type { AuditActor, AuditedChange } from './operator-audit';
import { type AdjustmentInput, adjustBalance, userByAddress } from './operator-users';

/** A proposal waits this long for its second operator. */
const PROPOSAL_OPEN_MS = 86_400_000;

/**
 * A balance adjustment under four-eyes (docs/rules.md "Treasury limits"): while it, plus what the
 * same operator adjusted alone in the asset in the last 24 hours, stays at or below
 * `treasury.adjustmentFourEyesAboveWei` it is made at once; beyond, the first operator's request
 * only proposes it (nothing moves, answered `pending`), and a second, distinct authenticated
 * operator sending the same adjustment (user, asset, amount, reason) within 24 hours carries it out,
 * audited under both. `approver` is the authenticated operator, never a stated name.
 */
export async function adjustWithFourEyes(
  db: Db,
  who: AuditActor,
  approver: string,
  input: AdjustmentInput,
  now: Date,
): Promise<AuditedChange<Adjustment>> {
  const user = await userByAddress(db, input.address);
  const key = { userId: user.id, asset: input.asset, amountWei: input.amountWei, reason: input.reason };
  // Another operator's open proposal of this very adjustment is taken first, whatever this
  // operator's own sum: sending the same adjustment is how the second operator approves it.
  const since = new Date(now.getTime() - PROPOSAL_OPEN_MS);
  const proposal = await takeOpenProposal(db, key, approver, since, now);
  if (proposal) {
    const both = [proposal.operator, approver];
    const done = await adjustBalance(db, { ...who, actor: both.join(', ') }, input, now);
    return {
      ...done,
      result: { ...done.result, pending: false, approvedBy: both },
      after: { ...(done.after as object), approvedBy: both },
    };
  }
  const rules = await rulesAt(db, now);
  const aloneSince = new Date(now.getTime() - ADJUSTMENT_ALONE_WINDOW_MS);
  const alone = await lockAndSumAloneSince(db, approver, input.asset, aloneSince);
  if (!adjustmentNeedsSecondOperator(input.amountWei, rules.treasury.adjustmentFourEyesAboveWei, alone))
    return adjustBalance(db, who, input, now);
  const id = await insertProposal(db, key, approver, now);
  const available = (await availableBalance(db, user.id, input.asset)).toString();
  const proposed = { proposal: id, amount: input.amountWei.toString(), reason: input.reason, by: approver };
  return {
    result: {
      id: `proposal-${id}`,
      address: user.address,
      asset: input.asset,
      amount: input.amountWei.toString(),
      reason: input.reason,
      available,
      pending: true,
      approvedBy: [approver],
    },
    before: { asset: input.asset, available },
    after: { ...proposed, pending: true },
  };
}
