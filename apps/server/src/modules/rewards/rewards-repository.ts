import type { IncomeKind } from '@woohoo/shared/income-kinds';
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
  filter: { kind: RewardKind | undefined; day: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: RewardRow[]; total: number }> {
  // $2 and $3 may be null: no filter on the kind or the day.
  const where =
    'r.user_id = $1 AND ($2::text IS NULL OR r.kind = $2) AND ($3::date IS NULL OR r.day = $3::date)';
  const params = [userId, filter.kind ?? null, filter.day ?? null];
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
      WHERE ${where}
      ORDER BY r.id DESC LIMIT $4 OFFSET $5`,
    [...params, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rewards r WHERE ${where}`,
    params,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * The user's income entries (docs/rules.md "What counts as income"): per ledger transfer of an
 * income kind and asset, the net change of the user's accounts. Every income figure is read
 * through this one set, so Income details and the summary's totals cannot disagree.
 */
const INCOME_ENTRIES = `
  SELECT e.transfer_id, t.kind, t.ref, t.created_at, e.asset, sum(e.delta) AS amount,
         bool_or(a.bucket = 'reward_hold' AND e.delta > 0) AS held,
         bool_or(a.bucket = 'vesting' AND e.delta > 0) AS locked
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transfers t ON t.id = e.transfer_id
   WHERE a.user_id = $1 AND t.kind = ANY($2::text[])
   GROUP BY e.transfer_id, t.kind, t.ref, t.created_at, e.asset`;

export type IncomeTotalRow = {
  kind: IncomeKind;
  asset: string;
  total: string;
  last_day: string;
  count: number;
};

/**
 * Per income kind and asset: the sum of the user's income entries, how many there are, and the
 * part that refers to the last settled day.
 */
export async function selectIncomeTotals(
  db: Queryable,
  userId: string,
  kinds: readonly IncomeKind[],
  lastDay: string | null,
): Promise<IncomeTotalRow[]> {
  return db.query<IncomeTotalRow>(
    `SELECT kind, asset, sum(amount)::text AS total, count(*)::int AS count,
            coalesce(sum(amount) FILTER (WHERE ref = 'settlement:' || $3::text), 0)::text AS last_day
       FROM (${INCOME_ENTRIES}) i
      GROUP BY kind, asset ORDER BY kind, asset`,
    [userId, kinds, lastDay],
  );
}

export type IncomeRow = {
  transfer_id: string;
  kind: IncomeKind;
  ref: string;
  time: Date;
  asset: string;
  amount: string;
  held: boolean;
  locked: boolean;
};

/** A page of the user's income entries, newest first, of the given kinds and optionally one asset. */
export async function selectIncome(
  db: Queryable,
  userId: string,
  filter: { kinds: readonly IncomeKind[]; asset: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: IncomeRow[]; total: number }> {
  const params = [userId, filter.kinds, filter.asset ?? null];
  const rows = await db.query<IncomeRow>(
    `SELECT transfer_id::text AS transfer_id, kind, ref, created_at AS time, asset, amount::text AS amount, held, locked
       FROM (${INCOME_ENTRIES}) i
      WHERE $3::text IS NULL OR asset = $3
      ORDER BY transfer_id DESC, asset LIMIT $4 OFFSET $5`,
    [...params, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${INCOME_ENTRIES}) i WHERE $3::text IS NULL OR asset = $3`,
    params,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** How many reward lines the user has per settlement day and reward kind, for the given pairs. */
export async function countRewardLines(
  db: Queryable,
  userId: string,
  pairs: { day: string; kind: RewardKind }[],
): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map();
  const rows = await db.query<{ day: string; kind: RewardKind; n: number }>(
    `SELECT to_char(r.day, 'YYYY-MM-DD') AS day, r.kind, count(*)::int AS n
       FROM rewards r JOIN unnest($2::date[], $3::text[]) AS p (day, kind) ON p.day = r.day AND p.kind = r.kind
      WHERE r.user_id = $1 GROUP BY r.day, r.kind`,
    [userId, pairs.map((p) => p.day), pairs.map((p) => p.kind)],
  );
  return new Map(rows.map((row) => [`${row.day}:${row.kind}`, Number(row.n)]));
}

/** The buyers of node orders, by order id. */
export async function selectOrderBuyers(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; address: string }>(
    `SELECT o.id::text AS id, u.address FROM node_orders o JOIN users u ON u.id = o.user_id
      WHERE o.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.address]));
}

