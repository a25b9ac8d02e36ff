import type { TransactionReceipt } from 'viem';
import { finalHead, isFinal } from '../../../chain/finality';
import {
  type PayoutRow,
  selectPayoutStatusForUpdate,
  setMinedPayoutTransaction,
  setPayoutStatus,
} from '../payout-repository';
import { lockWithdrawal, settleWithdrawal } from '../withdraw-service';
import type { PayoutContext } from './payout-context';
import { awaitReceipt, broadcastPayout, findMined } from './payout-send';

/**
 * What became of one stored payout this tick: `settled` (its withdrawal is paid in the ledger),
 * `failed` (reverted), `pending` (waiting for the chain), `skipped` (another worker finished it first).
 */
export type PayoutOutcome = 'settled' | 'failed' | 'pending' | 'skipped';

/**
 * Moves one stored payout on: broadcasts its current transaction if none of its nonce is mined
 * (a dropped one is sent again), replaces it at a higher price once it has waited too long
 * (docs/rules.md "Payout gas"), and settles once the mined one is final.
 */
export async function advancePayout(ctx: PayoutContext, payout: PayoutRow): Promise<PayoutOutcome> {
  const sends = await ctx.resender.sendsOf(payout);
  let receipt = await findMined(ctx, [payout.tx_hash, ...sends.replaced]);
  if (!receipt) {
    await broadcastPayout(ctx, payout);
    await ctx.faults?.afterBroadcast?.();
    receipt = (await awaitReceipt(ctx, payout.tx_hash)) ?? (await findMined(ctx, sends.replaced));
  }
  if (!receipt) {
    const replacement = await ctx.resender.replaceIfStuck(payout, sends);
    if (replacement) await broadcastPayout(ctx, replacement);
    return 'pending';
  }
  const heads = await ctx.readHeads();
  if (!isFinal(receipt.blockNumber, finalHead(heads, ctx.confirmations).block)) return 'pending';
  return finishPayout(ctx, payout, receipt);
}

/**
 * Records a final receipt: a successful one settles the withdrawal in the ledger; a reverted one
 * marks the payout failed and leaves the withdrawal approved for an operator (docs/rules.md
 * "Payout runbook"): a new transaction could pay twice, so the worker never retries by itself.
 */
export function finishPayout(
  ctx: PayoutContext,
  payout: PayoutRow,
  receipt: TransactionReceipt,
): Promise<PayoutOutcome> {
  return ctx.db.transaction(async (tx): Promise<PayoutOutcome> => {
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
    ctx.log.error(
      `payout worker: PAYOUT REVERTED for withdrawal ${row.id} (tx ${minedHash}). The withdrawal stays ` +
        'approved and is not retried by itself; an operator resolves it (docs/rules.md "Payout runbook": npm run operator -- payouts list).',
    );
    return 'failed';
  });
}
