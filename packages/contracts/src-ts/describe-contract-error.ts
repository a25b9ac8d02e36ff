import { BaseError } from 'viem';
import { decodeContractError } from './decode-contract-error';
import { fundingAbi, rechargeAbi, testTokenAbi } from './generated/abis';

/** Every error our contracts (and the OpenZeppelin code they inherit) can revert with. */
const CONTRACT_ERRORS_ABI = [...testTokenAbi, ...rechargeAbi, ...fundingAbi].filter(
  (item) => item.type === 'error',
);

/**
 * A one-line description of a failed call or transaction: the custom error by name and arguments
 * (`FundingInsufficientAmount(0x…, 5, 3)`) when the revert data is one of ours, else viem's short message.
 */
export function describeContractError(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const decoded = decodeContractError(error, CONTRACT_ERRORS_ABI);
  // Not one of our errors (e.g. a plain revert): viem's message is the best we have.
  if (!decoded) return error.shortMessage;
  return `reverted with ${decoded.errorName}(${decoded.args?.map(String).join(', ') ?? ''})`;
}
