import { type Address, encodeFunctionData, isAddressEqual, zeroAddress, zeroHash } from 'viem';
import { compareStorageLayouts } from '../scripts/lib/compare-storage-layouts';
import type { StorageLayout } from '../scripts/lib/storage-layout';
import fundingLayout from '../storage-layout/Funding.json';
import type { ContractAddresses, CustodyAddresses } from './addresses';
import { deployLiabilitiesRoots, deployPayouts, type FundingRoles, SOURCES } from './deploy';
import { deployTimelock, type SafeChoice, useOrCreateSafe } from './deploy-custody';
import {
  confirmStep,
  type DeployedContract,
  DeployStepError,
  type DeploySteps,
  deployStep,
} from './deploy-steps';
import { fundingArtifact, liabilitiesRootsArtifact, rechargeArtifact } from './generated/artifacts';
import fundingV1Layout from './generated/legacy/funding-v1-storage-layout.json';
import { fundingV1Artifact, rechargeV1Artifact } from './generated/legacy/v1-artifacts';

export type MigrateV1Options = DeploySteps &
  SafeChoice & {
    /** The stack as version 1 recorded it: Funding and Recharge owned by the wallet's account (the hot key). */
    saved: ContractAddresses;
    timelockDelaySec: number;
    guardian?: Address;
    /** Publishes on a LiabilitiesRoots deployed anew when the saved stack has none. */
    liabilitiesPublisher?: Address;
    onCreated?: (key: keyof ContractAddresses, contract: DeployedContract) => void;
  };

/**
 * Moves a stack deployed before the roles (version 1: the hot key owned Funding, Recharge and
 * administered LiabilitiesRoots) to the custody layout without losing a stake (contracts README,
 * "Powers"): a Safe and a TimelockController as {@link deployStack} makes them, then, from the hot
 * key, `upgradeToAndCall(newImplementation, initializeV2(roles))` on the Funding proxy (refused
 * before anything is sent unless the recorded layouts say the upgrade keeps every variable, and
 * checked after: the pool's totals are unchanged), LiabilitiesRoots' admin handed to the timelock
 * and renounced, the old Recharge's ownership renounced, a new Recharge and Payouts deployed. The
 * hot key ends as rewarder, payer and recharge recipient only.
 */
export async function migrateV1Stack(options: MigrateV1Options): Promise<CustodyAddresses> {
  const { saved } = options;
  const hot = options.walletClient.account.address;
  await requireV1Owner(options, saved.funding, hot);
  const layoutProblems = compareStorageLayouts(
    fundingV1Layout as StorageLayout,
    fundingLayout as StorageLayout,
  );
  if (layoutProblems.length > 0) {
    throw failure(options, 'compare Funding storage layouts', layoutProblems.join('; '));
  }
  const record = (key: keyof ContractAddresses, contract: DeployedContract) =>
    options.onCreated?.(key, contract);
  const { safe, safeContracts } = await useOrCreateSafe(options, options, hot, record);
  const timelockDeployed = await deployTimelock(options, safe, options.timelockDelaySec);
  record('timelock', timelockDeployed);
  const timelock = timelockDeployed.address;
  const guardian = options.guardian ?? zeroAddress;
  const roles: FundingRoles = { admin: timelock, guardian, unpauser: safe, rewarder: hot };

  const fundingImplementation = await upgradeFunding(options, roles, record);
  const liabilitiesRoots = await moveLiabilitiesRoots(options, timelock, record);
  await send(options, 'renounce the version 1 Recharge', {
    address: saved.recharge,
    abi: rechargeV1Artifact.abi,
    functionName: 'renounceOwnership',
  });
  const recharge = await deployStep(options, 'deploy Recharge', {
    source: SOURCES.recharge,
    ...rechargeArtifact,
    args: [saved.usdt, hot, timelock, safe, guardian],
  });
  record('recharge', recharge);
  const payouts = await deployPayouts(options, timelock, hot);
  record('payouts', payouts);
  return {
    ...saved,
    recharge: recharge.address,
    fundingImplementation,
    ...(liabilitiesRoots ? { liabilitiesRoots } : {}),
    timelock,
    safe,
    payouts: payouts.address,
    ...safeContracts,
  };
}

