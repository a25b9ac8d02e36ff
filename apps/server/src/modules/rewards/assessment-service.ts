import type { Assessment } from '@woohoo/shared/api/team';
import { BPS_DENOMINATOR } from '@woohoo/shared/money-rules';
import { freeDaysRemaining, weeklyTarget, weekOf } from '@woohoo/shared/settlement/assessment-rules';
import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { LEVEL, TEAM_LEVELS } from '@woohoo/shared/settlement/team-levels';
import { rulesAt } from '../rules/rules-service';
import { storedTeamLevel } from '../team/team-service';
import type { UserRecord } from '../user/user-record';
import type { RewardsDeps } from './rewards-deps';
import { selectAssessmentFigures, selectAssessmentHistory } from './rewards-repository';

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
    selectAssessmentFigures(deps.db, user.id, week),
    selectAssessmentHistory(deps.db, user.id),
  ]);
  const f = figures;
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
