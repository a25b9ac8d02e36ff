import { describe, expect, it } from 'vitest';
import { nodeReferralRewards, quoteNodePurchase, selfCountedShares } from './node-rules';
import { DEFAULT_RULES, rulesFromJson, rulesToJson } from './rules-config';

const T = 10n ** 18n;
const rules = DEFAULT_RULES.nodes;

describe('node purchase (SPEC 1, 5, 9)', () => {
  it('prices shares at 520 USDT and shows the balance after', () => {
    expect(quoteNodePurchase(rules, { shares: 3, remaining: 10, availableWei: 2000n * T })).toEqual({
      shares: 3,
      priceWei: 520n * T,
      totalWei: 1560n * T,
      balanceAfterWei: 440n * T,
    });
  });
  it('takes exactly the balance, and refuses one wei short', () => {
    expect(quoteNodePurchase(rules, { shares: 1, remaining: 1, availableWei: 520n * T })).toMatchObject({
      balanceAfterWei: 0n,
    });
    expect(quoteNodePurchase(rules, { shares: 1, remaining: 1, availableWei: 520n * T - 1n })).toBe(
      'insufficientBalance',
    );
  });
  it('asks for a whole quantity from 1 up to the per-order limit', () => {
    for (const shares of [0, -1, 1.5, Number.NaN, rules.maxSharesPerOrder + 1]) {
      expect(quoteNodePurchase(rules, { shares, remaining: 1000, availableWei: 10n ** 30n })).toBe(
        'quantityInvalid',
      );
    }
  });
  it('sells the last share of a kind, and no more', () => {
    expect(quoteNodePurchase(rules, { shares: 1, remaining: 1, availableWei: 600n * T })).toMatchObject({
      shares: 1,
    });
    expect(quoteNodePurchase(rules, { shares: 2, remaining: 1, availableWei: 2000n * T })).toBe(
      'insufficientSupply',
    );
  });
});

describe('own performance: counts once, and one repurchase (SPEC 1)', () => {
  it('counts one share for the first order and for one repurchase, whatever their size, then none', () => {
    expect([0, 1, 2, 3].map((previous) => selfCountedShares(rules, previous))).toEqual([1, 1, 0, 0]);
  });
});

describe('referral rewards (SPEC 9)', () => {
  it('pays 10% in USDT and 500 USDB a share', () => {
    expect(nodeReferralRewards(rules, { totalWei: 1040n * T, shares: 2, referredBeforeWei: 0n })).toEqual({
      salesRewardWei: 104n * T,
      shareBonusUsdbWei: 1000n * T,
      tierBonusUsdbWei: 0n,
      tiersCrossed: [],
    });
  });
  it('pays 2,500 USDB when an order reaches a tier exactly, once per tier', () => {
    const reach = nodeReferralRewards(rules, { totalWei: 520n * T, shares: 1, referredBeforeWei: 1980n * T });
    expect(reach).toMatchObject({ tierBonusUsdbWei: 2500n * T, tiersCrossed: [2500n * T] });
    const past = nodeReferralRewards(rules, { totalWei: 520n * T, shares: 1, referredBeforeWei: 2500n * T });
    expect(past.tierBonusUsdbWei).toBe(0n);
  });
  it('pays both tiers when one order crosses 2,500 and 5,000, and none beyond the last tier', () => {
    const both = nodeReferralRewards(rules, { totalWei: 5200n * T, shares: 10, referredBeforeWei: 0n });
    expect(both).toMatchObject({ tierBonusUsdbWei: 5000n * T, tiersCrossed: [2500n * T, 5000n * T] });
    const beyond = nodeReferralRewards(rules, {
      totalWei: 5200n * T,
      shares: 10,
      referredBeforeWei: 5000n * T,
    });
    expect(beyond.tierBonusUsdbWei).toBe(0n);
  });
});

describe('rules configuration', () => {
  it('stores as JSON and reads back the same', () => {
    expect(rulesFromJson(rulesToJson(DEFAULT_RULES))).toEqual(DEFAULT_RULES);
  });
  it('refuses an incomplete version', () => {
    const broken = rulesToJson(DEFAULT_RULES) as { nodes: { shareWei: unknown } };
    broken.nodes.shareWei = '-5';
    expect(() => rulesFromJson(broken)).toThrow(/shareWei/);
  });
});
