// The weekly assessment's reads and writes (docs/rules.md "Weekly assessment"): who holds rewards
// at a week's end with the week's figures, the assessment rows, and each user's free days.
import type { Queryable } from '../../db/db';

/** A user to assess at a week's end: what they hold, their level and the week's team figure. */
export type AssessRow = {
  user_id: string;
  level: number;
  team: string;
  free_until: string;
  held: { asset: string; amount: string; value: string }[];
};

/** The next users (after `afterUser`) holding rewards at `weekEnd`, with their week's figures. */
export async function selectUsersToAssess(
  db: Queryable,
  week: { start: string; end: string },
  afterUser: string,
  limit: number,
): Promise<AssessRow[]> {
  const rows = await db.query<AssessRow>(
    `WITH held AS (
       SELECT user_id, asset, sum(amount) AS amount, sum(paid_value) AS value
         FROM rewards WHERE held AND day BETWEEN $1::date AND $2::date AND user_id > $3
        GROUP BY user_id, asset
     ), users_held AS (
       SELECT DISTINCT user_id FROM held ORDER BY user_id LIMIT $4
     )
     SELECT u.user_id::text AS user_id,
            coalesce((SELECT level FROM team_day_performance t WHERE t.user_id = u.user_id AND t.day = $2::date), 0)::int AS level,
            coalesce((SELECT sum(team) FROM team_day_performance t WHERE t.user_id = u.user_id AND t.day BETWEEN $1::date AND $2::date), 0)::text AS team,
            to_char(p.free_until, 'YYYY-MM-DD') AS free_until,
            json_agg(json_build_object('asset', h.asset, 'amount', h.amount::text, 'value', h.value::text)) AS held
       FROM users_held u JOIN held h ON h.user_id = u.user_id JOIN assessment_profiles p ON p.user_id = u.user_id
      GROUP BY u.user_id, p.free_until
      ORDER BY u.user_id`,
    [week.start, week.end, afterUser, limit],
  );
  return rows.map((row) => ({
    ...row,
    held: typeof row.held === 'string' ? JSON.parse(row.held) : row.held,
  }));
}

export async function insertAssessment(
  db: Queryable,
  row: {
    weekStart: string;
    userId: string;
    level: number;
    targetWei: bigint;
    completedWei: bigint;
    state: string;
    heldValue: bigint;
    clearedValue: bigint;
  },
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO assessments (week_start, user_id, level, target, completed, state, held_value, cleared_value)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7::numeric, $8::numeric)
     ON CONFLICT (week_start, user_id) DO NOTHING RETURNING user_id`,
    [
      row.weekStart,
      row.userId,
      row.level,
      row.targetWei.toString(),
      row.completedWei.toString(),
      row.state,
      row.heldValue.toString(),
      row.clearedValue.toString(),
    ],
  );
  return inserted.length > 0;
}

export async function updateFreeUntil(db: Queryable, userId: string, freeUntil: string): Promise<void> {
  await db.query('UPDATE assessment_profiles SET free_until = $2 WHERE user_id = $1', [userId, freeUntil]);
}
