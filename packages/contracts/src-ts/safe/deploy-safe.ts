import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hash,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import {
  confirmStep,
  type DeployedContract,
  DeployStepError,
  type DeploySteps,
  deployStep,
} from '../deploy-steps';
import {
  compatibilityFallbackHandlerArtifact,
  multiSendCallOnlyArtifact,
  safeL2Artifact,
  safeProxyFactoryArtifact,
} from './safe-artifacts';
import { type SafeSetup, safeSetupProblems } from './safe-setup-problems';

/** Where Safe's contracts live on a chain: what {@link createSafe} and Safe transactions need. */
export type SafeContracts = {
  /** The SafeL2 singleton every Safe proxy delegates to. */
  singleton: Address;
  proxyFactory: Address;
  fallbackHandler: Address;
  multiSendCallOnly: Address;
};

/** Safe's contracts as {@link deploySafeContracts} created them. */
export type DeployedSafeContracts = {
  addresses: SafeContracts;
  /** Each creation, by its key in `addresses`, for explorer verification. */
  created: Record<keyof SafeContracts, DeployedContract>;
};

/** A Safe proxy {@link createSafe} created and checked. */
export type CreatedSafe = {
  address: Address;
  transactionHash: Hash;
  blockNumber: bigint;
};

/** A Safe setup refused before anything was sent; `problems` lists every fault found. */
export class InvalidSafeSetupError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`invalid Safe setup: ${problems.join('; ')}`);
    this.name = 'InvalidSafeSetupError';
    this.problems = problems;
  }
}

/** Safe's singleton address sits in the proxy's first storage slot (SafeProxy `singleton`). */
const SAFE_PROXY_SINGLETON_SLOT = '0x0';

/**
 * Deploys Safe's SafeL2 singleton, proxy factory, compatibility fallback handler and
 * MultiSendCallOnly from the package's audited bytecode, one waited-for transaction each. For a
 * chain without Safe's canonical deployment (the local anvil chain, the rehearsal's chain).
 */
export async function deploySafeContracts(steps: DeploySteps): Promise<DeployedSafeContracts> {
  const singleton = await deployStep(steps, 'deploy SafeL2 singleton', safeL2Artifact);
  const proxyFactory = await deployStep(steps, 'deploy SafeProxyFactory', safeProxyFactoryArtifact);
  const fallbackHandler = await deployStep(
    steps,
    'deploy CompatibilityFallbackHandler',
    compatibilityFallbackHandlerArtifact,
  );
  const multiSendCallOnly = await deployStep(steps, 'deploy MultiSendCallOnly', multiSendCallOnlyArtifact);
  const created = { singleton, proxyFactory, fallbackHandler, multiSendCallOnly };
  return {
    addresses: {
      singleton: singleton.address,
      proxyFactory: proxyFactory.address,
      fallbackHandler: fallbackHandler.address,
      multiSendCallOnly: multiSendCallOnly.address,
    },
    created,
  };
}

/**
 * Creates a Safe proxy (`createProxyWithNonce` with `setup`: owners, threshold, fallback handler;
 * no module, no payment), then reads it back and throws unless its owners, threshold and singleton
 * are the ones asked for. A bad setup throws {@link InvalidSafeSetupError} before sending.
 */
export async function createSafe(
  steps: DeploySteps,
  contracts: Pick<SafeContracts, 'singleton' | 'proxyFactory' | 'fallbackHandler'>,
  options: SafeSetup & { saltNonce: bigint },
): Promise<CreatedSafe> {
  const problems = safeSetupProblems(options);
  if (problems.length > 0) throw new InvalidSafeSetupError(problems);
  const step = `create Safe (${options.threshold} of ${options.owners.length}, salt ${options.saltNonce})`;
  const { walletClient } = steps;
  const receipt = await confirmStep(
    steps,
    step,
    walletClient.writeContract({
      address: contracts.proxyFactory,
      abi: safeProxyFactoryArtifact.abi,
      functionName: 'createProxyWithNonce',
      args: [contracts.singleton, setupCall(contracts.fallbackHandler, options), options.saltNonce],
      account: walletClient.account,
      chain: walletClient.chain,
    }),
  );
  const address = createdProxy(steps, step, receipt, contracts.proxyFactory);
  await checkSafe(
    steps,
    step,
    address,
    { ...options, singleton: contracts.singleton },
    receipt.transactionHash,
  );
  return { address, transactionHash: receipt.transactionHash, blockNumber: receipt.blockNumber };
}

function setupCall(fallbackHandler: Address, { owners, threshold }: SafeSetup) {
  return encodeFunctionData({
    abi: safeL2Artifact.abi,
    functionName: 'setup',
    // No setup delegatecall (to, data), no payment: only owners, threshold and fallback handler.
    args: [owners, BigInt(threshold), zeroAddress, '0x', fallbackHandler, zeroAddress, 0n, zeroAddress],
  });
}

/** The proxy address from the factory's `ProxyCreation` event in the receipt. */
function createdProxy(
  steps: DeploySteps,
  step: string,
  receipt: TransactionReceipt,
  proxyFactory: Address,
): Address {
  const created = parseEventLogs({
    abi: safeProxyFactoryArtifact.abi,
    eventName: 'ProxyCreation',
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, proxyFactory)),
  });
  const [event] = created;
  if (!event || created.length !== 1) {
    const reason = `expected one ProxyCreation event, found ${created.length}`;
    throw stepFailure(steps, step, reason, receipt.transactionHash);
  }
  return getAddress(event.args.proxy);
}

/** Reads the new Safe back: setup ran with what was asked, behind the expected singleton. */
async function checkSafe(
  steps: DeploySteps,
  step: string,
  safe: Address,
  expected: SafeSetup & { singleton: Address },
  txHash: Hash,
): Promise<void> {
  const { publicClient } = steps;
  const read = { address: safe, abi: safeL2Artifact.abi } as const;
  const [owners, threshold, singletonSlot] = await Promise.all([
    publicClient.readContract({ ...read, functionName: 'getOwners' }),
    publicClient.readContract({ ...read, functionName: 'getThreshold' }),
    publicClient.getStorageAt({ address: safe, slot: SAFE_PROXY_SINGLETON_SLOT }),
  ]);
  const singleton = singletonSlot ? getAddress(`0x${singletonSlot.slice(-40)}`) : undefined;
  const mismatch = safeMismatch({ owners, threshold, singleton }, expected);
  if (mismatch) throw stepFailure(steps, step, `the Safe at ${safe} is not as set up: ${mismatch}`, txHash);
}

/** How the Safe read back differs from its setup, or `undefined` when it does not. */
function safeMismatch(
  actual: { owners: readonly Address[]; threshold: bigint; singleton: Address | undefined },
  expected: SafeSetup & { singleton: Address },
): string | undefined {
  const sameOwners =
    actual.owners.length === expected.owners.length &&
    expected.owners.every((owner) => actual.owners.some((found) => isAddressEqual(found, owner)));
  if (!sameOwners) return `its owners are ${actual.owners.join(', ')}`;
  if (actual.threshold !== BigInt(expected.threshold)) return `its threshold is ${actual.threshold}`;
  if (!actual.singleton || !isAddressEqual(actual.singleton, expected.singleton)) {
    return `its singleton is ${actual.singleton ?? 'unset'}`;
  }
  return undefined;
}

function stepFailure(steps: DeploySteps, step: string, reason: string, txHash: Hash): Error {
  return steps.stepError?.(step, reason, { txHash }) ?? new DeployStepError(step, reason, { txHash });
}
