import { fundingAbi } from '@woohoo/contracts/abis';
import { decodeContractError } from '@woohoo/contracts/decode-contract-error';

/** The reverts the page words for the reader (locale keys `pool.errors.<reason>`). */
export const POOL_REVERT_REASONS = [
  'FundingZeroAmount',
  'FundingInsufficientAmount',
  'FundingNoStakers',
  'FundingRewardTooSmall',
  'FundingNothingToClaim',
  'FundingInvalidToken',
  'FundingZeroRoleAccount',
  'EnforcedPause',
] as const;
export type PoolRevertReason = (typeof POOL_REVERT_REASONS)[number];

export type PoolFailure =
  /** One of the contract's errors; `availableWei` for FundingInsufficientAmount. */
  | { reason: PoolRevertReason; availableWei?: bigint }
  /** Mined but reverted (the receipt carries no reason). */
  | { reason: 'reverted' }
  /**
   * Anything else: the wallet or the node failed, or a revert none of the above (a token's own
   * error on a deposit's transfer among them: the page checks the wallet's balance before).
   */
  | { reason: 'unknown' };

const isWorded = (name: string): name is PoolRevertReason =>
  (POOL_REVERT_REASONS as readonly string[]).includes(name);

/**
 * Why a pool transaction failed, from viem's error: the custom error decoded against the Funding
 * ABI (its own errors and those it inherits, the pause among them).
 */
export function describePoolFailure(error: unknown): PoolFailure {
  const decoded = decodeContractError(error, fundingAbi);
  if (!decoded || !isWorded(decoded.errorName)) return { reason: 'unknown' };
  if (decoded.errorName === 'FundingInsufficientAmount') {
    const [, , available] = decoded.args;
    return { reason: decoded.errorName, availableWei: available };
  }
  return { reason: decoded.errorName };
}
