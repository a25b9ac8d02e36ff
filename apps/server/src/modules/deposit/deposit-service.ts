import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import { postTransfer } from '../ledger/ledger-service';
import {
  type ConfirmedDeposit,
  claimWaitingDeposits,
  type DepositRow,
  insertDeposit,
  markDepositCredited,
  selectCreditedTotals,
} from './deposit-repository';

export type { ConfirmedDeposit } from './deposit-repository';

/**
 * Records confirmed deposit events and credits them, exactly once per (chain id, tx hash, log
 * index): the unique event row and the ledger key `deposit:<chain>:<tx>:<log>` both refuse a
 * second time. A deposit from a wallet that has not signed in yet waits as `reviewing` and is
 * credited by `creditWaitingDeposits` after its first sign-in. Returns how many were credited.
 */
export async function ingestConfirmedDeposits(
  tx: Queryable,
  deposits: readonly ConfirmedDeposit[],
): Promise<number> {
  let credited = 0;
  for (const deposit of deposits) {
    const row = await insertDeposit(tx, deposit);
    if (row?.user_id) {
      await creditDeposit(tx, row);
      credited++;
    }
  }
  return credited;
}

/** Credits deposits that waited for their wallet to sign in for the first time. */
export async function creditWaitingDeposits(tx: Queryable): Promise<number> {
  const rows = await claimWaitingDeposits(tx);
  for (const row of rows) await creditDeposit(tx, row);
  return rows.length;
}

async function creditDeposit(tx: Queryable, row: DepositRow): Promise<void> {
  if (!row.user_id) return;
  const amountWei = BigInt(row.amount);
  await postTransfer(tx, {
    idempotencyKey: `deposit:${row.chain_id}:${row.tx_hash}:${row.log_index}`,
    kind: 'deposit',
    refId: row.id,
    postings: [
      { account: { system: 'chain' }, asset: row.asset, deltaWei: -amountWei },
      { account: { userId: row.user_id, bucket: 'available' }, asset: row.asset, deltaWei: amountWei },
    ],
  });
  await markDepositCredited(tx, row.id);
}

/** What credited deposits brought in through the chain, per asset (the transparency report's inflow). */
export function creditedDepositTotals(db: Queryable): Promise<{ asset: Asset; amount: string }[]> {
  return selectCreditedTotals(db);
}
