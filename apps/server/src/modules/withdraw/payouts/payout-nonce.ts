import type { Queryable } from '../../../db/db';
import { recordedPoolNonces } from '../../pool/pool-reward-service';
import { selectRecordedPayouts } from '../payout-repository';
import { selectRecordedSweepNonces } from '../sweep-repository';
import type { PayoutContext } from './payout-context';
import { chooseNonce } from './payout-rules';

type Recorded = { highest: bigint | undefined; highestMined: bigint | undefined };

const higher = (a: bigint | undefined, b: bigint | undefined) =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b;

/**
 * The one nonce manager of the treasury (docs/rules.md "Payout gas"): the next nonce after every
 * transaction recorded from it, payouts, pool rewards and sweeps alike, never below the chain's pending
 * count. Call it inside the transaction that holds the signer lock (`signerLockName`) and
 * records the signed transaction. Undefined when the chain lost mined transactions.
 */
export async function nextTreasuryNonce(
  tx: Queryable,
  ctx: Pick<PayoutContext, 'publicClient' | 'chainId' | 'from'>,
  payouts: Recorded,
): Promise<{ nonce: number | undefined; pendingNonce: number }> {
  const pool = await recordedPoolNonces(tx, ctx.chainId, ctx.from);
  // Sweeps to cold take their nonces here too (docs/rules.md "Hot float and sweeps").
  const sweeps = await selectRecordedSweepNonces(tx, ctx.chainId, ctx.from);
  const recorded = {
    highest: higher(higher(payouts.highest, pool.highest), sweeps.highest),
    highestMined: higher(higher(payouts.highestMined, pool.highestMined), sweeps.highestMined),
  };
  const pendingNonce = await ctx.publicClient.getTransactionCount({ address: ctx.from, blockTag: 'pending' });
  return { nonce: chooseNonce(recorded, pendingNonce), pendingNonce };
}

/** The payouts' part of the treasury's recorded nonces, for a signer that is not a payout (a pool reward). */
export async function recordedTreasuryPayouts(
  tx: Queryable,
  ctx: Pick<PayoutContext, 'chainId' | 'from'>,
): Promise<Recorded> {
  const recorded = await selectRecordedPayouts(tx, ctx.chainId, ctx.from, '0');
  return { highest: recorded.highest, highestMined: recorded.highestMined };
}
