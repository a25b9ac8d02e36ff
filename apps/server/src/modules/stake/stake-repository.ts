import type { StakeOrderType } from '@woohoo/shared/rules/stake-rules';
import type { Queryable } from '../../db/db';

export type StakeOrderRow = {
  id: string;
  user_id: string;
  type: StakeOrderType;
  package_id: string;
  days: number;
  amount: string;
  daily_rate_bps: number;
  accelerable_total: string;
  accelerable_used: string;
  expires_at: Date;
  status: 'active' | 'expired';
  rules_version: number;
  created_at: Date;
};

const COLUMNS = `id::text AS id, user_id::text AS user_id, type, package_id, days, amount::text AS amount,
  daily_rate_bps, accelerable_total::text AS accelerable_total, accelerable_used::text AS accelerable_used,
  expires_at, status, rules_version, created_at`;

export async function insertStakeOrder(
  tx: Queryable,
  order: {
    userId: string;
    type: StakeOrderType;
    packageId: string;
    days: number;
    amountWei: bigint;
    dailyRateBps: bigint;
    accelerableWei: bigint;
    expiresAt: Date;
    createdAt: Date;
    rulesVersion: number;
  },
): Promise<StakeOrderRow> {
  const [row] = await tx.query<StakeOrderRow>(
    `INSERT INTO stake_orders (user_id, type, package_id, days, amount, daily_rate_bps, accelerable_total,
       expires_at, created_at, rules_version)
     VALUES ($1, $2, $3, $4, $5::numeric, $6, $7::numeric, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      order.userId,
      order.type,
      order.packageId,
      order.days,
      order.amountWei.toString(),
      Number(order.dailyRateBps),
      order.accelerableWei.toString(),
      order.expiresAt,
      order.createdAt,
      order.rulesVersion,
    ],
  );
  if (!row) throw new Error('stake order insert returned nothing');
  return row;
}

export async function selectStakeOrders(
  db: Queryable,
  userId: string,
  query: { status: 'active' | 'expired' | 'all'; limit: number; offset: number },
): Promise<{ rows: StakeOrderRow[]; total: number }> {
  const params: unknown[] = [userId];
  let where = 'user_id = $1';
  if (query.status !== 'all') {
    params.push(query.status);
    where += ' AND status = $2';
  }
  const n = params.length;
  const rows = await db.query<StakeOrderRow>(
    `SELECT ${COLUMNS} FROM stake_orders WHERE ${where} ORDER BY stake_orders.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM stake_orders WHERE ${where}`,
    params,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Locks up to `limit` active orders due at `now`, after `afterId`, skipping rows another run
 * holds: the expiry job's batch.
 */
export async function lockDueStakeOrders(
  tx: Queryable,
  now: Date,
  afterId: string,
  limit: number,
): Promise<StakeOrderRow[]> {
  return tx.query<StakeOrderRow>(
    `SELECT ${COLUMNS} FROM stake_orders
      WHERE status = 'active' AND expires_at <= $1 AND id > $2
      ORDER BY stake_orders.id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [now, afterId, limit],
  );
}

export async function markStakeReturned(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE stake_orders SET status = 'expired', returned_at = $2 WHERE id = $1 AND status = 'active'`,
    [id, now],
  );
}

/** A running stake that may still pay a static reward: principal, daily rate, what it may still pay. */
export type AccelerableStakeRow = {
  id: string;
  user_id: string;
  amount: string;
  rate: number;
  remaining: string;
};

/** The stakes running at `at` (made before, expiring after) that have not used up what they may pay. */
export function selectAccelerableStakes(db: Queryable, at: Date): Promise<AccelerableStakeRow[]> {
  return db.query<AccelerableStakeRow>(
    `SELECT id::text AS id, user_id::text AS user_id, amount::text AS amount, daily_rate_bps AS rate,
            (accelerable_total - accelerable_used)::text AS remaining
       FROM stake_orders
      WHERE created_at < $1 AND expires_at > $1 AND accelerable_used < accelerable_total
      ORDER BY stake_orders.id`,
    [at],
  );
}

/** Rows per statement: large enough to be set-based, small enough for PGlite's memory. */
const ACCELERABLE_CHUNK = 20_000;

/** Each stake's static reward uses up that much of what it may still pay. */
export async function addAccelerableUsed(
  db: Queryable,
  stakeIds: number[],
  amounts: bigint[],
): Promise<void> {
  for (let from = 0; from < stakeIds.length; from += ACCELERABLE_CHUNK) {
    await db.query(
      `UPDATE stake_orders s SET accelerable_used = s.accelerable_used + t.a::numeric
         FROM unnest($1::bigint[], $2::text[]) AS t (id, a) WHERE s.id = t.id`,
      [
        stakeIds.slice(from, from + ACCELERABLE_CHUNK).map(String),
        amounts.slice(from, from + ACCELERABLE_CHUNK).map(String),
      ],
    );
  }
}
