import type { SettlementReport } from '@woohoo/shared/api/team';
import type { Queryable } from '../../db/db';
import { selectRunTimes } from '../../jobs/job-runs-repository';
import { selectDayKindTotals, selectSettlement } from './settlement-repository';

/** The settlement job's name: one advisory lock for every day, so replicas never run two at once. */
export const SETTLEMENT_JOB = 'settlement';

/** GET /api/operator/settlements/<day>: state, totals per kind, users paid, duration. */
export async function settlementReport(db: Queryable, day: string): Promise<SettlementReport> {
  const settlement = await selectSettlement(db, day);
  const run = await selectRunTimes(db, SETTLEMENT_JOB, day);
  const byKind = await selectDayKindTotals(db, day);
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
    byKind,
    durationMs: run?.finished_at
      ? new Date(run.finished_at).getTime() - new Date(run.started_at).getTime()
      : null,
    startedAt: run ? new Date(run.started_at).toISOString() : null,
    finishedAt: run?.finished_at ? new Date(run.finished_at).toISOString() : null,
    error: run?.error ?? null,
  };
}
