import {
  type Account,
  type Address,
  type Chain,
  encodeFunctionData,
  getAddress,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem';
import type { ContractAddresses } from './addresses';
import { describeContractError } from './describe-contract-error';
import {
  erc1967ProxyArtifact,
  fundingArtifact,
  liabilitiesRootsArtifact,
  rechargeArtifact,
  testTokenArtifact,
} from './generated/artifacts';

export type DeployLocalStackOptions = {
  publicClient: PublicClient;
  /** Deploys and owns everything; must carry its account and chain. */
  walletClient: WalletClient<Transport, Chain, Account>;
  /** Each gets `mintAmountWei` of USDT, BHC and WOOHOO. */
  mintTo: readonly Address[];
  mintAmountWei: bigint;
  /** Receives every recharge paid through the Recharge contract. */
  rechargeRecipient: Address;
  /** Given: LiabilitiesRoots is deployed too, with this account as its publisher. */
  liabilitiesPublisher?: Address;
};

/** A deployment transaction failed; `step` names it (e.g. "deploy Recharge", "mint USDT to 0x…"). */
export class LocalStackDeployError extends Error {
  readonly step: string;
  readonly txHash: Hash | undefined;

  constructor(step: string, reason: string, details: { txHash?: Hash; cause?: unknown } = {}) {
    const tx = details.txHash ? ` (tx ${details.txHash})` : '';
    super(`local stack deployment failed at "${step}": ${reason}${tx}`, { cause: details.cause });
    this.name = 'LocalStackDeployError';
    this.step = step;
    this.txHash = details.txHash;
  }
}

const TOKENS = [
  { key: 'usdt', name: 'Tether USD', symbol: 'USDT' },
  { key: 'bhc', name: 'BHC', symbol: 'BHC' },
  { key: 'woohoo', name: 'WOOHOO', symbol: 'WOOHOO' },
] as const;

/**
 * Deploys the local stack with the wallet's account as owner of everything: three TestTokens
 * (USDT, BHC, WOOHOO), Recharge(USDT → `rechargeRecipient`) and Funding (USDT staked, BHC rewards)
 * behind an ERC1967 proxy; then mints to `mintTo`. Waits for every receipt, one transaction at a time.
 */
export async function deployLocalStack(options: DeployLocalStackOptions): Promise<ContractAddresses> {
  const { walletClient } = options;
  const owner = walletClient.account.address;

  const usdt = await deployToken(options, TOKENS[0], owner);
  const bhc = await deployToken(options, TOKENS[1], owner);
  const woohoo = await deployToken(options, TOKENS[2], owner);

  const recharge = await waitForContract(
    options,
    'deploy Recharge',
    walletClient.deployContract({
      ...rechargeArtifact,
      args: [owner, usdt, options.rechargeRecipient],
      account: walletClient.account,
      chain: walletClient.chain,
    }),
  );
  const fundingImplementation = await waitForContract(
    options,
    'deploy Funding implementation',
    walletClient.deployContract({
      ...fundingArtifact,
      account: walletClient.account,
      chain: walletClient.chain,
    }),
  );
  const initializeCall = encodeFunctionData({
    abi: fundingArtifact.abi,
    functionName: 'initialize',
    args: [owner, usdt, bhc],
  });
  const funding = await waitForContract(
    options,
    'deploy Funding proxy',
    walletClient.deployContract({
      ...erc1967ProxyArtifact,
      args: [fundingImplementation, initializeCall],
      account: walletClient.account,
      chain: walletClient.chain,
    }),
  );

  const liabilitiesRoots = options.liabilitiesPublisher
    ? await deployLiabilitiesRoots(options, options.liabilitiesPublisher)
    : undefined;
  const addresses = {
    usdt,
    bhc,
    woohoo,
    recharge,
    funding,
    fundingImplementation,
    ...(liabilitiesRoots ? { liabilitiesRoots } : {}),
  };
  await mintAll(options, addresses);
  return addresses;
}

/**
 * Deploys LiabilitiesRoots (docs/rules.md "Proof of liabilities") with the wallet's account as
 * admin and `publisher` as the one account that publishes the daily roots.
 */
export function deployLiabilitiesRoots(
  options: Pick<DeployLocalStackOptions, 'publicClient' | 'walletClient'>,
  publisher: Address,
): Promise<Address> {
  const { walletClient } = options;
  return waitForContract(
    options,
    'deploy LiabilitiesRoots',
    walletClient.deployContract({
      ...liabilitiesRootsArtifact,
      args: [walletClient.account.address, publisher],
      account: walletClient.account,
      chain: walletClient.chain,
    }),
  );
}

function deployToken(
  options: DeployLocalStackOptions,
  token: { name: string; symbol: string },
  owner: Address,
): Promise<Address> {
  const { walletClient } = options;
  return waitForContract(
    options,
    `deploy ${token.symbol}`,
    walletClient.deployContract({
      ...testTokenArtifact,
      args: [token.name, token.symbol, owner],
      account: walletClient.account,
      chain: walletClient.chain,
    }),
  );
}

async function mintAll(options: DeployLocalStackOptions, addresses: ContractAddresses): Promise<void> {
  const { walletClient, mintAmountWei } = options;
  for (const token of TOKENS) {
    for (const to of options.mintTo) {
      await waitForSuccess(
        options,
        `mint ${token.symbol} to ${to}`,
        walletClient.writeContract({
          address: addresses[token.key],
          abi: testTokenArtifact.abi,
          functionName: 'mint',
          args: [to, mintAmountWei],
          account: walletClient.account,
          chain: walletClient.chain,
        }),
      );
    }
  }
}

async function waitForContract(
  options: Pick<DeployLocalStackOptions, 'publicClient'>,
  step: string,
  sent: Promise<Hash>,
): Promise<Address> {
  const receipt = await waitForSuccess(options, step, sent);
  if (!receipt.contractAddress) {
    throw new LocalStackDeployError(step, 'the receipt has no contract address', {
      txHash: receipt.transactionHash,
    });
  }
  return getAddress(receipt.contractAddress);
}

async function waitForSuccess(
  options: Pick<DeployLocalStackOptions, 'publicClient'>,
  step: string,
  sent: Promise<Hash>,
): Promise<TransactionReceipt> {
  let hash: Hash;
  try {
    hash = await sent;
  } catch (error) {
    throw new LocalStackDeployError(step, `sending failed: ${describeContractError(error)}`, {
      cause: error,
    });
  }
  const receipt = await options.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') {
    throw new LocalStackDeployError(step, 'the transaction reverted', { txHash: hash });
  }
  return receipt;
}
