import type { Assessment } from '@woohoo/shared/api/team';
import { BPS_DENOMINATOR } from '@woohoo/shared/money-rules';
import { freeDaysRemaining, weeklyTarget, weekOf } from '@woohoo/shared/settlement/assessment-rules';
import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { LEVEL, TEAM_LEVELS } from '@woohoo/shared/settlement/team-levels';
import { rulesAt } from '../rules/rules-service';
import { storedTeamLevel } from '../team/team-service';
import type { UserRecord } from '../user/user-record';
import type { RewardsDeps } from './rewards-deps';

/**
 * GET /api/team/assessment (docs/rules.md "Weekly assessment"): this week's target and progress,
 * what waits for it and what would be cleared if the target stays unmet, the free days left, and
 * past weeks.
 */
export async function weeklyAssessment(deps: RewardsDeps, user: UserRecord): Promise<Assessment> {
  const now = deps.now();
  const today = dayOf(now);
  const week = weekOf(today);
  const [rules, stored, figures, history] = await Promise.all([
    rulesAt(deps.db, now),
    storedTeamLevel(deps.db, user.id),
    deps.db.query<{
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
      [user.id, week.start, week.end],
    ),
    deps.db.query<{
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
      [user.id],
    ),
  ]);
  const f = figures[0]!;
  const level = stored?.level ?? LEVEL.none;
  const target = weeklyTarget(rules.assessment, level);
  const completed = BigInt(f.completed);
  const held = BigInt(f.held);
  const free = freeDaysRemaining(today, f.free_until ?? undefined);
  const assessed = level >= LEVEL.D1 && f.free_until !== null && free === 0;
  const state = !assessed ? 'not_started' : completed >= target ? 'completed' : 'in_progress';
  const pendingClear = state === 'in_progress' ? (held * rules.assessment.lossBps) / BPS_DENOMINATOR : 0n;
  const heldOrCleared = held + BigInt(f.cleared);
  return {
    state,
    level: TEAM_LEVELS[level]!,
    week: { start: week.start, end: week.end, endsAt: dayWindow(week.end)!.end.toISOString() },
    target: target.toString(),
    completed: completed.toString(),
    lossBps: Number(rules.assessment.lossBps),
    held: held.toString(),
    pendingClear: pendingClear.toString(),
    freeDaysRemaining: free,
    extraDays: rules.assessment.extraDaysPerCompletion,
    totalIncome: f.total,
    receivedIncome: (BigInt(f.total) - heldOrCleared).toString(),
    history: history.map((row) => ({
      weekStart: row.week_start,
      state: row.state,
      level: TEAM_LEVELS[Number(row.level)] ?? 'none',
      target: row.target,
      completed: row.completed,
      heldValue: row.held_value,
      clearedValue: row.cleared_value,
    })),
  };
}
