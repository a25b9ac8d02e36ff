import type { Asset } from '@woohoo/shared/assets';
import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem';
import type { Db } from '../db/db';
import { createWorkerLoop, type WorkerLog } from '../jobs/worker-loop';
import { createSharedWorkerState } from '../jobs/worker-state-repository';
import type { WorkerState } from '../jobs/worker-status';
import type { LedgerBreach } from '../modules/ledger/ledger-invariant';
import {
  headsReader,
  type PayoutContext,
  type PayoutFaults,
  type PoolRewardTarget,
  type SweepTarget,
} from '../modules/withdraw/payouts/payout-context';
import { createPayoutFunding } from '../modules/withdraw/payouts/payout-funding';
import { createPayoutResender } from '../modules/withdraw/payouts/payout-replace';
import { type PayoutCounts, runPayoutTick } from '../modules/withdraw/payouts/payout-tick';
import {
  DEFAULT_GAS_PRICE_CEILING_WEI,
  DEFAULT_GAS_PRICE_FLOOR_WEI,
  DEFAULT_PAYOUT_REPLACE_AFTER_MS,
  type GasPriceBounds,
} from './gas-price';
import { PAYOUT_WORKER } from './worker-names';

export type { PayoutFaults };

export type PayoutWorkerOptions = {
  db: Db;
  publicClient: PublicClient;
  /** The treasury: pays withdrawals from its token balance. */
  walletClient: WalletClient<Transport, Chain, Account>;
  chainId: number;
  tokenAddresses: Partial<Record<Asset, Address>>;
  /**
   * The Payouts contract: every payout is `pay(id, token, to, net)` through it, and one whose id it
   * shows paid is never signed again (docs/rules.md "Payouts exactly once"). None pays nothing.
   */
  payoutsAddress: Address | undefined;
  /** A payout settles once its block is final by these confirmations, or by the finalized tag (below). */
  confirmations: number;
  /**
   * Payouts are final by the same rule as deposits (docs/rules.md "Deposits"): at the chain's
   * `finalized` block where the RPC has that tag, else by the confirmations.
   */
  useFinalizedTag?: boolean;
  /**
   * A paid payout's receipt is read again every tick until its block is this deep; one that
   * disappears before is flagged `vanished` for an operator.
   */
  finalConfirmations: number;
  pollMs: number;
  /** The range a payout's gas price is kept in (docs/rules.md "Payout gas"); BSC's defaults when absent. */
  gasPrice?: GasPriceBounds;
  /** A payout not mined after this long is replaced at a higher price, same nonce (docs/rules.md "Payout gas"). */
  replaceAfterMs?: number;
  /** Most new withdrawals signed, and most paid payouts re-checked, per tick. */
  batchSize?: number;
  log: WorkerLog;
  faults?: PayoutFaults;
  /**
   * Told whether the worker can pay (readiness, the transparency report). The same state goes to
   * the database after every tick that reached the chain (`worker_states`), where every API
   * replica reads it before accepting a withdrawal.
   */
  report?: (state: WorkerState) => void;
  /** How often an unchanged state is written again as a heartbeat (WORKER_HEARTBEAT_EVERY_MS). */
  heartbeatEveryMs?: number;
  /** Called after a tick that changed the books or a payout's standing (a new snapshot is due). */
  onBatch?: () => void;
  /** The pool the worker pays operators' reward requests to (docs/rules.md "The on-chain pool"). */
  poolReward?: PoolRewardTarget;
  /** Where the hot wallet's excess above its float goes (docs/rules.md "Hot float and sweeps"); none without it. */
  sweep?: SweepTarget;
};

/** Counts per tick (modules/withdraw/payouts/payout-tick.ts). */
export type PayoutTick = PayoutCounts;
export type PayoutWorker = { tick: () => Promise<PayoutTick>; start: () => void; stop: () => Promise<void> };

/** The steps' context from the worker's options (modules/withdraw/payouts/payout-context.ts). */
export function payoutContext(options: PayoutWorkerOptions): PayoutContext {
  const { db, publicClient, walletClient, log } = options;
  const from = walletClient.account.address;
  const gasPrice = options.gasPrice ?? {
    floorWei: DEFAULT_GAS_PRICE_FLOOR_WEI,
    ceilingWei: DEFAULT_GAS_PRICE_CEILING_WEI,
  };
  const replaceAfterMs = options.replaceAfterMs ?? DEFAULT_PAYOUT_REPLACE_AFTER_MS;
  return {
    db,
    publicClient,
    walletClient,
    from,
    chainId: options.chainId,
    tokenAddresses: options.tokenAddresses,
    payouts: options.payoutsAddress,
    confirmations: options.confirmations,
    finalConfirmations: options.finalConfirmations,
    pollMs: options.pollMs,
    gasPrice,
    batchSize: options.batchSize ?? 20,
    readHeads: headsReader(publicClient, options.useFinalizedTag ?? false),
    funding: createPayoutFunding({ db, publicClient, chainId: options.chainId, from, log }),
    resender: createPayoutResender({ db, publicClient, walletClient, gasPrice, replaceAfterMs, log }),
    log,
    faults: options.faults,
    poolReward: options.poolReward,
    sweep: options.sweep,
  };
}

/**
 * Pays approved withdrawals on chain, exactly once however often it is killed: each payout is
 * signed with its nonce and stored before it is broadcast; a stored payout is rebroadcast (the
 * same bytes, the same hash), or replaced when stuck by one with the same nonce at a higher price
 * (modules/withdraw/payouts/payout-replace.ts), never signed with another nonce. After the receipt
 * is final (chain/finality.ts), the withdrawal is settled in the ledger. A reverted payout is
 * marked failed and its withdrawal stays approved for an operator (docs/rules.md "Payout
 * runbook"): a new transaction could pay twice, so the worker never retries one by itself. A
 * paid payout is watched until it is `finalConfirmations` deep (or finalized); one the chain
 * loses is flagged `vanished`, and nothing new is paid until it is resolved, nor while the ledger
 * is broken (docs/rules.md "Payouts halt on a broken ledger").
 *
 * The steps are modules/withdraw/payouts/*; this composes them: each tick's result is the next
 * tick's input (the breaches to re-check), and its state is reported and shared.
 */
export function createPayoutWorker(options: PayoutWorkerOptions): PayoutWorker {
  const ctx = payoutContext(options);
  const shareState = createSharedWorkerState(options.db, PAYOUT_WORKER, options.heartbeatEveryMs);
  let last: { breaches: LedgerBreach[] | undefined } = { breaches: undefined };

  const tick = async (): Promise<PayoutTick> => {
    const result = await runPayoutTick(ctx, last);
    last = { breaches: result.breaches };
    options.report?.(result.state);
    // A tick that failed (no chain, no database) writes nothing: its heartbeat ages instead.
    await shareState(result.state);
    const { counts } = result;
    if (counts.settled > 0 || counts.failed > 0 || result.changed) options.onBatch?.();
    return counts;
  };

  const loop = createWorkerLoop('payout worker', () => tick().then(() => false), options.pollMs, options.log);
  return { tick, start: loop.start, stop: loop.stop };
}
