import { formatAmount } from '@woohoo/shared/format-amount';
import { sweepDecision } from '@woohoo/shared/rules/treasury-limits';
import { type Address, encodeFunctionData, erc20Abi, type Hex, keccak256 } from 'viem';
import { finalHead, isFinal } from '../../../chain/finality';
import { boundFees } from '../../../chain/gas-price';
import { tryAdvisoryXactLock } from '../../../jobs/advisory-lock';
import { describeError } from '../../../jobs/worker-loop';
import { rulesAt } from '../../rules/rules-service';
import {
  insertSweep,
  type SweepRow,
  selectOwedToPayouts,
  selectSweepInFlight,
  settleSweep,
} from '../sweep-repository';
import type { PayoutContext, SweepTarget } from './payout-context';
import { nextTreasuryNonce, recordedTreasuryPayouts } from './payout-nonce';
import { withGasMargin } from './payout-rules';
import { awaitReceipt, broadcastPayout, findReceipt } from './payout-send';
import { signAt, signerLockName } from './payout-sign';

/** What a tick did about sweeps: nothing to do, signed one, followed one still settling, or settled one. */
export type SweepOutcome = 'none' | 'signed' | 'pending' | 'settled' | 'reverted' | 'held';

/**
 * Sends what the hot wallet holds above its float to cold storage (docs/rules.md "Hot float and
 * sweeps"), inside the payout worker's tick after the payouts: a sweep signed before (maybe by a
 * worker that died) is followed until final and nothing new is signed meanwhile; else, unless the
 * worker is halted, the rules decide whether one is due. `halted`: sign nothing new.
 */
export async function runSweep(
  ctx: PayoutContext,
  target: SweepTarget,
  halted: boolean,
): Promise<SweepOutcome> {
  const open = await selectSweepInFlight(ctx.db, ctx.chainId, ctx.from);
  if (open) return followSweep(ctx, open);
  if (halted) return 'held';
  return signSweep(ctx, target);
}

/** Broadcasts a stored sweep's bytes again until mined, and records it once final (amount, tx, block). */
async function followSweep(ctx: PayoutContext, sweep: SweepRow): Promise<SweepOutcome> {
  let receipt = await findReceipt(ctx, sweep.tx_hash);
  if (!receipt) {
    await broadcastPayout(ctx, asSend(sweep));
    await ctx.faults?.afterSweepBroadcast?.();
    receipt = await awaitReceipt(ctx, sweep.tx_hash);
  }
  if (!receipt) return 'pending';
  if (!isFinal(receipt.blockNumber, finalHead(await ctx.readHeads(), ctx.confirmations).block))
    return 'pending';
  await settleSweep(ctx.db, sweep.tx_hash, { status: receipt.status, blockNumber: receipt.blockNumber });
  const what = `sweep of ${formatAmount(BigInt(sweep.amount))} ${sweep.asset} to ${sweep.to_address}, tx ${sweep.tx_hash}`;
  if (receipt.status === 'reverted') {
    ctx.log.error(`payout worker: ${what} reverted in block ${receipt.blockNumber}`);
    return 'reverted';
  }
  ctx.log.info(`payout worker: ${what} final in block ${receipt.blockNumber}`);
  return 'settled';
}

/** A stored sweep in the shape the payouts' broadcast takes (its log names the sweep). */
const asSend = (sweep: SweepRow) => ({
  withdrawal_id: `sweep to cold ${sweep.to_address}`,
  tx_hash: sweep.tx_hash,
  signed_tx: sweep.signed_tx,
  nonce: sweep.nonce,
});

/** The amount due to cold now by the rules in force, or undefined (the hot wallet keeps it). */
async function amountDue(ctx: PayoutContext, target: SweepTarget): Promise<bigint | undefined> {
  const rules = await rulesAt(ctx.db, new Date());
  const balanceWei = await ctx.publicClient.readContract({
    address: target.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ctx.from],
  });
  const owed = await selectOwedToPayouts(ctx.db, target.asset);
  const decision = sweepDecision({
    balanceWei,
    pendingPayoutsWei: owed.owedWei,
    floatWei: rules.treasury.hotFloatUsdtWei,
    marginWei: rules.treasury.sweepMarginUsdtWei,
    sweepInFlight: false,
    payoutsWaitingForFunds: owed.waiting,
  });
  return decision.kind === 'sweep' ? decision.amountWei : undefined;
}

/** The transfer's calldata, gas and fees, or undefined (logged) when nothing is due or the chain would not say. */
async function prepareSweep(ctx: PayoutContext, target: SweepTarget) {
  try {
    const amountWei = await amountDue(ctx, target);
    if (amountWei === undefined) return undefined;
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [target.cold, amountWei],
    });
    const gas = withGasMargin(
      await ctx.publicClient.estimateGas({ account: ctx.from, to: target.token, data }),
    );
    const fees = boundFees(
      await ctx.publicClient.estimateFeesPerGas({ chain: ctx.walletClient.chain, type: 'eip1559' }),
      ctx.gasPrice,
    );
    return { amountWei, call: { to: target.token as Address, data, gas, ...fees } };
  } catch (error) {
    ctx.log.warn(`payout worker: no sweep to cold this tick: ${describeError(error)}`);
    return undefined;
  }
}

/** Signs and records the sweep under the signer lock with the treasury's next nonce, then broadcasts it. */
async function signSweep(ctx: PayoutContext, target: SweepTarget): Promise<SweepOutcome> {
  const prepared = await prepareSweep(ctx, target);
  if (!prepared) return 'none';
  const signed = await ctx.db.transaction(
    async (tx): Promise<{ txHash: Hex; signedTx: Hex; nonce: number } | undefined> => {
      if (!(await tryAdvisoryXactLock(tx, signerLockName(ctx)))) return undefined;
      // Another worker may have signed one since it was read: at most one in flight.
      if (await selectSweepInFlight(tx, ctx.chainId, ctx.from)) return undefined;
      const { nonce } = await nextTreasuryNonce(tx, ctx, await recordedTreasuryPayouts(tx, ctx));
      if (nonce === undefined) return undefined;
      const signedTx = await signAt(ctx, { ...prepared.call, nonce });
      const txHash = keccak256(signedTx);
      await insertSweep(tx, {
        txHash,
        chainId: ctx.chainId,
        from: ctx.from,
        to: target.cold,
        asset: target.asset,
        amountWei: prepared.amountWei,
        nonce,
        signedTx,
      });
      return { txHash, signedTx, nonce };
    },
  );
  if (!signed) return 'pending';
  ctx.log.info(
    `payout worker: sweep of ${formatAmount(prepared.amountWei)} ${target.asset} to cold ${target.cold} signed, nonce ${signed.nonce}, tx ${signed.txHash}`,
  );
  await ctx.faults?.afterSweepSign?.();
  await broadcastPayout(ctx, {
    withdrawal_id: `sweep to cold ${target.cold}`,
    tx_hash: signed.txHash,
    signed_tx: signed.signedTx,
    nonce: `${signed.nonce}`,
  });
  return 'signed';
}
