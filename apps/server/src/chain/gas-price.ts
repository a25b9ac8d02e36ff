import { parseGwei } from 'viem';

/** The two EIP-1559 fee fields of a payout transaction, in wei per gas. */
export type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** The gas price range a payout may be signed at (docs/rules.md "Payout gas"). */
export type GasPriceBounds = { floorWei: bigint; ceilingWei: bigint };

/**
 * docs/rules.md "Payout gas": 0.1 gwei, twice BSC's validator minimum (0.05 gwei since late 2025,
 * 0.1 gwei before): a payout is never signed below what a validator or RPC still on the older
 * minimum would take, and a transfer at 0.1 gwei costs under a cent.
 */
export const DEFAULT_GAS_PRICE_FLOOR_WEI = parseGwei('0.1');
/** docs/rules.md "Payout gas": 10 gwei, far above what BSC has asked for since 2024; a transfer at it costs about 0.0006 BNB. */
export const DEFAULT_GAS_PRICE_CEILING_WEI = parseGwei('10');
/** docs/rules.md "Payout gas": a payout not mined after this long is replaced at a higher price. */
export const DEFAULT_PAYOUT_REPLACE_AFTER_MS = 30_000;
/**
 * The least increase, in percent, on both fee fields that nodes accept for a replacement with
 * the same nonce (geth's and BSC's txpool `PriceBump` default, docs/rules.md "Payout gas").
 */
export const REPLACEMENT_BUMP_PERCENT = 10n;

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The chain's suggested fees kept within the bounds: neither field below the floor nor above
 * the ceiling, and the tip never above the fee cap.
 */
export function boundFees(suggested: Fees, bounds: GasPriceBounds): Fees {
  const clamp = (value: bigint) => min(max(value, bounds.floorWei), bounds.ceilingWei);
  const maxFeePerGas = clamp(suggested.maxFeePerGas);
  return { maxFeePerGas, maxPriorityFeePerGas: min(clamp(suggested.maxPriorityFeePerGas), maxFeePerGas) };
}

/** The smallest value a node takes as a replacement of `previous`: at least 10% more, rounded up, and more by one wei at least. */
export function bumped(previous: bigint): bigint {
  const raise = (previous * REPLACEMENT_BUMP_PERCENT + 99n) / 100n;
  return previous + max(raise, 1n);
}

/**
 * The fees of a replacement for a transaction signed at `previous`: both fields raised by at
 * least REPLACEMENT_BUMP_PERCENT, or to what the chain asks now if that is more, within the
 * ceiling. Undefined when the ceiling leaves no room for the raise: a node would refuse the
 * replacement, so the transaction already sent is left to be mined at its price.
 */
export function replacementFees(
  previous: Fees,
  suggestedNow: Fees,
  bounds: GasPriceBounds,
): Fees | undefined {
  const now = boundFees(suggestedNow, bounds);
  const tip = max(bumped(previous.maxPriorityFeePerGas), now.maxPriorityFeePerGas);
  const feeCap = min(max(max(bumped(previous.maxFeePerGas), now.maxFeePerGas), tip), bounds.ceilingWei);
  const cappedTip = min(tip, feeCap);
  if (feeCap < bumped(previous.maxFeePerGas) || cappedTip < bumped(previous.maxPriorityFeePerGas))
    return undefined;
  return { maxFeePerGas: feeCap, maxPriorityFeePerGas: cappedTip };
}
