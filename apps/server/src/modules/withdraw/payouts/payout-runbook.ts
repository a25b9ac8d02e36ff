import type { PayoutAction, PayoutTrouble, TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import type { Asset } from '@woohoo/shared/assets';
import {
  type Address,
  erc20Abi,
  type Hash,
  type PublicClient,
  parseEventLogs,
  TransactionReceiptNotFoundError,
} from 'viem';
import { finalHead, readChainHeads } from '../../../chain/finality';
import type { Db, Queryable } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import {
  countRetiredPayouts,
  type RunbookPayoutRow,
  retirePayout,
  selectPayoutRef,
  selectRunbookCandidates,
  selectRunbookPayoutForUpdate,
  selectWithdrawalPaidBy,
  setPayoutPaidBy,
} from '../payout-repository';
import { lockWithdrawal, returnWithdrawal, settleWithdrawal } from '../withdraw-service';
import { payoutIdOf } from './payout-id';
import { readPaidBlock } from './payout-paid-block';
import { type NonceFacts, neverPaid, paidByMismatch, payoutTrouble } from './payout-runbook-rules';

/** What the runbook reads of the chain: the treasury's payouts, by the worker's finality rule. */
export type PayoutRunbookChain = {
  publicClient: PublicClient;
  chainId: number;
  /** The treasury: every payout is signed from it. */
  from: Address;
  tokenAddresses: Partial<Record<Asset, Address>>;
  /** The Payouts contract (PAYOUTS_ADDRESS): asked before a retry whether the payout's id is paid. */
  payouts: Address | undefined;
  confirmations: number;
  useFinalizedTag: boolean;
};

/** An action's result, with the record before and after it for the audit. */
export type RunbookChange = { result: PayoutAction; before: unknown; after: unknown };

const receiptOf = (chain: PayoutRunbookChain, hash: Hash) =>
  chain.publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });

/** What the chain shows now of one payout's nonce. */
async function nonceFacts(
  chain: PayoutRunbookChain,
  row: RunbookPayoutRow,
  minedCount?: number,
): Promise<NonceFacts> {
  const receipts: ('success' | 'reverted')[] = [];
  for (const hash of row.tx_hashes) {
    const receipt = await receiptOf(chain, hash);
    if (receipt) receipts.push(receipt.status);
  }
  const count =
    minedCount ?? (await chain.publicClient.getTransactionCount({ address: chain.from, blockTag: 'latest' }));
  return { minedCount: count, receipts };
}

const toTroubled = (row: RunbookPayoutRow, trouble: PayoutTrouble): TroubledPayout => ({
  withdrawalId: row.withdrawal_id,
  trouble,
  asset: row.asset,
  sent: (BigInt(row.amount) - BigInt(row.fee)).toString(),
  amount: row.amount,
  fee: row.fee,
  to: row.to_address,
  nonce: row.nonce,
  txHash: row.tx_hash,
  withdrawalStatus: row.withdrawal_status,
});

/** The payouts that need an operator (docs/rules.md "Payout runbook"), oldest nonce first. */
export async function troubledPayouts(db: Queryable, chain: PayoutRunbookChain): Promise<TroubledPayout[]> {
  const minedCount = await chain.publicClient.getTransactionCount({
    address: chain.from,
    blockTag: 'latest',
  });
  const rows = await selectRunbookCandidates(db, chain.chainId, chain.from, minedCount);
  const listed: TroubledPayout[] = [];
  for (const row of rows) {
    const trouble = payoutTrouble(row.status, BigInt(row.nonce), await nonceFacts(chain, row, minedCount));
    if (trouble) listed.push(toTroubled(row, trouble));
  }
  return listed;
}

/** Why the chain shows this payout never paid (reverted, or its nonce taken), or undefined when it does not. */
async function neverPaidTrouble(
  chain: PayoutRunbookChain,
  row: RunbookPayoutRow,
): Promise<'failed' | 'nonceCollided' | undefined> {
  const facts = await nonceFacts(chain, row);
  const trouble = payoutTrouble(row.status, BigInt(row.nonce), facts);
  if (row.withdrawal_status !== 'approved' || !neverPaid(trouble, facts)) return undefined;
  return trouble === 'failed' || trouble === 'nonceCollided' ? trouble : undefined;
}

const actionOf = (
  withdrawalId: string,
  withdrawalStatus: string,
  payout?: { status: string; tx_hash: string },
) => ({
  withdrawalId,
  withdrawalStatus,
  payoutStatus: payout?.status ?? null,
  txHash: payout?.tx_hash ?? null,
});

/**
 * Refuses a retry of a payout whose id the chain shows paid (docs/rules.md "Payouts exactly
 * once"): another transaction paid it, so a new one would pay nothing but a revert, and the
 * operator should mark it paid by that transaction instead. The worker checks again before it signs.
 */
async function refuseWhenPaidOnChain(tx: Queryable, chain: PayoutRunbookChain, withdrawalId: string) {
  if (!chain.payouts) return;
  const ref = await selectPayoutRef(tx, withdrawalId);
  if (!ref) throw new AppError('withdrawalNotFound');
  const paidBlock = await readPaidBlock(chain.publicClient, chain.payouts, payoutIdOf(chain.chainId, ref));
  if (paidBlock > 0n)
    throw new AppError(
      'payoutNotResolvable',
      `the chain shows this payout paid in block ${paidBlock}: mark it paid by that transaction instead`,
    );
}

/**
 * Retry with a new nonce: the payout (reverted, or its nonce taken) moves to `payout_history`
 * and the withdrawal stays approved, so the payout worker signs a new one on its next tick with
 * the nonce manager's next nonce; refused when the chain shows its id paid. A replay after the
 * retry changes nothing and answers the state.
 */
