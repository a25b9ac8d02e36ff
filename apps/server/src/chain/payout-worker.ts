import type { Asset } from '@woohoo/shared/assets';
import {
  type Account,
  type Address,
  type Chain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  keccak256,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  type Transport,
  type WalletClient,
} from 'viem';
import type { Db } from '../db/db';
import { tryAdvisoryXactLock } from '../jobs/advisory-lock';
import { createWorkerLoop, describeError, type WorkerLog } from '../jobs/worker-loop';
import { createSharedWorkerState } from '../jobs/worker-state-repository';
import type { WorkerState } from '../jobs/worker-status';
import {
  checkAccounts,
  checkLedgerInvariant,
  checkTransfersAccounts,
  describeBreach,
  type LedgerBreach,
} from '../modules/ledger/ledger-invariant';
import {
  insertSignedPayout,
  markPayoutFinal,
  type NewWithdrawal,
  type PaidPayout,
  type PayoutRow,
  selectPayoutStatusForUpdate,
  selectRecordedPayouts,
  selectSignedPayouts,
  selectUnfinalPayouts,
  selectUnpaidApproved,
  setMinedPayoutTransaction,
  setPayoutStatus,
} from '../modules/withdraw/payout-repository';
import { lockWithdrawal, settlementKey, settleWithdrawal } from '../modules/withdraw/withdraw-service';
import { type ChainHeads, finalHead, isFinal, readChainHeads } from './finality';
import {
  boundFees,
  DEFAULT_GAS_PRICE_CEILING_WEI,
  DEFAULT_GAS_PRICE_FLOOR_WEI,
  DEFAULT_PAYOUT_REPLACE_AFTER_MS,
  type GasPriceBounds,
} from './gas-price';
import { createPayoutResender } from './payout-resend';
import { createPayoutFunding } from './treasury-balance';
import { PAYOUT_WORKER } from './worker-names';

/** Test hooks that throw to simulate the process dying at the worst moments. */
export type PayoutFaults = {
  /** After the signed payout is committed, before it is broadcast. */
  afterSign?: () => void | Promise<void>;
  /** After the broadcast, before the receipt is looked at and the withdrawal settled. */
  afterBroadcast?: () => void | Promise<void>;
};

export type PayoutWorkerOptions = {
  db: Db;
  publicClient: PublicClient;
  /** The treasury: pays withdrawals from its token balance. */
  walletClient: WalletClient<Transport, Chain, Account>;
  chainId: number;
  tokenAddresses: Partial<Record<Asset, Address>>;
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
};

type Outcome = 'settled' | 'failed' | 'pending' | 'skipped';
/**
 * Counts per tick; `pending`: waiting for the chain, `skipped`: another worker finished it first,
 * `vanished`: paid payouts the chain no longer has (see `finalConfirmations`).
 */
export type PayoutTick = Record<'signed' | Outcome | 'vanished', number>;
export type PayoutWorker = { tick: () => Promise<PayoutTick>; start: () => void; stop: () => Promise<void> };

/** Where a paid payout stands on the chain now: final (at or below `finalBlock`), still settling, or gone. */
export function judgePaidPayout(
  receipt: { status: 'success' | 'reverted'; blockNumber: bigint } | undefined,
  finalBlock: bigint | undefined,
): 'final' | 'confirmed' | 'vanished' {
  if (receipt?.status !== 'success') return 'vanished';
  return isFinal(receipt.blockNumber, finalBlock) ? 'final' : 'confirmed';
}

/**
 * The next treasury nonce: after every payout we have signed, and never below the chain's.
 * Undefined when the chain lacks a payout we saw mined (a reset chain or a reorganisation
 * deeper than the confirmations): the worker then signs nothing until a person has looked.
 */
export function chooseNonce(
  recorded: { highest: bigint | undefined; highestMined: bigint | undefined },
  chainPendingNonce: number,
): number | undefined {
  if (recorded.highestMined !== undefined && recorded.highestMined >= BigInt(chainPendingNonce))
    return undefined;
  const afterRecorded = recorded.highest === undefined ? 0 : Number(recorded.highest) + 1;
  return Math.max(afterRecorded, chainPendingNonce);
}

/** Gas limit with a margin over the estimate; unused gas is refunded, running out is not. */
export function withGasMargin(estimate: bigint): bigint {
  return (estimate * 12n) / 10n;
}

