import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

/** Records an operator's approval (once per operator); the approvers so far, first first. */
export async function insertApproval(
  tx: Queryable,
  withdrawalId: string,
  operator: string,
): Promise<string[]> {
  await tx.query(
    `INSERT INTO withdrawal_approvals (withdrawal_id, operator) VALUES ($1, $2)
     ON CONFLICT (withdrawal_id, operator) DO NOTHING`,
    [withdrawalId, operator],
  );
  const rows = await tx.query<{ operator: string }>(
    'SELECT operator FROM withdrawal_approvals WHERE withdrawal_id = $1 ORDER BY approved_at, operator',
    [withdrawalId],
  );
  return rows.map((r) => r.operator);
}

/** The approvers of each withdrawal, first first. */
export async function selectApprovers(
  db: Queryable,
  withdrawalIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await db.query<{ withdrawal_id: string; operator: string }>(
    `SELECT withdrawal_id::text AS withdrawal_id, operator FROM withdrawal_approvals
      WHERE withdrawal_id = ANY($1::bigint[]) ORDER BY approved_at, operator`,
    [withdrawalIds],
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.withdrawal_id, [...(out.get(r.withdrawal_id) ?? []), r.operator]);
  return out;
}

/** What a user asked to withdraw of an asset since `since`, rejected withdrawals aside. */
export async function sumUserWithdrawalsSince(
  db: Queryable,
  userId: string,
  asset: Asset,
  since: Date,
): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM withdrawals
      WHERE user_id = $1 AND asset = $2 AND created_at >= $3 AND status <> 'rejected'`,
    [userId, asset, since],
  );
  return BigInt(row?.total ?? '0');
}
