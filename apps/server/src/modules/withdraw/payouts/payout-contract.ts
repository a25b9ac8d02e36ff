import { payoutsAbi } from '@woohoo/contracts/abis';
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  keccak256,
  maxUint256,
} from 'viem';
import { boundFees } from '../../../chain/gas-price';
import { tryAdvisoryXactLock } from '../../../jobs/advisory-lock';
import { describeError } from '../../../jobs/worker-loop';
import { type NewWithdrawal, selectRecordedPayouts } from '../payout-repository';
import { payoutsInFlight } from '../payout-service';
import type { PayoutContext } from './payout-context';
import { nextTreasuryNonce } from './payout-nonce';
import { withGasMargin } from './payout-rules';
import { awaitReceipt } from './payout-send';

/**
 * The payout worker's calls to the Payouts contract (docs/rules.md "Payouts exactly once"): every
 * payout is `Payouts.pay(id, token, to, net)` from the treasury, which the contract refuses for
 * an id it has paid, and `paidBlock(id)` is read before anything is signed.
 */

/** `Payouts.pay(id, token, to, sentWei)`'s calldata. */
export function payCalldata(id: Hex, token: Address, to: string, sentWei: bigint): Hex {
  return encodeFunctionData({
    abi: payoutsAbi,
    functionName: 'pay',
    args: [id, token, getAddress(to), sentWei],
  });
}

/** The `Paid` event of payout `id` in block `block` (its id is indexed), with its transaction. */
export async function findPaidEvent(ctx: PayoutContext, payouts: Address, id: Hex, block: bigint) {
  const logs = await ctx.publicClient.getContractEvents({
    address: payouts,
    abi: payoutsAbi,
    eventName: 'Paid',
    args: { id },
    fromBlock: block,
    toBlock: block,
    strict: true,
  });
  const [found] = logs;
  if (!found) return undefined;
  return {
    txHash: found.transactionHash as Hash,
    token: found.args.token,
    to: found.args.to,
    amount: found.args.amount,
  };
}

/** The treasury's approval of Payouts for `token`, and what this payout and those in flight need of it. */
async function allowanceShort(
  ctx: PayoutContext,
  payouts: Address,
  withdrawal: NewWithdrawal,
  token: Address,
) {
  const allowance = await ctx.publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [ctx.from, payouts],
  });
  const sentWei = BigInt(withdrawal.amount) - BigInt(withdrawal.fee);
  const inFlightWei = await payoutsInFlight(ctx.db, ctx.chainId, ctx.from, withdrawal.asset);
  return allowance < sentWei + inFlightWei;
}

/**
 * Makes sure Payouts may pull this payout from the treasury: when the allowance is short, the
 * treasury approves it for the token without limit (only a PAYER can make Payouts pull, and only
 * from itself, so the approval lends nothing to anyone else), signed under the signer's lock with
 * the nonce manager's next nonce like a payout (`signerLock`: payout-sign.ts's signerLockName),
 * and waited for. 'ready' once approved.
 */
export async function ensurePayoutsAllowance(
  ctx: PayoutContext,
  payouts: Address,
  withdrawal: NewWithdrawal,
  token: Address,
  signerLock: string,
): Promise<'ready' | 'waits' | { nonceBehind: number }> {
  try {
    if (!(await allowanceShort(ctx, payouts, withdrawal, token))) return 'ready';
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [payouts, maxUint256] });
    const gas = withGasMargin(await ctx.publicClient.estimateGas({ account: ctx.from, to: token, data }));
    const fees = boundFees(
      await ctx.publicClient.estimateFeesPerGas({ chain: ctx.walletClient.chain, type: 'eip1559' }),
      ctx.gasPrice,
    );
    const sent = await ctx.db.transaction(async (tx): Promise<Hash | 'waits' | { nonceBehind: number }> => {
      if (!(await tryAdvisoryXactLock(tx, signerLock))) return 'waits';
      const recorded = await selectRecordedPayouts(tx, ctx.chainId, ctx.from, withdrawal.id);
      // The treasury's one nonce manager: past every payout and pool transaction recorded.
      const { nonce, pendingNonce } = await nextTreasuryNonce(tx, ctx, recorded);
      if (nonce === undefined) return { nonceBehind: pendingNonce };
      const request = await ctx.walletClient.prepareTransactionRequest({
        to: token,
        data,
        gas,
        nonce,
        ...fees,
        type: 'eip1559',
      });
      const signed = await ctx.walletClient.signTransaction(request);
      // Broadcast before the lock is let go, so the next signer's pending nonce counts it.
      await ctx.publicClient.sendRawTransaction({ serializedTransaction: signed });
      return keccak256(signed);
    });
    if (sent === 'waits' || typeof sent === 'object') return sent;
    ctx.log.info(`payout worker: the treasury approves Payouts ${payouts} for ${token}, tx ${sent}`);
    const receipt = await awaitReceipt(ctx, sent);
    return receipt?.status === 'success' ? 'ready' : 'waits';
  } catch (error) {
    ctx.log.warn(
      `payout worker: Payouts not approved, withdrawal ${withdrawal.id} waits: ${describeError(error)}`,
    );
    return 'waits';
  }
}
