import { resolve } from 'node:path';
import { testTokenAbi } from '@woohoo/contracts/abis';
import { startAnvil } from '@woohoo/contracts/anvil';
import { deployLiabilitiesRoots, deployLocalStack, deployPayouts } from '@woohoo/contracts/deploy';
import { readDeployment, writeDeployment } from '@woohoo/contracts/deployment-file';
import { ONE_TOKEN_WEI } from '@woohoo/shared/constants';
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  parseEther,
  type Transport,
  type Chain as ViemChain,
} from 'viem';
import type { Config, ContractAddressConfig } from '../config/env';
import { fileSigner } from '../keys/treasury-signer';
import { createRpcTransport, type RpcHealth } from './rpc-transport';

export type Chain = {
  /** The first RPC: what one URL is enough for (the browsers' default, the operator scripts). */
  rpcUrl: string;
  /** Every client of the server goes through this: the ranked RPCs with failover (chain/rpc-transport.ts). */
  transport: Transport;
  /** Which RPC answered last and which are down, for /metrics. */
  rpcHealth: () => RpcHealth[];
  contracts: ContractAddressConfig;
  publicClient: PublicClient;
  stop: () => Promise<void>;
};

/** How often the local chain writes its state file while running. */
export const LOCAL_CHAIN_STATE_INTERVAL_SEC = 1;

/** Where the local chain keeps its blocks between runs. */
export function localChainStatePath(dataDir: string): string {
  return resolve(dataDir, 'chain/anvil-state.json');
}

/** Where the local chain's contracts (and the treasury's address, for the API replicas) are recorded. */
export function localDeploymentPath(dataDir: string, chainId: number): string {
  return resolve(dataDir, `chain/deployment-${chainId}.json`);
}

/** Demo balances minted to every anvil account on a fresh local chain. */
const DEMO_MINT_WEI = 10_000n * ONE_TOKEN_WEI;

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * The server's view of the configured chain and its one public client. Receipts (the pool's
 * reward, the published liabilities) are looked for once a chain poll, a block on BSC, where
 * viem's default for a chain whose block time it is not told is 4 s.
 */
export function createChainClient(
  config: Pick<Config, 'chainId' | 'chainName'> & { money: Pick<Config['money'], 'chainPollMs'> },
  rpcUrl: string,
  transport: Transport,
): { chain: ViemChain; publicClient: PublicClient } {
  const chain: ViemChain = defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return {
    chain,
    publicClient: createPublicClient({ chain, transport, pollingInterval: config.money.chainPollMs }),
  };
}

/**
 * Connects to the chain: the given RPC, or a local anvil whose state lives in the data folder.
 * Contract addresses come from the environment, or from an earlier deployment recorded in the
 * data folder, or from a fresh deployment on the local chain.
 */
