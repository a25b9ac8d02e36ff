import type { Queryable } from '../../db/db';

export type WoohooOrderRow = {
  id: string;
  phase: number;
  amount: string;
  price: string;
  cost: string;
  created_at: Date;
};

export async function insertWoohooOrder(
  tx: Queryable,
  order: {
    userId: string;
    phase: number;
    amountWei: bigint;
    priceWei: bigint;
    costWei: bigint;
    rulesVersion: number;
  },
): Promise<WoohooOrderRow> {
  const [row] = await tx.query<WoohooOrderRow>(
    `INSERT INTO woohoo_orders (user_id, phase, amount, price, cost, rules_version)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5::numeric, $6)
     RETURNING id::text AS id, phase, amount::text AS amount, price::text AS price, cost::text AS cost, created_at`,
    [
      order.userId,
      order.phase,
      order.amountWei.toString(),
      order.priceWei.toString(),
      order.costWei.toString(),
      order.rulesVersion,
    ],
  );
  if (!row) throw new Error('woohoo order insert returned nothing');
  return row;
}

export type PositionRow = {
  id: string;
  user_id: string;
  order_id: string;
  locked_amount: string;
  released: string;
  daily_release_bps: number;
  lock_time: Date;
  release_start: Date;
  rules_version: number;
  created_at: Date;
  phase: number;
  price: string;
  released_today: string;
};

const POSITION_COLUMNS = `p.id::text AS id, p.user_id::text AS user_id, p.order_id::text AS order_id,
  p.locked_amount::text AS locked_amount, p.released::text AS released, p.daily_release_bps, p.lock_time,
  p.release_start, p.rules_version, p.created_at, o.phase, o.price::text AS price,
  COALESCE((SELECT r.amount FROM position_releases r WHERE r.position_id = p.id AND r.day = $DAY::date), 0)::text
    AS released_today`;

function positionColumns(dayParam: number): string {
  return POSITION_COLUMNS.replace('$DAY', `$${dayParam}`);
}

export async function insertPosition(
  tx: Queryable,
  p: {
    userId: string;
    orderId: string;
    lockedWei: bigint;
    dailyReleaseBps: bigint;
    lockTime: Date;
    releaseStart: Date;
    rulesVersion: number;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO positions (user_id, order_id, asset, locked_amount, daily_release_bps, lock_time, release_start, rules_version)
     VALUES ($1, $2, 'WOOHOO', $3::numeric, $4, $5, $6, $7) RETURNING id::text AS id`,
    [
      p.userId,
      p.orderId,
      p.lockedWei.toString(),
      Number(p.dailyReleaseBps),
      p.lockTime,
      p.releaseStart,
      p.rulesVersion,
    ],
  );
  if (!row) throw new Error('position insert returned nothing');
  return row.id;
}

export async function selectUserPositions(
  db: Queryable,
  userId: string,
  day: string,
): Promise<PositionRow[]> {
  return db.query<PositionRow>(
    `SELECT ${positionColumns(2)} FROM positions p JOIN woohoo_orders o ON o.id = p.order_id
      WHERE p.user_id = $1 ORDER BY p.id DESC LIMIT 200`,
    [userId, day],
  );
}

export async function selectPosition(
  db: Queryable,
  id: string,
  day: string,
): Promise<PositionRow | undefined> {
  const [row] = await db.query<PositionRow>(
    `SELECT ${positionColumns(2)} FROM positions p JOIN woohoo_orders o ON o.id = p.order_id WHERE p.id = $1`,
    [id, day],
  );
  return row;
}

/** Positions whose release has started and that still hold something, after `afterId`, locked for a batch. */
export async function lockReleasingPositions(tx: Queryable, now: Date, afterId: string, limit: number) {
  return tx.query<{
    id: string;
    user_id: string;
    asset: 'WOOHOO' | 'USDT';
    locked_amount: string;
    released: string;
    daily_release_bps: number | null;
    release_days: number | null;
    release_start: Date;
  }>(
    `SELECT id::text AS id, user_id::text AS user_id, asset, locked_amount::text AS locked_amount, released::text AS released,
            daily_release_bps, release_days, release_start
       FROM positions WHERE release_start <= $1 AND released < locked_amount AND id > $2
      ORDER BY positions.id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [now, afterId, limit],
  );
}

/** Records a position's release for a day; false when that day was released already. */
export async function insertRelease(
  tx: Queryable,
  positionId: string,
  day: string,
  amountWei: bigint,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO position_releases (position_id, day, amount) VALUES ($1, $2::date, $3::numeric)
     ON CONFLICT (position_id, day) DO NOTHING RETURNING position_id`,
    [positionId, day, amountWei.toString()],
  );
  if (rows.length === 0) return false;
  await tx.query('UPDATE positions SET released = released + $2::numeric WHERE id = $1', [
    positionId,
    amountWei.toString(),
  ]);
  return true;
}

/** The $WOOHOO orders made from `from` to `to`, by id. */
export function selectOrdersBetween(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<{ id: string; user_id: string; cost: string }[]> {
  return db.query<{ id: string; user_id: string; cost: string }>(
    `SELECT id::text AS id, user_id::text AS user_id, cost::text AS cost
       FROM woohoo_orders WHERE created_at >= $1 AND created_at < $2 ORDER BY woohoo_orders.id`,
    [from, to],
  );
}
