import type { RecordStatus } from '@woohoo/shared/api/money';
import type { Queryable } from '../../db/db';
import { selectWithdrawalsByStatus, type WithdrawalRow } from '../withdraw/withdraw-repository';

export type OperatorWithdrawal = {
  id: string;
  address: string;
  asset: string;
  amount: string;
  fee: string;
  status: RecordStatus;
  /** The payout's state: signed, confirmed, failed, vanished (paid, then lost by the chain), or null before signing. */
  payout: string | null;
  createdAt: string;
};

/** Withdrawals in the given states, oldest first, each with the state of its payout. */
export async function listWithdrawalsForReview(
  db: Queryable,
  statuses: readonly RecordStatus[],
  limit: number,
): Promise<OperatorWithdrawal[]> {
  const rows: WithdrawalRow[] = [];
  for (const status of statuses) rows.push(...(await selectWithdrawalsByStatus(db, status, limit)));
  rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  const payouts = await db.query<{ id: string; status: string }>(
    'SELECT withdrawal_id::text AS id, status FROM payouts WHERE withdrawal_id = ANY($1::bigint[])',
    [rows.map((r) => r.id)],
  );
  const payoutStatus = new Map(payouts.map((p) => [p.id, p.status]));
  return rows.slice(0, limit).map((r) => ({
    id: r.id,
    address: r.to_address,
    asset: r.asset,
    amount: r.amount,
    fee: r.fee,
    status: r.status,
    payout: payoutStatus.get(r.id) ?? null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
