import { createWalletClient, http, type LocalAccount } from 'viem';
import type { Config } from '../config/env';
import type { Db } from '../db/db';
import type { WorkerLog } from '../jobs/worker-loop';
import { createDepositIndexer } from './deposit-indexer';
import type { Chain } from './local-chain';
import { createPayoutWorker } from './payout-worker';

/**
 * Starts the background workers that connect the ledger to the chain: the deposit indexer and
 * the payout worker. Returns a stop that waits for their running ticks.
 */
export function startChainWorkers(opts: {
  config: Config;
  db: Db;
  chain: Chain;
  treasury: LocalAccount;
  log: WorkerLog;
}) {
  const { config, db, chain, treasury, log } = opts;
  const viemChain = chain.publicClient.chain;
  if (!viemChain) throw new Error('the public client has no chain');
  const depositIndexer = createDepositIndexer({
    db,
    publicClient: chain.publicClient,
    chainId: config.chainId,
    rechargeAddress: chain.contracts.recharge,
    usdtAsset: 'USDT',
    confirmations: config.money.depositConfirmations,
    maxBlockRange: config.money.indexerMaxBlockRange,
    pollMs: config.money.chainPollMs,
    startBlock: config.money.indexerStartBlock,
    log,
  });
  const payoutWorker = createPayoutWorker({
    db,
    publicClient: chain.publicClient,
    walletClient: createWalletClient({ account: treasury, chain: viemChain, transport: http(chain.rpcUrl) }),
    chainId: config.chainId,
    tokenAddresses: { USDT: chain.contracts.usdt },
    confirmations: config.money.depositConfirmations,
    pollMs: config.money.chainPollMs,
    log,
  });
  depositIndexer.start();
  payoutWorker.start();
  return async () => {
    await Promise.all([depositIndexer.stop(), payoutWorker.stop()]);
  };
}
