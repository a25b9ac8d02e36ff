import { REWARD_SOURCES, type RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import type { RewardTable } from '@woohoo/shared/settlement/reward-table';
import { copyRows } from '../../db/copy-text';
import type { Queryable } from '../../db/db';

export type SettlementRow = {
  day: string;
  rules_version: number;
  base: string;
  cap: string;
  total_value: string;
  paid_value: string;
  capped: boolean;
  users_paid: number;
  lines: number;
  computed_ms: number;
};

const SETTLEMENT_COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, rules_version, base::text AS base, cap::text AS cap,
  total_value::text AS total_value, paid_value::text AS paid_value, capped, users_paid, lines, computed_ms`;

/**
 * Sets up a transaction of the day's settlement for its size. More working memory: the first
 * batch's reads sort and group every user (the tree in id order, each user's performance and node
 * shares), at a million users tens of megabytes, and within PostgreSQL's default 4 MB each sort
 * and grouping spilled to disk. No JIT compilation: the planner's cost for a statement over
 * thousands of rows crosses the JIT threshold, and compiling it took about 50 ms of each posting
 * batch's account update, for statements that run once. Plans made for each statement's values
 * (the API's connections use generic ones, db/postgres-db.ts): a batch of 11,000 accounts is
 * planned for 11,000 rows, not for a guess. No statement timeout: a day's first batch at a million
 * users may run past DB_STATEMENT_TIMEOUT_MS, which guards the requests (docs/rules.md "Statement
 * timeout"); the settlement's own run lock and progress keep it in check.
 */
export async function tuneSettlementTransaction(tx: Queryable): Promise<void> {
  await tx.query('SET LOCAL statement_timeout = 0');
  await tx.query("SET LOCAL work_mem = '256MB'");
  await tx.query('SET LOCAL jit = off');
  await tx.query('SET LOCAL plan_cache_mode = force_custom_plan');
}

export async function selectSettlement(db: Queryable, day: string): Promise<SettlementRow | undefined> {
  const [row] = await db.query<SettlementRow>(
    `SELECT ${SETTLEMENT_COLUMNS} FROM settlements WHERE day = $1`,
    [day],
  );
  return row;
}

export async function selectLastSettlement(db: Queryable): Promise<SettlementRow | undefined> {
  const [row] = await db.query<SettlementRow>(
    `SELECT ${SETTLEMENT_COLUMNS} FROM settlements ORDER BY day DESC LIMIT 1`,
  );
  return row;
}

/** A page of settled days, newest first, and how many days are settled. */
export async function selectSettlementPage(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ rows: SettlementRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM settlements');
  const rows = await db.query<SettlementRow>(
    `SELECT ${SETTLEMENT_COLUMNS} FROM settlements ORDER BY day DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** A settled day's total per reward kind, as the settlement stored it. */
export type KindTotalRow = {
  day: string;
  kind: RewardKind;
  asset: string;
  lines: number;
  paid_value: string;
  amount: string;
};

/** The totals per kind of the given days, by day, the kinds that paid most first. */
export function selectKindTotals(db: Queryable, days: readonly string[]): Promise<KindTotalRow[]> {
  return db.query<KindTotalRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, asset, lines, paid_value::text, amount::text
       FROM settlement_kind_totals WHERE day = ANY($1::date[]) ORDER BY day, paid_value DESC, kind`,
    [days],
  );
}

/** The newest settled day and when its settlement ran (its orders are those before then). */
export async function selectLastSettledDay(
  db: Queryable,
): Promise<{ day: string; settledAt: Date } | undefined> {
  const [row] = await db.query<{ day: string; settled_at: Date | string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, created_at AS settled_at FROM settlements ORDER BY day DESC LIMIT 1`,
  );
  return row && { day: row.day, settledAt: new Date(row.settled_at) };
}

/** The day's rewards per kind and asset: their sum and how many lines. */
export async function selectDayKindTotals(
  db: Queryable,
  day: string,
): Promise<{ kind: RewardKind; asset: string; amount: string; lines: number }[]> {
  const rows = await db.query<{ kind: RewardKind; asset: string; amount: string; lines: number }>(
    `SELECT kind, asset, sum(amount)::text AS amount, count(*)::int AS lines FROM rewards WHERE day = $1
      GROUP BY kind, asset ORDER BY kind`,
    [day],
  );
  return rows.map((row) => ({ ...row, lines: Number(row.lines) }));
}

