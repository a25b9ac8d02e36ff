import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../rules/rules-config';
import { type BoxFacts, boxConditions, isUnlocked } from './box-rules';

const T = 10n ** 18n;
const none: BoxFacts = { largestOrderWei: 0n, largestInviteeStakeWei: 0n, activeDirects: 0, kyc1: false };
const unlocked = (kind: Parameters<typeof boxConditions>[0], facts: Partial<BoxFacts>) =>
  isUnlocked(boxConditions(kind, { ...none, ...facts }, DEFAULT_RULES));

describe('blind box unlocks (SPEC 4)', () => {
  it('tutorial: an order of 100 USDT, or a 1000 USDT stake by a direct referral', () => {
    expect(unlocked('tutorial', {})).toBe(false);
    expect(unlocked('tutorial', { largestOrderWei: 99n * T })).toBe(false);
    expect(unlocked('tutorial', { largestOrderWei: 100n * T })).toBe(true);
    expect(unlocked('tutorial', { largestInviteeStakeWei: 990n * T })).toBe(false);
    expect(unlocked('tutorial', { largestInviteeStakeWei: 1000n * T })).toBe(true);
    expect(boxConditions('tutorial', { ...none, largestOrderWei: 30n * T }, DEFAULT_RULES)).toEqual([
      { key: 'order', current: (30n * T).toString(), target: (100n * T).toString(), met: false },
      { key: 'inviteeStake', current: '0', target: (1000n * T).toString(), met: false },
    ]);
  });

  it('coaching: 3 active direct referrals (our decision)', () => {
    expect(unlocked('coaching', { activeDirects: 2 })).toBe(false);
    expect(unlocked('coaching', { activeDirects: 3 })).toBe(true);
  });

  it('ecosystem: KYC1, or as many active direct referrals as D1 needs (5)', () => {
    expect(unlocked('ecosystem', { activeDirects: 4 })).toBe(false);
    expect(unlocked('ecosystem', { kyc1: true })).toBe(true);
    expect(unlocked('ecosystem', { activeDirects: 5 })).toBe(true);
    const ten = { ...DEFAULT_RULES, team: { ...DEFAULT_RULES.team, d1Directs: 10 } };
    expect(isUnlocked(boxConditions('ecosystem', { ...none, activeDirects: 5 }, ten))).toBe(false);
    expect(boxConditions('ecosystem', { ...none, activeDirects: 3 }, DEFAULT_RULES)).toEqual([
      { key: 'kyc1', current: '0', target: '1', met: false },
      { key: 'activeDirects', current: '3', target: '5', met: false },
    ]);
  });
});
