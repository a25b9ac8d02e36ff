import type { StakePackages } from '@woohoo/shared/api/stake';
import { describe, expect, it } from 'vitest';
import { timeLeft, validateStake } from './validate-stake';

const T = 10n ** 18n;
const offer: StakePackages = {
  rulesVersion: 1,
  min: `${10n * T}`,
  max: `${1000n * T}`,
  step: `${10n * T}`,
  accelerableBps: 20000,
  packages: [{ id: 'd30', days: 30, dailyRateBps: 30 }],
};
const check = (text: string, availableWei = 2000n * T) =>
  validateStake({ offer, packageId: 'd30', text, availableWei });

describe('validateStake', () => {
  it('accepts multiples of 10 up to 1000 and quotes the daily reward', () => {
    expect(check('1000')).toMatchObject({
      ok: true,
      quote: { dailyRewardWei: 3n * T, accelerableWei: 2000n * T },
    });
  });
  it('refuses 15, 1001, 1005 and 0', () => {
    for (const text of ['15', '1001', '1005'])
      expect(check(text)).toEqual({ ok: false, problem: 'stakeAmountInvalid' });
    expect(check('0')).toEqual({ ok: false, problem: 'amountInvalid' });
  });
  it('says when the balance is short, with the stake it would be and no balance after', () => {
    const short = check('100', 99n * T);
    expect(short).toMatchObject({
      ok: false,
      problem: 'insufficientBalance',
      cost: { amountWei: 100n * T, dailyRewardWei: (3n * T) / 10n, accelerableWei: 200n * T },
    });
    expect(short.ok === false && short.cost).not.toHaveProperty('balanceAfterWei');
  });
  it('says nothing of a cost when the amount itself is wrong', () => {
    expect(check('15', 0n)).toEqual({ ok: false, problem: 'stakeAmountInvalid' });
  });
});

describe('timeLeft', () => {
  it('splits the time to expiry, and stops at zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-02T01:02:03Z', now)).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3 });
    expect(timeLeft('2025-12-31T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
