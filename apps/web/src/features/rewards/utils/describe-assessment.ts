import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import type { Text } from '../../../lib/i18n/render-text';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import type { Assessment } from './assessment-types';

/** Every text the assessment's pure describers can say; typed so a missing locale key fails the build. */
export type AssessmentTextKey =
  | 'rewards.assessment.endsInDays'
  | 'rewards.assessment.endsIn'
  | 'rewards.assessment.ended'
  | 'rewards.assessment.warning'
  | 'rewards.assessment.nothingHeld'
  | 'rewards.assessment.completedNote'
  | 'rewards.assessment.notCompletedNote'
  | 'rewards.assessment.notStarted.noLevel'
  | 'rewards.assessment.notStarted.freeDays'
  | 'rewards.assessment.notStarted.pending';

export type AssessmentText = Text<AssessmentTextKey>;

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');

/** An ISO time as the local date and minute (Nov 22, 2026, 21:00 in English); text that is not a date as it came. */
export function localTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatLocalDateTime(new Date(ms), 'minute');
}

/** The week's progress as a whole percentage from 0 to 100, integer maths on the amounts. */
export function progressPercent(completedWei: bigint, targetWei: bigint): number {
  if (targetWei <= 0n || completedWei >= targetWei) return 100;
  if (completedWei <= 0n) return 0;
  return Number((completedWei * 100n) / targetWei);
}

/** What the week still needs (0 once the target is met). */
export function remainingWei(assessment: Pick<Assessment, 'completed' | 'target'>): bigint {
  const left = parseWei(assessment.target) - parseWei(assessment.completed);
  return left > 0n ? left : 0n;
}

/**
 * The time left until the week ends, rounded down: "in 2 d 5 h" while a day or more is left,
 * "in 3 h 20 min" under a day, "Ended, waiting for settlement" once past; undefined when the
 * server's time is not a date (the local time is shown as it came then).
 */
export function describeCountdown(endsAt: string, nowMs: number): AssessmentText | undefined {
  const ends = Date.parse(endsAt);
  if (Number.isNaN(ends)) return undefined;
  const totalMinutes = Math.floor((ends - nowMs) / 60_000);
  if (totalMinutes <= 0) return { key: 'rewards.assessment.ended' };
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  return days > 0
    ? { key: 'rewards.assessment.endsInDays', values: { days, hours } }
    : { key: 'rewards.assessment.endsIn', values: { hours, minutes: totalMinutes % 60 } };
}

export type AssessmentNoticeTone = 'info' | 'warning' | 'success' | 'danger';

/**
 * What the week means for the user, in one sentence and a tone (SPEC 3 and 4, docs/rules.md
 * "Weekly assessment"):
 * - not started: why, either no level yet, N assessment-free days left, or the next settlement;
 * - in progress with rewards held: the warning before it happens, what a miss would clear by when
 *   and at what loss ratio; with nothing held yet, that this week's rewards wait for the result;
 * - completed: what is held is released, and the extra free days earned;
 * - not completed: the loss ratio of the held rewards that is cleared.
 */
export function assessmentNotice(assessment: Assessment): {
  tone: AssessmentNoticeTone;
  text: AssessmentText;
} {
  const time = localTime(assessment.week.endsAt);
  const ratio = formatBps(assessment.lossBps);
  switch (assessment.state) {
    case 'not_started':
      return { tone: 'info', text: notStartedReason(assessment) };
    case 'in_progress':
      return parseWei(assessment.pendingClear) > 0n
        ? {
            tone: 'warning',
            text: {
              key: 'rewards.assessment.warning',
              values: { time, amount: usdt(assessment.pendingClear), ratio },
            },
          }
        : { tone: 'info', text: { key: 'rewards.assessment.nothingHeld', values: { time } } };
    case 'completed':
      return {
        tone: 'success',
        text: { key: 'rewards.assessment.completedNote', values: { count: assessment.extraDays } },
      };
    case 'not_completed':
      return { tone: 'danger', text: { key: 'rewards.assessment.notCompletedNote', values: { ratio } } };
  }
}

/** Why the assessment has not started: no level yet, still within the free days, or not yet settled. */
export function notStartedReason(
  assessment: Pick<Assessment, 'level' | 'freeDaysRemaining' | 'target'>,
): AssessmentText {
  if (assessment.level === 'none')
    return { key: 'rewards.assessment.notStarted.noLevel', values: { target: usdt(assessment.target) } };
  if (assessment.freeDaysRemaining > 0)
    return {
      key: 'rewards.assessment.notStarted.freeDays',
      values: { count: assessment.freeDaysRemaining },
    };
  return { key: 'rewards.assessment.notStarted.pending' };
}
