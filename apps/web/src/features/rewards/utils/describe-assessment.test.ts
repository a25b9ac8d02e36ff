import { describe, expect, it } from 'vitest';
import { renderText } from '../../../lib/i18n/render-text';
import { ONE_USDT_WEI } from '../../../testing/team-factories';
import { translateEnglish } from '../../../testing/translate-english';
import { makeAssessment } from '../testing/make-assessment';
import {
  type AssessmentText,
  assessmentNotice,
  describeCountdown,
  localTime,
  notStartedReason,
  progressPercent,
  remainingWei,
} from './describe-assessment';

const T = ONE_USDT_WEI;
const wei = (whole: bigint) => (whole * T).toString();
const text = (value: AssessmentText | undefined) => (value ? renderText(translateEnglish, value) : undefined);
const ENDS_AT = '2026-11-22T13:00:00.000Z';
const NOW = Date.parse('2026-11-20T09:30:00.000Z');

describe('progressPercent', () => {
  it('is a whole percentage, rounded down, and full once the target is met or when there is none', () => {
    expect(progressPercent(520n * T, 1_000n * T)).toBe(52);
    expect(progressPercent(9_999n, 1_000_000n)).toBe(0);
    expect(progressPercent(0n, 1_000n * T)).toBe(0);
    expect(progressPercent(1_200n * T, 1_000n * T)).toBe(100);
    expect(progressPercent(0n, 0n)).toBe(100);
  });
});

describe('remainingWei', () => {
  it('is what the target still needs, never below zero', () => {
    expect(remainingWei({ completed: wei(520n), target: wei(1_000n) })).toBe(480n * T);
    expect(remainingWei({ completed: wei(1_500n), target: wei(1_000n) })).toBe(0n);
  });
});

describe('describeCountdown (to week.endsAt)', () => {
  it('counts days and hours while a day or more is left, rounding down', () => {
    expect(text(describeCountdown(ENDS_AT, NOW))).toBe('in 2 d 3 h');
  });
  it('counts hours and minutes under a day', () => {
    expect(text(describeCountdown(ENDS_AT, Date.parse('2026-11-22T09:39:30.000Z')))).toBe('in 3 h 20 min');
  });
  it('says the week has ended once past, and gives nothing for a time that is not a date', () => {
    expect(text(describeCountdown(ENDS_AT, Date.parse('2026-11-22T13:00:30.000Z')))).toBe(
      'Ended, waiting for settlement',
    );
    expect(describeCountdown('Sunday', NOW)).toBeUndefined();
  });
});

describe('localTime', () => {
  it('is the local date and minute, or the text as it came', () => {
    expect(localTime(ENDS_AT)).toMatch(/^Nov 2[23], 2026, \d{2}:\d{2}$/);
    expect(localTime('Sunday')).toBe('Sunday');
  });
});

describe('assessmentNotice (SPEC 4)', () => {
  it('warns before a miss clears the held rewards: by when, how much, at what loss ratio', () => {
    const notice = assessmentNotice(makeAssessment());
    expect(notice.tone).toBe('warning');
    expect(text(notice.text)).toBe(
      `If the target is not met by ${localTime(ENDS_AT)}, 23.2 USDT of held rewards will be cleared (100% of what is held).`,
    );
    const half = assessmentNotice(makeAssessment({ lossBps: 5_000, pendingClear: '11600000000000000000' }));
    expect(text(half.text)).toContain('11.6 USDT of held rewards will be cleared (50% of what is held)');
  });

  it('in progress with nothing held: no warning, but that this week’s rewards wait', () => {
    const notice = assessmentNotice(makeAssessment({ held: '0', pendingClear: '0' }));
    expect(notice.tone).toBe('info');
    expect(text(notice.text)).toBe(
      `Nothing is held yet. Rewards you earn until ${localTime(ENDS_AT)} wait for this week's result.`,
    );
  });

  it('completed: released at the week end, with the extra free days', () => {
    const notice = assessmentNotice(makeAssessment({ state: 'completed', completed: wei(1_040n) }));
    expect(notice.tone).toBe('success');
    expect(text(notice.text)).toBe(
      'Target reached. What is held is released when the week ends, and you earn 2 extra assessment-free days.',
    );
    expect(text(assessmentNotice(makeAssessment({ state: 'completed', extraDays: 1 })).text)).toContain(
      '1 extra assessment-free day.',
    );
  });

  it('not completed: the loss ratio of what was held is cleared', () => {
    const notice = assessmentNotice(makeAssessment({ state: 'not_completed' }));
    expect(notice.tone).toBe('danger');
    expect(text(notice.text)).toBe('Target missed: 100% of the held rewards is cleared, the rest released.');
  });

  it('not started: says why', () => {
    const notice = assessmentNotice(makeAssessment({ state: 'not_started', freeDaysRemaining: 9 }));
    expect(notice.tone).toBe('info');
    expect(text(notice.text)).toBe(
      '9 assessment-free days left. Until then your rewards are paid without a weekly target.',
    );
  });
});

describe('notStartedReason', () => {
  it('no level yet, with the first target', () => {
    expect(text(notStartedReason({ level: 'none', freeDaysRemaining: 0, target: wei(1_000n) }))).toBe(
      "You have no level yet. The weekly assessment starts once you reach D1 and your assessment-free days have passed; D1's target is 1,000 USDT a week.",
    );
  });
  it('the free days left, one or many', () => {
    expect(text(notStartedReason({ level: 'B3', freeDaysRemaining: 1, target: wei(5_000n) }))).toMatch(
      /^1 assessment-free day left\./,
    );
    expect(text(notStartedReason({ level: 'D1', freeDaysRemaining: 14, target: wei(1_000n) }))).toMatch(
      /^14 assessment-free days left\./,
    );
  });
  it('a level without free days left: starts with the next settlement', () => {
    expect(text(notStartedReason({ level: 'D1', freeDaysRemaining: 0, target: wei(1_000n) }))).toBe(
      'Your weekly assessment starts with the next settlement.',
    );
  });
});
