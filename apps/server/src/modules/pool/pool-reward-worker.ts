import { fundingAbi } from '@woohoo/contracts/abis';
import { formatAmount } from '@woohoo/shared/format-amount';
import { encodeFunctionData, erc20Abi, type Hex, keccak256, maxUint256 } from 'viem';
import { finalHead, isFinal } from '../../chain/finality';
import { boundFees } from '../../chain/gas-price';
import { tryAdvisoryXactLock } from '../../jobs/advisory-lock';
import { describeError } from '../../jobs/worker-loop';
import type { PayoutContext, PoolRewardTarget } from '../withdraw/payouts/payout-context';
import { nextTreasuryNonce, recordedTreasuryPayouts } from '../withdraw/payouts/payout-nonce';
import { withGasMargin } from '../withdraw/payouts/payout-rules';
import { awaitReceipt, broadcastPayout, findReceipt } from '../withdraw/payouts/payout-send';
import { signAt, signerLockName } from '../withdraw/payouts/payout-sign';
import {
  finishPoolRewardRequest,
  insertPoolRewardTransaction,
  type PoolRewardRow,
  type PoolRewardTransaction,
  selectOpenPoolRewards,
  selectPoolRewardTransactions,
  setPoolRewardTransactionStatus,
} from './pool-reward-repository';

/** What a tick did to the oldest open request. */
export type PoolRewardOutcome = 'none' | 'signed' | 'pending' | 'confirmed' | 'failed' | 'held';

/**
 * Performs pool reward requests inside the payout worker's tick (docs/rules.md "The on-chain
 * pool"): the BHC approve first when the allowance is short, then Funding.addReward, each signed
 * with the treasury's one nonce manager and stored before it is broadcast, rebroadcast as the
 * same bytes until mined, and final by the payouts' rule. `halted`: sign nothing new.
 */
export async function runPoolRewards(
  ctx: PayoutContext,
  target: PoolRewardTarget,
  halted: boolean,
): Promise<PoolRewardOutcome> {
  const [request] = await selectOpenPoolRewards(ctx.db, 1);
  if (!request) return 'none';
  const sent = await selectPoolRewardTransactions(ctx.db, request.id);
  const open = sent.find((t) => t.status === 'signed');
  if (open) {
    const followed = await followTransaction(ctx, request, open);
    if (followed !== 'approved') return followed;
  }
  if (halted) return 'held';
  return signNextStep(ctx, target, request);
}

/** Broadcasts a stored transaction again until it is mined and final, then records what it did. */
async function followTransaction(
  ctx: PayoutContext,
  request: PoolRewardRow,
  sent: PoolRewardTransaction,
): Promise<'pending' | 'confirmed' | 'failed' | 'approved'> {
  let receipt = await findReceipt(ctx, sent.tx_hash);
  if (!receipt) {
    await broadcastPayout(ctx, asSend(request, sent));
    receipt = await awaitReceipt(ctx, sent.tx_hash);
  }
  if (!receipt) return 'pending';
  if (!isFinal(receipt.blockNumber, finalHead(await ctx.readHeads(), ctx.confirmations).block))
    return 'pending';
  await setPoolRewardTransactionStatus(ctx.db, sent.tx_hash, receipt.status);
  if (receipt.status === 'reverted') {
    await finishPoolRewardRequest(ctx.db, request.id, {
      state: 'failed',
      failure: `the ${sent.step} transaction reverted`,
      txHash: sent.tx_hash,
    });
    ctx.log.error(`payout worker: pool reward ${request.id}: ${sent.step} ${sent.tx_hash} reverted`);
    return 'failed';
  }
  if (sent.step === 'approve') return 'approved';
  await finishPoolRewardRequest(ctx.db, request.id, { state: 'confirmed', txHash: sent.tx_hash });
  ctx.log.info(
    `payout worker: pool reward ${request.id} of ${formatAmount(BigInt(request.amount))} BHC paid, tx ${sent.tx_hash}`,
  );
  return 'confirmed';
}

