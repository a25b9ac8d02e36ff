import type { Queryable } from '../../db/db';

/** One direct leg: a direct referral and everyone below them. */
export type LegRow = {
  leg_id: string;
  address: string;
  joined_at: Date;
  own_level: number;
  /** The highest level anywhere in the leg. */
  top_level: number;
  active: boolean;
  team_size: number;
  /**
   * Performance of the whole leg (the direct referral's own included), all time and in the
   * window from `since` (to `until` when given).
   */
  cumulative: string;
  recent: string;
  /** Node shares held in the leg, and by the direct referral themselves. */
  shares: number;
  own_shares: number;
};

/**
 * Per direct leg of `userId` (all of them, or the ones in `legIds`): its performance, size,
 * node shares and highest level, read through the closure table in one query.
 */
export async function selectLegs(
  db: Queryable,
  userId: string,
  window: { since: Date; until?: Date },
  page?: { limit: number; offset: number },
): Promise<LegRow[]> {
  return db.query<LegRow>(
    `WITH legs AS (
       SELECT id, address, created_at FROM users WHERE referrer_id = $1
        ORDER BY id DESC ${page ? 'LIMIT $4 OFFSET $5' : ''}
     ), members AS (
       SELECT id AS leg_id, id AS member_id FROM legs
       UNION ALL
       SELECT c.ancestor_id, c.descendant_id FROM user_closure c JOIN legs ON legs.id = c.ancestor_id
     ), perf AS (
       SELECT m.leg_id, coalesce(sum(p.amount), 0) AS cumulative,
              coalesce(sum(p.amount) FILTER (WHERE p.created_at >= $2 AND ($3::timestamptz IS NULL OR p.created_at < $3)), 0) AS recent
         FROM members m LEFT JOIN performance_orders p ON p.user_id = m.member_id
        GROUP BY m.leg_id
     ), sizes AS (
       SELECT m.leg_id, count(*) - 1 AS team_size, max(coalesce(l.level, 0)) AS top_level,
              coalesce(sum(n.shares), 0) AS shares,
              coalesce(sum(n.shares) FILTER (WHERE m.member_id = m.leg_id), 0) AS own_shares
         FROM members m
         LEFT JOIN user_levels l ON l.user_id = m.member_id
         -- Each member's shares through its own index entries: a join to a per-user sum of the
         -- whole node_orders table summed every order of every user on each call.
         LEFT JOIN LATERAL (SELECT sum(o.shares) AS shares FROM node_orders o WHERE o.user_id = m.member_id) n ON true
        GROUP BY m.leg_id
     )
     SELECT legs.id::text AS leg_id, legs.address, legs.created_at AS joined_at,
            coalesce(ol.level, 0)::int AS own_level, s.top_level::int AS top_level,
            EXISTS (SELECT 1 FROM performance_orders p WHERE p.user_id = legs.id) AS active,
            s.team_size::int AS team_size, perf.cumulative::text AS cumulative, perf.recent::text AS recent,
            s.shares::int AS shares, s.own_shares::int AS own_shares
       FROM legs
       JOIN perf ON perf.leg_id = legs.id
       JOIN sizes s ON s.leg_id = legs.id
       LEFT JOIN user_levels ol ON ol.user_id = legs.id
      ORDER BY legs.id DESC`,
    [userId, window.since, window.until ?? null, ...(page ? [page.limit, page.offset] : [])],
  );
}

export async function countDirects(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE referrer_id = $1', [
    userId,
  ]);
  return Number(row?.n ?? 0);
}

export async function countTeam(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_closure WHERE ancestor_id = $1',
    [userId],
  );
  return Number(row?.n ?? 0);
}

/** The user's own performance in the window from `since` (to `until` when given). */
export async function selectOwnRecent(
  db: Queryable,
  userId: string,
  window: { since: Date; until?: Date },
): Promise<bigint> {
  const [row] = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS amount FROM performance_orders
      WHERE user_id = $1 AND created_at >= $2 AND ($3::timestamptz IS NULL OR created_at < $3)`,
    [userId, window.since, window.until ?? null],
  );
  return BigInt(row?.amount ?? '0');
}

export async function selectLevel(
  db: Queryable,
  userId: string,
): Promise<{ level: number; day: string } | undefined> {
  const [row] = await db.query<{ level: number; day: string }>(
    `SELECT level::int AS level, to_char(day, 'YYYY-MM-DD') AS day FROM user_levels WHERE user_id = $1`,
    [userId],
  );
  return row ? { level: Number(row.level), day: row.day } : undefined;
}

/**
 * The referral tree of the users registered before `before`, as two comma-separated lists in id
 * order: the ids, and each one's referrer id ('' for none). A million rows as objects cost
 * seconds; two strings cost little.
 */
export async function selectReferralLists(
  db: Queryable,
  before: Date,
): Promise<{ n: number; ids: string | null; refs: string | null }> {
  const [tree] = await db.query<{ n: number; ids: string | null; refs: string | null }>(
    `SELECT count(*)::int AS n, string_agg(id::text, ',' ORDER BY id) AS ids,
            string_agg(coalesce(referrer_id::text, ''), ',' ORDER BY id) AS refs
       FROM users WHERE created_at < $1`,
    [before],
  );
  return { n: Number(tree?.n ?? 0), ids: tree?.ids ?? null, refs: tree?.refs ?? null };
}

/** Each user's performance before `before`, and whether their first order came at `since` or later. */
export function selectPerformanceTotals(
  db: Queryable,
  before: Date,
  since: Date,
): Promise<{ user_id: string; amount: string; first_today: boolean }[]> {
  return db.query<{ user_id: string; amount: string; first_today: boolean }>(
    `SELECT user_id::text AS user_id, sum(amount)::text AS amount, min(created_at) >= $2 AS first_today
       FROM performance_orders WHERE created_at < $1 GROUP BY user_id`,
    [before, since],
  );
}

/** The orders that count as performance from `from` to `to`, by source and id. */
export function selectPerformanceOrders(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<{ source: 'node_order' | 'stake_order'; id: string; user_id: string; amount: string }[]> {
  return db.query<{ source: 'node_order' | 'stake_order'; id: string; user_id: string; amount: string }>(
    `SELECT source, id::text AS id, user_id::text AS user_id, amount::text AS amount
       FROM performance_orders WHERE created_at >= $1 AND created_at < $2 ORDER BY source, performance_orders.id`,
    [from, to],
  );
}