/** Upgrades the Funding proxy to today's implementation with its roles; the pool's totals must not move. */
async function upgradeFunding(
  options: MigrateV1Options,
  roles: FundingRoles,
  record: (key: keyof ContractAddresses, contract: DeployedContract) => void,
): Promise<Address> {
  const proxy = options.saved.funding;
  const before = await poolTotals(options, proxy);
  const implementation = await deployStep(options, 'deploy Funding implementation', {
    source: SOURCES.funding,
    ...fundingArtifact,
  });
  record('fundingImplementation', implementation);
  await send(options, 'upgrade Funding with initializeV2', {
    address: proxy,
    abi: fundingV1Artifact.abi,
    functionName: 'upgradeToAndCall',
    args: [
      implementation.address,
      encodeFunctionData({ abi: fundingArtifact.abi, functionName: 'initializeV2', args: [roles] }),
    ],
  });
  const after = await poolTotals(options, proxy);
  if (before.totalLp !== after.totalLp || before.accCakePerShare !== after.accCakePerShare) {
    throw failure(
      options,
      'upgrade Funding with initializeV2',
      `the pool changed: totalLp ${before.totalLp} → ${after.totalLp}, accCakePerShare ${before.accCakePerShare} → ${after.accCakePerShare}`,
    );
  }
  return implementation.address;
}

/**
 * Hands the saved LiabilitiesRoots' admin role to the timelock and renounces the hot key's (the
 * grant first, so it never has no admin); deploys one administered by the timelock when the saved
 * stack had none and a publisher is given.
 */
async function moveLiabilitiesRoots(
  options: MigrateV1Options,
  timelock: Address,
  record: (key: keyof ContractAddresses, contract: DeployedContract) => void,
): Promise<Address | undefined> {
  const roots = options.saved.liabilitiesRoots;
  if (!roots) {
    if (!options.liabilitiesPublisher) return undefined;
    const deployed = await deployLiabilitiesRoots(options, timelock, options.liabilitiesPublisher);
    record('liabilitiesRoots', deployed);
    return deployed.address;
  }
  const hot = options.walletClient.account.address;
  const call = { address: roots, abi: liabilitiesRootsArtifact.abi } as const;
  await send(options, 'grant LiabilitiesRoots admin to the timelock', {
    ...call,
    functionName: 'grantRole',
    args: [zeroHash, timelock],
  });
  await send(options, 'renounce LiabilitiesRoots admin', {
    ...call,
    functionName: 'renounceRole',
    args: [zeroHash, hot],
  });
  return roots;
}

async function requireV1Owner(options: MigrateV1Options, funding: Address, hot: Address): Promise<void> {
  const owner = await options.publicClient.readContract({
    address: funding,
    abi: fundingV1Artifact.abi,
    functionName: 'owner',
  });
  if (!isAddressEqual(owner, hot)) {
    throw failure(options, 'check the version 1 Funding', `its owner is ${owner}, not the hot key ${hot}`);
  }
}

async function poolTotals(options: DeploySteps, funding: Address) {
  const read = (functionName: 'totalLp' | 'accCakePerShare') =>
    options.publicClient.readContract({ address: funding, abi: fundingV1Artifact.abi, functionName });
  const [totalLp, accCakePerShare] = await Promise.all([read('totalLp'), read('accCakePerShare')]);
  return { totalLp, accCakePerShare };
}

type SendArgs = Parameters<DeploySteps['walletClient']['writeContract']>[0];

function send(
  steps: DeploySteps,
  step: string,
  call: Omit<SendArgs, 'account' | 'chain'>,
): ReturnType<typeof confirmStep> {
  const { walletClient } = steps;
  return confirmStep(
    steps,
    step,
    walletClient.writeContract({
      ...call,
      account: walletClient.account,
      chain: walletClient.chain,
    } as SendArgs),
  );
}

function failure(steps: DeploySteps, step: string, reason: string): Error {
  return steps.stepError?.(step, reason, {}) ?? new DeployStepError(step, reason);
}
