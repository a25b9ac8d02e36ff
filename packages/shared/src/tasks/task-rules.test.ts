import { describe, expect, it } from 'vitest';
import { isMet, perkState, TASK_KEYS, taskProgress, taskState } from './task-rules';

const facts = (rank: 'ordinary' | 'pioneer' | 'captain' | 'ambassador', captainDirects = 0) => ({
  rank,
  captainDirects,
});

describe('task centre states (SPEC 4: not met, apply, claimable, claimed)', () => {
  it('meets each task at its rank, and the captains task at its target', () => {
    const met = (rank: Parameters<typeof facts>[0], captains = 0) =>
      TASK_KEYS.filter((key) => isMet(key, facts(rank, captains), 1));
    expect(met('ordinary')).toEqual([]);
    expect(met('pioneer')).toEqual(['pioneer_target']);
    expect(met('pioneer', 1)).toEqual(['pioneer_target', 'pioneer_captains']);
    expect(met('captain')).toEqual(['pioneer_target', 'captain_reward']);
    expect(met('ambassador', 2)).toEqual(TASK_KEYS);
    expect(taskProgress('pioneer_captains', facts('pioneer', 0), 2)).toEqual({ current: 0, target: 2 });
    expect(taskProgress('captain_reward', facts('pioneer'), 1)).toEqual({ current: 1, target: 2 });
    expect(taskProgress('pioneer_target', facts('ambassador'), 1)).toEqual({ current: 1, target: 1 });
  });

  it('walks a pioneer task from not met to claimable to claimed', () => {
    expect(taskState('pioneer_target', false, undefined)).toBe('not_met');
    expect(taskState('pioneer_target', true, undefined)).toBe('claimable');
    expect(taskState('pioneer_target', true, { appliedAt: null, claimedAt: new Date() })).toBe('claimed');
  });

  it('asks captains and ambassadors to apply with their community before claiming', () => {
    expect(taskState('captain_reward', false, undefined)).toBe('not_met');
    expect(taskState('captain_reward', true, undefined)).toBe('apply');
    expect(taskState('captain_reward', true, { appliedAt: new Date(), claimedAt: null })).toBe('claimable');
    expect(taskState('ambassador_reward', true, { appliedAt: new Date(), claimedAt: new Date() })).toBe(
      'claimed',
    );
  });

  it('offers perks from captain up, granted on applying', () => {
    expect(perkState('pioneer', null)).toBe('not_met');
    expect(perkState('captain', null)).toBe('apply');
    expect(perkState('ambassador', new Date())).toBe('claimed');
  });
});
