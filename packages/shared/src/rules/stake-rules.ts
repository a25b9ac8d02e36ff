import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig, StakePackage } from './rules-config';

/**
 * SPEC 3 stake order types, with the label each shows; anything else reads "Unknown type".
 * Our decision (docs/rules.md): an order made on the staking page is `stablecoin_overlord`, the
 * USDT staking product; the other types are made by other flows (nodes, rewards, ranks).
 */
export const STAKE_ORDER_TYPES = [
  'real_node',
  'virtual_node',
  'reinvest',
  'community_node',
  'pioneer_staking',
  'captain',
  'ambassador_invitation',
  'stablecoin_overlord',
] as const;
export type StakeOrderType = (typeof STAKE_ORDER_TYPES)[number];

export type StakeQuote = {
  package: StakePackage;
  amountWei: bigint;
  dailyRewardWei: bigint;
  accelerableWei: bigint;
  balanceAfterWei: bigint;
};
export type StakeError = 'stakeAmountInvalid' | 'stakePackageInvalid' | 'insufficientBalance';

/**
 * SPEC 5 and 9: a stake of 10 to 1000 USDT in steps of 10 into one of the packages, covered by
 * the available balance; with its expected daily reward and total accelerable amount.
 */
export function quoteStake(
  rules: RulesConfig['stake'],
  input: { packageId: string; amountWei: bigint; availableWei: bigint },
): StakeQuote | StakeError {
  const pkg = rules.packages.find((p) => p.id === input.packageId);
  if (!pkg) return 'stakePackageInvalid';
  const { amountWei } = input;
  if (amountWei < rules.minWei || amountWei > rules.maxWei || amountWei % rules.stepWei !== 0n) {
    return 'stakeAmountInvalid';
  }
  if (amountWei > input.availableWei) return 'insufficientBalance';
  return {
    package: pkg,
    amountWei,
    dailyRewardWei: (amountWei * pkg.dailyRateBps) / BPS_DENOMINATOR,
    accelerableWei: (amountWei * rules.accelerableBps) / BPS_DENOMINATOR,
    balanceAfterWei: input.availableWei - amountWei,
  };
}

/**
 * The largest stake the rules accept from `availableWei` (what Max fills in): the largest multiple
 * of the step not above the maximum or the balance; undefined when the balance is below the minimum.
 */
export function largestStakeWei(
  rules: Pick<RulesConfig['stake'], 'minWei' | 'maxWei' | 'stepWei'>,
  availableWei: bigint,
): bigint | undefined {
  const cap = availableWei < rules.maxWei ? availableWei : rules.maxWei;
  const largest = cap - (cap % rules.stepWei);
  return largest >= rules.minWei ? largest : undefined;
}

export function isStakeQuote(value: StakeQuote | StakeError): value is StakeQuote {
  return typeof value === 'object';
}

/** When a stake made at `start` for `days` expires. */
export function stakeExpiry(start: Date, days: number): Date {
  return new Date(start.getTime() + days * 86_400_000);
}