/** A stored pool transaction in the shape the payouts' broadcast takes (its log names the request). */
const asSend = (request: PoolRewardRow, sent: PoolRewardTransaction) => ({
  withdrawal_id: `pool reward ${request.id}`,
  tx_hash: sent.tx_hash,
  signed_tx: sent.signed_tx,
  nonce: sent.nonce,
});

/** Why the request cannot be paid now (no stakers, too little BHC), or the call to sign next. */
async function nextCall(ctx: PayoutContext, target: PoolRewardTarget, amountWei: bigint) {
  const read = ctx.publicClient;
  const totalLp = await read.readContract({
    address: target.funding,
    abi: fundingAbi,
    functionName: 'totalLp',
  });
  if (totalLp === 0n)
    return { kind: 'refused' as const, failure: 'the pool has no stakers to share a reward' };
  const held = await read.readContract({
    address: target.rewardToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ctx.from],
  });
  if (held < amountWei)
    return {
      kind: 'refused' as const,
      failure: `the treasury holds ${formatAmount(held)} BHC, less than the ${formatAmount(amountWei)} asked`,
    };
  const allowance = await read.readContract({
    address: target.rewardToken,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [ctx.from, target.funding],
  });
  if (allowance < amountWei) {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [target.funding, maxUint256],
    });
    return { kind: 'call' as const, step: 'approve' as const, to: target.rewardToken, data };
  }
  const data = encodeFunctionData({ abi: fundingAbi, functionName: 'addReward', args: [amountWei] });
  return { kind: 'call' as const, step: 'addReward' as const, to: target.funding, data };
}

/** Signs and records the request's next transaction under the signer lock, then broadcasts it. */
async function signNextStep(ctx: PayoutContext, target: PoolRewardTarget, request: PoolRewardRow) {
  let call: Awaited<ReturnType<typeof nextCall>>;
  let prepared: { gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };
  try {
    call = await nextCall(ctx, target, BigInt(request.amount));
    if (call.kind === 'refused') {
      await finishPoolRewardRequest(ctx.db, request.id, { state: 'failed', failure: call.failure });
      ctx.log.warn(`payout worker: pool reward ${request.id} failed: ${call.failure}`);
      return 'failed';
    }
    const gas = withGasMargin(
      await ctx.publicClient.estimateGas({ account: ctx.from, to: call.to, data: call.data }),
    );
    const fees = await ctx.publicClient.estimateFeesPerGas({
      chain: ctx.walletClient.chain,
      type: 'eip1559',
    });
    prepared = { gas, ...boundFees(fees, ctx.gasPrice) };
  } catch (error) {
    ctx.log.warn(`payout worker: pool reward ${request.id} waits: ${describeError(error)}`);
    return 'pending';
  }
  const step = call.step;
  const signed = await ctx.db.transaction(
    async (tx): Promise<{ txHash: Hex; signedTx: Hex; nonce: number } | undefined> => {
      if (!(await tryAdvisoryXactLock(tx, signerLockName(ctx)))) return undefined;
      const { nonce } = await nextTreasuryNonce(tx, ctx, await recordedTreasuryPayouts(tx, ctx));
      if (nonce === undefined) return undefined;
      const signedTx = await signAt(ctx, { to: call.to, data: call.data, nonce, ...prepared });
      const txHash = keccak256(signedTx);
      await insertPoolRewardTransaction(tx, {
        requestId: request.id,
        step,
        chainId: ctx.chainId,
        from: ctx.from,
        nonce,
        signedTx,
        txHash,
      });
      return { txHash, signedTx, nonce };
    },
  );
  if (!signed) return 'pending';
  ctx.log.info(
    `payout worker: pool reward ${request.id}: ${step} signed, nonce ${signed.nonce}, tx ${signed.txHash}`,
  );
  await broadcastPayout(ctx, {
    withdrawal_id: `pool reward ${request.id}`,
    tx_hash: signed.txHash,
    signed_tx: signed.signedTx,
    nonce: `${signed.nonce}`,
  });
  return 'signed';
}