/**
 * Pays approved withdrawals on chain, exactly once however often it is killed: each payout is
 * signed with its nonce and stored before it is broadcast; a stored payout is rebroadcast (the
 * same bytes, the same hash), or replaced when stuck by one with the same nonce at a higher price
 * (chain/payout-resend.ts), never signed with another nonce. After the receipt has its
 * confirmations (or its block is finalized, chain/finality.ts), the withdrawal is settled in the ledger. A reverted payout is marked failed and
 * its withdrawal stays approved for an operator: a new transaction could pay twice, so the
 * worker never retries one by itself. A paid payout is watched until it is `finalConfirmations`
 * deep (or finalized); one the chain loses is flagged `vanished`, and nothing new is paid until it is resolved.
 */
export function createPayoutWorker(options: PayoutWorkerOptions): PayoutWorker {
  const { db, publicClient, walletClient, log, faults } = options;
  const from = walletClient.account.address;
  const shareState = createSharedWorkerState(db, PAYOUT_WORKER, options.heartbeatEveryMs);
  const funding = createPayoutFunding({ db, publicClient, chainId: options.chainId, from, log });

  const readHeads = () => readChainHeads(publicClient, options.useFinalizedTag ?? false);
  const gasPrice = options.gasPrice ?? {
    floorWei: DEFAULT_GAS_PRICE_FLOOR_WEI,
    ceilingWei: DEFAULT_GAS_PRICE_CEILING_WEI,
  };
  const resender = createPayoutResender({
    db,
    publicClient,
    walletClient,
    gasPrice,
    replaceAfterMs: options.replaceAfterMs ?? DEFAULT_PAYOUT_REPLACE_AFTER_MS,
    log,
  });

  const findReceipt = (hash: Hash) =>
    publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    });

  /** After a broadcast, give the chain up to one poll interval to include the transaction. */
  const awaitReceipt = (hash: Hash) =>
    publicClient
      .waitForTransactionReceipt({
        hash,
        timeout: options.pollMs,
        pollingInterval: Math.min(100, options.pollMs),
      })
      .catch(() => findReceipt(hash));

  const broadcast = async (payout: PayoutRow) => {
    try {
      await publicClient.sendRawTransaction({ serializedTransaction: payout.signed_tx });
    } catch (error) {
      // "already known", or "nonce too low" because this very transaction is in: both are sent.
      if (/already known|known transaction/i.test(describeError(error))) return;
      // A replacement the node finds too cheap: the one it replaces is still pending, and is raised again later.
      if (/underpriced/i.test(describeError(error))) {
        log.warn(
          `payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}): ${describeError(error)}`,
        );
        return;
      }
      const known = await publicClient.getTransaction({ hash: payout.tx_hash }).then(Boolean, () => false);
      // Otherwise it stays signed and is offered again next tick; a nonce taken by another
      // transaction needs an operator, and is said so every tick until one looks.
      if (!known)
        log.error(
          `payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}) not accepted: ${describeError(error)}`,
        );
    }
  };

  const finish = (payout: PayoutRow, receipt: TransactionReceipt) =>
    db.transaction(async (tx): Promise<Outcome> => {
      const row = await lockWithdrawal(tx, payout.withdrawal_id);
      const current = await selectPayoutStatusForUpdate(tx, payout.withdrawal_id);
      if (!row || current !== 'signed') return 'skipped';
      // Whichever transaction of the nonce was mined (docs/rules.md "Payout gas") is the payout's.
      const minedHash = receipt.transactionHash;
      if (minedHash !== payout.tx_hash) await setMinedPayoutTransaction(tx, payout.withdrawal_id, minedHash);
      if (receipt.status === 'success') {
        // Only an approved withdrawal gets a payout, and nothing but this moves it on.
        if (row.status === 'approved') await settleWithdrawal(tx, row, minedHash);
        await setPayoutStatus(tx, payout.withdrawal_id, 'confirmed', receipt.blockNumber);
        return 'settled';
      }
      await setPayoutStatus(tx, payout.withdrawal_id, 'failed');
      log.error(
        `payout worker: PAYOUT REVERTED for withdrawal ${row.id} (tx ${minedHash}). The withdrawal stays ` +
          'approved and is not retried; an operator must check the treasury and settle it by hand.',
      );
      return 'failed';
    });

  /** The receipt of whichever of these transactions was mined; they share a nonce, so at most one. */
  const findMined = async (hashes: Hash[]) => {
    for (const hash of hashes) {
      const receipt = await findReceipt(hash);
      if (receipt) return receipt;
    }
    return undefined;
  };

  /**
   * Moves one stored payout on: broadcast its current transaction if none of its nonce is mined
   * (a dropped one is sent again), replace it at a higher price once it has waited too long, and
   * settle once the mined one is final.
   */
  const advance = async (payout: PayoutRow): Promise<Outcome> => {
    const sends = await resender.sendsOf(payout);
    let receipt = await findMined([payout.tx_hash, ...sends.replaced]);
    if (!receipt) {
      await broadcast(payout);
      await faults?.afterBroadcast?.();
      receipt = (await awaitReceipt(payout.tx_hash)) ?? (await findMined(sends.replaced));
    }
    if (!receipt) {
      const replacement = await resender.replaceIfStuck(payout, sends);
      if (replacement) await broadcast(replacement);
      return 'pending';
    }
    const heads = await readHeads();
    if (!isFinal(receipt.blockNumber, finalHead(heads, options.confirmations).block)) return 'pending';
    return finish(payout, receipt);
  };

  /** Signs and stores the payout of one approved withdrawal; undefined when it is not ours to sign. */
  const sign = async (withdrawal: NewWithdrawal): Promise<PayoutRow | undefined> => {
    const token = options.tokenAddresses[withdrawal.asset];
    if (!token) {
      log.error(`payout worker: no token address for ${withdrawal.asset}; withdrawal ${withdrawal.id} waits`);
      return undefined;
    }
    // A payout the treasury cannot cover waits, approved, until it can (docs/rules.md "Treasury limits").
    if (!(await funding.covers(withdrawal, token))) return undefined;
    const sentWei = BigInt(withdrawal.amount) - BigInt(withdrawal.fee);
    const args = [getAddress(withdrawal.to_address), sentWei] as const;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args });
    let gas: bigint;
    let fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };
    try {
      gas = withGasMargin(await publicClient.estimateGas({ account: from, to: token, data }));
      // The chain's price, kept between the floor and the ceiling (docs/rules.md "Payout gas").
      fees = boundFees(
        await publicClient.estimateFeesPerGas({ chain: walletClient.chain, type: 'eip1559' }),
        gasPrice,
      );
    } catch (error) {
      log.warn(`payout worker: withdrawal ${withdrawal.id} not signed: ${describeError(error)}`);
      return undefined;
    }
    return db.transaction(async (tx) => {
      if (!(await tryAdvisoryXactLock(tx, `payout-signer:${options.chainId}:${from}`))) return undefined;
      const row = await lockWithdrawal(tx, withdrawal.id);
      const recorded = await selectRecordedPayouts(tx, options.chainId, from, withdrawal.id);
      if (row?.status !== 'approved' || recorded.exists) return undefined;
      const pendingNonce = await publicClient.getTransactionCount({ address: from, blockTag: 'pending' });
      const nonce = chooseNonce(recorded, pendingNonce);
      if (nonce === undefined) {
        pausedReason = `the treasury's nonce on chain (${pendingNonce}) is below payouts already mined: the chain lost them`;
        log.error(`payout worker: PAUSED, treasury nonce ${pendingNonce} is below payouts already mined`);
        return undefined;
      }
      const fields = { to: token, data, nonce, gas, ...fees, type: 'eip1559' } as const;
      const signedTx = await walletClient.signTransaction(
        await walletClient.prepareTransactionRequest(fields),
      );
      const txHash = keccak256(signedTx);
      await insertSignedPayout(tx, {
        withdrawalId: withdrawal.id,
        chainId: options.chainId,
        from,
        nonce,
        signedTx,
        txHash,
      });
      return { withdrawal_id: withdrawal.id, tx_hash: txHash, signed_tx: signedTx, nonce: `${nonce}` };
    });
  };

  /** Reads a paid payout's receipt again; flags it vanished (or back) and marks it final when deep enough. */
  const recheck = async (payout: PaidPayout, heads: ChainHeads): Promise<'vanished' | 'changed' | 'same'> => {
    const receipt = await findReceipt(payout.tx_hash);
    const verdict = judgePaidPayout(receipt, finalHead(heads, options.finalConfirmations).block);
    if (verdict === 'vanished') {
      if (payout.status === 'vanished') return 'vanished';
      await setPayoutStatus(db, payout.withdrawal_id, 'vanished');
      log.error(
        `payout worker: PAYOUT VANISHED for withdrawal ${payout.withdrawal_id}: tx ${payout.tx_hash} is no longer on ` +
          'the chain. The withdrawal still reads paid; an operator must check the treasury and the user before anything else is paid.',
      );
      return 'vanished';
    }
    if (verdict === 'final') await markPayoutFinal(db, payout.withdrawal_id, receipt?.blockNumber);
    else if (payout.status === 'vanished' || payout.block_number !== String(receipt?.blockNumber))
      await setPayoutStatus(db, payout.withdrawal_id, 'confirmed', receipt?.blockNumber);
    if (payout.status === 'vanished') {
      log.warn(`payout worker: the payout of withdrawal ${payout.withdrawal_id} is back on the chain`);
      return 'changed';
    }
    return 'same';
  };

  let pausedReason: string | undefined;
  /** The breaches that halt payouts; undefined before the first tick's full check. */
  let breaches: LedgerBreach[] | undefined;

  /**
   * docs/rules.md "Payouts halt on a broken ledger": the first tick checks the whole ledger, a
   * halted worker re-checks what broke, and each settlement checks the accounts it moved.
   */
  const recheckLedger = async (): Promise<LedgerBreach[]> => {
    if (breaches === undefined || breaches.some((b) => b.accountId === undefined))
      return checkLedgerInvariant(db);
    return checkAccounts(
      db,
      breaches.flatMap((b) => (b.accountId ? [b.accountId] : [])),
    );
  };
  const checkSettled = async (withdrawalIds: string[]): Promise<boolean> => {
    const found = await checkTransfersAccounts(db, withdrawalIds.map(settlementKey));
    for (const breach of found)
      log.error(
        `payout worker: LEDGER INVARIANT BROKEN after batch, payouts HALTED: ${describeBreach(breach)}`,
      );
    breaches = found.length > 0 ? found : (breaches ?? []);
    return found.length === 0;
  };

  const tick = async (): Promise<PayoutTick> => {
    const result: PayoutTick = { signed: 0, settled: 0, failed: 0, pending: 0, skipped: 0, vanished: 0 };
    pausedReason = undefined;
    const hadBreaches = (breaches?.length ?? 0) > 0;
    if (breaches === undefined || hadBreaches) breaches = await recheckLedger();
    const before: LedgerBreach[] = breaches;
    const heads = await readHeads();
    let changed = false;
    for (const paid of await selectUnfinalPayouts(db, options.chainId, from, options.batchSize ?? 20)) {
      const outcome = await recheck(paid, heads);
      if (outcome === 'vanished') result.vanished++;
      changed ||= outcome === 'changed' || (outcome === 'vanished' && paid.status !== 'vanished');
    }
    // Payouts signed before (maybe by a worker that died) go first, in nonce order. They are
    // followed even while halted: the chain has or will have them, and the books must say so.
    const settled: string[] = [];
    for (const payout of await selectSignedPayouts(db, options.chainId, from)) {
      const outcome = await advance(payout);
      result[outcome]++;
      if (outcome === 'settled') settled.push(payout.withdrawal_id);
    }
    const ledgerHolds = before.length === 0 && (settled.length === 0 || (await checkSettled(settled)));
    // A vanished payout leaves the treasury's state in doubt, a broken ledger the books: pay
    // nothing new until it is resolved.
    const toSign =
      result.vanished > 0 || !ledgerHolds ? [] : await selectUnpaidApproved(db, options.batchSize ?? 20);
    for (const withdrawal of toSign) {
      const payout = await sign(withdrawal);
      if (!payout) continue;
      result.signed++;
      log.info(
        `payout worker: withdrawal ${withdrawal.id} signed, nonce ${payout.nonce}, tx ${payout.tx_hash}`,
      );
      await faults?.afterSign?.();
      const outcome = await advance(payout);
      result[outcome]++;
      // The moment a settlement shows a breach, nothing more is signed (not even in this tick).
      if (outcome === 'settled' && !(await checkSettled([withdrawal.id]))) break;
    }
    if (result.settled > 0) log.info(`payout worker: settled ${result.settled} withdrawal(s)`);
    if (hadBreaches && before.length === 0) log.info('payout worker: the ledger holds again; payouts resume');
    const state = describeState(result.vanished, pausedReason, breaches ?? []);
    options.report?.(state);
    // A tick that failed (no chain, no database) writes nothing: its heartbeat ages instead.
    await shareState(state);
    if (result.settled > 0 || result.failed > 0 || changed) options.onBatch?.();
    return result;
  };

  const loop = createWorkerLoop('payout worker', () => tick().then(() => false), options.pollMs, log);
  return { tick, start: loop.start, stop: loop.stop };
}

function describeState(
  vanished: number,
  pausedReason: string | undefined,
  breaches: readonly LedgerBreach[],
): WorkerState {
  if (breaches.length > 0)
    return {
      state: 'halted',
      reason: `the ledger invariant is broken (${breaches.map(describeBreach).join('; ')}); nothing is paid until it holds again`,
    };
  if (vanished > 0)
    return {
      state: 'halted',
      reason: `${vanished} paid payout(s) are no longer on the chain; an operator must check them (operator list, payout "vanished")`,
    };
  if (pausedReason) return { state: 'halted', reason: pausedReason };
  return { state: 'running' };
}
