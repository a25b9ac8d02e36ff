import { BaseError, decodeErrorResult, type Hex, isHex } from 'viem';
import { fundingArtifact, rechargeArtifact, testTokenArtifact } from './generated/artifacts';

/** Every error our contracts (and the OpenZeppelin code they inherit) can revert with. */
const CONTRACT_ERRORS_ABI = [
  ...testTokenArtifact.abi,
  ...rechargeArtifact.abi,
  ...fundingArtifact.abi,
].filter((item) => item.type === 'error');

/**
 * A one-line description of a failed call or transaction: the custom error by name and arguments
 * (`FundingInsufficientAmount(0x…, 5, 3)`) when the revert data is one of ours, else viem's short message.
 */
export function describeContractError(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const data = revertDataOf(error.walk((cause) => revertDataOf(cause) !== undefined));
  if (!data) return error.shortMessage;
  try {
    const decoded = decodeErrorResult({ abi: CONTRACT_ERRORS_ABI, data });
    return `reverted with ${decoded.errorName}(${decoded.args?.map(String).join(', ') ?? ''})`;
  } catch {
    // Not one of our errors (e.g. a plain revert): viem's message is the best we have.
    return error.shortMessage;
  }
}

/** Nodes report revert data as `data` on the JSON-RPC error, somewhere down viem's cause chain. */
function revertDataOf(error: unknown): Hex | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  // At least a 4-byte selector; shorter data cannot name an error.
  return isHex(data) && data.length >= 10 ? data : undefined;
}
