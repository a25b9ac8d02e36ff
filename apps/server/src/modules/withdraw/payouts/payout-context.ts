import type { Asset } from '@woohoo/shared/assets';
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem';
import { type ChainHeads, readChainHeads } from '../../../chain/finality';
import type { GasPriceBounds } from '../../../chain/gas-price';
import type { Db } from '../../../db/db';
import type { WorkerLog } from '../../../jobs/worker-loop';
import type { PayoutFunding } from './payout-funding';
import type { PayoutResender } from './payout-replace';

/** Where pool rewards go (docs/rules.md "The on-chain pool"): the Funding contract and its reward token (BHC). */
export type PoolRewardTarget = { funding: Address; rewardToken: Address };

/** Where the hot wallet's excess goes (docs/rules.md "Hot float and sweeps"): the cold address and the token swept. */
export type SweepTarget = { cold: Address; token: Address; asset: Asset };

/** Test hooks that throw to simulate the process dying at the worst moments. */
export type PayoutFaults = {
  /** After the signed payout is committed, before it is broadcast. */
  afterSign?: () => void | Promise<void>;
  /** After the broadcast, before the receipt is looked at and the withdrawal settled. */
  afterBroadcast?: () => void | Promise<void>;
  /** After a sweep to cold is committed, before it is broadcast. */
  afterSweepSign?: () => void | Promise<void>;
  /** After a stored sweep is broadcast again, before its receipt is looked at. */
  afterSweepBroadcast?: () => void | Promise<void>;
};

/**
 * What every step of the payout worker works with (chain/payout-worker.ts builds it once): the
 * database, the chain, the treasury's key and the rules of the run. The steps keep nothing in
 * it between calls; each returns what it did.
 */
export type PayoutContext = {
  db: Db;
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain, Account>;
  /** The treasury's address: every payout is signed from it. */
  from: Address;
  chainId: number;
  tokenAddresses: Partial<Record<Asset, Address>>;
  /**
   * The Payouts contract every payout goes through (docs/rules.md "Payouts exactly once"); none
   * (PAYOUTS_ADDRESS not set) pays nothing.
   */
  payouts: Address | undefined;
  /** A payout settles once final by these confirmations (or the finalized tag). */
  confirmations: number;
  /** A paid payout is watched until this deep (or finalized); see PayoutWorkerOptions. */
  finalConfirmations: number;
  pollMs: number;
  gasPrice: GasPriceBounds;
  /** Most new withdrawals signed, and most paid payouts re-checked, per tick. */
  batchSize: number;
  readHeads: () => Promise<ChainHeads>;
  funding: PayoutFunding;
  resender: PayoutResender;
  log: WorkerLog;
  faults?: PayoutFaults;
  /** Where pool reward requests are paid (docs/rules.md "The on-chain pool"); none without it. */
  poolReward?: PoolRewardTarget;
  /** Where the hot wallet's excess above its float is swept; no sweeps without it. */
  sweep?: SweepTarget;
};

/** The chain's heads by the worker's finality rule (docs/rules.md "Deposits and payouts at finality"). */
export function headsReader(publicClient: PublicClient, useFinalizedTag: boolean): () => Promise<ChainHeads> {
  return () => readChainHeads(publicClient, useFinalizedTag);
}
