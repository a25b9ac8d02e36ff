import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from '../rules/rules-config';
import { addDays, daysBetween } from './settlement-day';
import { LEVEL } from './team-levels';

/**
 * SPEC 3 and 4: the weekly assessment. docs/rules.md "Weekly assessment" gives the rule and its
 * defaults. A week is seven settlement days from a Monday; a user with a level is assessed on the
 * team performance that week brought, against their level's target.
 */
const WEEK_EPOCH = '2026-01-05'; // a Monday

/** The settlement days a day's week runs over. */
export function weekOf(day: string): { start: string; end: string } {
  const offset = daysBetween(WEEK_EPOCH, day);
  const start = addDays(WEEK_EPOCH, Math.floor(offset / 7) * 7);
  return { start, end: addDays(start, 6) };
}

export const ASSESSMENT_STATES = ['not_started', 'in_progress', 'completed', 'not_completed'] as const;
export type AssessmentState = (typeof ASSESSMENT_STATES)[number];

/** The target a level must reach in a week (a user who lost their level keeps D1's). */
export function weeklyTarget(rules: RulesConfig['assessment'], level: number): bigint {
  return rules.weeklyTargetWei[Math.max(level, LEVEL.D1)] ?? 0n;
}

/** Whether a day's dynamic rewards wait for the week's assessment: a level, and no free days left. */
export function isHeld(level: number, day: string, freeUntil: string | undefined): boolean {
  return level >= LEVEL.D1 && freeUntil !== undefined && day > freeUntil;
}

/** The days without assessment a user gets on first reaching a level: through this day. */
export function firstFreeUntil(rules: RulesConfig['assessment'], day: string): string {
  return addDays(day, rules.freeDays - 1);
}

/** Assessment-free days left after `day` (0 when none). */
export function freeDaysRemaining(day: string, freeUntil: string | undefined): number {
  return freeUntil === undefined ? 0 : Math.max(0, daysBetween(day, freeUntil));
}

export type WeekOutcome = {
  state: 'completed' | 'not_completed';
  /** Of each held amount: what goes to the user and what is cleared. */
  clearedWei: bigint;
  releasedWei: bigint;
  /** The free-days horizon after this week. */
  freeUntil: string;
};

/**
 * The end of a week: completed when the week's team performance reaches the target; then every
 * held reward is released and the user earns extra free days. Otherwise `lossBps` of what was
 * held is cleared (the spec's "last week's earnings are cleared") and the rest released.
 */
export function assessWeek(
  rules: RulesConfig['assessment'],
  input: { targetWei: bigint; completedWei: bigint; heldWei: bigint; weekEnd: string; freeUntil: string },
): WeekOutcome {
  if (input.completedWei >= input.targetWei) {
    const from = input.freeUntil > input.weekEnd ? input.freeUntil : input.weekEnd;
    return {
      state: 'completed',
      clearedWei: 0n,
      releasedWei: input.heldWei,
      freeUntil:
        rules.extraDaysPerCompletion > 0 ? addDays(from, rules.extraDaysPerCompletion) : input.freeUntil,
    };
  }
  const clearedWei = (input.heldWei * rules.lossBps) / BPS_DENOMINATOR;
  return {
    state: 'not_completed',
    clearedWei,
    releasedWei: input.heldWei - clearedWei,
    freeUntil: input.freeUntil,
  };
}
