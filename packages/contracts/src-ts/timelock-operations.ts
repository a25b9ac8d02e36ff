import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, keccak256, zeroHash } from 'viem';
import { fundingAbi, rechargeAbi, timelockControllerAbi } from './abis';
import { SAFE_OPERATION, type SafeTransactionData } from './safe/safe-transaction';

/**
 * One call the TimelockController makes once its delay has passed: what the Safe schedules and
 * later executes (docs/deploy-contracts.md "Changing a contract: through the timelock").
 */
export type TimelockCall = { target: Address; value: bigint; data: Hex; predecessor: Hex; salt: Hex };

/** The operation id, as the timelock's `hashOperation(target, value, data, predecessor, salt)` computes it. */
export function timelockOperationId({ target, value, data, predecessor, salt }: TimelockCall): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }, { type: 'bytes32' }, { type: 'bytes32' }],
      [target, value, data, predecessor, salt],
    ),
  );
}

/** The Safe transaction that schedules `call` on `timelock`, to run `delaySec` from now at the earliest. */
export function scheduleTransaction(
  timelock: Address,
  call: TimelockCall,
  delaySec: bigint,
): SafeTransactionData {
  return safeCall(
    timelock,
    encodeFunctionData({
      abi: timelockControllerAbi,
      functionName: 'schedule',
      args: [call.target, call.value, call.data, call.predecessor, call.salt, delaySec],
    }),
  );
}

/** The Safe transaction that executes a scheduled `call` once it is ready (the Safe is the executor). */
export function executeTransaction(timelock: Address, call: TimelockCall): SafeTransactionData {
  return safeCall(
    timelock,
    encodeFunctionData({
      abi: timelockControllerAbi,
      functionName: 'execute',
      args: [call.target, call.value, call.data, call.predecessor, call.salt],
    }),
  );
}

/** The Safe transaction that cancels a scheduled operation before it runs. */
export function cancelTransaction(timelock: Address, id: Hex): SafeTransactionData {
  return safeCall(
    timelock,
    encodeFunctionData({ abi: timelockControllerAbi, functionName: 'cancel', args: [id] }),
  );
}

/** Funding's upgrade to `implementation` (no call after it), as a timelock call. */
export function upgradeFundingCall(
  funding: Address,
  implementation: Address,
  salt: Hex = zeroHash,
): TimelockCall {
  const data = encodeFunctionData({
    abi: fundingAbi,
    functionName: 'upgradeToAndCall',
    args: [implementation, '0x'],
  });
  return { target: funding, value: 0n, data, predecessor: zeroHash, salt };
}

/** A change of where recharges go, as a timelock call. */
export function rechargeRecipientCall(
  recharge: Address,
  recipient: Address,
  salt: Hex = zeroHash,
): TimelockCall {
  const data = encodeFunctionData({
    abi: rechargeAbi,
    functionName: 'addRechargeRecipient',
    args: [recipient],
  });
  return { target: recharge, value: 0n, data, predecessor: zeroHash, salt };
}

function safeCall(to: Address, data: Hex): SafeTransactionData {
  return { to, value: 0n, data, operation: SAFE_OPERATION.call };
}
