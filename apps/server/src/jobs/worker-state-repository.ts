import type { Queryable } from '../db/db';
import type { WorkerState } from './worker-status';

/** A worker's shared state as every process reads it (migration 041). */
export type StoredWorkerState = {
  worker: string;
  state: WorkerState['state'];
  reason: string | null;
  since: Date;
  heartbeatAt: Date;
  /** Seconds since the heartbeat, by the database's clock: every replica measures alike. */
  ageSec: number;
};

/**
 * Writes a worker's state with a heartbeat of the database's time. `since` moves only when the
 * state or its reason changes, so it says how long a halt has lasted.
 */
export async function saveWorkerState(db: Queryable, worker: string, state: WorkerState): Promise<void> {
  const reason = state.state === 'halted' ? state.reason : null;
  await db.query(
    `INSERT INTO worker_states (worker, state, reason) VALUES ($1, $2, $3)
     ON CONFLICT (worker) DO UPDATE SET state = EXCLUDED.state, reason = EXCLUDED.reason, heartbeat_at = now(),
       since = CASE WHEN worker_states.state = EXCLUDED.state AND worker_states.reason IS NOT DISTINCT FROM EXCLUDED.reason
                    THEN worker_states.since ELSE now() END`,
    [worker, state.state, reason],
  );
}

export async function selectWorkerStates(
  db: Queryable,
  workers: readonly string[],
): Promise<StoredWorkerState[]> {
  const rows = await db.query<{
    worker: string;
    state: WorkerState['state'];
    reason: string | null;
    since: Date;
    heartbeat_at: Date;
    age_sec: string;
  }>(
    `SELECT worker, state, reason, since, heartbeat_at,
            extract(epoch FROM now() - heartbeat_at)::text AS age_sec
       FROM worker_states WHERE worker = ANY($1::text[])`,
    [workers],
  );
  return rows.map((r) => ({
    worker: r.worker,
    state: r.state,
    reason: r.reason,
    since: new Date(r.since),
    heartbeatAt: new Date(r.heartbeat_at),
    ageSec: Number(r.age_sec),
  }));
}

/** Our decision: a running worker refreshes its shared heartbeat at most this often. */
export const WORKER_HEARTBEAT_EVERY_MS = 15_000;

/**
 * The shared state of one worker, written after each of its ticks: at once when the state or its
 * reason changed, otherwise at most every `everyMs` (a poll of 500 ms would write twice a second).
 */
export function createSharedWorkerState(
  db: Queryable,
  worker: string,
  everyMs = WORKER_HEARTBEAT_EVERY_MS,
  nowMs: () => number = Date.now,
) {
  let last: { key: string; atMs: number } | undefined;
  return async (state: WorkerState): Promise<void> => {
    const key = state.state === 'halted' ? `halted:${state.reason}` : 'running';
    if (last && last.key === key && nowMs() - last.atMs < everyMs) return;
    await saveWorkerState(db, worker, state);
    last = { key, atMs: nowMs() };
  };
}
