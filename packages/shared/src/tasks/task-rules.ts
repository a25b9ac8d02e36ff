import type { Rank } from '../settlement/team-levels';
import { RANKS } from '../settlement/team-levels';

/**
 * The task centre (SPEC 2, 4, 6). docs/rules.md "Task centre" gives every task, its condition, its
 * reward and why.
 *
 * - Reward tasks pay USDT once through the ledger. Captains and ambassadors first apply with
 *   their community (SPEC 5: "community name and meeting link are required").
 * - Perks (exclusive poster, VIP link, online promotion; SPEC 6) are applied for and granted.
 * - Pioneers gift up to 10 direct referrals once their target is met (SPEC 6 and 9).
 * - Ambassadors activate mentorships of their direct referrals (SPEC 4 and 6).
 */
export const TASK_KEYS = [
  'pioneer_target',
  'pioneer_captains',
  'captain_reward',
  'ambassador_reward',
] as const;
export type TaskKey = (typeof TASK_KEYS)[number];

export const PERK_KEYS = ['poster', 'vip_link', 'promotion'] as const;
export type PerkKey = (typeof PERK_KEYS)[number];

/** SPEC 4: "not met, apply, claimable, claimed". */
export type TaskState = 'not_met' | 'apply' | 'claimable' | 'claimed';

/** The rank each task belongs to (its section of the task centre). */
export const TASK_RANK: Record<TaskKey, Rank> = {
  pioneer_target: 'pioneer',
  pioneer_captains: 'pioneer',
  captain_reward: 'captain',
  ambassador_reward: 'ambassador',
};

/**
 * SPEC 3 and 5: the community application of a captain or ambassador claim: a name of 1 to 60
 * characters and an https meeting link of at most 300 (our limits), both trimmed. The server's
 * schema and the app's form both read these.
 */
export const COMMUNITY_NAME_MAX = 60;
export const MEETING_LINK_MAX = 300;
export const MEETING_LINK_PATTERN = /^https:\/\/[^\s]+$/;

/** The tasks that need the community application before they can be claimed (SPEC 5). */
export const NEEDS_COMMUNITY: ReadonlySet<TaskKey> = new Set(['captain_reward', 'ambassador_reward']);

export type TaskFacts = {
  rank: Rank;
  /** Direct referrals whose rank is captain or above. */
  captainDirects: number;
};

/** How far a task's condition is: "1 of 1 captain invited", "rank captain". */
export type TaskProgress = { current: number; target: number };

const rankIndex = (rank: Rank) => RANKS.indexOf(rank);

export function atLeast(rank: Rank, needed: Rank): boolean {
  return rankIndex(rank) >= rankIndex(needed);
}

export function taskProgress(key: TaskKey, facts: TaskFacts, captainsToInvite: number): TaskProgress {
  if (key === 'pioneer_captains') return { current: facts.captainDirects, target: captainsToInvite };
  return {
    current: Math.min(rankIndex(facts.rank), rankIndex(TASK_RANK[key])),
    target: rankIndex(TASK_RANK[key]),
  };
}

/** Whether the task's condition holds (its rank reached, and its target for the captains task). */
export function isMet(key: TaskKey, facts: TaskFacts, captainsToInvite: number): boolean {
  const progress = taskProgress(key, facts, captainsToInvite);
  return atLeast(facts.rank, TASK_RANK[key]) && progress.current >= progress.target;
}

/** A task's state from its condition and what the user has done. */
export function taskState(
  key: TaskKey,
  met: boolean,
  record: { appliedAt: Date | null; claimedAt: Date | null } | undefined,
): TaskState {
  if (record?.claimedAt) return 'claimed';
  if (!met) return 'not_met';
  if (NEEDS_COMMUNITY.has(key) && !record?.appliedAt) return 'apply';
  return 'claimable';
}

/** A perk: not met below captain, then apply, then claimed (granted on applying). */
export function perkState(rank: Rank, grantedAt: Date | null | undefined): TaskState {
  if (grantedAt) return 'claimed';
  return atLeast(rank, 'captain') ? 'apply' : 'not_met';
}
