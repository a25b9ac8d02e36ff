import type { Queryable } from '../../db/db';

/** Every worker's shared state (migration 041) as the gauges read it: halted or not, heartbeat age. */
export async function selectWorkerHealth(
  db: Queryable,
): Promise<{ worker: string; halted: boolean; heartbeatAgeSec: number }[]> {
  const rows = await db.query<{ worker: string; state: string; age_sec: string }>(
    `SELECT worker, state, extract(epoch FROM now() - heartbeat_at)::text AS age_sec
       FROM worker_states ORDER BY worker`,
  );
  return rows.map((r) => ({
    worker: r.worker,
    halted: r.state === 'halted',
    heartbeatAgeSec: Number(r.age_sec),
  }));
}

/**
 * Payouts an operator must look at, and the age of the oldest payout not yet final. A reverted
 * payout leaves its withdrawal approved until an operator settles it by hand (chain/payout-worker.ts),
 * so only those still approved count; a vanished one counts until it is final again.
 */
export async function selectPayoutTrouble(
  db: Queryable,
): Promise<{ failed: number; vanished: number; oldestUnfinalAgeSec: number }> {
  const [row] = await db.query<{ failed: string; vanished: string; oldest: string | null }>(
    `SELECT count(*) FILTER (WHERE p.status = 'failed' AND w.status = 'approved')::text AS failed,
            count(*) FILTER (WHERE p.status = 'vanished' AND p.final_at IS NULL)::text AS vanished,
            extract(epoch FROM now() - min(p.created_at) FILTER (
              WHERE p.status IN ('signed', 'confirmed', 'vanished') AND p.final_at IS NULL))::text AS oldest
       FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id
      WHERE p.final_at IS NULL`,
  );
  return {
    failed: Number(row?.failed ?? 0),
    vanished: Number(row?.vanished ?? 0),
    oldestUnfinalAgeSec: row?.oldest ? Number(row.oldest) : 0,
  };
}
