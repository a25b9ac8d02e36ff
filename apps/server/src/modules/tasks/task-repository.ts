import type { TaskKey } from '@woohoo/shared/tasks/task-rules';
import type { Queryable } from '../../db/db';

export type TaskRecordRow = {
  id: string;
  task: TaskKey;
  community_name: string | null;
  meeting_link: string | null;
  applied_at: Date | null;
  claimed_at: Date | null;
};

export type DirectRow = {
  id: string;
  address: string;
  level: number;
  gifted_at: Date | null;
  activated_at: Date | null;
};

export async function selectTaskRecords(db: Queryable, userId: string): Promise<TaskRecordRow[]> {
  return db.query<TaskRecordRow>(
    `SELECT id::text, task, community_name, meeting_link, applied_at, claimed_at FROM task_records
      WHERE user_id = $1`,
    [userId],
  );
}

/** The user's settled level (0 before the first settlement that gave one). */
export async function selectUserLevel(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ level: number }>(
    'SELECT level::int AS level FROM user_levels WHERE user_id = $1',
    [userId],
  );
  return Number(row?.level ?? 0);
}

/** Direct referrals with their settled level, the user's gift to each and mentorship of each. */
export async function selectDirects(db: Queryable, userId: string): Promise<DirectRow[]> {
  return db.query<DirectRow>(
    `SELECT u.id::text, u.address, coalesce(l.level, 0)::int AS level, g.created_at AS gifted_at,
            m.activated_at
       FROM users u
       LEFT JOIN user_levels l ON l.user_id = u.id
       LEFT JOIN task_gifts g ON g.user_id = $1 AND g.friend_id = u.id
       LEFT JOIN mentorships m ON m.mentor_id = $1 AND m.mentee_id = u.id
      WHERE u.referrer_id = $1
      ORDER BY (g.created_at IS NULL), u.id
      LIMIT 500`,
    [userId],
  );
}

export async function selectPerks(db: Queryable, userId: string): Promise<Map<string, Date>> {
  const rows = await db.query<{ perk: string; granted_at: Date }>(
    'SELECT perk, granted_at FROM task_perks WHERE user_id = $1',
    [userId],
  );
  return new Map(rows.map((r) => [r.perk, r.granted_at]));
}

/** The user's record of a task, created empty when missing, locked. */
export async function lockTaskRecord(db: Queryable, userId: string, task: TaskKey): Promise<TaskRecordRow> {
  await db.query(
    'INSERT INTO task_records (user_id, task) VALUES ($1, $2) ON CONFLICT (user_id, task) DO NOTHING',
    [userId, task],
  );
  const [row] = await db.query<TaskRecordRow>(
    `SELECT id::text, task, community_name, meeting_link, applied_at, claimed_at FROM task_records
      WHERE user_id = $1 AND task = $2 FOR UPDATE`,
    [userId, task],
  );
  if (!row) throw new Error('task record vanished');
  return row;
}

export async function markApplied(
  db: Queryable,
  id: string,
  name: string,
  link: string,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE task_records SET community_name = $2, meeting_link = $3, applied_at = $4 WHERE id = $1',
    [id, name, link, at],
  );
}

export async function markTaskClaimed(
  db: Queryable,
  id: string,
  rewardWei: bigint,
  rulesVersion: number,
  at: Date,
): Promise<void> {
  await db.query('UPDATE task_records SET reward = $2, rules_version = $3, claimed_at = $4 WHERE id = $1', [
    id,
    rewardWei.toString(),
    rulesVersion,
    at,
  ]);
}

export async function insertPerk(db: Queryable, userId: string, perk: string, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO task_perks (user_id, perk, granted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, perk, at],
  );
}

/** The gift's id, or undefined when this friend already has one from the user. */
export async function insertGift(
  db: Queryable,
  userId: string,
  friendId: string,
  amountWei: bigint,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO task_gifts (user_id, friend_id, amount, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, friend_id) DO NOTHING RETURNING id::text`,
    [userId, friendId, amountWei.toString(), at],
  );
  return row?.id;
}

export async function countGifts(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM task_gifts WHERE user_id = $1',
    [userId],
  );
  return Number(row?.n ?? 0);
}

export async function insertMentorship(
  db: Queryable,
  mentorId: string,
  menteeId: string,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO mentorships (mentor_id, mentee_id, activated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [mentorId, menteeId, at],
  );
}

/** The direct referral of `userId` with this address, if any. */
export async function findDirect(
  db: Queryable,
  userId: string,
  address: string,
): Promise<DirectRow | undefined> {
  const [row] = await db.query<DirectRow>(
    `SELECT u.id::text, u.address, coalesce(l.level, 0)::int AS level, NULL AS gifted_at, NULL AS activated_at
       FROM users u LEFT JOIN user_levels l ON l.user_id = u.id
      WHERE u.referrer_id = $1 AND lower(u.address) = lower($2)`,
    [userId, address],
  );
  return row;
}
