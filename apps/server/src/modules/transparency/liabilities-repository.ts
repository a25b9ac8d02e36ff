import type { Asset } from '@woohoo/shared/assets';
import { LIABILITIES_MIN_HOLDERS } from '@woohoo/shared/constants';
import { copyRows } from '../../db/copy-text';
import type { Queryable } from '../../db/db';

/** The queries of the proof of liabilities (docs/rules.md "Proof of liabilities"). */

export type UserBalanceRow = { asset: Asset; user_id: string; address: string; balance: string };

/**
 * Every user's balance per asset above zero, all buckets added up: the ledger's liabilities
 * (`selectAssetTotals`) split by user, read in one statement so the snapshot is consistent.
 */
export function selectUserLiabilities(db: Queryable): Promise<UserBalanceRow[]> {
  return db.query<UserBalanceRow>(
    `SELECT a.asset, a.user_id::text AS user_id, u.address, sum(a.balance)::text AS balance
       FROM ledger_accounts a JOIN users u ON u.id = a.user_id
      WHERE a.user_id IS NOT NULL
      GROUP BY a.asset, a.user_id, u.address
     HAVING sum(a.balance) > 0`,
  );
}

/** The database's time at the start of this statement: the moment the balances were read. */
export async function selectStatementTime(tx: Queryable): Promise<Date> {
  const [clock] = await tx.query<{ now: Date }>('SELECT statement_timestamp() AS now');
  return clock!.now;
}

export type RootRow = {
  day: string;
  asset: Asset;
  root: string;
  total: string;
  leaf_count: number;
  as_of: Date;
  contract: string | null;
  tx_hash: string | null;
};

const ROOT_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, asset, root, total::text AS total, leaf_count,
  as_of, contract, tx_hash`;

export async function dayIsBuilt(db: Queryable, day: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM liabilities_roots WHERE day = $1 LIMIT 1', [day]);
  return rows.length > 0;
}

export async function insertRoot(
  db: Queryable,
  row: { day: string; asset: Asset; root: string; total: bigint; leafCount: number; asOf: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO liabilities_roots (day, asset, root, total, leaf_count, as_of) VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.day, row.asset, row.root, row.total.toString(), row.leafCount, row.asOf],
  );
}

export async function insertNodes(
  db: Queryable,
  day: string,
  asset: Asset,
  nodes: { level: number; index: number; hash: string; sum: bigint }[],
): Promise<void> {
  if (nodes.length === 0) return;
  await db.copyFrom(
    'COPY liabilities_nodes (day, asset, level, node_index, hash, sum) FROM STDIN',
    copyRows(nodes, (n) => [day, asset, n.level, n.index, n.hash, n.sum]),
  );
}

export async function insertLeaves(
  db: Queryable,
  day: string,
  asset: Asset,
  leaves: { userId: string; index: number; balance: bigint; salt: string }[],
): Promise<void> {
  if (leaves.length === 0) return;
  await db.copyFrom(
    'COPY liabilities_leaves (day, asset, user_id, leaf_index, balance, salt) FROM STDIN',
    copyRows(leaves, (l) => [day, asset, l.userId, l.index, l.balance, l.salt]),
  );
}

/** The given day's roots, or the newest day's root of every asset. */
export function selectRoots(db: Queryable, day: string | undefined): Promise<RootRow[]> {
  return day
    ? db.query<RootRow>(`SELECT ${ROOT_COLUMNS} FROM liabilities_roots WHERE day = $1 ORDER BY asset`, [day])
    : db.query<RootRow>(
        `SELECT DISTINCT ON (asset) ${ROOT_COLUMNS} FROM liabilities_roots ORDER BY asset, day DESC`,
      );
}

export async function selectRoot(
  db: Queryable,
  asset: Asset,
  day: string | undefined,
): Promise<RootRow | undefined> {
  const rows = await db.query<RootRow>(
    `SELECT ${ROOT_COLUMNS} FROM liabilities_roots WHERE asset = $1 AND ($2::date IS NULL OR day = $2::date)
      ORDER BY day DESC LIMIT 1`,
    [asset, day ?? null],
  );
  return rows[0];
}

export async function selectLeaf(
  db: Queryable,
  day: string,
  asset: Asset,
  userId: string,
): Promise<{ leaf_index: number; balance: string; salt: string } | undefined> {
  const rows = await db.query<{ leaf_index: number; balance: string; salt: string }>(
    `SELECT leaf_index, balance::text AS balance, salt FROM liabilities_leaves
      WHERE day = $1 AND asset = $2 AND user_id = $3`,
    [day, asset, userId],
  );
  return rows[0];
}

/** The nodes at the given (level, index) places of one tree. */
export function selectNodes(
  db: Queryable,
  day: string,
  asset: Asset,
  places: { level: number; index: number }[],
): Promise<{ level: number; node_index: number; hash: string; sum: string }[]> {
  return db.query(
    `SELECT n.level, n.node_index, n.hash, n.sum::text AS sum
       FROM unnest($3::int[], $4::int[]) AS p (level, node_index)
       JOIN liabilities_nodes n ON n.day = $1 AND n.asset = $2 AND n.level = p.level AND n.node_index = p.node_index`,
    [day, asset, places.map((p) => p.level), places.map((p) => p.index)],
  );
}

/**
 * The roots still to publish on chain; docs/rules.md "Proof of liabilities": a tree of 1 to
 * `minHolders - 1` holders never goes on chain, since LiabilitiesRoots records its total.
 */
export function selectUnpublishedRoots(
  db: Queryable,
  minHolders = LIABILITIES_MIN_HOLDERS,
): Promise<RootRow[]> {
  return db.query<RootRow>(
    `SELECT ${ROOT_COLUMNS} FROM liabilities_roots WHERE tx_hash IS NULL AND (leaf_count = 0 OR leaf_count >= $1) ORDER BY day, asset`,
    [minHolders],
  );
}

export async function markPublished(
  db: Queryable,
  row: { day: string; asset: Asset; contract: string; txHash: string },
): Promise<void> {
  await db.query(
    `UPDATE liabilities_roots SET contract = $3, tx_hash = $4, published_at = now()
      WHERE day = $1 AND asset = $2 AND tx_hash IS NULL`,
    [row.day, row.asset, row.contract, row.txHash],
  );
}
