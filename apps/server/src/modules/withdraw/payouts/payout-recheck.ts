import { type ChainHeads, finalHead } from '../../../chain/finality';
import { markPayoutFinal, type PaidPayout, setPayoutStatus } from '../payout-repository';
import type { PayoutContext } from './payout-context';
import { judgePaidPayout } from './payout-rules';
import { findReceipt } from './payout-send';

/**
 * What re-reading a paid payout found: `vanished` (its transaction is no longer on the chain),
 * `changed` (it came back), `same` (still there; marked final once deep enough).
 */
export type RecheckOutcome = 'vanished' | 'changed' | 'same';

/** Reads a paid payout's receipt again; flags it vanished (or back) and marks it final when deep enough. */
export async function recheckPaidPayout(
  ctx: PayoutContext,
  payout: PaidPayout,
  heads: ChainHeads,
): Promise<RecheckOutcome> {
  const receipt = await findReceipt(ctx, payout.tx_hash);
  const verdict = judgePaidPayout(receipt, finalHead(heads, ctx.finalConfirmations).block);
  if (verdict === 'vanished') {
    if (payout.status === 'vanished') return 'vanished';
    await setPayoutStatus(ctx.db, payout.withdrawal_id, 'vanished');
    ctx.log.error(
      `payout worker: PAYOUT VANISHED for withdrawal ${payout.withdrawal_id}: tx ${payout.tx_hash} is no longer on ` +
        'the chain. The withdrawal still reads paid; an operator must check the treasury and the user before anything ' +
        'else is paid (docs/rules.md "Payout runbook").',
    );
    return 'vanished';
  }
  if (verdict === 'final') await markPayoutFinal(ctx.db, payout.withdrawal_id, receipt?.blockNumber);
  else if (payout.status === 'vanished' || payout.block_number !== String(receipt?.blockNumber))
    await setPayoutStatus(ctx.db, payout.withdrawal_id, 'confirmed', receipt?.blockNumber);
  if (payout.status === 'vanished') {
    ctx.log.warn(`payout worker: the payout of withdrawal ${payout.withdrawal_id} is back on the chain`);
    return 'changed';
  }
  return 'same';
}
