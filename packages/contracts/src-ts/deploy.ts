import { type Address, encodeFunctionData, type Hash, zeroAddress } from 'viem';
import type { ContractAddresses, CustodyAddresses } from './addresses';
import { deployTimelock, type SafeChoice, TIMELOCK_SOURCE, useOrCreateSafe } from './deploy-custody';
import {
  confirmStep,
  type DeployedContract,
  DeployStepError,
  type DeploySteps,
  deployStep,
} from './deploy-steps';
import {
  erc1967ProxyArtifact,
  fundingArtifact,
  liabilitiesRootsArtifact,
  payoutsArtifact,
  rechargeArtifact,
  testTokenArtifact,
} from './generated/artifacts';

export type DeployStackOptions = DeploySteps & SafeChoice & StackSettings;

type StackSettings = {
  /** The tokens to use; when omitted, three TestTokens are deployed, owned by the deploying account. */
  tokens?: Pick<ContractAddresses, 'usdt' | 'bhc' | 'woohoo'>;
  /**
   * The server's hot key: receives every recharge, holds Funding's REWARDER_ROLE and Payouts'
   * PAYER_ROLE, and nothing else (DESIGN "Custody (real money)").
   */
  hotWallet: Address;
  /** The TimelockController's minimum delay: how long users see a change coming. */
  timelockDelaySec: number;
  /** Given: may pause Funding and Recharge (never unpause); the Safe alone when omitted. */
  guardian?: Address;
  /** Given: LiabilitiesRoots is deployed too, with this account as its publisher. */
  liabilitiesPublisher?: Address;
  /** Told of each contract as soon as it exists, so a deployment that stops half-way leaves a trail. */
  onCreated?: (key: keyof ContractAddresses, contract: DeployedContract) => void;
};

export type DeployedStack = {
  addresses: CustodyAddresses;
  /** Each contract this deployment created, by its key in `addresses`; tokens given are not in it. */
  created: Partial<Record<keyof ContractAddresses, DeployedContract>>;
};

export type DeployLocalStackOptions = Pick<DeploySteps, 'publicClient' | 'walletClient'> &
  SafeChoice &
  Omit<StackSettings, 'tokens' | 'onCreated'> & {
    /** Each gets `mintAmountWei` of USDT, BHC and WOOHOO. */
    mintTo: readonly Address[];
    mintAmountWei: bigint;
  };

/** A local stack deployment transaction failed; `step` names it. */
export class LocalStackDeployError extends DeployStepError {
  constructor(step: string, reason: string, details: { txHash?: Hash; cause?: unknown } = {}) {
    super(step, reason, details, 'local stack deployment');
    this.name = 'LocalStackDeployError';
  }
}

const TOKENS = [
  { key: 'usdt', name: 'Tether USD', symbol: 'USDT' },
  { key: 'bhc', name: 'BHC', symbol: 'BHC' },
  { key: 'woohoo', name: 'WOOHOO', symbol: 'WOOHOO' },
] as const;

/** `<source unit>:<Name>` of each deployed contract, as solc's metadata and BscScan name it. */
export const SOURCES = {
  testToken: 'src/TestToken.sol:TestToken',
  recharge: 'src/Recharge.sol:Recharge',
  funding: 'src/Funding.sol:Funding',
  erc1967Proxy: '@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol:ERC1967Proxy',
  liabilitiesRoots: 'src/LiabilitiesRoots.sol:LiabilitiesRoots',
  payouts: 'src/Payouts.sol:Payouts',
  timelock: TIMELOCK_SOURCE,
} as const;

/**
 * Deploys the stack in the custody layout (DESIGN "Custody (real money)"), one transaction at a
 * time, each waited for: the Safe (checked, or created on Safe's contracts, deployed first when
 * absent), the TimelockController (proposer and executor the Safe, no admin), the tokens unless
 * given, Recharge(USDT → hot wallet), Funding behind an ERC1967 proxy initialized in its
 * constructor, LiabilitiesRoots when a publisher is given, and Payouts. The timelock is owner and
 * admin of every contract, the Safe unpauses, the hot wallet is only rewarder, payer and recharge
 * recipient; the deploying account is given nothing (only the TestTokens it deploys are its own).
 * The local chain, the rehearsal and the production deploy all go through here.
 */
