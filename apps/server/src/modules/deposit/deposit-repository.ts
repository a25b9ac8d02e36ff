import type { Asset } from '@woohoo/shared/assets';
import type { Queryable } from '../../db/db';

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

export type DepositRow = {
  id: string;
  user_id: string | null;
  asset: Asset;
  amount: string;
  chain_id: number;
  tx_hash: string;
  log_index: number;
};

/**
 * Records a confirmed deposit event as `reviewing`, owned by the user of its address if there is
 * one; undefined when the event (chain id, tx hash, log index) was recorded before.
 */
export async function insertDeposit(
  tx: Queryable,
  deposit: ConfirmedDeposit,
): Promise<DepositRow | undefined> {
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
  return row;
}

/** Gives every waiting deposit whose wallet has signed in since its user; returns those rows. */
export async function claimWaitingDeposits(tx: Queryable): Promise<DepositRow[]> {
  return tx.query<DepositRow>(
    `UPDATE deposits d SET user_id = u.id FROM users u
      WHERE d.status = 'reviewing' AND d.user_id IS NULL AND u.address = d.address
      RETURNING d.id::text AS id, d.user_id::text AS user_id, d.asset, d.amount::text AS amount, d.chain_id, d.tx_hash, d.log_index`,
  );
}

export async function markDepositCredited(tx: Queryable, id: string): Promise<void> {
  await tx.query(`UPDATE deposits SET status = 'success', credited_at = now() WHERE id = $1`, [id]);
}

/** The highest block holding a credited deposit on the chain; undefined before the first. */
export async function selectHighestCreditedBlock(
  db: Queryable,
  chainId: number,
): Promise<bigint | undefined> {
  const [row] = await db.query<{ block: string | null }>(
    `SELECT max(block_number)::text AS block FROM deposits WHERE chain_id = $1 AND status = 'success'`,
    [chainId],
  );
  return row?.block ? BigInt(row.block) : undefined;
}

/** What credited deposits brought in, per asset. */
export function selectCreditedTotals(db: Queryable): Promise<{ asset: Asset; amount: string }[]> {
  return db.query<{ asset: Asset; amount: string }>(
    `SELECT asset, sum(amount)::text AS amount FROM deposits WHERE status = 'success' GROUP BY asset`,
  );
}
