import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules-config';
import { isStakeQuote, largestStakeWei, quoteStake, stakeExpiry } from './stake-rules';

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

describe('largestStakeWei (what Max fills in)', () => {
  const rules = DEFAULT_RULES.stake;
  const usdt = (n: bigint) => n * 10n ** 18n;
  it('is the largest multiple of 10 not above 1,000 or the balance, and one the rules accept', () => {
    expect(largestStakeWei(rules, usdt(4_889n) + 5n * 10n ** 17n)).toBe(usdt(1_000n));
    expect(largestStakeWei(rules, usdt(999n))).toBe(usdt(990n));
    expect(largestStakeWei(rules, usdt(10n))).toBe(usdt(10n));
    for (const balance of [usdt(10n), usdt(57n), usdt(999n), usdt(1_000n), usdt(4_889n)]) {
      const amountWei = largestStakeWei(rules, balance) as bigint;
      expect(
        isStakeQuote(
          quoteStake(rules, { packageId: rules.packages[0]?.id ?? '', amountWei, availableWei: balance }),
        ),
      ).toBe(true);
    }
  });
  it('is nothing below the minimum', () => {
    expect(largestStakeWei(rules, usdt(9n))).toBeUndefined();
    expect(largestStakeWei(rules, 0n)).toBeUndefined();
  });
});
