import type { PoolRewardRequest } from '@woohoo/shared/api/operator';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  insertPoolRewardRequest,
  type PoolRewardRow,
  selectPoolRewardRequest,
  selectRecordedPoolNonces,
} from './pool-reward-repository';

/**
 * docs/rules.md "The on-chain pool": an operator's reward is recorded as a request; the payout
 * worker, the one process with the treasury key, performs it (modules/pool/pool-reward-worker.ts).
 */

export function toPoolRewardRequest(row: PoolRewardRow): PoolRewardRequest {
  return {
    id: row.id,
    amount: row.amount,
    state: row.state,
    txHash: row.tx_hash,
    failure: row.failure,
    requestedAt: new Date(row.created_at).toISOString(),
  };
}

/** Records a reward of `amountWei` BHC for the worker to pay; answers it `requested`. */
export async function requestPoolReward(db: Queryable, amountWei: bigint, requestedBy: string) {
  return toPoolRewardRequest(await insertPoolRewardRequest(db, amountWei, requestedBy));
}

/** One request as it stands now. */
export async function poolRewardRequest(db: Queryable, id: string): Promise<PoolRewardRequest> {
  const row = await selectPoolRewardRequest(db, id);
  if (!row) throw new AppError('notFound');
  return toPoolRewardRequest(row);
}

/** The nonces pool rewards took from the treasury: the payout nonce manager skips past them. */
export function recordedPoolNonces(tx: Queryable, chainId: number, from: string) {
  return selectRecordedPoolNonces(tx, chainId, from);
}
