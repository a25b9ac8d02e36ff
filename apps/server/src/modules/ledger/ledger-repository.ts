import type { Asset, Bucket } from '@woohoo/shared/assets';
import type { LedgerKind } from '@woohoo/shared/ledger-kinds';
import type { Queryable } from '../../db/db';
import { REGISTRATION_ACCOUNTS } from './ledger-rules';

/** Opens a user's registration accounts (`REGISTRATION_ACCOUNTS`). */
export async function openUserAccounts(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (owner, user_id, asset, bucket)
     SELECT 'u:' || $1::text, $1::bigint, p.asset, p.bucket
       FROM unnest($2::text[], $3::text[]) AS p (asset, bucket)
     ON CONFLICT (owner, asset, bucket, shard) DO NOTHING`,
    [
      userId,
      REGISTRATION_ACCOUNTS.map(([asset]) => asset),
      REGISTRATION_ACCOUNTS.map(([, bucket]) => bucket),
    ],
  );
}

export type BalanceRow = { asset: Asset; bucket: Bucket; balance: string };

export async function selectUserBalances(db: Queryable, userId: string): Promise<BalanceRow[]> {
  return db.query<BalanceRow>(
    'SELECT asset, bucket, balance::text AS balance FROM ledger_accounts WHERE user_id = $1 ORDER BY asset, bucket',
    [userId],
  );
}

/** A user's available balance of one asset (0 for an account not opened yet): what a quote checks. */
export async function selectAvailable(db: Queryable, userId: string, asset: Asset): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND asset = $2 AND bucket = 'available'`,
    [userId, asset],
  );
  return BigInt(row?.balance ?? '0');
}

/** One ledger transfer as it touched one user's asset: every bucket it moved, newest first. */
export type HistoryRow = {
  id: string;
  time: Date;
  kind: LedgerKind;
  ref: string;
  changes: { bucket: Bucket; delta: string }[];
};

/**
 * A page of a user's history in one asset, one row per ledger transfer (a withdrawal hold that
 * moves available to withdraw_hold is one row with two changes), newest first.
 */
export async function selectUserHistory(
  db: Queryable,
  userId: string,
  asset: Asset,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db.query<HistoryRow>(
    `WITH mine AS (
       SELECT e.transfer_id, a.bucket, sum(e.delta) AS delta
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.asset = $2
        GROUP BY e.transfer_id, a.bucket
     ), page AS (
       SELECT DISTINCT transfer_id FROM mine ORDER BY transfer_id DESC LIMIT $3 OFFSET $4
     )
     SELECT t.id::text AS id, t.created_at AS time, t.kind, t.ref,
            json_agg(json_build_object('bucket', m.bucket, 'delta', m.delta::text) ORDER BY m.bucket) AS changes
       FROM page p
       JOIN ledger_transfers t ON t.id = p.transfer_id
       JOIN mine m ON m.transfer_id = p.transfer_id
      GROUP BY t.id
      ORDER BY t.id DESC`,
    [userId, asset, limit, offset],
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(DISTINCT e.transfer_id)::text AS n
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.asset = $2`,
    [userId, asset],
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes,
    })),
    total: Number(count?.n ?? 0),
  };
}

export type AssetTotals = {
  asset: Asset;
  accountsSum: string;
  entriesSum: string;
  mismatchedAccounts: string;
  negativeUserAccounts: string;
  liabilities: string;
};

/**
 * Per asset: the sum over every account (zero when nothing was created or destroyed), the sum of
 * all entries, how many accounts disagree with their own entries, how many user accounts are
 * below zero, and what users hold (every bucket).
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
            coalesce(sum(a.balance) FILTER (WHERE a.user_id IS NOT NULL), 0)::text AS liabilities
       FROM ledger_accounts a
       LEFT JOIN entry_sums s ON s.account_id = a.id
      GROUP BY a.asset
      ORDER BY a.asset`,
  );
}

/** Every platform account's balance per asset (the sum of its shards), by its catalogue name (`sys:<name>`). */
export async function selectPlatformBalances(
  db: Queryable,
): Promise<{ name: string; asset: Asset; balance: string }[]> {
  return db.query(
    `SELECT substring(owner FROM 5) AS name, asset, sum(balance)::text AS balance
       FROM ledger_accounts WHERE user_id IS NULL GROUP BY owner, asset ORDER BY owner, asset`,
  );
}

/** What came into the account `owner` (every shard) in one asset from `from` to `to`: its positive entries summed. */
export async function selectInflow(
  db: Queryable,
  owner: string,
  asset: Asset,
  window: { from: Date; to: Date },
): Promise<bigint> {
  const [row] = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(e.delta), 0)::text AS amount
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.owner = $1 AND a.asset = $2 AND e.delta > 0
        AND e.created_at >= $3 AND e.created_at < $4`,
    [owner, asset, window.from, window.to],
  );
  return BigInt(row?.amount ?? '0');
}