/** The newest settled day and what it paid, in whole USDT (a monitoring figure, not money). */
export async function selectLastPaidUsdt(db: Queryable): Promise<{ day: string; paid: number } | undefined> {
  const [row] = await db.query<{ day: string; paid: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, (paid_value / 1e18)::text AS paid FROM settlements ORDER BY day DESC LIMIT 1",
  );
  return row && { day: row.day, paid: Number(row.paid) };
}

export async function insertSettlement(db: Queryable, row: SettlementRow): Promise<void> {
  await db.query(
    `INSERT INTO settlements (day, rules_version, base, cap, total_value, paid_value, capped, users_paid, lines, computed_ms)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5::numeric, $6::numeric, $7, $8, $9, $10)`,
    [
      row.day,
      row.rules_version,
      row.base,
      row.cap,
      row.total_value,
      row.paid_value,
      row.capped,
      row.users_paid,
      row.lines,
      row.computed_ms,
    ],
  );
}

/**
 * The table's line indices grouped by user, users in index order (which is id order), each
 * user's lines in engine order: a counting sort, linear in lines.
 */
export function linesByUser(table: RewardTable, users: number): Int32Array {
  const start = new Int32Array(users + 1);
  for (let at = 0; at < table.length; at++) start[table.user[at]! + 1]!++;
  for (let u = 0; u < users; u++) start[u + 1]! += start[u]!;
  const sorted = new Int32Array(table.length);
  for (let at = 0; at < table.length; at++) sorted[start[table.user[at]!]!++] = at;
  return sorted;
}

/**
 * Writes a day's reward lines with COPY (user ids already mapped), in user order: each index
 * then takes its users' entries together, and a posting batch later reads its users' lines from
 * neighbouring heap pages. At 296,032 lines, INSERT ... SELECT FROM unnest(...) in chunks of
 * 20,000 took 4 to 6 s of which the database's own work was 1.5 s; COPY takes about that.
 */
export async function insertRewardLines(
  db: Queryable,
  day: string,
  table: RewardTable,
  users: number,
  userId: (index: number) => number,
  held: (at: number) => boolean,
): Promise<void> {
  await db.copyFrom(
    `COPY rewards (day, user_id, kind, asset, amount, value, paid_value, source, source_id, basis, rate_bps,
                   weight, weight_total, held) FROM STDIN`,
    copyRows(linesByUser(table, users), (at) => {
      const source = REWARD_SOURCES[table.source[at]!]!;
      const sourceId = table.sourceId[at]!;
      return [
        day,
        userId(table.user[at]!),
        table.kindOf(at),
        table.assetOf(at),
        table.amountWei(at),
        table.valueWei(at),
        table.paidValueWei(at),
        source,
        source === 'pool' ? null : source === 'user' ? userId(sourceId) : sourceId,
        table.basisWei(at),
        table.rateBps[at]!,
        table.weight[at]!,
        table.weightTotal[at]!,
        held(at),
      ];
    }),
  );
  // Fresh statistics, so the posting batches' range reads plan on a day's real size.
  await db.query('ANALYZE rewards');
}

/** The levels the settlement computed replace the previous ones (only users with a level have a row). */
export async function replaceLevels(
  db: Queryable,
  day: string,
  userIds: number[],
  levels: number[],
): Promise<void> {
  await db.query('DELETE FROM user_levels');
  await db.query(
    `INSERT INTO user_levels (user_id, level, day) SELECT u, l, $1::date FROM unnest($2::bigint[], $3::int[]) AS t (u, l)`,
    [day, userIds.map(String), levels],
  );
}

/** One user's day total of one kind: one ledger transfer. */
export type RewardGroup = { user_id: string; kind: RewardKind; asset: string; amount: string; held: boolean };

/**
 * The day's reward totals per (user, kind) for the users after `afterUser`: a posting batch of
 * at least `lines` reward lines, extended to the last of its users' lines. Keyed by user id, so
 * a resumed run continues where the last batch committed. The batch's last user is the one of
 * its `lines`-th line, found by walking the (day, user_id) index that far: counting distinct
 * users instead made the planner read every later line of the day on every batch (160 ms a
 * batch at a million users).
 */
