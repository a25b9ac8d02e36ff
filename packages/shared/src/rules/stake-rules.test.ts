import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules-config';
import { quoteStake, stakeExpiry } from './stake-rules';

const T = 10n ** 18n;
const rules = DEFAULT_RULES.stake;
const quote = (amountWei: bigint, packageId = 'd30', availableWei = 5000n * T) =>
  quoteStake(rules, { packageId, amountWei, availableWei });

describe('stake (SPEC 5, 9)', () => {
  it('accepts 10, 1000 and every multiple of 10 between', () => {
    for (const amount of [10n, 100n, 990n, 1000n])
      expect(quote(amount * T)).toMatchObject({ amountWei: amount * T });
  });
  it('refuses 0, 15, 1005 and 1001 USDT, and a fraction of a ten', () => {
    for (const wei of [0n, 15n * T, 1005n * T, 1001n * T, 10n * T + 1n, 1010n * T]) {
      expect(quote(wei)).toBe('stakeAmountInvalid');
    }
  });
  it('names an unknown package and a short balance', () => {
    expect(quote(100n * T, 'd7')).toBe('stakePackageInvalid');
    expect(quote(100n * T, 'd30', 99n * T)).toBe('insufficientBalance');
  });
  it('shows the expected daily reward, the accelerable total and the balance after', () => {
    expect(quote(100n * T, 'd90', 150n * T)).toMatchObject({
      dailyRewardWei: (100n * T * 40n) / 10_000n,
      accelerableWei: 200n * T,
      balanceAfterWei: 50n * T,
    });
  });
  it('expires whole days after the order', () => {
    expect(stakeExpiry(new Date('2026-01-01T12:00:00Z'), 30).toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });
});
