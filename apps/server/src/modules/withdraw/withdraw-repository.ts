import type { RecordStatus } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';
import type { ReviewReason } from '@woohoo/shared/rules/treasury-limits';
import type { Queryable } from '../../db/db';

export type WithdrawalRow = {
  id: string;
  user_id: string;
  asset: Asset;
  amount: string;
  fee: string;
  to_address: string;
  status: RecordStatus;
  tx_hash: string | null;
  reject_reason: string | null;
  created_at: Date;
  /** How many times its settlement was reversed (migration 057, docs/rules.md "Payout runbook"). */
  payout_round: number;
};

const COLUMNS = `id::text AS id, user_id::text AS user_id, asset, amount::text AS amount, fee::text AS fee,
  to_address, status, tx_hash, reject_reason, created_at, payout_round`;

export async function insertWithdrawal(
  tx: Queryable,
  row: {
    userId: string;
    asset: Asset;
    amountWei: bigint;
    feeWei: bigint;
    toAddress: string;
    status: RecordStatus;
    reviewedBy: string | null;
    reviewReason: ReviewReason | null;
  },
): Promise<WithdrawalRow> {
  const [inserted] = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, asset, amount, fee, to_address, status, reviewed_by, reviewed_at, review_reason)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5, $6, $7, CASE WHEN $7::text IS NULL THEN NULL ELSE now() END, $8)
     RETURNING ${COLUMNS}`,
    [
      row.userId,
      row.asset,
      row.amountWei.toString(),
      row.feeWei.toString(),
      row.toAddress,
      row.status,
      row.reviewedBy,
      row.reviewReason,
    ],
  );
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

/** One of a user's withdrawals; undefined when it is not theirs (or does not exist). */
export async function selectUserWithdrawal(
  db: Queryable,
  userId: string,
  id: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row;
}

/** Locks and reads one withdrawal for a state change. */
export async function selectWithdrawalForUpdate(
  tx: Queryable,
  id: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return row;
}

/** Each of these withdrawals' payout round (how many times its settlement was reversed). */
export function selectPayoutRounds(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; payout_round: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<{ id: string; payout_round: number }>(
    'SELECT id::text AS id, payout_round FROM withdrawals WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
}

/**
 * A settled withdrawal whose payout vanished, reopened (docs/rules.md "Payout runbook"): approved
 * again, its transaction cleared (the payout's history and the audit keep it), its round counted.
 */
export async function reopenSettledWithdrawal(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET status = 'approved', tx_hash = NULL, payout_round = payout_round + 1, updated_at = now()
      WHERE id = $1 AND status = 'success'`,
    [id],
  );
}

export async function updateWithdrawalStatus(
  tx: Queryable,
  id: string,
  status: RecordStatus,
  changes: { reviewedBy?: string; txHash?: string; rejectReason?: string } = {},
): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET status = $2, updated_at = now(),
       reviewed_by = coalesce($3, reviewed_by), reviewed_at = CASE WHEN $3::text IS NULL THEN reviewed_at ELSE now() END,
       tx_hash = coalesce($4, tx_hash), reject_reason = coalesce($5, reject_reason)
     WHERE id = $1`,
    [id, status, changes.reviewedBy ?? null, changes.txHash ?? null, changes.rejectReason ?? null],
  );
}

export async function selectWithdrawalsByStatus(
  db: Queryable,
  status: RecordStatus,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE status = $1 ORDER BY withdrawals.id LIMIT $2`,
    [status, limit],
  );
}

/** A withdrawal as the operators' review lists it: its user's address and its payout's state. */
export type ReviewRow = {
  id: string;
  user_address: string;
  to_address: string;
  asset: Asset;
  amount: string;
  fee: string;
  status: RecordStatus;
  payout: string | null;
  reviewed_by: string | null;
  reject_reason: string | null;
  review_reason: ReviewReason | null;
  payout_wait: string | null;
  payout_wait_since: Date | null;
  tx_hash: string | null;
  payout_recognised: boolean;
  created_at: Date;
};

/** Withdrawals in the given states (of one user when `address` is given), oldest first, and how many. */
export async function selectWithdrawalsForReview(
  db: Queryable,
  filter: { statuses: readonly RecordStatus[]; address?: string },
  limit: number,
  offset: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const params = [filter.statuses, filter.address ?? null];
  const where = 'w.status = ANY($1::text[]) AND ($2::text IS NULL OR u.address = $2)';
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE ${where}`,
    params,
  );
  const rows = await db.query<ReviewRow>(
    `SELECT w.id::text AS id, u.address AS user_address, w.to_address, w.asset, w.amount::text AS amount, w.fee::text AS fee, w.status,
            p.status AS payout, w.reviewed_by, w.reject_reason, w.review_reason, w.payout_wait, w.payout_wait_since,
            w.tx_hash, p.recognised_from_chain_at IS NOT NULL AS payout_recognised, w.created_at
       FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN payouts p ON p.withdrawal_id = w.id
      WHERE ${where} ORDER BY w.id LIMIT $3 OFFSET $4`,
    [...params, limit, offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Makes new withdrawals wait for each other while they read and add to the day's payouts, so two
 * at once cannot both fit under the daily hot-wallet limit (docs/rules.md "Treasury limits").
 */
export async function lockDailyPayouts(tx: Queryable, key: bigint): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [key.toString()]);
}

/** What withdrawals of `asset` approved in [start, end) send out (amounts, fee included): the day's payouts. */
export async function sumApprovedBetween(
  db: Queryable,
  asset: Asset,
  start: Date,
  end: Date,
): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM withdrawals
      WHERE asset = $1 AND status IN ('approved', 'success') AND reviewed_at >= $2 AND reviewed_at < $3`,
    [asset, start, end],
  );
  return BigInt(row?.total ?? '0');
}

/**
 * Marks an approved withdrawal's payout as waiting, with why; the first time it waited is kept.
 * True when it was not waiting before (the first tick that found it short).
 */
export async function updatePayoutWait(db: Queryable, id: string, reason: string): Promise<boolean> {
  const rows = await db.query<{ first: boolean }>(
    `UPDATE withdrawals w SET payout_wait = $2, payout_wait_since = COALESCE(w.payout_wait_since, now()), updated_at = now()
       FROM (SELECT payout_wait AS before FROM withdrawals WHERE id = $1) b
      WHERE w.id = $1 AND w.status = 'approved' RETURNING b.before IS NULL AS first`,
    [id, reason],
  );
  return rows[0]?.first === true;
}

/** Clears a payout's wait once it can be sent; true when it had been waiting. */
export async function clearPayoutWait(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE withdrawals SET payout_wait = NULL, payout_wait_since = NULL, updated_at = now()
      WHERE id = $1 AND payout_wait IS NOT NULL RETURNING id::text AS id`,
    [id],
  );
  return rows.length > 0;
}

/** Approved withdrawals whose payout waits for the treasury: how many, what they send, the oldest wait. */
export async function selectPayoutWaits(
  db: Queryable,
): Promise<{ count: number; amount: string; oldestSince: Date | null }> {
  const [row] = await db.query<{ n: number; amount: string; since: Date | null }>(
    `SELECT count(*)::int AS n, COALESCE(sum(amount - fee), 0)::text AS amount, min(payout_wait_since) AS since
       FROM withdrawals WHERE status = 'approved' AND payout_wait IS NOT NULL`,
  );
  return { count: Number(row?.n ?? 0), amount: row?.amount ?? '0', oldestSince: row?.since ?? null };
}
