// The baseline the engine replaces: each user's team performance by one recursive CTE per user.
// Timing every user of a 100,000-user tree would take too long, so a random sample is timed and
// the total extrapolated linearly (an unbiased estimate of the sum over all users).
import type { Db } from '../../apps/server/src/db/db';

const TEAM_PERFORMANCE = `WITH RECURSIVE team AS (
    SELECT id FROM users WHERE referrer_id = $1
    UNION ALL
    SELECT u.id FROM users u JOIN team t ON u.referrer_id = t.id
  )
  SELECT coalesce(sum(p.amount), 0)::text AS amount FROM team JOIN performance_orders p ON p.user_id = team.id`;

export type CteBaseline = {
  users: number;
  sampled: number;
  sampleMs: number;
  medianMs: number;
  maxMs: number;
  extrapolatedMs: number;
  stoppedByBudget: boolean;
};

/**
 * Times the per-user query for up to `sample` users drawn uniformly from ids 1..users, on one
 * connection, stopping early after `budgetMs` (the sample is then what was timed).
 */
export async function cteBaseline(
  db: Db,
  users: number,
  sample: number,
  budgetMs: number,
  random: () => number,
): Promise<CteBaseline> {
  return db.withConnection(async (conn) => {
    await conn.query(TEAM_PERFORMANCE, [1]); // warm the plan and the caches a little
    const times: number[] = [];
    const started = performance.now();
    let stoppedByBudget = false;
    while (times.length < sample) {
      if (performance.now() - started > budgetMs) {
        stoppedByBudget = true;
        break;
      }
      const id = 1 + Math.floor(random() * users);
      const t = performance.now();
      await conn.query(TEAM_PERFORMANCE, [id]);
      times.push(performance.now() - t);
    }
    const sampleMs = times.reduce((a, b) => a + b, 0);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      users,
      sampled: times.length,
      sampleMs,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      maxMs: sorted.at(-1) ?? 0,
      extrapolatedMs: (sampleMs / Math.max(1, times.length)) * users,
      stoppedByBudget,
    };
  });
}
