import type { NodeKind } from '@woohoo/shared/rules/rules-config';
import type { Queryable } from '../../db/db';

export type NodeOrderRow = {
  id: string;
  kind: NodeKind;
  shares: number;
  price: string;
  total: string;
  self_counted: number;
  repurchase: boolean;
  rules_version: number;
  created_at: Date;
};

const ORDER_COLUMNS = `id::text AS id, kind, shares, price::text AS price, total::text AS total, self_counted,
  repurchase, rules_version, created_at`;

/**
 * Locks the buyer's user row: one user's purchases take turns, so each sees the orders before it.
 * NO KEY UPDATE, not UPDATE: rows that reference the user (the order, the idempotency record)
 * take KEY SHARE on it, which UPDATE would wait for, deadlocking two of the user's purchases.
 */
export async function lockBuyer(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** How many orders of a kind the user made before. */
export async function countUserOrders(tx: Queryable, userId: string, kind: NodeKind): Promise<number> {
  const [row] = await tx.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM node_orders WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return Number(row?.n ?? 0);
}

/**
 * Locks the referrer's user row for this transaction and reads their referred node sales so
 * far: concurrent orders of their referrals then take turns, so a tier is paid exactly once.
 */
export async function lockReferredSales(tx: Queryable, referrerId: string): Promise<bigint> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [referrerId]);
  const [row] = await tx.query<{ total: string }>(
    'SELECT COALESCE(SUM(total), 0)::text AS total FROM node_orders WHERE referrer_id = $1',
    [referrerId],
  );
  return BigInt(row?.total ?? '0');
}

export async function insertNodeOrder(
  tx: Queryable,
  order: {
    userId: string;
    kind: NodeKind;
    shares: number;
    priceWei: bigint;
    totalWei: bigint;
    selfCounted: number;
    repurchase: boolean;
    referrerId: string | null;
    rulesVersion: number;
  },
): Promise<NodeOrderRow> {
  const [row] = await tx.query<NodeOrderRow>(
    `INSERT INTO node_orders (user_id, kind, shares, price, total, self_counted, repurchase, referrer_id, rules_version)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7, $8, $9) RETURNING ${ORDER_COLUMNS}`,
    [
      order.userId,
      order.kind,
      order.shares,
      order.priceWei.toString(),
      order.totalWei.toString(),
      order.selfCounted,
      order.repurchase,
      order.referrerId,
      order.rulesVersion,
    ],
  );
  if (!row) throw new Error('node order insert returned nothing');
  return row;
}

/** The user's node orders per kind: shares held, orders made, and shares counted for themselves. */
export async function selectUserHoldings(
  db: Queryable,
  userId: string,
): Promise<{ kind: NodeKind; held: number; orders: number; selfCounted: number }[]> {
  const rows = await db.query<{ kind: NodeKind; held: string; orders: string; self_counted: string }>(
    `SELECT kind, sum(shares)::text AS held, count(*)::text AS orders, sum(self_counted)::text AS self_counted
       FROM node_orders WHERE user_id = $1 GROUP BY kind`,
    [userId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    held: Number(r.held),
    orders: Number(r.orders),
    selfCounted: Number(r.self_counted),
  }));
}

export async function selectNodeOrders(
  db: Queryable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NodeOrderRow[]; total: number }> {
  const rows = await db.query<NodeOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM node_orders WHERE user_id = $1 ORDER BY node_orders.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  const [count] = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM node_orders WHERE user_id = $1',
    [userId],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * The shares each user held before `before`, per node kind, by user id and kind. The order names
 * the table's column: `user_id` alone is the text the select returns, and sorting a million users'
 * ids as text took half of the settlement's read of the holdings.
 */
export function selectHoldingsBefore(
  db: Queryable,
  before: Date,
): Promise<{ user_id: string; kind: NodeKind; shares: number }[]> {
  return db.query<{ user_id: string; kind: NodeKind; shares: number }>(
    `SELECT user_id::text AS user_id, kind, sum(shares)::int AS shares
       FROM node_orders WHERE created_at < $1 GROUP BY node_orders.user_id, kind ORDER BY node_orders.user_id, kind`,
    [before],
  );
}