export async function selectRewardGroups(
  db: Queryable,
  day: string,
  afterUser: string,
  lines: number,
): Promise<RewardGroup[]> {
  return db.query<RewardGroup>(
    `SELECT r.user_id::text AS user_id, r.kind, r.asset, sum(r.amount)::text AS amount, bool_or(r.held) AS held
       FROM rewards r
      WHERE r.day = $1 AND r.user_id > $2
        AND r.user_id <= coalesce(
              (SELECT user_id FROM rewards WHERE day = $1 AND user_id > $2 ORDER BY user_id OFFSET $3 - 1 LIMIT 1),
              9223372036854775807)
      GROUP BY r.user_id, r.kind, r.asset
      ORDER BY r.user_id, r.kind`,
    [day, afterUser, lines],
  );
}

/** The global bonus of a day becomes one locked position per user, released over `days` days. */
export async function insertBonusPositions(
  db: Queryable,
  day: string,
  releaseStart: Date,
  days: number,
  rulesVersion: number,
  groups: readonly { userId: string; amountWei: bigint }[],
): Promise<void> {
  if (groups.length === 0) return;
  await db.query(
    `INSERT INTO positions (user_id, asset, locked_amount, lock_time, release_start, rules_version, source,
                            settlement_day, release_days)
     SELECT u, 'USDT', a::numeric, $2, $2, $3, 'global_bonus', $1::date, $4
       FROM unnest($5::bigint[], $6::text[]) AS t (u, a)
     ON CONFLICT (user_id, settlement_day) WHERE source = 'global_bonus' DO NOTHING`,
    [
      day,
      releaseStart,
      rulesVersion,
      days,
      groups.map((g) => g.userId),
      groups.map((g) => g.amountWei.toString()),
    ],
  );
}

/** The day's top earners, best first. */
export async function insertRanking(
  db: Queryable,
  day: string,
  userIds: number[],
  values: bigint[],
): Promise<void> {
  await db.query(
    `INSERT INTO settlement_ranking (day, rank, user_id, value)
     SELECT $1::date, ordinality, u, v::numeric FROM unnest($2::bigint[], $3::text[]) WITH ORDINALITY AS t (u, v, ordinality)`,
    [day, userIds.map(String), values.map(String)],
  );
}

/** The assessment-free horizon of each of `userIds` that has one. */
export async function selectFreeUntil(db: Queryable, userIds: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ user_id: string; free_until: string }>(
    `SELECT user_id::text AS user_id, to_char(free_until, 'YYYY-MM-DD') AS free_until
       FROM assessment_profiles WHERE user_id = ANY($1::bigint[])`,
    [userIds.map(String)],
  );
  return new Map(rows.map((row) => [Number(row.user_id), row.free_until]));
}

/** Users reaching a level for the first time start their assessment-free days. */
export async function insertProfiles(
  db: Queryable,
  day: string,
  userIds: number[],
  freeUntil: string,
): Promise<void> {
  await db.query(
    `INSERT INTO assessment_profiles (user_id, first_level_day, free_until)
     SELECT u, $1::date, $2::date FROM unnest($3::bigint[]) AS t (u) ON CONFLICT (user_id) DO NOTHING`,
    [day, freeUntil, userIds.map(String)],
  );
}

export async function insertTeamDays(
  db: Queryable,
  day: string,
  rows: { userId: number; level: number; teamWei: bigint }[],
): Promise<void> {
  await db.query(
    `INSERT INTO team_day_performance (day, user_id, level, team)
     SELECT $1::date, u, l, t::numeric FROM unnest($2::bigint[], $3::int[], $4::text[]) AS x (u, l, t)`,
    [day, rows.map((r) => String(r.userId)), rows.map((r) => r.level), rows.map((r) => r.teamWei.toString())],
  );
}

/** The day's total per reward kind (the transparency page's settlement history). */
export async function insertKindTotals(
  db: Queryable,
  day: string,
  totals: { kind: string; asset: string; lines: number; paidValueWei: bigint; amountWei: bigint }[],
): Promise<void> {
  if (totals.length === 0) return;
  await db.query(
    `INSERT INTO settlement_kind_totals (day, kind, asset, lines, paid_value, amount)
     SELECT $1::date, kind, asset, lines, paid::numeric, amount::numeric
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[]) AS t (kind, asset, lines, paid, amount)`,
    [
      day,
      totals.map((t) => t.kind),
      totals.map((t) => t.asset),
      totals.map((t) => t.lines),
      totals.map((t) => t.paidValueWei.toString()),
      totals.map((t) => t.amountWei.toString()),
    ],
  );
}
