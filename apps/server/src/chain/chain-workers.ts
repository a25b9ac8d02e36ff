import { createWalletClient, type LocalAccount } from 'viem';
import type { Config } from '../config/env';
import { coldWalletOf } from '../config/env-readers';
import type { Db } from '../db/db';
import type { WorkerLog } from '../jobs/worker-loop';
import type { WorkerStatus } from '../jobs/worker-status';
import { createDepositIndexer } from './deposit-indexer';
import type { Chain } from './local-chain';
import { createPayoutWorker } from './payout-worker';
import { DEPOSIT_INDEXER, PAYOUT_WORKER } from './worker-names';

export type ChainWorkersOptions = {
  config: Config;
  db: Db;
  chain: Chain;
  treasury: LocalAccount;
  log: WorkerLog;
  /** Where the workers say whether they can go on. */
  workerStatus: WorkerStatus;
  /** Called after a worker batch that moved money or changed a payout's standing. */
  onBatch: () => void;
  /** See DepositIndexerOptions.haltAdvice. */
  haltAdvice?: { text: string; quiet?: boolean };
};

/**
 * Starts the background workers that connect the ledger to the chain: the deposit indexer and
 * the payout worker. Returns a stop that waits for their running ticks.
 */
export function startChainWorkers(opts: ChainWorkersOptions) {
  const { config, db, chain, treasury, log, workerStatus, onBatch } = opts;
  const viemChain = chain.publicClient.chain;
  if (!viemChain) throw new Error('the public client has no chain');
  const depositIndexer = createDepositIndexer({
    db,
    publicClient: chain.publicClient,
    chainId: config.chainId,
    rechargeAddress: chain.contracts.recharge,
    usdtAsset: 'USDT',
    confirmations: config.money.depositConfirmations,
    useFinalizedTag: config.money.useFinalizedTag,
    maxBlockRange: config.money.indexerMaxBlockRange,
    pollMs: config.money.chainPollMs,
    startBlock: config.money.indexerStartBlock,
    log,
    report: (state) => workerStatus.report(DEPOSIT_INDEXER, state),
    onBatch,
    haltAdvice: opts.haltAdvice,
  });
  const cold = coldWalletOf(config.coldWalletAddress, chain.contracts.safe);
  const payoutWorker = createPayoutWorker({
    db,
    publicClient: chain.publicClient,
    walletClient: createWalletClient({ account: treasury, chain: viemChain, transport: chain.transport }),
    chainId: config.chainId,
    tokenAddresses: { USDT: chain.contracts.usdt },
    payoutsAddress: chain.contracts.payouts,
    confirmations: config.money.depositConfirmations,
    useFinalizedTag: config.money.useFinalizedTag,
    finalConfirmations: config.money.payoutFinalConfirmations,
    pollMs: config.money.chainPollMs,
    gasPrice: { floorWei: config.money.gasPriceFloorWei, ceilingWei: config.money.gasPriceCeilingWei },
    replaceAfterMs: config.money.payoutReplaceAfterMs,
    log,
    report: (state) => workerStatus.report(PAYOUT_WORKER, state),
    onBatch,
    poolReward: { funding: chain.contracts.funding, rewardToken: chain.contracts.bhc },
    sweep: cold ? { cold, token: chain.contracts.usdt, asset: 'USDT' } : undefined,
  });
  depositIndexer.start();
  payoutWorker.start();
  return async () => {
    await Promise.all([depositIndexer.stop(), payoutWorker.stop()]);
  };
}
