import type { PayoutAction, PayoutTrouble, TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import type { Hash } from 'viem';
import type { Db, Queryable } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import {
  countRetiredPayouts,
  type RunbookPayoutRow,
  retirePayout,
  selectRunbookCandidates,
  selectRunbookPayoutForUpdate,
  selectWithdrawalPaidBy,
  setPayoutPaidBy,
} from '../payout-repository';
import { updateWithdrawalStatus } from '../withdraw-repository';
import {
  lockWithdrawal,
  returnWithdrawal,
  reverseSettlement,
  settleWithdrawal,
  type WithdrawalRow,
} from '../withdraw-service';
import {
  checkPaidOnChain,
  nonceFacts,
  type PayoutRunbookChain,
  paidBlockOf,
  payoutIdOfWithdrawal,
  vanishedFacts,
} from './payout-runbook-chain';
import { neverPaid, payoutTrouble, vanishedPaidByRefusal, vanishedRefusal } from './payout-runbook-rules';

export type { PayoutRunbookChain };

/** An action's result, with the record before and after it for the audit. */
export type RunbookChange = { result: PayoutAction; before: unknown; after: unknown };

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

/** A vanished payout of a settled withdrawal: the one trouble whose withdrawal reads paid. */
const isVanished = (
  withdrawal: WithdrawalRow,
  row: RunbookPayoutRow | undefined,
): row is RunbookPayoutRow & { status: 'vanished' } =>
  row?.status === 'vanished' && withdrawal.status === 'success';

/**
 * Refuses a retry of a payout whose id the chain shows paid (docs/rules.md "Payouts exactly
 * once"): another transaction paid it, so a new one would pay nothing but a revert, and the
 * operator should mark it paid by that transaction instead. The worker checks again before it signs.
 */
async function refuseWhenPaidOnChain(tx: Queryable, chain: PayoutRunbookChain, withdrawalId: string) {
  const paidBlock = await paidBlockOf(chain, await payoutIdOfWithdrawal(tx, chain, withdrawalId));
  if (paidBlock > 0n)
    throw new AppError(
      'payoutPaidOnChain',
      `the chain shows this payout paid in block ${paidBlock}: mark it paid by that transaction instead`,
    );
}

/**
 * A vanished payout undone (docs/rules.md "Payout runbook"), when the chain allows `action`: its
 * withdrawal's settlement reversed through the ledger and the withdrawal approved again, the
 * payout and its transactions moved to `payout_history`. Returns the reopened withdrawal.
 */
async function reopenVanished(
  tx: Queryable,
  chain: PayoutRunbookChain,
  action: 'retry' | 'returned',
  on: { withdrawal: WithdrawalRow; row: RunbookPayoutRow; operator: string },
): Promise<WithdrawalRow> {
  const id = await payoutIdOfWithdrawal(tx, chain, on.row.withdrawal_id);
  const refusal = vanishedRefusal(action, await vanishedFacts(tx, chain, on.row, id));
  if (refusal) throw new AppError(refusal.error, refusal.reason);
  const reopened = await reverseSettlement(tx, on.withdrawal);
  await retirePayout(tx, on.row.withdrawal_id, 'vanished', on.operator);
  return reopened;
}

/** The audit's record of a vanished payout before it was undone. */
const vanishedBefore = (withdrawal: WithdrawalRow, row: RunbookPayoutRow) => ({
  trouble: 'vanished',
  withdrawal: withdrawal.status,
  payout: row.status,
  nonce: row.nonce,
  txHash: row.tx_hash,
});

/**
 * Retry with a new nonce: the payout (reverted, or its nonce taken) moves to `payout_history`
 * and the withdrawal stays approved, so the payout worker signs a new one on its next tick with
 * the nonce manager's next nonce; refused when the chain shows its id paid. A vanished payout's
 * settlement is reversed first and its withdrawal approved again; the new payout names the same
 * id on chain, so the contract pays one of the two at most. A replay after the retry changes
 * nothing and answers the state.
 */
export async function retryPayout(db: Db, chain: PayoutRunbookChain, withdrawalId: string, operator: string) {
  return db.transaction(async (tx): Promise<RunbookChange> => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (!withdrawal) throw new AppError('withdrawalNotFound');
    const row = await selectRunbookPayoutForUpdate(tx, withdrawalId);
    if (isVanished(withdrawal, row)) {
      const reopened = await reopenVanished(tx, chain, 'retry', { withdrawal, row, operator });
      return {
        result: actionOf(withdrawalId, reopened.status),
        before: vanishedBefore(withdrawal, row),
        after: {
          withdrawal: reopened.status,
          payout: null,
          retired: true,
          settlementReversed: withdrawal.amount,
        },
      };
    }
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
 * Mark as returned to the user: only for a payout the chain never mined (a vanished one once
 * its transaction can never be mined again, its settlement reversed first); the withdrawal is
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
    const row = await selectRunbookPayoutForUpdate(tx, withdrawalId);
    if (withdrawal.status === 'rejected') {
      // A replay; a returned vanished payout was retired to the history.
      if (!row && (await countRetiredPayouts(tx, withdrawalId)) === 0) throw new AppError('payoutNotFound');
      const state = actionOf(withdrawalId, 'rejected', row);
      return { result: state, before: state, after: state };
    }
    if (!row) throw new AppError('payoutNotFound');
    const after = { withdrawal: 'rejected', refunded: withdrawal.amount, reason: who.reason };
    if (isVanished(withdrawal, row)) {
      const reopened = await reopenVanished(tx, chain, 'returned', {
        withdrawal,
        row,
        operator: who.operator,
      });
      await returnWithdrawal(tx, reopened, who.operator, who.reason);
      return {
        result: actionOf(withdrawalId, 'rejected'),
        before: vanishedBefore(withdrawal, row),
        after: { ...after, settlementReversed: withdrawal.amount, payout: null, retired: true },
      };
    }
    const trouble = await neverPaidTrouble(chain, row);
    if (!trouble) throw new AppError('payoutNotResolvable');
    await returnWithdrawal(tx, withdrawal, who.operator, who.reason);
    return {
      result: actionOf(withdrawalId, 'rejected', row),
      before: { withdrawal: withdrawal.status, trouble, txHash: row.tx_hash },
      after,
    };
  });
}

