import { describe, expect, it } from 'vitest';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import { makeTaskCentre, makeTasks } from '../../../testing/task-factories';
import { translateEnglish } from '../../../testing/translate-english';
import { buildVipLink } from './build-vip-link';
import {
  canGift,
  describeMissing,
  describeProgress,
  giftsLeft,
  rewardTotals,
  type TaskText,
  type TaskTextKey,
  taskAction,
  taskProgressPercent,
} from './describe-task';
import type { Task, TaskKey } from './task-types';

const english = (text: TaskText | undefined) =>
  text && renderText(translateEnglish as unknown as Translate<TaskTextKey>, text);

function task(key: TaskKey, overrides: Partial<Task> = {}): Task {
  const found = makeTasks({ [key]: overrides }).find((t) => t.key === key);
  if (!found) throw new Error(key);
  return found;
}

describe('describeProgress and describeMissing', () => {
  it('counts the captains invited, and those still to invite', () => {
    const captains = task('pioneer_captains', { progress: { current: 0, target: 1 } });
    expect(english(describeProgress(captains, 'pioneer'))).toBe('0 of 1 captain invited');
    expect(english(describeMissing(captains, 'pioneer'))).toBe('Invite 1 more captain');
    const two = task('pioneer_captains', { progress: { current: 1, target: 3 } });
    expect(english(describeProgress(two, 'pioneer'))).toBe('1 of 3 captains invited');
    expect(english(describeMissing(two, 'pioneer'))).toBe('Invite 2 more captains');
  });

  it('names the rank a task needs, and asks for it first', () => {
    const captain = task('captain_reward');
    expect(english(describeProgress(captain, 'pioneer'))).toBe('Rank needed: Captain');
    expect(english(describeMissing(captain, 'pioneer'))).toBe('Reach Captain first');
    // Below pioneer, the captains task asks for the rank before any captain.
    expect(english(describeMissing(task('pioneer_captains'), 'ordinary'))).toBe('Reach Pioneer first');
  });

  it('says the rank is reached, and nothing is missing once a task is met', () => {
    const met = task('pioneer_target', { state: 'claimable', progress: { current: 1, target: 1 } });
    expect(english(describeProgress(met, 'captain'))).toBe('Rank reached: Pioneer');
    expect(describeMissing(met, 'captain')).toBeUndefined();
  });
});

describe('taskProgressPercent', () => {
  it('is the share of rank steps or captains, and full once met', () => {
    expect(taskProgressPercent(task('ambassador_reward', { progress: { current: 2, target: 3 } }))).toBe(66);
    expect(taskProgressPercent(task('pioneer_target'))).toBe(0);
    expect(taskProgressPercent(task('pioneer_target', { state: 'claimed' }))).toBe(100);
  });
});

describe('taskAction (SPEC 4)', () => {
  it('allows Apply in "apply", Claim in "claimable", and nothing else', () => {
    expect(taskAction(task('captain_reward', { state: 'apply' }))).toBe('apply');
    expect(taskAction(task('captain_reward', { state: 'claimable' }))).toBe('claim');
    expect(taskAction(task('captain_reward', { state: 'claimed' }))).toBeUndefined();
    expect(taskAction(task('captain_reward', { state: 'not_met' }))).toBeUndefined();
  });
});

describe('rewardTotals', () => {
  it('sums what was claimed and what all tasks pay, in bigint', () => {
    const tasks = makeTasks({
      pioneer_target: { state: 'claimed' },
      pioneer_captains: { state: 'claimable' },
    });
    expect(rewardTotals(tasks)).toEqual({ claimedWei: 20n * 10n ** 18n, totalWei: 1_420n * 10n ** 18n });
  });
});

describe('gifts', () => {
  const friend = { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', gifted: false, giftedAt: null };

  it('lets a friend be gifted only while gifts are open and some are left', () => {
    const open = { ...makeTaskCentre().gifts, open: true, sent: 9 };
    expect(giftsLeft(open)).toBe(1);
    expect(canGift(open, friend)).toBe(true);
    expect(canGift(open, { ...friend, gifted: true })).toBe(false);
    expect(canGift({ ...open, sent: 10 }, friend)).toBe(false);
    expect(canGift({ ...open, open: false, sent: 0 }, friend)).toBe(false);
    expect(giftsLeft({ ...open, sent: 12 })).toBe(0);
  });
});

describe('buildVipLink', () => {
  it('marks the invite link as VIP', () => {
    expect(buildVipLink('https://app.example/#/?ref=0xAb')).toBe('https://app.example/#/?ref=0xAb&vip=1');
  });
});