/** The pioneers who sent the user's gifts, by gift id. */
export async function selectGiftSenders(
  db: Queryable,
  userId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; address: string }>(
    `SELECT g.id::text AS id, u.address FROM task_gifts g JOIN users u ON u.id = g.user_id
      WHERE g.id = ANY($1::bigint[]) AND g.friend_id = $2`,
    [ids, userId],
  );
  return new Map(rows.map((row) => [row.id, row.address]));
}

/** The tasks of the user's task records, by record id. */
export async function selectTaskKeys(
  db: Queryable,
  userId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; task: string }>(
    'SELECT id::text AS id, task FROM task_records WHERE id = ANY($1::bigint[]) AND user_id = $2',
    [ids, userId],
  );
  return new Map(rows.map((row) => [row.id, row.task]));
}

/** The user's opened blind boxes (kind, prize, gift card), by box id. */
export async function selectBoxPrizes(
  db: Queryable,
  userId: string,
  ids: string[],
): Promise<Map<string, { kind: string; prize: number; giftCardNo: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; kind: string; prize: number; gift_card_no: string }>(
    `SELECT id::text AS id, kind, prize::int AS prize, gift_card_no FROM blind_boxes
      WHERE id = ANY($1::bigint[]) AND user_id = $2 AND opened_at IS NOT NULL`,
    [ids, userId],
  );
  return new Map(
    rows.map((row) => [row.id, { kind: row.kind, prize: Number(row.prize), giftCardNo: row.gift_card_no }]),
  );
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

/**
 * A user's figures for the weekly assessment (docs/rules.md "Weekly assessment"): team
 * performance completed this week, rewards held for it, all rewards paid, all cleared, and the
 * end of the free period.
 */
export async function selectAssessmentFigures(
  db: Queryable,
  userId: string,
  week: { start: string; end: string },
): Promise<{ completed: string; held: string; total: string; cleared: string; free_until: string | null }> {
  const [row] = await db.query<{
    completed: string;
    held: string;
    total: string;
    cleared: string;
    free_until: string | null;
  }>(
    `SELECT (SELECT coalesce(sum(team), 0) FROM team_day_performance
              WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date)::text AS completed,
            (SELECT coalesce(sum(paid_value), 0) FROM rewards
              WHERE user_id = $1 AND held AND day BETWEEN $2::date AND $3::date
                AND NOT EXISTS (SELECT 1 FROM assessments a WHERE a.user_id = $1 AND a.week_start = $2::date))::text AS held,
            (SELECT coalesce(sum(paid_value), 0) FROM rewards WHERE user_id = $1)::text AS total,
            (SELECT coalesce(sum(cleared_value), 0) FROM assessments WHERE user_id = $1)::text AS cleared,
            (SELECT to_char(free_until, 'YYYY-MM-DD') FROM assessment_profiles WHERE user_id = $1) AS free_until`,
    [userId, week.start, week.end],
  );
  return row!;
}

/** A user's last twelve assessed weeks, newest first. */
export function selectAssessmentHistory(db: Queryable, userId: string) {
  return db.query<{
    week_start: string;
    state: 'completed' | 'not_completed';
    level: number;
    target: string;
    completed: string;
    held_value: string;
    cleared_value: string;
  }>(
    `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, state, level::int AS level, target::text AS target,
            completed::text AS completed, held_value::text AS held_value, cleared_value::text AS cleared_value
       FROM assessments WHERE user_id = $1 ORDER BY week_start DESC LIMIT 12`,
    [userId],
  );
}
