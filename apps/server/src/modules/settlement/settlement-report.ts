import type { SettlementReport } from '@woohoo/shared/api/team';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import type { Queryable } from '../../db/db';
import { selectSettlement } from './settlement-repository';

/** The settlement job's name: one advisory lock for every day, so replicas never run two at once. */
export const SETTLEMENT_JOB = 'settlement';

/** GET /api/operator/settlements/<day>: state, totals per kind, users paid, duration. */
export async function settlementReport(db: Queryable, day: string): Promise<SettlementReport> {
  const settlement = await selectSettlement(db, day);
  const [run] = await db.query<{
    status: 'running' | 'succeeded' | 'failed';
    error: string | null;
    started_at: Date;
    finished_at: Date | null;
  }>(
    `SELECT status, error, started_at, finished_at FROM job_runs WHERE job = $1 AND run_key = $2 ORDER BY id DESC LIMIT 1`,
    [SETTLEMENT_JOB, day],
  );
  const byKind = await db.query<{ kind: RewardKind; asset: string; amount: string; lines: number }>(
    `SELECT kind, asset, sum(amount)::text AS amount, count(*)::int AS lines FROM rewards WHERE day = $1
      GROUP BY kind, asset ORDER BY kind`,
    [day],
  );
  return {
    day,
    state: run?.status ?? 'not_run',
    rulesVersion: settlement?.rules_version ?? null,
    base: settlement?.base ?? '0',
    cap: settlement?.cap ?? '0',
    totalValue: settlement?.total_value ?? '0',
    paidValue: settlement?.paid_value ?? '0',
    capped: settlement?.capped ?? false,
    usersPaid: settlement?.users_paid ?? 0,
    lines: settlement?.lines ?? 0,
    byKind: byKind.map((row) => ({ ...row, lines: Number(row.lines) })),
    durationMs: run?.finished_at
      ? new Date(run.finished_at).getTime() - new Date(run.started_at).getTime()
      : null,
    startedAt: run ? new Date(run.started_at).toISOString() : null,
    finishedAt: run?.finished_at ? new Date(run.finished_at).toISOString() : null,
    error: run?.error ?? null,
  };
}
