import type { Hash, Hex } from 'viem';
import type { Queryable } from '../../db/db';

/** A pool reward request (migration 052). */
export type PoolRewardRow = {
  id: string;
  amount: string;
  state: 'requested' | 'confirmed' | 'failed';
  requested_by: string;
  tx_hash: string | null;
  failure: string | null;
  created_at: Date;
};

/** A transaction signed for a request, as stored before it is broadcast. */
export type PoolRewardTransaction = {
  tx_hash: Hash;
  request_id: string;
  step: 'approve' | 'addReward';
  nonce: string;
  signed_tx: Hex;
  status: 'signed' | 'success' | 'reverted';
};

const REQUEST = `SELECT id::text AS id, amount::text AS amount, state, requested_by, tx_hash, failure, created_at
       FROM pool_reward_requests`;

export async function insertPoolRewardRequest(db: Queryable, amountWei: bigint, requestedBy: string) {
  const [row] = await db.query<PoolRewardRow>(
    `INSERT INTO pool_reward_requests (amount, requested_by) VALUES ($1, $2)
     RETURNING id::text AS id, amount::text AS amount, state, requested_by, tx_hash, failure, created_at`,
    [amountWei.toString(), requestedBy],
  );
  if (!row) throw new Error('pool reward request not recorded');
  return row;
}

export async function selectPoolRewardRequest(db: Queryable, id: string): Promise<PoolRewardRow | undefined> {
  const [row] = await db.query<PoolRewardRow>(`${REQUEST} WHERE id = $1`, [id]);
  return row;
}

/** The oldest open request, locked (other workers skip it). */
export async function selectOpenPoolRewardForUpdate(tx: Queryable): Promise<PoolRewardRow | undefined> {
  const [row] = await tx.query<PoolRewardRow>(
    `${REQUEST} WHERE state = 'requested' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return row;
}

/** The open requests, oldest first. */
export function selectOpenPoolRewards(db: Queryable, limit: number): Promise<PoolRewardRow[]> {
  return db.query<PoolRewardRow>(`${REQUEST} WHERE state = 'requested' ORDER BY id LIMIT $1`, [limit]);
}

export async function finishPoolRewardRequest(
  db: Queryable,
  id: string,
  outcome: { state: 'confirmed'; txHash: string } | { state: 'failed'; failure: string; txHash?: string },
): Promise<void> {
  await db.query(
    `UPDATE pool_reward_requests SET state = $2, tx_hash = $3, failure = $4, updated_at = now()
      WHERE id = $1 AND state = 'requested'`,
    [id, outcome.state, outcome.txHash ?? null, outcome.state === 'failed' ? outcome.failure : null],
  );
}

export async function insertPoolRewardTransaction(
  tx: Queryable,
  row: {
    requestId: string;
    step: 'approve' | 'addReward';
    chainId: number;
    from: string;
    nonce: number;
    signedTx: Hex;
    txHash: Hash;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO pool_reward_transactions (tx_hash, request_id, step, chain_id, from_address, nonce, signed_tx)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.txHash, row.requestId, row.step, row.chainId, row.from, row.nonce, row.signedTx],
  );
}

/** The request's transactions, oldest first. */
export function selectPoolRewardTransactions(
  db: Queryable,
  requestId: string,
): Promise<PoolRewardTransaction[]> {
  return db.query<PoolRewardTransaction>(
    `SELECT tx_hash, request_id::text AS request_id, step, nonce::text AS nonce, signed_tx, status
       FROM pool_reward_transactions WHERE request_id = $1 ORDER BY created_at, nonce`,
    [requestId],
  );
}

export async function setPoolRewardTransactionStatus(
  db: Queryable,
  txHash: string,
  status: 'success' | 'reverted',
): Promise<void> {
  await db.query('UPDATE pool_reward_transactions SET status = $2 WHERE tx_hash = $1', [txHash, status]);
}

/** The highest nonce signed for pool rewards from `from`, and the highest mined (the nonce manager reads both). */
export async function selectRecordedPoolNonces(tx: Queryable, chainId: number, from: string) {
  const [row] = await tx.query<{ highest: string | null; mined: string | null }>(
    `SELECT max(nonce)::text AS highest, (max(nonce) FILTER (WHERE status <> 'signed'))::text AS mined
       FROM pool_reward_transactions WHERE chain_id = $1 AND from_address = $2`,
    [chainId, from],
  );
  const toNonce = (value: string | null | undefined) => (value ? BigInt(value) : undefined);
  return { highest: toNonce(row?.highest), highestMined: toNonce(row?.mined) };
}
