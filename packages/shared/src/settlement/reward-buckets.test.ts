import { describe, expect, it } from 'vitest';
import { isRewardHeld, rewardBucket } from './reward-buckets';
import { REWARD_KIND_NAMES, REWARD_KINDS } from './reward-kinds';
import { LEVEL } from './team-levels';

describe('isRewardHeld (docs/rules.md "Weekly assessment")', () => {
  const day = '2026-11-20';
  it('holds a leveled user’s dynamic rewards once the free days are over', () => {
    expect(isRewardHeld('differential', LEVEL.D1, day, '2026-11-19')).toBe(true);
    expect(isRewardHeld('differential', LEVEL.D1, day, '2026-11-20')).toBe(false);
    expect(isRewardHeld('differential', LEVEL.D1, day, undefined)).toBe(false);
    expect(isRewardHeld('differential', LEVEL.none, day, '2026-11-01')).toBe(false);
  });
  it('never holds a static reward or the global bonus', () => {
    for (const kind of REWARD_KIND_NAMES) {
      const held = isRewardHeld(kind, LEVEL.B7, day, '2026-11-01');
      expect(held, kind).toBe(REWARD_KINDS[kind].nature === 'dynamic' && kind !== 'global_bonus');
    }
    expect(isRewardHeld('static', LEVEL.B7, day, '2026-11-01')).toBe(false);
    expect(isRewardHeld('global_bonus', LEVEL.B7, day, '2026-11-01')).toBe(false);
  });
});

describe('rewardBucket', () => {
  it('credits the global bonus to vesting, a held reward to reward_hold, the rest to available', () => {
    expect(rewardBucket('global_bonus', false)).toBe('vesting');
    expect(rewardBucket('global_bonus', true)).toBe('vesting');
    expect(rewardBucket('differential', true)).toBe('reward_hold');
    expect(rewardBucket('static', false)).toBe('available');
  });
});
