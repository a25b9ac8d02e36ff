import { ASSETS, type Asset, BUCKETS, type Bucket } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

/** Creates the account row if it is new and returns its id. */
export async function ensureAccount(
  tx: Queryable,
  owner: string,
  userId: string | null,
  asset: Asset,
  bucket: Bucket,
): Promise<string> {
  await tx.query(
    'INSERT INTO ledger_accounts (owner, user_id, asset, bucket) VALUES ($1, $2, $3, $4) ON CONFLICT (owner, asset, bucket) DO NOTHING',
    [owner, userId, asset, bucket],
  );
  const [row] = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM ledger_accounts WHERE owner = $1 AND asset = $2 AND bucket = $3',
    [owner, asset, bucket],
  );
  if (!row) throw new Error(`ledger account ${owner}/${asset}/${bucket} missing after insert`);
  return row.id;
}

/**
 * Opens every asset's available and locked account for a user at registration, so money
 * operations under load only update existing rows (row locks, no insert races).
 */
export async function openUserAccounts(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (owner, user_id, asset, bucket)
     SELECT 'u:' || $1::text, $1::bigint, asset, bucket
       FROM unnest($2::text[]) AS asset, unnest($3::text[]) AS bucket
     ON CONFLICT (owner, asset, bucket) DO NOTHING`,
    [userId, [...ASSETS], [...BUCKETS]],
  );
}

/** Inserts the transfer header; undefined when its idempotency key was used before. */
export async function insertTransfer(
  tx: Queryable,
  key: string,
  kind: string,
  ref: string,
): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>(
    'INSERT INTO ledger_transfers (idempotency_key, kind, ref) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text AS id',
    [key, kind, ref],
  );
  return rows[0]?.id;
}

/** Applies one delta to one account; the CHECK constraint refuses a user balance below zero. */
export async function applyDelta(
  tx: Queryable,
  transferId: string,
  accountId: string,
  asset: Asset,
  deltaWei: bigint,
) {
  await tx.query('UPDATE ledger_accounts SET balance = balance + $2::numeric WHERE id = $1', [
    accountId,
    deltaWei.toString(),
  ]);
  await tx.query(
    'INSERT INTO ledger_entries (transfer_id, account_id, asset, delta) VALUES ($1, $2, $3, $4::numeric)',
    [transferId, accountId, asset, deltaWei.toString()],
  );
}

export type BalanceRow = { asset: Asset; bucket: Bucket; balance: string };

export async function selectUserBalances(db: Queryable, userId: string): Promise<BalanceRow[]> {
  return db.query<BalanceRow>(
    'SELECT asset, bucket, balance::text AS balance FROM ledger_accounts WHERE user_id = $1 ORDER BY asset, bucket',
    [userId],
  );
}

export type HistoryRow = {
  id: string;
  time: Date;
  asset: Asset;
  bucket: Bucket;
  delta: string;
  kind: string;
  ref: string;
};

export async function selectUserHistory(
  db: Queryable,
  userId: string,
  asset: Asset,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db.query<HistoryRow>(
    `SELECT e.id::text AS id, e.created_at AS time, e.asset, a.bucket, e.delta::text AS delta, t.kind, t.ref
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.user_id = $1 AND e.asset = $2
      ORDER BY e.id DESC
      LIMIT $3 OFFSET $4`,
    [userId, asset, limit, offset],
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND e.asset = $2`,
    [userId, asset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export type AssetTotals = {
  asset: Asset;
  accountsSum: string;
  entriesSum: string;
  mismatchedAccounts: string;
  negativeUserAccounts: string;
  liabilities: string;
  fees: string;
  chain: string;
};

/**
 * Per asset: the sum over every account (zero when nothing was created or destroyed), the sum of
 * all entries, how many accounts disagree with their own entries, and the platform's positions.
 */
export async function selectAssetTotals(db: Queryable): Promise<AssetTotals[]> {
  return db.query<AssetTotals>(
    `WITH entry_sums AS (
       SELECT account_id, sum(delta) AS total FROM ledger_entries GROUP BY account_id
     )
     SELECT a.asset,
            sum(a.balance)::text AS "accountsSum",
            coalesce(sum(s.total), 0)::text AS "entriesSum",
            count(*) FILTER (WHERE a.balance <> coalesce(s.total, 0))::text AS "mismatchedAccounts",
            count(*) FILTER (WHERE a.user_id IS NOT NULL AND a.balance < 0)::text AS "negativeUserAccounts",
            coalesce(sum(a.balance) FILTER (WHERE a.user_id IS NOT NULL), 0)::text AS liabilities,
            coalesce(sum(a.balance) FILTER (WHERE a.owner = 'sys:fees'), 0)::text AS fees,
            coalesce(sum(a.balance) FILTER (WHERE a.owner = 'sys:chain'), 0)::text AS chain
       FROM ledger_accounts a
       LEFT JOIN entry_sums s ON s.account_id = a.id
      GROUP BY a.asset
      ORDER BY a.asset`,
  );
}
