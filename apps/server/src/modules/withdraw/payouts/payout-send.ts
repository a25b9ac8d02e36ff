import { type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';
import { describeError } from '../../../jobs/worker-loop';
import type { PayoutRow } from '../payout-repository';
import type { PayoutContext } from './payout-context';

/** What became of a broadcast: in the node's pool (or mined), too cheap to replace, or refused. */
export type BroadcastResult = 'sent' | 'underpriced' | 'refused';

/** The receipt of a transaction, or undefined while the chain has none. */
export function findReceipt(ctx: PayoutContext, hash: Hash): Promise<TransactionReceipt | undefined> {
  return ctx.publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });
}

/** After a broadcast, gives the chain up to one poll interval to include the transaction. */
export function awaitReceipt(ctx: PayoutContext, hash: Hash): Promise<TransactionReceipt | undefined> {
  return ctx.publicClient
    .waitForTransactionReceipt({ hash, timeout: ctx.pollMs, pollingInterval: Math.min(100, ctx.pollMs) })
    .catch(() => findReceipt(ctx, hash));
}

/** The receipt of whichever of these transactions was mined; they share a nonce, so at most one. */
export async function findMined(
  ctx: PayoutContext,
  hashes: readonly Hash[],
): Promise<TransactionReceipt | undefined> {
  for (const hash of hashes) {
    const receipt = await findReceipt(ctx, hash);
    if (receipt) return receipt;
  }
  return undefined;
}

/**
 * Sends a stored payout's signed bytes (the same bytes every time, so the same hash). A refused
 * one stays signed and is offered again next tick; a nonce taken by another transaction needs
 * an operator (docs/rules.md "Payout runbook"), and is said so every tick until one looks.
 */
export async function broadcastPayout(ctx: PayoutContext, payout: PayoutRow): Promise<BroadcastResult> {
  try {
    await ctx.publicClient.sendRawTransaction({ serializedTransaction: payout.signed_tx });
    return 'sent';
  } catch (error) {
    const said = describeError(error);
    // "already known", or "nonce too low" because this very transaction is in: both are sent.
    if (/already known|known transaction/i.test(said)) return 'sent';
    // A replacement the node finds too cheap: the one it replaces is still pending, and is raised again later.
    if (/underpriced/i.test(said)) {
      ctx.log.warn(`payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}): ${said}`);
      return 'underpriced';
    }
    const known = await ctx.publicClient.getTransaction({ hash: payout.tx_hash }).then(Boolean, () => false);
    if (known) return 'sent';
    ctx.log.error(
      `payout worker: withdrawal ${payout.withdrawal_id} (nonce ${payout.nonce}) not accepted: ${said}`,
    );
    return 'refused';
  }
}
