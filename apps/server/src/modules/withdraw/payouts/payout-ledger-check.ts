import {
  checkAccounts,
  checkLedgerInvariant,
  checkTransfersAccounts,
  describeBreach,
  type LedgerBreach,
} from '../../ledger/ledger-invariant';
import { settlementKeysOf } from '../withdraw-service';
import type { PayoutContext } from './payout-context';

/**
 * docs/rules.md "Payouts halt on a broken ledger". `known` is what the previous tick found:
 * undefined on a worker's first tick (the whole ledger is checked once), the breaches while
 * halted (those accounts are checked again), empty while the ledger held (nothing to check).
 */
export async function ledgerBreachesNow(
  ctx: PayoutContext,
  known: readonly LedgerBreach[] | undefined,
): Promise<LedgerBreach[]> {
  if (known === undefined || known.some((b) => b.accountId === undefined))
    return logBreaches(ctx, await checkLedgerInvariant(ctx.db));
  if (known.length === 0) return [];
  return checkAccounts(
    ctx.db,
    known.flatMap((b) => (b.accountId ? [b.accountId] : [])),
  );
}

/** The breaches among the accounts these withdrawals' settlements moved (after a batch). */
export async function settlementBreaches(
  ctx: PayoutContext,
  withdrawalIds: readonly string[],
): Promise<LedgerBreach[]> {
  const keys = await settlementKeysOf(ctx.db, withdrawalIds);
  return logBreaches(ctx, await checkTransfersAccounts(ctx.db, keys));
}

/** Says each breach found where the ledger was thought to hold, once (a halt's re-checks stay quiet). */
function logBreaches(ctx: PayoutContext, found: LedgerBreach[]): LedgerBreach[] {
  for (const breach of found)
    ctx.log.error(`payout worker: LEDGER INVARIANT BROKEN, payouts HALTED: ${describeBreach(breach)}`);
  return found;
}
