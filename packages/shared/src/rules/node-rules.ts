import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from './rules-config';

export type NodePurchaseQuote = {
  shares: number;
  priceWei: bigint;
  totalWei: bigint;
  balanceAfterWei: bigint;
};
export type NodePurchaseError = 'quantityInvalid' | 'insufficientSupply' | 'insufficientBalance';

/**
 * SPEC 1, 5, 9: a node order of `shares` (a whole number from 1, "Please enter quantity"
 * otherwise, at most the per-order limit), paid at the share price from the USDT balance, and
 * no more than the kind has left.
 */
export function quoteNodePurchase(
  rules: Pick<RulesConfig['nodes'], 'shareWei' | 'maxSharesPerOrder'>,
  input: { shares: number; remaining: number; availableWei: bigint },
): NodePurchaseQuote | NodePurchaseError {
  const { shares } = input;
  if (!Number.isInteger(shares) || shares < 1 || shares > rules.maxSharesPerOrder) return 'quantityInvalid';
  if (shares > input.remaining) return 'insufficientSupply';
  const totalWei = rules.shareWei * BigInt(shares);
  if (totalWei > input.availableWei) return 'insufficientBalance';
  return { shares, priceWei: rules.shareWei, totalWei, balanceAfterWei: input.availableWei - totalWei };
}

export function isNodeQuote(value: NodePurchaseQuote | NodePurchaseError): value is NodePurchaseQuote {
  return typeof value === 'object';
}

/**
 * SPEC 1 "buying several shares counts once for oneself, and only one repurchase takes effect"
 * (docs/rules.md): an order counts one share for the buyer's own performance whatever its size,
 * and only the first purchase and one repurchase of a kind count; later orders count none.
 * `previousOrders` is how many orders of this kind the buyer made before this one.
 */
export function selfCountedShares(rules: RulesConfig['nodes'], previousOrders: number): 0 | 1 {
  return previousOrders < rules.selfCountedOrders ? 1 : 0;
}

export type NodeReferralRewards = {
  /** SPEC 9: 10% of the order total, in USDT. */
  salesRewardWei: bigint;
  /** SPEC 9: +500 USDB for each share. */
  shareBonusUsdbWei: bigint;
  /** SPEC 9: +2,500 USDB for each tier the referrer's referred node sales cross with this order. */
  tierBonusUsdbWei: bigint;
  tiersCrossed: bigint[];
};

/**
 * What an order pays the buyer's referrer (SPEC 9, docs/rules.md): every share counts for the
 * referrer in full. `referredBeforeWei` is the referrer's referred node sales before this order.
 */
export function nodeReferralRewards(
  rules: RulesConfig['nodes'],
  input: { totalWei: bigint; shares: number; referredBeforeWei: bigint },
): NodeReferralRewards {
  const after = input.referredBeforeWei + input.totalWei;
  const tiersCrossed = rules.tiersWei.filter((tier) => input.referredBeforeWei < tier && after >= tier);
  return {
    salesRewardWei: (input.totalWei * rules.salesRewardBps) / BPS_DENOMINATOR,
    shareBonusUsdbWei: rules.bonusPerShareUsdbWei * BigInt(input.shares),
    tierBonusUsdbWei: rules.tierBonusUsdbWei * BigInt(tiersCrossed.length),
    tiersCrossed,
  };
}
