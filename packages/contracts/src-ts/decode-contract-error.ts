import {
  type Abi,
  BaseError,
  ContractFunctionRevertedError,
  type DecodeErrorResultReturnType,
  decodeErrorResult,
  type Hex,
  isHex,
} from 'viem';

/**
 * The custom error of `abi` a failed call or transaction reverted with, or undefined when it was
 * not one of them (a rejection, a network failure, a plain revert). Imports only viem, so the web
 * app can use it as the scripts do (describe-contract-error.ts).
 */
export function decodeContractError<const abi extends Abi>(
  error: unknown,
  abi: abi,
): DecodeErrorResultReturnType<abi> | undefined {
  const data = error instanceof BaseError ? revertDataIn(error) : undefined;
  if (!data) return undefined;
  try {
    return decodeErrorResult({ abi, data });
  } catch {
    // Not one of `abi`'s errors.
    return undefined;
  }
}

/**
 * The revert data of a failure: viem keeps it as `raw` on ContractFunctionRevertedError (a
 * simulated or estimated call); a node reports it as `data` on its JSON-RPC error, somewhere down
 * viem's cause chain.
 */
function revertDataIn(error: BaseError): Hex | undefined {
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError && reverted.raw) return reverted.raw;
  return revertDataOf(error.walk((cause) => revertDataOf(cause) !== undefined));
}

function revertDataOf(error: unknown): Hex | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  // At least a 4-byte selector; shorter data cannot name an error.
  return isHex(data) && data.length >= 10 ? data : undefined;
}
