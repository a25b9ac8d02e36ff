import { type Address, encodeFunctionData, encodePacked, type Hex, size } from 'viem';
import { multiSendCallOnlyArtifact } from './safe-artifacts';
import { SAFE_OPERATION, type SafeTransactionData } from './safe-transaction';

/** One call of a MultiSend batch. */
export type SafeCall = { to: Address; value: bigint; data: Hex };

/**
 * MultiSend's packed `transactions` bytes: per call, operation (uint8, always a call: MultiSendCallOnly
 * refuses delegatecalls), to (address), value (uint256), data length (uint256), data.
 */
export function encodeMultiSendCalls(calls: readonly SafeCall[]): Hex {
  const packed = calls.map(({ to, value, data }) =>
    encodePacked(
      ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
      [SAFE_OPERATION.call, to, value, BigInt(size(data)), data],
    ),
  );
  return `0x${packed.map((call) => call.slice(2)).join('')}`;
}

/**
 * One Safe transaction that makes `calls` in order, all or none: a delegatecall into
 * MultiSendCallOnly, so each call comes from the Safe itself (values are paid from its balance).
 */
export function multiSendTransaction(
  multiSendCallOnly: Address,
  calls: readonly SafeCall[],
): SafeTransactionData {
  if (calls.length === 0) throw new RangeError('a MultiSend batch needs at least one call');
  return {
    to: multiSendCallOnly,
    value: 0n,
    data: encodeFunctionData({
      abi: multiSendCallOnlyArtifact.abi,
      functionName: 'multiSend',
      args: [encodeMultiSendCalls(calls)],
    }),
    operation: SAFE_OPERATION.delegateCall,
  };
}
