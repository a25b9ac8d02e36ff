import { describe, expect, it } from 'vitest';
import { renderText } from '../../../lib/i18n/render-text';
import { translateEnglish } from '../../../testing/translate-english';
import { usdt } from '../testing/box-factories';
import { type BoxCondition, conditionProgressPercent, describeBoxCondition } from './describe-box-condition';

const say = (condition: BoxCondition) => renderText(translateEnglish, describeBoxCondition(condition));

describe('describeBoxCondition (SPEC 4 unlocks)', () => {
  it('reads amounts in USDT with the one formatting rule', () => {
    const order = { key: 'order', current: usdt(30n), target: usdt(100n), met: false } as const;
    expect(say(order)).toBe('30 of 100 USDT order');
    const stake = { key: 'inviteeStake', current: '0', target: usdt(1000n), met: false } as const;
    expect(say(stake)).toBe('0 of 1,000 USDT staked by a direct referral');
  });

  it('counts direct referrals with the plural form of the target', () => {
    expect(say({ key: 'activeDirects', current: '3', target: '5', met: false })).toBe(
      '3 of 5 active direct referrals',
    );
    expect(say({ key: 'activeDirects', current: '0', target: '1', met: false })).toBe(
      '0 of 1 active direct referral',
    );
  });

  it('says whether KYC1 is done', () => {
    expect(say({ key: 'kyc1', current: '0', target: '1', met: false })).toBe('KYC1 not completed');
    expect(say({ key: 'kyc1', current: '1', target: '1', met: true })).toBe('KYC1 completed');
  });

  it('measures progress in whole percent with integer maths, full once met', () => {
    expect(
      conditionProgressPercent({ key: 'order', current: usdt(30n), target: usdt(100n), met: false }),
    ).toBe(30);
    expect(conditionProgressPercent({ key: 'activeDirects', current: '2', target: '3', met: false })).toBe(
      66,
    );
    expect(conditionProgressPercent({ key: 'activeDirects', current: '7', target: '5', met: true })).toBe(
      100,
    );
    expect(conditionProgressPercent({ key: 'kyc1', current: '0', target: '1', met: false })).toBe(0);
    expect(conditionProgressPercent({ key: 'order', current: 'oops', target: '0', met: false })).toBe(100);
  });
});
