import { type Address, encodeAbiParameters, getAddress, isAddressEqual, zeroAddress } from 'viem';
import type { ContractAddresses } from './addresses';
import { type DeployedContract, DeployStepError, type DeploySteps, deployStep } from './deploy-steps';
import { timelockControllerArtifact } from './generated/artifacts';
import { createSafe, deploySafeContracts, type SafeContracts } from './safe/deploy-safe';
import { safeL2Artifact } from './safe/safe-artifacts';

/**
 * The Safe that administers the stack: an existing one (chain 56, where Safe's singletons exist and
 * the owners created it in Safe's app), or a new one of `safeOwners` with `safeThreshold`, on Safe's
 * contracts at `safeContracts` or, when those are not given, on Safe's contracts deployed first.
 */
export type SafeChoice =
  | { safe: Address }
  | {
      safeOwners: readonly Address[];
      safeThreshold: number;
      safeContracts?: Pick<SafeContracts, 'singleton' | 'proxyFactory' | 'fallbackHandler'>;
      /** Makes the Safe's address differ between Safes of the same owners; 0 when unset. */
      safeSaltNonce?: bigint;
    };

/** Records one created contract under its key (deployStack's trail). */
export type RecordCreated = (key: keyof ContractAddresses, contract: DeployedContract) => void;

const SAFE_PROXY_SOURCE = '@safe-global/safe-smart-account/contracts/proxies/SafeProxy.sol:SafeProxy';
export const TIMELOCK_SOURCE = '@openzeppelin/contracts/governance/TimelockController.sol:TimelockController';

const SAFE_CONTRACT_KEYS = {
  singleton: 'safeSingleton',
  proxyFactory: 'safeProxyFactory',
  fallbackHandler: 'safeFallbackHandler',
  multiSendCallOnly: 'safeMultiSendCallOnly',
} as const satisfies Record<keyof SafeContracts, keyof ContractAddresses>;

/** The Safe's address, and Safe's own contracts when this call deployed them. */
export async function useOrCreateSafe(
  steps: DeploySteps,
  choice: SafeChoice,
  hotWallet: Address,
  record: RecordCreated,
): Promise<{
  safe: Address;
  safeContracts?: Partial<Record<(typeof SAFE_CONTRACT_KEYS)[keyof SafeContracts], Address>>;
}> {
  if ('safe' in choice) {
    await checkExistingSafe(steps, choice.safe, hotWallet);
    return { safe: getAddress(choice.safe) };
  }
  if (choice.safeOwners.some((owner) => isAddressEqual(owner, hotWallet))) {
    throw stepFailure(steps, 'create Safe', `the hot wallet ${hotWallet} is one of the Safe owners given`);
  }
  let contracts = choice.safeContracts;
  const deployedContracts: Partial<Record<(typeof SAFE_CONTRACT_KEYS)[keyof SafeContracts], Address>> = {};
  if (!contracts) {
    const deployed = await deploySafeContracts(steps);
    for (const [name, key] of Object.entries(SAFE_CONTRACT_KEYS) as [
      keyof SafeContracts,
      keyof ContractAddresses,
    ][]) {
      record(key, deployed.created[name]);
      deployedContracts[key as keyof typeof deployedContracts] = deployed.addresses[name];
    }
    contracts = deployed.addresses;
  } else {
    await requireCode(steps, 'check Safe contracts', Object.values(contracts));
  }
  const created = await createSafe(steps, contracts, {
    owners: choice.safeOwners,
    threshold: choice.safeThreshold,
    saltNonce: choice.safeSaltNonce ?? 0n,
  });
  record('safe', {
    source: SAFE_PROXY_SOURCE,
    address: created.address,
    transactionHash: created.transactionHash,
    blockNumber: created.blockNumber,
    // SafeProxy's constructor takes the singleton; the factory created it, so nothing to verify by hand.
    constructorArguments: encodeAbiParameters([{ type: 'address' }], [contracts.singleton]),
  });
  return { safe: created.address, safeContracts: deployedContracts };
}

/**
 * Deploys the TimelockController that owns and administers the stack: the Safe is its only
 * proposer (and so canceller) and its only executor (docs/deploy-contracts.md "Who holds what on
 * chain 56" says why not anyone), and it has no admin (address 0), so nobody can change its roles
 * or its delay except through a delayed operation of its own.
 */
export async function deployTimelock(
  steps: DeploySteps,
  safe: Address,
  delaySec: number,
): Promise<DeployedContract> {
  if (!Number.isSafeInteger(delaySec) || delaySec < 0) {
    throw new RangeError(`the timelock delay must be a whole number of seconds (got ${delaySec})`);
  }
  return deployStep(steps, 'deploy TimelockController', {
    source: TIMELOCK_SOURCE,
    ...timelockControllerArtifact,
    args: [BigInt(delaySec), [safe], [safe], zeroAddress],
  });
}

/**
 * Throws the step's error unless `safe` is a contract with owners and a threshold of at least 1,
 * none of its owners the hot wallet.
 */
export async function checkExistingSafe(
  steps: DeploySteps,
  safe: Address,
  hotWallet: Address,
): Promise<{ owners: readonly Address[]; threshold: bigint }> {
  const step = `check Safe ${safe}`;
  await requireCode(steps, step, [safe]);
  const read = { address: safe, abi: safeL2Artifact.abi } as const;
  let owners: readonly Address[];
  let threshold: bigint;
  try {
    [owners, threshold] = await Promise.all([
      steps.publicClient.readContract({ ...read, functionName: 'getOwners' }),
      steps.publicClient.readContract({ ...read, functionName: 'getThreshold' }),
    ]);
  } catch (cause) {
    throw stepFailure(steps, step, 'it does not answer getOwners and getThreshold: not a Safe', cause);
  }
  if (owners.length === 0 || threshold < 1n) {
    throw stepFailure(steps, step, `it has ${owners.length} owner(s) and threshold ${threshold}: not set up`);
  }
  // The hot key is the one key a server holds: as a Safe owner it would be one signature of the
  // cold side too (DESIGN "Custody (real money)").
  if (owners.some((owner) => isAddressEqual(owner, hotWallet))) {
    throw stepFailure(steps, step, `the hot wallet ${hotWallet} is one of its owners`);
  }
  return { owners, threshold };
}

async function requireCode(steps: DeploySteps, step: string, addresses: readonly Address[]): Promise<void> {
  for (const address of addresses) {
    const code = await steps.publicClient.getCode({ address });
    if (!code || code === '0x') throw stepFailure(steps, step, `there is no contract at ${address}`);
  }
}

function stepFailure(steps: DeploySteps, step: string, reason: string, cause?: unknown): Error {
  return steps.stepError?.(step, reason, { cause }) ?? new DeployStepError(step, reason, { cause });
}
