import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  encodeDeployData,
  getAddress,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import { describeContractError } from './describe-contract-error';

/** A deployment transaction failed; `step` names it (e.g. "deploy Recharge", "mint USDT to 0x…"). */
export class DeployStepError extends Error {
  readonly step: string;
  readonly txHash: Hash | undefined;

  constructor(
    step: string,
    reason: string,
    details: { txHash?: Hash; cause?: unknown } = {},
    what = 'deployment',
  ) {
    const tx = details.txHash ? ` (tx ${details.txHash})` : '';
    super(`${what} failed at "${step}": ${reason}${tx}`, { cause: details.cause });
    this.name = 'DeployStepError';
    this.step = step;
    this.txHash = details.txHash;
  }
}

export type DeploySteps = {
  publicClient: PublicClient;
  /** Sends every transaction; must carry its account and chain. */
  walletClient: WalletClient<Transport, Chain, Account>;
  /** The error a failed step throws; a {@link DeployStepError} unless given. */
  stepError?: (step: string, reason: string, details: { txHash?: Hash; cause?: unknown }) => Error;
};

/** A contract a deployment created, with what a block explorer needs to verify it. */
export type DeployedContract = {
  /** The contract as solc names it, `<source unit>:<Name>` (BscScan's "contract name"). */
  source: string;
  address: Address;
  transactionHash: Hash;
  blockNumber: bigint;
  /** The constructor arguments, ABI-encoded as they follow the creation code (`0x` for none). */
  constructorArguments: Hex;
};

/** Deploys `bytecode` with `args` and waits for its receipt. */
export async function deployStep(
  steps: DeploySteps,
  step: string,
  contract: { source: string; abi: Abi; bytecode: Hex; args?: readonly unknown[] },
): Promise<DeployedContract> {
  const { walletClient } = steps;
  const data = encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args: contract.args });
  const receipt = await confirmStep(
    steps,
    step,
    walletClient.sendTransaction({ data, account: walletClient.account, chain: walletClient.chain }),
  );
  if (!receipt.contractAddress) {
    throw failure(steps, step, 'the receipt has no contract address', { txHash: receipt.transactionHash });
  }
  return {
    source: contract.source,
    address: getAddress(receipt.contractAddress),
    transactionHash: receipt.transactionHash,
    blockNumber: receipt.blockNumber,
    constructorArguments: `0x${data.slice(contract.bytecode.length)}`,
  };
}

/** Waits for the receipt of a sent transaction; throws the step's error if sending failed or it reverted. */
export async function confirmStep(
  steps: DeploySteps,
  step: string,
  sent: Promise<Hash>,
): Promise<TransactionReceipt> {
  let hash: Hash;
  try {
    hash = await sent;
  } catch (error) {
    throw failure(steps, step, `sending failed: ${describeContractError(error)}`, { cause: error });
  }
  const receipt = await steps.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw failure(steps, step, 'the transaction reverted', { txHash: hash });
  return receipt;
}

function failure(
  steps: DeploySteps,
  step: string,
  reason: string,
  details: { txHash?: Hash; cause?: unknown },
): Error {
  return steps.stepError
    ? steps.stepError(step, reason, details)
    : new DeployStepError(step, reason, details);
}
