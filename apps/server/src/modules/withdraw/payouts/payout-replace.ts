import {
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  keccak256,
  type PublicClient,
  parseTransaction,
  type Transport,
  type WalletClient,
} from 'viem';
import { type Fees, type GasPriceBounds, replacementFees } from '../../../chain/gas-price';
import type { Db } from '../../../db/db';
import { describeError, type WorkerLog } from '../../../jobs/worker-loop';
import {
  type PayoutRow,
  type PayoutTransaction,
  replacePayoutTransaction,
  selectPayoutTransactions,
} from '../payout-repository';
import { paidBlockOfCall } from './payout-paid-block';

export type PayoutResendOptions = {
  db: Db;
  publicClient: PublicClient;
  walletClient: WalletClient<Transport, Chain, Account>;
  gasPrice: GasPriceBounds;
  /** A payout whose current transaction is not mined after this long is replaced (docs/rules.md "Payout gas"). */
  replaceAfterMs: number;
  log: WorkerLog;
};

export type PayoutResender = {
  sendsOf: (payout: PayoutRow) => Promise<PayoutSends>;
  replaceIfStuck: (payout: PayoutRow, sends: PayoutSends) => Promise<PayoutRow | undefined>;
};

/** The transactions signed for one payout's nonce: its current one, and those it replaced. */
export type PayoutSends = { current: PayoutTransaction | undefined; replaced: Hash[] };

/**
 * Stuck payouts (docs/rules.md "Payout gas"): a payout whose transaction is not mined within
 * `replaceAfterMs` is signed again with the same nonce at a higher price, stored as the payout's
 * current transaction before it is broadcast. Every transaction of a nonce stays recorded, since
 * any one of them may be the one mined; sharing the nonce, no two can be.
 */
export function createPayoutResender(options: PayoutResendOptions): PayoutResender {
  const { db, publicClient, walletClient, log } = options;

  const sendsOf = async (payout: PayoutRow): Promise<PayoutSends> => {
    const all = await selectPayoutTransactions(db, payout.withdrawal_id);
    return {
      current: all.find((t) => t.tx_hash === payout.tx_hash),
      replaced: all.filter((t) => t.tx_hash !== payout.tx_hash).map((t) => t.tx_hash),
    };
  };

  /**
   * Signs and records a replacement of the payout's current transaction once that one has waited
   * `replaceAfterMs`; undefined when it has not, when the ceiling leaves no room for a higher
   * price, or when another worker replaced or settled it first.
   */
  const replaceIfStuck = async (payout: PayoutRow, sends: PayoutSends): Promise<PayoutRow | undefined> => {
    if (!sends.current || sends.current.age_ms < options.replaceAfterMs) return undefined;
    const previous = parseTransaction(payout.signed_tx);
    if (previous.type !== 'eip1559' || previous.nonce === undefined) return undefined;
    const waited = `${Math.round(sends.current.age_ms / 1000)} s`;
    if (await paidElsewhere(payout, previous)) return undefined;
    let fees: Fees | undefined;
    try {
      const suggested = await publicClient.estimateFeesPerGas({ chain: walletClient.chain, type: 'eip1559' });
      fees = replacementFees(
        {
          maxFeePerGas: previous.maxFeePerGas ?? 0n,
          maxPriorityFeePerGas: previous.maxPriorityFeePerGas ?? 0n,
        },
        suggested,
        options.gasPrice,
      );
    } catch (error) {
      log.warn(`payout worker: withdrawal ${payout.withdrawal_id} not replaced: ${describeError(error)}`);
      return undefined;
    }
    if (!fees) {
      log.warn(
        `payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}) not mined after ${waited}; the gas ` +
          'price ceiling leaves no room for a higher price, so it waits at its own',
      );
      return undefined;
    }
    const signedTx = await walletClient.signTransaction({
      account: walletClient.account,
      chain: walletClient.chain,
      type: 'eip1559',
      nonce: previous.nonce,
      to: previous.to,
      data: previous.data,
      value: previous.value ?? 0n,
      gas: previous.gas,
      ...fees,
    });
    const txHash = keccak256(signedTx);
    const recorded = await db.transaction((tx) =>
      replacePayoutTransaction(tx, payout.withdrawal_id, payout.tx_hash, { txHash, signedTx }),
    );
    if (!recorded) return undefined;
    log.info(
      `payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}) not mined after ${waited}; ` +
        `replaced ${payout.tx_hash} by ${txHash} at ${fees.maxFeePerGas} wei per gas (tip ${fees.maxPriorityFeePerGas})`,
    );
    return { ...payout, tx_hash: txHash, signed_tx: signedTx };
  };

  /**
   * Whether the chain shows this payout's id paid already (docs/rules.md "Payouts exactly once"),
   * by a transaction other than this one of its nonce: then nothing is signed again for it.
   */
  const paidElsewhere = async (payout: PayoutRow, previous: { to?: Address | null; data?: Hex }) => {
    const paidBlock = await paidBlockOfCall(publicClient, previous);
    if (!paidBlock) return false;
    log.warn(
      `payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}) not replaced: the chain shows its ` +
        `payout id paid in block ${paidBlock}`,
    );
    return true;
  };

  return { sendsOf, replaceIfStuck };
}
