import type { WorkerState } from '../../../jobs/worker-status';
import type { LedgerBreach } from '../../ledger/ledger-invariant';
import { describeBreach } from '../../ledger/ledger-invariant';
import { type PoolRewardOutcome, runPoolRewards } from '../../pool/pool-reward-worker';
import { selectSignedPayouts, selectUnfinalPayouts, selectUnpaidApproved } from '../payout-repository';
import { payoutsStopped } from '../payout-switch';
import { advancePayout, type PayoutOutcome } from './payout-advance';
import type { PayoutContext } from './payout-context';
import { ledgerBreachesNow, settlementBreaches } from './payout-ledger-check';
import { recheckPaidPayout } from './payout-recheck';
import { signPayout } from './payout-sign';
import { runSweep, type SweepOutcome } from './payout-sweep';

/**
 * Counts per tick; `pending`: waiting for the chain, `skipped`: another worker finished it first,
 * `vanished`: paid payouts the chain no longer has.
 */
export type PayoutCounts = Record<'signed' | PayoutOutcome | 'vanished', number>;

/**
 * One tick's result: its counts and the worker's state, the ledger breaches that halt it (the next
 * tick re-checks them; undefined before the first tick), and whether a payout's standing changed
 * (a new transparency snapshot is due).
 */
export type PayoutTickResult = {
  counts: PayoutCounts;
  state: WorkerState;
  breaches: LedgerBreach[];
  changed: boolean;
  /** What the tick did to the oldest pool reward request ('none' without one, or without a pool). */
  poolReward: PoolRewardOutcome;
  /** What the tick did about a sweep to cold ('none' without one due, or without a cold address). */
  sweep: SweepOutcome;
};

const noCounts = (): PayoutCounts => ({
  signed: 0,
  settled: 0,
  failed: 0,
  pending: 0,
  skipped: 0,
  vanished: 0,
});

/** Re-reads the paid payouts not yet final: how many vanished, and whether any changed standing. */
async function recheckPaid(ctx: PayoutContext): Promise<{ vanished: number; changed: boolean }> {
  const heads = await ctx.readHeads();
  let vanished = 0;
  let changed = false;
  for (const paid of await selectUnfinalPayouts(ctx.db, ctx.chainId, ctx.from, ctx.batchSize)) {
    const outcome = await recheckPaidPayout(ctx, paid, heads);
    if (outcome === 'vanished') vanished++;
    changed ||= outcome === 'changed' || (outcome === 'vanished' && paid.status !== 'vanished');
  }
  return { vanished, changed };
}

/**
 * Moves on the payouts signed before (maybe by a worker that died), in nonce order. They are
 * followed even while halted: the chain has or will have them, and the books must say so.
 */
async function advanceSigned(ctx: PayoutContext, counts: PayoutCounts): Promise<string[]> {
  const settled: string[] = [];
  for (const payout of await selectSignedPayouts(ctx.db, ctx.chainId, ctx.from)) {
    const outcome = await advancePayout(ctx, payout);
    counts[outcome]++;
    if (outcome === 'settled') settled.push(payout.withdrawal_id);
  }
  return settled;
}

/**
 * Signs and sends new payouts, each checked after it settles: the moment one shows a broken
 * ledger nothing more is signed, in this tick too. Returns what stops the worker, if anything.
 */
