import { type Address, type Hex, keccak256 } from 'viem';
import { boundFees } from '../../../chain/gas-price';
import { tryAdvisoryXactLock } from '../../../jobs/advisory-lock';
import { describeError } from '../../../jobs/worker-loop';
import {
  insertSignedPayout,
  type NewWithdrawal,
  type PayoutRow,
  selectPayoutRef,
  selectRecordedPayouts,
} from '../payout-repository';
import { lockWithdrawal } from '../withdraw-service';
import type { PayoutContext } from './payout-context';
import { ensurePayoutsAllowance, payCalldata } from './payout-contract';
import { payoutIdOf } from './payout-id';
import { nextTreasuryNonce } from './payout-nonce';
import { readPaidBlock } from './payout-paid-block';
import { type RecognisedResult, recognisePaidPayout } from './payout-recognise';
import { withGasMargin } from './payout-rules';

/**
 * What signing one approved withdrawal did: `signed` with the stored payout; `waits` when it is
 * not ours to sign now (no token, not covered, no estimate, another worker has it); `nonceBehind`
 * when the chain lacks payouts already mined, which halts the worker (docs/rules.md "Payout gas");
 * `recognised` or `paidElsewhere` when the chain shows its id paid already, and nothing was signed
 * (docs/rules.md "Payouts exactly once").
 */
export type SignResult =
  | { kind: 'signed'; payout: PayoutRow }
  | { kind: 'waits' }
  | { kind: 'nonceBehind'; reason: string }
  | RecognisedResult;

/** `Payouts.pay`'s calldata, gas and fees, or undefined (logged) when the chain would not estimate it. */
async function preparePayout(
  ctx: PayoutContext,
  withdrawal: NewWithdrawal,
  on: { payouts: Address; token: Address; id: Hex },
) {
  const sentWei = BigInt(withdrawal.amount) - BigInt(withdrawal.fee);
  const data = payCalldata(on.id, on.token, withdrawal.to_address, sentWei);
  try {
    const to = on.payouts;
    const gas = withGasMargin(await ctx.publicClient.estimateGas({ account: ctx.from, to, data }));
    // The chain's price, kept between the floor and the ceiling (docs/rules.md "Payout gas").
    const fees = boundFees(
      await ctx.publicClient.estimateFeesPerGas({ chain: ctx.walletClient.chain, type: 'eip1559' }),
      ctx.gasPrice,
    );
    return { to, data, gas, ...fees };
  } catch (error) {
    ctx.log.warn(`payout worker: withdrawal ${withdrawal.id} not signed: ${describeError(error)}`);
    return undefined;
  }
}

/** The payout's id on chain, and the block the chain paid it in (0n: not paid). */
async function payoutIdOnChain(ctx: PayoutContext, payouts: Address, withdrawalId: string) {
  const ref = await selectPayoutRef(ctx.db, withdrawalId);
  if (!ref) throw new Error(`withdrawal ${withdrawalId} has no payout reference`);
  const id = payoutIdOf(ctx.chainId, ref);
  return { id, paidBlock: await readPaidBlock(ctx.publicClient, payouts, id) };
}

/**
 * Signs and stores the payout of one approved withdrawal before anything is broadcast, with the
 * next treasury nonce, under the signer's advisory lock so two workers never pick the same one.
 * Before anything is signed the chain is asked whether its id is paid (docs/rules.md "Payouts
 * exactly once"): a paid one is recognised from the chain, never paid again.
 */
export async function signPayout(ctx: PayoutContext, withdrawal: NewWithdrawal): Promise<SignResult> {
  const token = ctx.tokenAddresses[withdrawal.asset];
  const payouts = ctx.payouts;
  if (!token || !payouts) {
    ctx.log.error(
      `payout worker: no ${token ? 'Payouts contract (PAYOUTS_ADDRESS)' : `token address for ${withdrawal.asset}`}; withdrawal ${withdrawal.id} waits`,
    );
    return { kind: 'waits' };
  }
  const { id, paidBlock } = await payoutIdOnChain(ctx, payouts, withdrawal.id);
  if (paidBlock > 0n) return recognisePaidPayout(ctx, { payouts, token, id, paidBlock }, withdrawal);
  // A payout the treasury cannot cover waits, approved, until it can (docs/rules.md "Treasury limits").
  if (!(await ctx.funding.covers(withdrawal, token))) return { kind: 'waits' };
  const approved = await ensurePayoutsAllowance(ctx, payouts, withdrawal, token, signerLockName(ctx));
  if (approved === 'waits') return { kind: 'waits' };
  if (approved !== 'ready') return nonceBehind(ctx, approved.nonceBehind);
  const prepared = await preparePayout(ctx, withdrawal, { payouts, token, id });
  if (!prepared) return { kind: 'waits' };
  return ctx.db.transaction(async (tx): Promise<SignResult> => {
    if (!(await tryAdvisoryXactLock(tx, signerLockName(ctx)))) return { kind: 'waits' };
    const row = await lockWithdrawal(tx, withdrawal.id);
    const recorded = await selectRecordedPayouts(tx, ctx.chainId, ctx.from, withdrawal.id);
    if (row?.status !== 'approved' || recorded.exists) return { kind: 'waits' };
    const { nonce, pendingNonce } = await nextTreasuryNonce(tx, ctx, recorded);
    if (nonce === undefined) return nonceBehind(ctx, pendingNonce);
    const signedTx = await signAt(ctx, { ...prepared, nonce });
    const txHash = keccak256(signedTx);
    await insertSignedPayout(tx, {
      withdrawalId: withdrawal.id,
      chainId: ctx.chainId,
      from: ctx.from,
      nonce,
      signedTx,
      txHash,
    });
    return {
      kind: 'signed',
      payout: { withdrawal_id: withdrawal.id, tx_hash: txHash, signed_tx: signedTx, nonce: `${nonce}` },
    };
  });
}

/** The chain lacks payouts already mined: the worker halts (docs/rules.md "Payout gas"). */
function nonceBehind(ctx: PayoutContext, pendingNonce: number): SignResult {
  ctx.log.error(`payout worker: PAUSED, treasury nonce ${pendingNonce} is below payouts already mined`);
  return {
    kind: 'nonceBehind',
    reason: `the treasury's nonce on chain (${pendingNonce}) is below payouts already mined: the chain lost them`,
  };
}

/** The one lock every transaction signed from the treasury takes while it picks its nonce. */
export function signerLockName(ctx: Pick<PayoutContext, 'chainId' | 'from'>): string {
  return `payout-signer:${ctx.chainId}:${ctx.from}`;
}

/** Signs an EIP-1559 call from the treasury at this nonce; nothing is sent. */
export async function signAt(
  ctx: PayoutContext,
  fields: {
    to: Address;
    data: Hex;
    gas: bigint;
    nonce: number;
    maxFeePerGas: bigint;
    maxPriorityFeePerGas: bigint;
  },
): Promise<Hex> {
  const request = await ctx.walletClient.prepareTransactionRequest({ ...fields, type: 'eip1559' });
  return ctx.walletClient.signTransaction(request);
}
