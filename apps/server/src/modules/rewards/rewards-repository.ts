import type { RewardKind, RewardSource } from '@woohoo/shared/settlement/reward-kinds';
import type { Queryable } from '../../db/db';

export type RewardRow = {
  id: string;
  day: string;
  kind: RewardKind;
  asset: string;
  amount: string;
  value: string;
  paid_value: string;
  source: RewardSource;
  source_id: string | null;
  source_address: string | null;
  basis: string;
  rate_bps: number;
  weight: number;
  weight_total: number;
  rules_version: number;
  capped: boolean;
};

/** A page of a user's reward lines, newest first, each with who placed its source order. */
export async function selectRewards(
  db: Queryable,
  userId: string,
  kind: RewardKind | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: RewardRow[]; total: number }> {
  const filter = kind ? 'AND r.kind = $4' : '';
  const params = kind ? [userId, limit, offset, kind] : [userId, limit, offset];
  const rows = await db.query<RewardRow>(
    `SELECT r.id::text AS id, to_char(r.day, 'YYYY-MM-DD') AS day, r.kind, r.asset, r.amount::text AS amount,
            r.value::text AS value, r.paid_value::text AS paid_value, r.source, r.source_id::text AS source_id,
            CASE r.source
              WHEN 'node_order' THEN (SELECT u.address FROM node_orders o JOIN users u ON u.id = o.user_id WHERE o.id = r.source_id)
              WHEN 'stake_order' THEN (SELECT u.address FROM stake_orders o JOIN users u ON u.id = o.user_id WHERE o.id = r.source_id)
              WHEN 'woohoo_order' THEN (SELECT u.address FROM woohoo_orders o JOIN users u ON u.id = o.user_id WHERE o.id = r.source_id)
              WHEN 'user' THEN (SELECT address FROM users WHERE id = r.source_id)
            END AS source_address,
            r.basis::text AS basis, r.rate_bps, r.weight, r.weight_total, s.rules_version, s.capped
       FROM rewards r JOIN settlements s ON s.day = r.day
      WHERE r.user_id = $1 ${filter}
      ORDER BY r.id DESC LIMIT $2 OFFSET $3`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rewards r WHERE r.user_id = $1 ${kind ? 'AND r.kind = $2' : ''}`,
    kind ? [userId, kind] : [userId],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Per kind and asset: the user's total, count, and the last settled day's amount. */
export async function selectRewardTotals(
  db: Queryable,
  userId: string,
  lastDay: string | null,
): Promise<
  { kind: RewardKind; asset: string; total: string; paid_value: string; last_day: string; count: number }[]
> {
  return db.query(
    `SELECT kind, asset, sum(amount)::text AS total, sum(paid_value)::text AS paid_value,
            coalesce(sum(amount) FILTER (WHERE day = $2::date), 0)::text AS last_day, count(*)::int AS count
       FROM rewards WHERE user_id = $1 GROUP BY kind, asset ORDER BY kind`,
    [userId, lastDay],
  );
}

export type BonusPositionRow = {
  day: string;
  locked: string;
  released: string;
  released_today: string;
  release_days: number;
  release_start: Date;
};

/** The user's global bonus positions, newest first, with what was released on `releaseDay`. */
export async function selectBonusPositions(
  db: Queryable,
  userId: string,
  releaseDay: string,
): Promise<BonusPositionRow[]> {
  return db.query<BonusPositionRow>(
    `SELECT to_char(p.settlement_day, 'YYYY-MM-DD') AS day, p.locked_amount::text AS locked, p.released::text AS released,
            coalesce((SELECT amount FROM position_releases r WHERE r.position_id = p.id AND r.day = $2::date), 0)::text AS released_today,
            p.release_days, p.release_start
       FROM positions p WHERE p.user_id = $1 AND p.source = 'global_bonus'
      ORDER BY p.settlement_day DESC LIMIT 200`,
    [userId, releaseDay],
  );
}

export async function countLevelHolders(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.query<{ level: number; n: number }>(
    'SELECT level::int AS level, count(*)::int AS n FROM user_levels GROUP BY level',
  );
  return new Map(rows.map((row) => [Number(row.level), Number(row.n)]));
}

/** The day's inflow so far: node orders, stakes and $WOOHOO bought since `since`. */
export async function selectInflowSince(db: Queryable, since: Date): Promise<bigint> {
  const [row] = await db.query<{ amount: string }>(
    `SELECT ((SELECT coalesce(sum(amount), 0) FROM performance_orders WHERE created_at >= $1)
           + (SELECT coalesce(sum(cost), 0) FROM woohoo_orders WHERE created_at >= $1))::text AS amount`,
    [since],
  );
  return BigInt(row?.amount ?? '0');
}

export async function selectRanking(
  db: Queryable,
  day: string,
): Promise<{ rank: number; user_id: string; address: string; value: string; level: number }[]> {
  return db.query(
    `SELECT r.rank, r.user_id::text AS user_id, u.address, r.value::text AS value, coalesce(l.level, 0)::int AS level
       FROM settlement_ranking r JOIN users u ON u.id = r.user_id LEFT JOIN user_levels l ON l.user_id = r.user_id
      WHERE r.day = $1 ORDER BY r.rank`,
    [day],
  );
}

export async function selectDayValue(db: Queryable, userId: string, day: string): Promise<bigint> {
  const [row] = await db.query<{ value: string }>(
    'SELECT coalesce(sum(paid_value), 0)::text AS value FROM rewards WHERE user_id = $1 AND day = $2',
    [userId, day],
  );
  return BigInt(row?.value ?? '0');
}
