import type { RecordStatus } from '@woohoo/shared/api/money';
import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import type { Queryable } from '../../db/db';
import { approvalsFor, approversOf, withdrawalsForReview } from '../withdraw/withdraw-service';

export type WithdrawalFilter = { statuses: readonly RecordStatus[]; address?: string };

/** Withdrawals in the given states (of one user when `address` is given), oldest first, with their payout's state. */
export async function listWithdrawalsForReview(
  db: Queryable,
  filter: WithdrawalFilter,
  limit: number,
  offset = 0,
): Promise<{ items: OperatorWithdrawal[]; total: number }> {
  const { rows, total } = await withdrawalsForReview(db, filter, limit, offset);
  const approvers = await approversOf(
    db,
    rows.map((r) => r.id),
  );
  const approvals = await approvalsFor(
    db,
    rows.filter((r) => r.status === 'reviewing'),
    approvers,
  );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      user: r.user_address,
      address: r.to_address,
      asset: r.asset,
      amount: r.amount,
      fee: r.fee,
      status: r.status,
      payout: r.payout,
      reviewedBy: r.reviewed_by,
      rejectReason: r.reject_reason,
      reviewReason: r.review_reason,
      approvals: approvals.get(r.id) ?? null,
      payoutWait: r.payout_wait,
      payoutWaitSince: r.payout_wait_since && new Date(r.payout_wait_since).toISOString(),
      txHash: r.tx_hash,
      payoutRecognisedFromChain: r.payout_recognised,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
