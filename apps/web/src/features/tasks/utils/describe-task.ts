import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { atLeast } from '@woohoo/shared/tasks/task-rules';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { Text } from '../../../lib/i18n/render-text';
import { parseWei } from '../../../lib/money/parse-amount';
import type { GiftFriend, Gifts, Rank, Task } from './task-types';

/** Every text a task card can say about its condition; typed so a missing locale key fails the build. */
export type TaskTextKey =
  | 'tasks.progress.captains'
  | 'tasks.progress.rankNeeded'
  | 'tasks.progress.rankReached'
  | 'tasks.missing.rank'
  | 'tasks.missing.captains'
  | `team.ranks.${Rank}`;

export type TaskText = Text<TaskTextKey>;

const rankName = (rank: Rank): TaskText => ({ key: `team.ranks.${rank}` });

/**
 * How far a task's condition is, in words: "0 of 1 captain invited" for the pioneer's captains
 * task, and for the rank tasks the rank it needs ("Rank needed: Captain") or that it is reached.
 */
export function describeProgress(task: Task, rank: Rank): TaskText {
  if (task.key === 'pioneer_captains') {
    return {
      key: 'tasks.progress.captains',
      values: { have: task.progress.current, count: task.progress.target },
    };
  }
  return atLeast(rank, task.rank)
    ? { key: 'tasks.progress.rankReached', values: { rank: rankName(task.rank) } }
    : { key: 'tasks.progress.rankNeeded', values: { rank: rankName(task.rank) } };
}

/**
 * What a task that is not met still lacks: its rank first ("Reach Pioneer first"), then, for
 * the captains task, the captains still to invite. Nothing once it is met.
 */
export function describeMissing(task: Task, rank: Rank): TaskText | undefined {
  if (task.state !== 'not_met') return undefined;
  if (!atLeast(rank, task.rank)) return { key: 'tasks.missing.rank', values: { rank: rankName(task.rank) } };
  const short = task.progress.target - task.progress.current;
  if (task.key === 'pioneer_captains' && short > 0)
    return { key: 'tasks.missing.captains', values: { count: short } };
  return undefined;
}

/**
 * The progress bar of a task, 0 to 100. The server's progress counts captains for the captains
 * task and rank steps for the others (ordinary 0, pioneer 1, captain 2, ambassador 3), so the
 * same ratio works for both; a claimed task is full.
 */
export function taskProgressPercent(task: Task): number {
  if (task.state !== 'not_met') return 100;
  const { current, target } = task.progress;
  if (target <= 0) return 100;
  return Math.floor((Math.max(0, Math.min(current, target)) * 100) / target);
}

/** The one action a task's state allows (SPEC 4: not met, apply, claimable, claimed). */
export function taskAction(task: Task): 'apply' | 'claim' | undefined {
  if (task.state === 'apply') return 'apply';
  if (task.state === 'claimable') return 'claim';
  return undefined;
}

/** A task's reward as the cards show it: "20", in whole USDT with the one formatting rule. */
export function formatReward(rewardWei: string): string {
  return formatTokenAmount(parseWei(rewardWei), TOKEN_DECIMALS);
}

/** The USDT claimed so far and the USDT all tasks pay, in the smallest unit (bigint sums). */
export function rewardTotals(tasks: readonly Task[]): { claimedWei: bigint; totalWei: bigint } {
  let claimedWei = 0n;
  let totalWei = 0n;
  for (const task of tasks) {
    const reward = parseWei(task.reward);
    totalWei += reward;
    if (task.state === 'claimed') claimedWei += reward;
  }
  return { claimedWei, totalWei };
}

/** Gifts left to give: the target less those sent, never below zero. */
export function giftsLeft(gifts: Gifts): number {
  return Math.max(0, gifts.target - gifts.sent);
}

/** Whether a friend can still be gifted: gifts open, none sent to them, and gifts left. */
export function canGift(gifts: Gifts, friend: GiftFriend): boolean {
  return gifts.open && !friend.gifted && giftsLeft(gifts) > 0;
}
