import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';
import { postTransfer } from '../ledger/ledger-service';

/** A `Recharge(account, amount)` log from a block that already has the required confirmations. */
export type ConfirmedDeposit = {
  chainId: number;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  address: string;
  asset: Asset;
  amountWei: bigint;
};

type DepositRow = {
  id: string;
  user_id: string | null;
  asset: Asset;
  amount: string;
  chain_id: number;
  tx_hash: string;
  log_index: number;
};

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
    const [row] = await tx.query<DepositRow>(
      `INSERT INTO deposits (chain_id, tx_hash, log_index, block_number, block_hash, address, user_id, asset, amount, status)
       VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM users WHERE address = $6), $7, $8::numeric, 'reviewing')
       ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING
       RETURNING id::text AS id, user_id::text AS user_id, asset, amount::text AS amount, chain_id, tx_hash, log_index`,
      [
        deposit.chainId,
        deposit.txHash,
        deposit.logIndex,
        deposit.blockNumber.toString(),
        deposit.blockHash,
        deposit.address,
        deposit.asset,
        deposit.amountWei.toString(),
      ],
    );
    if (row?.user_id) {
      await creditDeposit(tx, row);
      credited++;
    }
  }
  return credited;
}

/** Credits deposits that waited for their wallet to sign in for the first time. */
export async function creditWaitingDeposits(tx: Queryable): Promise<number> {
  const rows = await tx.query<DepositRow>(
    `UPDATE deposits d SET user_id = u.id FROM users u
      WHERE d.status = 'reviewing' AND d.user_id IS NULL AND u.address = d.address
      RETURNING d.id::text AS id, d.user_id::text AS user_id, d.asset, d.amount::text AS amount, d.chain_id, d.tx_hash, d.log_index`,
  );
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
  await tx.query(`UPDATE deposits SET status = 'success', credited_at = now() WHERE id = $1`, [row.id]);
}
