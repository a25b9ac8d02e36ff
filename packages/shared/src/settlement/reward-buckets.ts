import type { Bucket } from '../assets';
import { isHeld } from './assessment-rules';
import { REWARD_KINDS, type RewardKind } from './reward-kinds';

/**
 * Whether a reward line waits in reward_hold for its week's assessment (docs/rules.md "Weekly
 * assessment", SPEC 4): a dynamic reward of a leveled user past their free days. The global bonus
 * never waits: it is a locked position released 1/60 a day instead (SPEC 9).
 */
export function isRewardHeld(
  kind: RewardKind,
  level: number,
  day: string,
  freeUntil: string | undefined,
): boolean {
  return REWARD_KINDS[kind].nature === 'dynamic' && kind !== 'global_bonus' && isHeld(level, day, freeUntil);
}

/**
 * The bucket a reward line is credited to (SPEC 3 "Balances"): the global bonus into vesting (a
 * locked position), a held reward into reward_hold, anything else into available.
 */
export function rewardBucket(
  kind: RewardKind,
  held: boolean,
): Extract<Bucket, 'vesting' | 'reward_hold' | 'available'> {
  if (kind === 'global_bonus') return 'vesting';
  return held ? 'reward_hold' : 'available';
}