/**
 * Mark as paid by a given transaction: after the chain shows it succeeded, is final and sent
 * exactly the withdrawal's amount less fee of its token from the treasury to its address (and no
 * other withdrawal claims it), the withdrawal is settled in the ledger as the worker settles it.
 * For a vanished payout the settlement stands: the withdrawal's transaction and block become the
 * named one's, once the chain shows the vanished one cannot pay a second time.
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
    const vanished = isVanished(withdrawal, row);
    if (!vanished && withdrawal.status === 'success' && withdrawal.tx_hash?.toLowerCase() === txHash) {
      const state = actionOf(withdrawalId, 'success', row);
      return { result: state, before: state, after: state };
    }
    const facts = await nonceFacts(chain, row);
    const trouble = payoutTrouble(row.status, BigInt(row.nonce), facts);
    if (
      !vanished &&
      (withdrawal.status !== 'approved' || (trouble !== 'failed' && trouble !== 'nonceCollided'))
    )
      throw new AppError('payoutNotResolvable');
    const claimedBy = await selectWithdrawalPaidBy(tx, txHash);
    if (claimedBy && claimedBy !== withdrawalId)
      throw new AppError('payoutTransactionMismatch', `the transaction already pays withdrawal ${claimedBy}`);
    const id = await payoutIdOfWithdrawal(tx, chain, withdrawalId);
    const { blockNumber, paysId } = await checkPaidOnChain(chain, row, txHash, id);
    if (vanished) {
      const ownTransaction = row.tx_hashes.some((h) => h.toLowerCase() === txHash);
      const refusal = vanishedPaidByRefusal(await vanishedFacts(tx, chain, row, id), {
        ownTransaction,
        paysId,
      });
      if (refusal) throw new AppError(refusal.error, refusal.reason);
      // docs/rules.md "Payout runbook": the settlement stands; only the transaction that paid changes.
      await updateWithdrawalStatus(tx, withdrawalId, 'success', { txHash });
    } else await settleWithdrawal(tx, withdrawal, txHash);
    await setPayoutPaidBy(tx, withdrawalId, txHash, blockNumber);
    return {
      result: actionOf(withdrawalId, 'success', { status: 'confirmed', tx_hash: txHash }),
      before: { withdrawal: withdrawal.status, trouble, txHash: row.tx_hash },
      after: { withdrawal: 'success', txHash, blockNumber: blockNumber.toString() },
    };
  });
}