async function signNew(
  ctx: PayoutContext,
  counts: PayoutCounts,
): Promise<{ breaches: LedgerBreach[]; nonceBehind?: string }> {
  for (const withdrawal of await selectUnpaidApproved(ctx.db, ctx.batchSize)) {
    const signed = await signPayout(ctx, withdrawal);
    // Both halt with their reason: a lost nonce, or a payout id the chain paid to someone else.
    if (signed.kind === 'nonceBehind' || signed.kind === 'paidElsewhere')
      return { breaches: [], nonceBehind: signed.reason };
    if (signed.kind === 'waits') continue;
    if (signed.kind === 'recognised') {
      // Paid on chain already (docs/rules.md "Payouts exactly once"): nothing signed, the ledger caught up.
      counts[signed.outcome]++;
      if (signed.outcome !== 'settled') continue;
      const breaches = await settlementBreaches(ctx, [withdrawal.id]);
      if (breaches.length > 0) return { breaches };
      continue;
    }
    counts.signed++;
    const { payout } = signed;
    ctx.log.info(
      `payout worker: withdrawal ${withdrawal.id} signed, nonce ${payout.nonce}, tx ${payout.tx_hash}`,
    );
    await ctx.faults?.afterSign?.();
    const outcome = await advancePayout(ctx, payout);
    counts[outcome]++;
    if (outcome !== 'settled') continue;
    const breaches = await settlementBreaches(ctx, [withdrawal.id]);
    if (breaches.length > 0) return { breaches };
  }
  return { breaches: [] };
}

/**
 * One tick of the payout worker (its rules: chain/payout-worker.ts): the ledger first, then the
 * paid payouts re-read, the signed ones moved on, and new ones signed unless something halts it.
 */
export async function runPayoutTick(
  ctx: PayoutContext,
  previous: { breaches: readonly LedgerBreach[] | undefined },
): Promise<PayoutTickResult> {
  const counts = noCounts();
  // docs/rules.md "The payout kill switch": read first, so nothing is signed in a tick that
  // begins after an operator stopped payouts; what is signed already is still followed below.
  const stopped = await payoutsStopped(ctx.db);
  const known = await ledgerBreachesNow(ctx, previous.breaches);
  if ((previous.breaches?.length ?? 0) > 0 && known.length === 0)
    ctx.log.info('payout worker: the ledger holds again; payouts resume');
  const paid = await recheckPaid(ctx);
  counts.vanished = paid.vanished;
  const settled = await advanceSigned(ctx, counts);
  let breaches = known.length > 0 ? known : await settlementBreaches(ctx, settled);
  let nonceBehind: string | undefined;
  // A vanished payout leaves the treasury's state in doubt, a broken ledger the books: pay
  // nothing new until it is resolved.
  if (!stopped && breaches.length === 0 && paid.vanished === 0)
    ({ breaches, nonceBehind } = await signNew(ctx, counts));
  if (counts.settled > 0) ctx.log.info(`payout worker: settled ${counts.settled} withdrawal(s)`);
  const state = describeState({ vanished: paid.vanished, nonceBehind, breaches });
  // Pool rewards take their nonces from the same manager, after the payouts (docs/rules.md "The on-chain pool").
  const poolReward = ctx.poolReward
    ? await runPoolRewards(ctx, ctx.poolReward, state.state === 'halted')
    : 'none';
  // Sweeps last, from the same nonce manager, never while halted (docs/rules.md "Hot float and sweeps").
  const sweep = ctx.sweep ? await runSweep(ctx, ctx.sweep, state.state === 'halted') : 'none';
  const changed = paid.changed || poolReward === 'confirmed' || sweep === 'settled';
  return { counts, state, breaches, changed, poolReward, sweep };
}

/** The worker's state in words: the first of a broken ledger, vanished payouts, a lost nonce. */
export function describeState(why: {
  vanished: number;
  nonceBehind: string | undefined;
  breaches: readonly LedgerBreach[];
}): WorkerState {
  if (why.breaches.length > 0)
    return {
      state: 'halted',
      reason: `the ledger invariant is broken (${why.breaches.map(describeBreach).join('; ')}); nothing is paid until it holds again`,
    };
  if (why.vanished > 0)
    return {
      state: 'halted',
      reason: `${why.vanished} paid payout(s) are no longer on the chain; an operator must check them (operator list, payout "vanished")`,
    };
  if (why.nonceBehind) return { state: 'halted', reason: why.nonceBehind };
  return { state: 'running' };
}