export async function deployStack(options: DeployStackOptions): Promise<DeployedStack> {
  const created: DeployedStack['created'] = {};
  const record = (key: keyof ContractAddresses, deployed: DeployedContract) => {
    created[key] = deployed;
    options.onCreated?.(key, deployed);
  };
  const create = async (
    key: keyof ContractAddresses,
    step: string,
    contract: Parameters<typeof deployStep>[2],
  ) => {
    const deployed = await deployStep(options, step, contract);
    record(key, deployed);
    return deployed.address;
  };

  const { safe, safeContracts } = await useOrCreateSafe(options, options, options.hotWallet, record);
  const timelockDeployed = await deployTimelock(options, safe, options.timelockDelaySec);
  record('timelock', timelockDeployed);
  const timelock = timelockDeployed.address;
  const tokens = options.tokens ?? (await deployTestTokens(options, create));
  const guardian = options.guardian ?? zeroAddress;
  const recharge = await create('recharge', 'deploy Recharge', {
    source: SOURCES.recharge,
    ...rechargeArtifact,
    args: [tokens.usdt, options.hotWallet, timelock, safe, guardian],
  });
  const fundingImplementation = await create('fundingImplementation', 'deploy Funding implementation', {
    source: SOURCES.funding,
    ...fundingArtifact,
  });
  const roles = { admin: timelock, guardian, unpauser: safe, rewarder: options.hotWallet };
  const funding = await create('funding', 'deploy Funding proxy', {
    source: SOURCES.erc1967Proxy,
    ...erc1967ProxyArtifact,
    args: [fundingImplementation, fundingInitializeCall(tokens, roles)],
  });
  const liabilitiesRoots = options.liabilitiesPublisher
    ? await create(
        'liabilitiesRoots',
        'deploy LiabilitiesRoots',
        liabilitiesRootsContract(timelock, options.liabilitiesPublisher),
      )
    : undefined;
  const payouts = await create('payouts', 'deploy Payouts', payoutsContract(timelock, options.hotWallet));

  const addresses: CustodyAddresses = {
    ...tokens,
    recharge,
    funding,
    fundingImplementation,
    ...(liabilitiesRoots ? { liabilitiesRoots } : {}),
    timelock,
    safe,
    payouts,
    ...safeContracts,
  };
  return { addresses, created };
}

/** Funding's roles at `initialize` / `initializeV2` (IFunding.Roles). */
export type FundingRoles = { admin: Address; guardian: Address; unpauser: Address; rewarder: Address };

function fundingInitializeCall(tokens: Pick<ContractAddresses, 'usdt' | 'bhc'>, roles: FundingRoles) {
  return encodeFunctionData({
    abi: fundingArtifact.abi,
    functionName: 'initialize',
    args: [tokens.usdt, tokens.bhc, roles],
  });
}

async function deployTestTokens(
  options: DeploySteps,
  create: (
    key: keyof ContractAddresses,
    step: string,
    contract: Parameters<typeof deployStep>[2],
  ) => Promise<Address>,
): Promise<Pick<ContractAddresses, 'usdt' | 'bhc' | 'woohoo'>> {
  const owner = options.walletClient.account.address;
  return {
    usdt: await create('usdt', 'deploy USDT', testTokenContract(TOKENS[0], owner)),
    bhc: await create('bhc', 'deploy BHC', testTokenContract(TOKENS[1], owner)),
    woohoo: await create('woohoo', 'deploy WOOHOO', testTokenContract(TOKENS[2], owner)),
  };
}

/**
 * Deploys the local stack (see {@link deployStack}, with three TestTokens the wallet's account
 * owns), then mints to `mintTo`.
 */
export async function deployLocalStack(options: DeployLocalStackOptions): Promise<CustodyAddresses> {
  const steps = { ...options, stepError: localStackError };
  const { addresses } = await deployStack(steps);
  await mintTestTokens(steps, addresses, options.mintTo, options.mintAmountWei);
  return addresses;
}

/** Deploys LiabilitiesRoots administered by `admin` (the timelock), `publisher` publishing the daily roots. */
export async function deployLiabilitiesRoots(
  steps: DeploySteps,
  admin: Address,
  publisher: Address,
): Promise<DeployedContract> {
  return deployStep(steps, 'deploy LiabilitiesRoots', liabilitiesRootsContract(admin, publisher));
}

/** Deploys Payouts administered by `admin` (the timelock), the hot wallet `payer` paying withdrawals. */
export async function deployPayouts(
  steps: DeploySteps,
  admin: Address,
  payer: Address,
): Promise<DeployedContract> {
  return deployStep(steps, 'deploy Payouts', payoutsContract(admin, payer));
}

/** Mints `amountWei` of each TestToken (USDT, BHC, WOOHOO) to each of `mintTo`; the wallet must own them. */
export async function mintTestTokens(
  steps: DeploySteps,
  tokens: Pick<ContractAddresses, 'usdt' | 'bhc' | 'woohoo'>,
  mintTo: readonly Address[],
  amountWei: bigint,
): Promise<void> {
  const { walletClient } = steps;
  for (const token of TOKENS) {
    for (const to of mintTo) {
      await confirmStep(
        steps,
        `mint ${token.symbol} to ${to}`,
        walletClient.writeContract({
          address: tokens[token.key],
          abi: testTokenArtifact.abi,
          functionName: 'mint',
          args: [to, amountWei],
          account: walletClient.account,
          chain: walletClient.chain,
        }),
      );
    }
  }
}

function testTokenContract(token: { name: string; symbol: string }, owner: Address) {
  return { source: SOURCES.testToken, ...testTokenArtifact, args: [token.name, token.symbol, owner] };
}

function liabilitiesRootsContract(admin: Address, publisher: Address) {
  return { source: SOURCES.liabilitiesRoots, ...liabilitiesRootsArtifact, args: [admin, publisher] };
}

function payoutsContract(admin: Address, payer: Address) {
  return { source: SOURCES.payouts, ...payoutsArtifact, args: [admin, payer] };
}

export function localStackError(
  step: string,
  reason: string,
  details: { txHash?: Hash; cause?: unknown },
): Error {
  return new LocalStackDeployError(step, reason, details);
}
