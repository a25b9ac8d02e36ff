import { liabilitiesRootsAbi } from '@woohoo/contracts/abis';
import type { Asset } from '@woohoo/shared/assets';
import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  type Hash,
  type Hex,
  type PublicClient,
  stringToHex,
  type Transport,
  type WalletClient,
} from 'viem';
import type { Config } from '../config/env';
import type { Queryable } from '../db/db';
import { fileSigner } from '../keys/treasury-signer';
import {
  markPublished,
  type RootRow,
  selectUnpublishedRoots,
} from '../modules/transparency/liabilities-repository';
import type { Chain as ServerChain } from './local-chain';

/** A settlement day as LiabilitiesRoots keys it: the date as the number YYYYMMDD. */
export function onChainDay(day: string): bigint {
  return BigInt(day.replaceAll('-', ''));
}

/** An asset as LiabilitiesRoots keys it: the symbol's ASCII right-padded with zeros to 32 bytes. */
export function onChainAsset(asset: Asset): Hex {
  return stringToHex(asset, { size: 32 });
}

export type LiabilitiesPublisher = {
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain, Account>;
  contract: Address;
  log: { info: (msg: string) => void; error: (msg: string) => void };
};

/**
 * The publisher from the configuration: the LiabilitiesRoots address and the publisher key
 * (generated on the local chain). Undefined when either is missing: the roots are then served
 * without a transaction.
 */
export function configuredLiabilitiesPublisher(
  config: Pick<Config, 'liabilitiesPublisherKeyFile' | 'chainId'>,
  chain: ServerChain,
  log: LiabilitiesPublisher['log'],
  isLocal: boolean,
): LiabilitiesPublisher | undefined {
  const contract = chain.contracts.liabilitiesRoots;
  const keyFile = config.liabilitiesPublisherKeyFile;
  const viemChain = chain.publicClient.chain;
  if (!contract || !keyFile || !viemChain) return undefined;
  const account = fileSigner(keyFile, isLocal).account();
  const walletClient = createWalletClient({ account, chain: viemChain, transport: chain.transport });
  return { publicClient: chain.publicClient, walletClient, contract, log };
}

/**
 * Publishes every stored root without a transaction on LiabilitiesRoots (docs/rules.md "Proof
 * of liabilities"), oldest first, and records each transaction. Safe to kill at any line: a root
 * the contract already holds is not sent again; its transaction is found from the event. A root
 * on chain that differs from ours is reported and left alone (the contract never changes one).
 */
export async function publishPendingRoots(db: Queryable, publisher: LiabilitiesPublisher): Promise<number> {
  let published = 0;
  for (const row of await selectUnpublishedRoots(db)) {
    const txHash = await publishRoot(publisher, row);
    if (!txHash) continue;
    await markPublished(db, { day: row.day, asset: row.asset, contract: publisher.contract, txHash });
    published++;
  }
  return published;
}

async function publishRoot(p: LiabilitiesPublisher, row: RootRow): Promise<Hash | undefined> {
  const day = onChainDay(row.day);
  const asset = onChainAsset(row.asset);
  const [root, total, onChain] = await p.publicClient.readContract({
    address: p.contract,
    abi: liabilitiesRootsAbi,
    functionName: 'rootOf',
    args: [day, asset],
  });
  if (onChain) {
    if (root !== row.root || total !== BigInt(row.total)) {
      p.log.error(
        `liabilities: ${row.day} ${row.asset} on chain is ${root} (${total}), ours ${row.root}; left alone`,
      );
      return undefined;
    }
    const [event] = await p.publicClient.getContractEvents({
      address: p.contract,
      abi: liabilitiesRootsAbi,
      eventName: 'LiabilitiesRootPublished',
      args: { day, asset },
      fromBlock: 0n,
    });
    return event?.transactionHash ?? undefined;
  }
  const hash = await p.walletClient.writeContract({
    address: p.contract,
    abi: liabilitiesRootsAbi,
    functionName: 'publish',
    args: [day, asset, row.root as Hex, BigInt(row.total)],
  });
  const receipt = await p.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success')
    throw new Error(`liabilities: publishing ${row.day} ${row.asset} reverted (${hash})`);
  p.log.info(`liabilities: published ${row.day} ${row.asset} root ${row.root} in ${hash}`);
  return hash;
}
