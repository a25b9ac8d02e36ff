import type { RecordStatus } from '@woohoo/shared/api/money';
import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import type { Queryable } from '../../db/db';

export type WithdrawalFilter = { statuses: readonly RecordStatus[]; address?: string };

/** Withdrawals in the given states (of one user when `address` is given), oldest first, with their payout's state. */
export async function listWithdrawalsForReview(
  db: Queryable,
  filter: WithdrawalFilter,
  limit: number,
  offset = 0,
): Promise<{ items: OperatorWithdrawal[]; total: number }> {
  const params = [filter.statuses, filter.address ?? null];
  const where = 'w.status = ANY($1::text[]) AND ($2::text IS NULL OR u.address = $2)';
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE ${where}`,
    params,
  );
  const rows = await db.query<{
    id: string;
    user_address: string;
    to_address: string;
    asset: string;
    amount: string;
    fee: string;
    status: RecordStatus;
    payout: string | null;
    reviewed_by: string | null;
    reject_reason: string | null;
    created_at: Date;
  }>(
    `SELECT w.id::text AS id, u.address AS user_address, w.to_address, w.asset, w.amount::text AS amount, w.fee::text AS fee, w.status,
            p.status AS payout, w.reviewed_by, w.reject_reason, w.created_at
       FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN payouts p ON p.withdrawal_id = w.id
      WHERE ${where} ORDER BY w.id LIMIT $3 OFFSET $4`,
    [...params, limit, offset],
  );
  return {
    total: Number(count?.n ?? 0),
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
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
