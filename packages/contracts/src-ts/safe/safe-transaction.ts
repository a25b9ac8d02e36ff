import {
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  hashTypedData,
  isAddressEqual,
  type LocalAccount,
  type PublicClient,
  parseEventLogs,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { describeContractError } from '../describe-contract-error';
import { safeL2Artifact } from './safe-artifacts';

/** How a Safe runs a transaction: a plain call, or a delegatecall (used for MultiSend batches). */
export const SAFE_OPERATION = { call: 0, delegateCall: 1 } as const;
export type SafeOperation = (typeof SAFE_OPERATION)[keyof typeof SAFE_OPERATION];

/** What a Safe transaction does: the call the Safe makes. */
export type SafeTransactionData = { to: Address; value: bigint; data: Hex; operation: SafeOperation };

/** Where and at which Safe nonce a transaction is signed: everything its EIP-712 hash covers. */
export type SafeTransactionTarget = {
  chainId: number;
  safe: Address;
  tx: SafeTransactionData;
  nonce: bigint;
};

/** One owner's EIP-712 signature (65 bytes, r s v) of a Safe transaction. */
export type SafeSignature = { signer: Address; signature: Hex };

/** A Safe transaction that ran: the `ExecutionSuccess` event was seen. */
export type SafeExecution = { safeTxHash: Hash; transactionHash: Hash; blockNumber: bigint };

/** A Safe transaction was refused before sending, reverted, or reported `ExecutionFailure`. */
export class SafeTransactionError extends Error {
  readonly safe: Address;
  readonly txHash: Hash | undefined;

  constructor(safe: Address, reason: string, details: { txHash?: Hash; cause?: unknown } = {}) {
    const tx = details.txHash ? ` (tx ${details.txHash})` : '';
    super(`Safe ${safe} transaction failed: ${reason}${tx}`, { cause: details.cause });
    this.name = 'SafeTransactionError';
    this.safe = safe;
    this.txHash = details.txHash;
  }
}

/** Safe's `SafeTx` struct, field for field (Safe.sol `SAFE_TX_TYPEHASH`). */
const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const;

/**
 * The Safe's gas and refund fields, all zero: the sender pays its own gas and is refunded nothing,
 * and with `safeTxGas` and `gasPrice` at 0 a failing inner call reverts the whole transaction
 * (Safe.sol `execTransaction`), so a failure never burns the nonce.
 */
const NO_REFUND = {
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
} as const;

/** The EIP-712 typed data owners sign (domain: chain id and the Safe, as Safe 1.3+ defines it). */
export function safeTypedData({ chainId, safe, tx, nonce }: SafeTransactionTarget) {
  return {
    domain: { chainId, verifyingContract: safe },
    types: SAFE_TX_TYPES,
    primaryType: 'SafeTx',
    message: { ...tx, ...NO_REFUND, nonce },
  } as const;
}

/** The Safe transaction hash, computed locally; equals the Safe's `getTransactionHash`. */
export function safeTxHash(target: SafeTransactionTarget): Hash {
  return hashTypedData(safeTypedData(target));
}

/** Has each signer sign the transaction's typed data. */
export async function signSafeTransaction(
  target: SafeTransactionTarget,
  signers: readonly LocalAccount[],
): Promise<SafeSignature[]> {
  const typedData = safeTypedData(target);
  return Promise.all(
    signers.map(async (signer) => ({
      signer: signer.address,
      signature: await signer.signTypedData(typedData),
    })),
  );
}

/**
 * The `signatures` argument of `execTransaction`, one per distinct signer: ordered by signer
 * address, as Safe requires (GS026).
 */
export function encodeSafeSignatures(signatures: readonly SafeSignature[]): Hex {
  const sorted = [...signatures].sort((a, b) => compareAddresses(a.signer, b.signer));
  return `0x${sorted.map(({ signature }) => signature.slice(2)).join('')}`;
}

/** Why these signers cannot execute on a Safe with these owners and threshold, or `undefined`. */
export function safeSignersProblem(
  signers: readonly Address[],
  { owners, threshold }: { owners: readonly Address[]; threshold: bigint },
): string | undefined {
  const outsider = signers.find((signer) => !owners.some((owner) => isAddressEqual(owner, signer)));
  if (outsider) return `signer ${outsider} is not an owner`;
  const distinct = new Set(signers.map((signer) => signer.toLowerCase())).size;
  if (BigInt(distinct) < threshold)
    return `${distinct} distinct owner(s) signed, the threshold is ${threshold}`;
  return undefined;
}

/**
 * Executes `tx` through `safe`: reads its nonce and threshold, has `signers` sign, refuses before
 * sending unless they are enough distinct owners, sends `execTransaction` from `sender` (any
 * account: it pays the gas) and returns once the receipt shows `ExecutionSuccess`.
 */
export async function execSafeTransaction(options: {
  publicClient: PublicClient;
  safe: Address;
  tx: SafeTransactionData;
  signers: readonly LocalAccount[];
  sender: WalletClient<Transport, Chain, Account>;
}): Promise<SafeExecution> {
  const { publicClient, safe, tx } = options;
  // One signature per owner: a repeated signer would fail on chain (GS026), it adds nothing.
  const signers = options.signers.filter(
    (signer, index, all) => all.findIndex((other) => isAddressEqual(other.address, signer.address)) === index,
  );
  const read = { address: safe, abi: safeL2Artifact.abi } as const;
  const [owners, threshold, nonce, chainId] = await Promise.all([
    publicClient.readContract({ ...read, functionName: 'getOwners' }),
    publicClient.readContract({ ...read, functionName: 'getThreshold' }),
    publicClient.readContract({ ...read, functionName: 'nonce' }),
    publicClient.getChainId(),
  ]);
  const problem = safeSignersProblem(
    signers.map((signer) => signer.address),
    { owners, threshold },
  );
  if (problem) throw new SafeTransactionError(safe, `refused before sending: ${problem}`);
  const signatures = await signSafeTransaction({ chainId, safe, tx, nonce }, signers);
  return sendSafeTransaction({ ...options, signatures: encodeSafeSignatures(signatures) });
}

/**
 * Sends `execTransaction` with signatures already collected (see {@link encodeSafeSignatures}) and
 * returns once the receipt shows `ExecutionSuccess`; throws a {@link SafeTransactionError} otherwise.
 */
export async function sendSafeTransaction(options: {
  publicClient: PublicClient;
  safe: Address;
  tx: SafeTransactionData;
  signatures: Hex;
  sender: WalletClient<Transport, Chain, Account>;
}): Promise<SafeExecution> {
  const { publicClient, safe, tx, sender } = options;
  let hash: Hash;
  try {
    hash = await sender.writeContract({
      address: safe,
      abi: safeL2Artifact.abi,
      functionName: 'execTransaction',
      args: [
        tx.to,
        tx.value,
        tx.data,
        tx.operation,
        NO_REFUND.safeTxGas,
        NO_REFUND.baseGas,
        NO_REFUND.gasPrice,
        NO_REFUND.gasToken,
        NO_REFUND.refundReceiver,
        options.signatures,
      ],
      account: sender.account,
      chain: sender.chain,
    });
  } catch (error) {
    throw new SafeTransactionError(safe, describeSafeError(error), { cause: error });
  }
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success')
    throw new SafeTransactionError(safe, 'execTransaction reverted', { txHash: hash });
  return { ...executionOf(safe, receipt), transactionHash: hash, blockNumber: receipt.blockNumber };
}

/** The Safe's one execution event in the receipt; throws on `ExecutionFailure` or none. */
function executionOf(safe: Address, receipt: TransactionReceipt): { safeTxHash: Hash } {
  const events = parseEventLogs({
    abi: safeL2Artifact.abi,
    eventName: ['ExecutionSuccess', 'ExecutionFailure'],
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, safe)),
  });
  const [event] = events;
  const txHash = receipt.transactionHash;
  if (!event || events.length !== 1) {
    throw new SafeTransactionError(safe, `expected one execution event, found ${events.length}`, { txHash });
  }
  if (event.eventName === 'ExecutionFailure') {
    throw new SafeTransactionError(safe, `the Safe reported ExecutionFailure for ${event.args.txHash}`, {
      txHash,
    });
  }
  return { safeTxHash: event.args.txHash };
}

/** What Safe's `GSxxx` revert codes met here mean (Safe's docs/error_codes.md). */
const SAFE_ERROR_CODES: Record<string, string> = {
  GS013: 'the inner transaction failed',
  GS020: 'the signatures are too short for the threshold',
  GS025: 'a hash is not approved',
  GS026: 'a signature is not from an owner, out of order or repeated (or signed for another nonce)',
};

/** viem's description of the refusal, with the meaning of Safe's `GSxxx` code when it has one. */
function describeSafeError(error: unknown): string {
  const description = describeContractError(error);
  const code = /GS\d{3}/.exec(description)?.[0];
  const meaning = code ? SAFE_ERROR_CODES[code] : undefined;
  return meaning ? `${description} (${code}: ${meaning})` : description;
}

function compareAddresses(a: Address, b: Address): number {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}
