import { type Address, encodeFunctionData, type Hash, zeroAddress } from 'viem';
import type { ContractAddresses } from './addresses';
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

export type DeployStackOptions = DeploySteps & {
  /** Owns Recharge, Funding and LiabilitiesRoots; the deploying account when omitted. */
  owner?: Address;
  /** The tokens to use; when omitted, three TestTokens are deployed, owned by the deploying account. */
  tokens?: Pick<ContractAddresses, 'usdt' | 'bhc' | 'woohoo'>;
  /** Receives every recharge paid through the Recharge contract. */
  rechargeRecipient: Address;
  /** Given: LiabilitiesRoots is deployed too, with this account as its publisher. */
  liabilitiesPublisher?: Address;
  /** Given: Payouts is deployed too, with this account (the hot wallet) as its one payer. */
  payoutsPayer?: Address;
  /** Told of each contract as soon as it exists, so a deployment that stops half-way leaves a trail. */
  onCreated?: (key: keyof ContractAddresses, contract: DeployedContract) => void;
};

export type DeployedStack = {
  addresses: ContractAddresses;
  /** Each contract this deployment created, by its key in `addresses`; tokens given are not in it. */
  created: Partial<Record<keyof ContractAddresses, DeployedContract>>;
};

export type DeployLocalStackOptions = Omit<
  DeployStackOptions,
  'owner' | 'tokens' | 'stepError' | 'onCreated'
> & {
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
const SOURCES = {
  testToken: 'src/TestToken.sol:TestToken',
  recharge: 'src/Recharge.sol:Recharge',
  funding: 'src/Funding.sol:Funding',
  erc1967Proxy: '@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol:ERC1967Proxy',
  liabilitiesRoots: 'src/LiabilitiesRoots.sol:LiabilitiesRoots',
  payouts: 'src/Payouts.sol:Payouts',
} as const;

/**
 * Deploys the stack, one transaction at a time, each waited for: the tokens unless given (three
 * TestTokens: USDT, BHC, WOOHOO), Recharge(USDT → `rechargeRecipient`), Funding (USDT staked, BHC
 * rewards) behind an ERC1967 proxy initialized in its constructor, and LiabilitiesRoots when a
 * publisher is given, Payouts(owner, payer) when a payer is given. Both the local chain and the production deploy go through here.
 */
export async function deployStack(options: DeployStackOptions): Promise<DeployedStack> {
  const owner = options.owner ?? options.walletClient.account.address;
  const created: DeployedStack['created'] = {};
  const create = async (
    key: keyof ContractAddresses,
    step: string,
    contract: Parameters<typeof deployStep>[2],
  ) => {
    const deployed = await deployStep(options, step, contract);
    created[key] = deployed;
    options.onCreated?.(key, deployed);
    return deployed.address;
  };

  const tokens = options.tokens ?? {
    usdt: await create(
      'usdt',
      'deploy USDT',
      testTokenContract(TOKENS[0], options.walletClient.account.address),
    ),
    bhc: await create(
      'bhc',
      'deploy BHC',
      testTokenContract(TOKENS[1], options.walletClient.account.address),
    ),
    woohoo: await create(
      'woohoo',
      'deploy WOOHOO',
      testTokenContract(TOKENS[2], options.walletClient.account.address),
    ),
  };
  const recharge = await create('recharge', 'deploy Recharge', {
    source: SOURCES.recharge,
    ...rechargeArtifact,
    // Interim shape: the owner holds every role until the custody deploy (Safe + timelock) lands.
    args: [tokens.usdt, options.rechargeRecipient, owner, owner, zeroAddress],
  });
  const fundingImplementation = await create('fundingImplementation', 'deploy Funding implementation', {
    source: SOURCES.funding,
    ...fundingArtifact,
  });
  const initializeCall = encodeFunctionData({
    abi: fundingArtifact.abi,
    functionName: 'initialize',
    args: [
      tokens.usdt,
      tokens.bhc,
      { admin: owner, guardian: zeroAddress, unpauser: owner, rewarder: owner },
    ],
  });
  const funding = await create('funding', 'deploy Funding proxy', {
    source: SOURCES.erc1967Proxy,
    ...erc1967ProxyArtifact,
    args: [fundingImplementation, initializeCall],
  });
  const liabilitiesRoots = options.liabilitiesPublisher
    ? await create(
        'liabilitiesRoots',
        'deploy LiabilitiesRoots',
        liabilitiesRootsContract(owner, options.liabilitiesPublisher),
      )
    : undefined;
  const payouts = options.payoutsPayer
    ? await create('payouts', 'deploy Payouts', payoutsContract(owner, options.payoutsPayer))
    : undefined;

  const addresses = {
    ...tokens,
    recharge,
    funding,
    fundingImplementation,
    ...(liabilitiesRoots ? { liabilitiesRoots } : {}),
    ...(payouts ? { payouts } : {}),
  };
  return { addresses, created };
}

/**
 * Deploys the local stack with the wallet's account as owner of everything (see {@link deployStack},
 * with three TestTokens), then mints to `mintTo`.
 */
export async function deployLocalStack(options: DeployLocalStackOptions): Promise<ContractAddresses> {
  const steps = { ...options, stepError: localStackError };
  const { addresses } = await deployStack(steps);
  await mintTestTokens(steps, addresses, options.mintTo, options.mintAmountWei);
  return addresses;
}

/**
 * Deploys LiabilitiesRoots (docs/rules.md "Proof of liabilities") with the wallet's account as
 * admin and `publisher` as the one account that publishes the daily roots.
 */
export async function deployLiabilitiesRoots(
  options: Pick<DeploySteps, 'publicClient' | 'walletClient'>,
  publisher: Address,
): Promise<Address> {
  const contract = liabilitiesRootsContract(options.walletClient.account.address, publisher);
  const deployed = await deployStep(
    { ...options, stepError: localStackError },
    'deploy LiabilitiesRoots',
    contract,
  );
  return deployed.address;
}

/**
 * Deploys Payouts (docs/rules.md "Payouts exactly once") with the wallet's account as admin and
 * `payer` (the hot wallet) as the one account that pays through it.
 */
export async function deployPayouts(
  options: Pick<DeploySteps, 'publicClient' | 'walletClient'>,
  payer: Address,
): Promise<Address> {
  const contract = payoutsContract(options.walletClient.account.address, payer);
  const deployed = await deployStep({ ...options, stepError: localStackError }, 'deploy Payouts', contract);
  return deployed.address;
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

function localStackError(step: string, reason: string, details: { txHash?: Hash; cause?: unknown }): Error {
  return new LocalStackDeployError(step, reason, details);
}
