import type { Asset } from '@woohoo/shared/assets';
import type { Hash, Hex } from 'viem';
import type { Queryable } from '../../db/db';

/** One sweep to cold storage as stored before its broadcast (migration 056). */
export type SweepRow = {
  tx_hash: Hash;
  chain_id: number;
  from_address: string;
  to_address: string;
  asset: Asset;
  amount: string;
  nonce: string;
  signed_tx: Hex;
  status: 'signed' | 'success' | 'reverted';
  block_number: string | null;
  created_at: Date;
  settled_at: Date | null;
};

const SWEEP = `SELECT tx_hash, chain_id, from_address, to_address, asset, amount::text AS amount,
       nonce::text AS nonce, signed_tx, status, block_number::text AS block_number, created_at, settled_at
  FROM treasury_sweeps`;

export async function insertSweep(
  tx: Queryable,
  sweep: {
    txHash: Hash;
    chainId: number;
    from: string;
    to: string;
    asset: Asset;
    amountWei: bigint;
    nonce: number;
    signedTx: Hex;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO treasury_sweeps (tx_hash, chain_id, from_address, to_address, asset, amount, nonce, signed_tx)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sweep.txHash,
      sweep.chainId,
      sweep.from,
      sweep.to,
      sweep.asset,
      sweep.amountWei.toString(),
      sweep.nonce,
      sweep.signedTx,
    ],
  );
}

/** The sweep signed from `from` and not yet final, if any (at most one: a partial unique index). */
export async function selectSweepInFlight(db: Queryable, chainId: number, from: string) {
  const [row] = await db.query<SweepRow>(
    `${SWEEP} WHERE chain_id = $1 AND from_address = $2 AND status = 'signed'`,
    [chainId, from],
  );
  return row;
}

export async function settleSweep(
  db: Queryable,
  txHash: string,
  outcome: { status: 'success' | 'reverted'; blockNumber: bigint },
): Promise<void> {
  await db.query(
    `UPDATE treasury_sweeps SET status = $2, block_number = $3, settled_at = now()
      WHERE tx_hash = $1 AND status = 'signed'`,
    [txHash, outcome.status, outcome.blockNumber.toString()],
  );
}

/** The most recent sweeps, newest first (the operator's audit). */
export function selectRecentSweeps(db: Queryable, limit: number): Promise<SweepRow[]> {
  return db.query<SweepRow>(`${SWEEP} ORDER BY created_at DESC, nonce DESC LIMIT $1`, [limit]);
}

/** The highest nonce sweeps took from `from`, and the highest mined (the nonce manager reads both). */
export async function selectRecordedSweepNonces(tx: Queryable, chainId: number, from: string) {
  const [row] = await tx.query<{ highest: string | null; mined: string | null }>(
    `SELECT max(nonce)::text AS highest, (max(nonce) FILTER (WHERE status <> 'signed'))::text AS mined
       FROM treasury_sweeps WHERE chain_id = $1 AND from_address = $2`,
    [chainId, from],
  );
  const toNonce = (value: string | null | undefined) => (value ? BigInt(value) : undefined);
  return { highest: toNonce(row?.highest), highestMined: toNonce(row?.mined) };
}

/** What a sweep signed and not yet final takes from the hot wallet: payouts must not count on it. */
export async function selectSweepInFlightTotal(
  db: Queryable,
  chainId: number,
  from: string,
  asset: Asset,
): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(amount), 0)::text AS total FROM treasury_sweeps
      WHERE status = 'signed' AND chain_id = $1 AND from_address = $2 AND asset = $3`,
    [chainId, from, asset],
  );
  return BigInt(row?.total ?? '0');
}

/**
 * What approved withdrawals of the asset will still take from the hot wallet (signed or not), and
 * how many of them wait for funds: the sweep never takes money a payout is owed.
 */
export async function selectOwedToPayouts(db: Queryable, asset: Asset) {
  const [row] = await db.query<{ total: string; waiting: number }>(
    `SELECT COALESCE(sum(amount - fee), 0)::text AS total,
            (count(*) FILTER (WHERE payout_wait IS NOT NULL))::int AS waiting
       FROM withdrawals WHERE status = 'approved' AND asset = $1`,
    [asset],
  );
  return { owedWei: BigInt(row?.total ?? '0'), waiting: row?.waiting ?? 0 };
}