export async function prepareChain(config: Config, log: Log, payoutsPayer?: Address): Promise<Chain> {
  const anvil = config.chainRpcUrl
    ? undefined
    : await startAnvil({
        host: '127.0.0.1',
        port: config.localChainPort,
        chainId: config.chainId,
        statePath: localChainStatePath(config.dataDir),
        // Written every second, so a kill -9 or a power cut loses at most a second.
        stateIntervalSec: LOCAL_CHAIN_STATE_INTERVAL_SEC,
      });
  const rpcUrls = config.chainRpcUrls ?? (anvil ? [anvil.rpcUrl] : []);
  const rpcUrl = rpcUrls[0];
  if (!rpcUrl) throw new Error('no chain RPC URL');
  const { transport, health: rpcHealth } = createRpcTransport(rpcUrls, config.chainRpc);
  const { chain, publicClient } = createChainClient(config, rpcUrl, transport);
  const stop = async () => {
    await anvil?.stop();
  };
  try {
    const remoteChainId = await publicClient.getChainId();
    if (remoteChainId !== config.chainId) {
      throw new Error(
        `the RPC at ${new URL(rpcUrl).host} serves chain ${remoteChainId}, but CHAIN_ID is ${config.chainId}`,
      );
    }
    const contracts =
      config.contracts ??
      (config.role === 'api'
        ? recordedDeployment(config)
        : await ensureLocalDeployment(config, chain, publicClient, rpcUrl, log, payoutsPayer));
    return { rpcUrl, transport, rpcHealth, contracts, publicClient, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * An `api` replica on the local chain uses the contracts its worker deployed and recorded: it
 * never deploys, which would load the deployer's key, the treasury's (DESIGN.md "Custody (real money)").
 */
function recordedDeployment(config: Config): ContractAddressConfig {
  const file = localDeploymentPath(config.dataDir, config.chainId);
  const saved = readDeployment(file, config.chainId);
  if (!saved)
    throw new Error(`an api process found no contracts recorded in ${file}: start the worker first`);
  return saved;
}

async function ensureLocalDeployment(
  config: Config,
  chain: ViemChain,
  publicClient: PublicClient,
  rpcUrl: string,
  log: Log,
  payoutsPayer: Address | undefined,
): Promise<ContractAddressConfig> {
  const file = localDeploymentPath(config.dataDir, config.chainId);
  const saved = readDeployment(file, config.chainId);
  const deployer = fileSigner(resolve(config.dataDir, 'keys/deployer.key'), true).account();
  const walletClient = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) });
  // The publisher of the daily liabilities roots pays its own gas (docs/rules.md "Proof of liabilities").
  const publisher = config.liabilitiesPublisherKeyFile
    ? fileSigner(config.liabilitiesPublisherKeyFile, true).account().address
    : undefined;
  if (publisher) await setLocalBalance(publicClient, publisher);
  if (saved && (await allHaveCode(publicClient, Object.values(saved)))) {
    log.info(`reusing contracts recorded in ${file}`);
    const needsRoots = !saved.liabilitiesRoots && publisher;
    const needsPayouts = !saved.payouts && payoutsPayer;
    if (!needsRoots && !needsPayouts) return saved;
    // Recorded before LiabilitiesRoots or Payouts existed: deploy what is missing alone, keeping everything else.
    await setLocalBalance(publicClient, deployer.address);
    const completed = {
      ...saved,
      ...(needsRoots && {
        liabilitiesRoots: await deployLiabilitiesRoots({ publicClient, walletClient }, publisher),
      }),
      ...(needsPayouts && { payouts: await deployPayouts({ publicClient, walletClient }, payoutsPayer) }),
    };
    writeDeployment(file, config.chainId, completed);
    return completed;
  }
  if (saved) log.warn('recorded contracts are missing from the chain (its state was reset); deploying again');
  // The local chain pays for gas with test BNB; give the generated deployer some.
  await setLocalBalance(publicClient, deployer.address);
  const contracts = await deployLocalStack({
    publicClient,
    walletClient,
    mintTo: [...ANVIL_ACCOUNTS],
    mintAmountWei: DEMO_MINT_WEI,
    rechargeRecipient: deployer.address,
    liabilitiesPublisher: publisher,
    payoutsPayer,
  });
  // The local treasury owns the pool and funds its rewards (npm run operator -- pool reward): it
  // gets BHC to fund them with, as an operator's treasury would hold on a real chain.
  const mint = await walletClient.writeContract({
    address: contracts.bhc,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [deployer.address, DEMO_MINT_WEI],
  });
  await publicClient.waitForTransactionReceipt({ hash: mint });
  writeDeployment(file, config.chainId, contracts);
  log.info(`deployed contracts: ${JSON.stringify(contracts)}`);
  return contracts;
}

function setLocalBalance(client: PublicClient, address: string): Promise<unknown> {
  return client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1000').toString(16)}`] as never,
  });
}

async function allHaveCode(client: PublicClient, addresses: string[]): Promise<boolean> {
  const codes = await Promise.all(
    addresses.map((address) => client.getCode({ address: address as `0x${string}` })),
  );
  return codes.every((code) => code !== undefined && code !== '0x');
}