export async function retryPayout(db: Db, chain: PayoutRunbookChain, withdrawalId: string, operator: string) {
  return db.transaction(async (tx): Promise<RunbookChange> => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (!withdrawal) throw new AppError('withdrawalNotFound');
    const row = await selectRunbookPayoutForUpdate(tx, withdrawalId);
    const trouble = row && (await neverPaidTrouble(chain, row));
    if (row && trouble) {
      await refuseWhenPaidOnChain(tx, chain, withdrawalId);
      await retirePayout(tx, withdrawalId, trouble, operator);
      return {
        result: actionOf(withdrawalId, 'approved'),
        before: { trouble, payout: row.status, nonce: row.nonce, txHash: row.tx_hash },
        after: { payout: null, retired: true },
      };
    }
    // A replay: retired already, and the new payout not yet signed or on its way.
    const retried = (await countRetiredPayouts(tx, withdrawalId)) > 0;
    if (retried && withdrawal.status === 'approved' && (!row || row.status === 'signed')) {
      const state = actionOf(withdrawalId, withdrawal.status, row);
      return { result: state, before: state, after: state };
    }
    throw new AppError(row ? 'payoutNotResolvable' : 'payoutNotFound');
  });
}

/**
 * Mark as returned to the user: only for a payout the chain never mined; the withdrawal is
 * rejected with the reason its user reads and its amount refunded through the ledger.
 */
export async function markPayoutReturned(
  db: Db,
  chain: PayoutRunbookChain,
  withdrawalId: string,
  who: { operator: string; reason: string },
) {
  return db.transaction(async (tx): Promise<RunbookChange> => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (!withdrawal) throw new AppError('withdrawalNotFound');
    if (withdrawal.status === 'rejected') {
      const payout = await selectRunbookPayoutForUpdate(tx, withdrawalId);
      if (!payout) throw new AppError('payoutNotFound');
      const state = actionOf(withdrawalId, 'rejected', payout);
      return { result: state, before: state, after: state };
    }
    const row = await selectRunbookPayoutForUpdate(tx, withdrawalId);
    if (!row) throw new AppError('payoutNotFound');
    const trouble = await neverPaidTrouble(chain, row);
    if (!trouble) throw new AppError('payoutNotResolvable');
    await returnWithdrawal(tx, withdrawal, who.operator, who.reason);
    return {
      result: actionOf(withdrawalId, 'rejected', row),
      before: { withdrawal: withdrawal.status, trouble, txHash: row.tx_hash },
      after: { withdrawal: 'rejected', refunded: withdrawal.amount, reason: who.reason },
    };
  });
}

/** The receipt of `txHash` judged against the withdrawal; its block when it pays it, refused otherwise. */
async function checkPaidOnChain(
  chain: PayoutRunbookChain,
  row: RunbookPayoutRow,
  txHash: Hash,
): Promise<bigint> {
  const token = chain.tokenAddresses[row.asset];
  const receipt = await receiptOf(chain, txHash);
  if (!token || !receipt)
    throw new AppError('payoutTransactionMismatch', 'the transaction is not on the chain');
  const heads = await readChainHeads(chain.publicClient, chain.useFinalizedTag);
  const finalBlock = finalHead(heads, chain.confirmations).block;
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map((l) => ({
    token: l.address,
    from: l.args.from,
    to: l.args.to,
    value: l.args.value,
  }));
  const mismatch = paidByMismatch(
    { token, from: chain.from, to: row.to_address, sentWei: BigInt(row.amount) - BigInt(row.fee) },
    {
      status: receipt.status,
      final: finalBlock !== undefined && receipt.blockNumber <= finalBlock,
      transfers,
    },
  );
  if (mismatch) throw new AppError('payoutTransactionMismatch', mismatch);
  return receipt.blockNumber;
}

/**
 * Mark as paid by a given transaction: after the chain shows it succeeded, is final and sent
 * exactly the withdrawal's amount less fee of its token from the treasury to its address (and no
 * other withdrawal claims it), the withdrawal is settled in the ledger as the worker settles it.
 */
export async function markPayoutPaidBy(
  db: Db,
  chain: PayoutRunbookChain,
  withdrawalId: string,
  txHash: Hash,
) {
  return db.transaction(async (tx): Promise<RunbookChange> => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (!withdrawal) throw new AppError('withdrawalNotFound');
    const row = await selectRunbookPayoutForUpdate(tx, withdrawalId);
    if (!row) throw new AppError('payoutNotFound');
    if (withdrawal.status === 'success' && withdrawal.tx_hash?.toLowerCase() === txHash) {
      const state = actionOf(withdrawalId, 'success', row);
      return { result: state, before: state, after: state };
    }
    const facts = await nonceFacts(chain, row);
    const trouble = payoutTrouble(row.status, BigInt(row.nonce), facts);
    if (withdrawal.status !== 'approved' || (trouble !== 'failed' && trouble !== 'nonceCollided'))
      throw new AppError('payoutNotResolvable');
    const claimedBy = await selectWithdrawalPaidBy(tx, txHash);
    if (claimedBy && claimedBy !== withdrawalId)
      throw new AppError('payoutTransactionMismatch', `the transaction already pays withdrawal ${claimedBy}`);
    const blockNumber = await checkPaidOnChain(chain, row, txHash);
    await settleWithdrawal(tx, withdrawal, txHash);
    await setPayoutPaidBy(tx, withdrawalId, txHash, blockNumber);
    return {
      result: actionOf(withdrawalId, 'success', { status: 'confirmed', tx_hash: txHash }),
      before: { withdrawal: withdrawal.status, trouble, txHash: row.tx_hash },
      after: { withdrawal: 'success', txHash, blockNumber: blockNumber.toString() },
    };
  });
}
