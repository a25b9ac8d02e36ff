import { type Address, getAddress, type Hash, type Hex } from 'viem';
import { finalHead, isFinal } from '../../../chain/finality';
import { PAYOUT_WORKER } from '../../../chain/worker-names';
import { auditAfter } from '../../operator/operator-audit';
import { insertRecognisedPayout, type NewWithdrawal, selectRecordedPayouts } from '../payout-repository';
import { lockWithdrawal, settleWithdrawal } from '../withdraw-service';
import type { PayoutContext } from './payout-context';
import { findPaidEvent } from './payout-contract';
import { paidEventMismatch } from './payout-id';

/**
 * What the worker did with a withdrawal whose payout id the chain shows paid: `recognised` (the
 * ledger caught up: settled, or pending until the block is final, or skipped when another worker
 * recorded it first), or `paidElsewhere` (the id paid another token, recipient or amount), which
 * halts payouts with the reason.
 */
export type RecognisedResult =
  | { kind: 'recognised'; outcome: 'settled' | 'pending' | 'skipped'; txHash?: Hash }
  | { kind: 'paidElsewhere'; reason: string };

/**
 * A payout the chain has paid already (docs/rules.md "Payouts exactly once"), as after a restored
 * backup: nothing is signed; the `Paid` event of its id at `paidBlock` is read, checked against
 * this withdrawal, and once its block is final the withdrawal is settled with that transaction as
 * a settled payout would be, the payout recorded as recognised from the chain, audited as the worker.
 */
export async function recognisePaidPayout(
  ctx: PayoutContext,
  on: { payouts: Address; token: Address; id: Hex; paidBlock: bigint },
  withdrawal: NewWithdrawal,
): Promise<RecognisedResult> {
  const paid = await findPaidEvent(ctx, on.payouts, on.id, on.paidBlock);
  if (!paid) {
    ctx.log.warn(
      `payout worker: withdrawal ${withdrawal.id} paid in block ${on.paidBlock}, but its Paid event is not read yet`,
    );
    return { kind: 'recognised', outcome: 'pending' };
  }
  const sentWei = BigInt(withdrawal.amount) - BigInt(withdrawal.fee);
  const mismatch = paidEventMismatch({ token: on.token, to: withdrawal.to_address, sentWei }, paid);
  if (mismatch) {
    const reason =
      `the payout id of withdrawal ${withdrawal.id} (${on.id}) was paid on chain by ${paid.txHash} to someone else ` +
      `(${mismatch}); nothing is paid until an operator has looked (docs/rules.md "Payouts exactly once")`;
    ctx.log.error(`payout worker: PAUSED, ${reason}`);
    return { kind: 'paidElsewhere', reason };
  }
  if (!isFinal(on.paidBlock, finalHead(await ctx.readHeads(), ctx.confirmations).block))
    return { kind: 'recognised', outcome: 'pending', txHash: paid.txHash };
  const sent = await ctx.publicClient.getTransaction({ hash: paid.txHash });
  const outcome = await settleRecognised(ctx, withdrawal.id, {
    txHash: paid.txHash,
    from: getAddress(sent.from),
    nonce: sent.nonce,
    blockNumber: on.paidBlock,
    id: on.id,
  });
  if (outcome === 'settled')
    ctx.log.warn(
      `payout worker: withdrawal ${withdrawal.id} was already paid on chain (tx ${paid.txHash}, block ${on.paidBlock}); ` +
        'recognised from the chain and settled, nothing signed',
    );
  return { kind: 'recognised', outcome, txHash: paid.txHash };
}

/** Settles the withdrawal with the chain's payout and records it, in one transaction with its audit. */
function settleRecognised(
  ctx: PayoutContext,
  withdrawalId: string,
  paid: { txHash: Hash; from: Address; nonce: number; blockNumber: bigint; id: Hex },
): Promise<'settled' | 'skipped'> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, withdrawalId);
    const recorded = await selectRecordedPayouts(tx, ctx.chainId, ctx.from, withdrawalId);
    if (row?.status !== 'approved' || recorded.exists) return 'skipped';
    await insertRecognisedPayout(tx, { withdrawalId, chainId: ctx.chainId, ...paid });
    await settleWithdrawal(tx, row, paid.txHash);
    await auditAfter(
      tx,
      { actor: PAYOUT_WORKER, requestId: `payout-recognised:${withdrawalId}` },
      { action: 'withdrawal.payout_recognised_from_chain', target: `withdrawal:${withdrawalId}` },
      { withdrawal: row.status, payout: null },
      {
        withdrawal: 'success',
        txHash: paid.txHash,
        blockNumber: paid.blockNumber.toString(),
        payoutId: paid.id,
        recognisedFromChain: true,
      },
    );
    return 'settled';
  });
}
