import type { SettlementReport } from '@woohoo/shared/api/team';
import { weekOf } from '@woohoo/shared/settlement/assessment-rules';
import { addDays, type DayWindow, dayWindow, lastClosedDay } from '@woohoo/shared/settlement/settlement-day';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type Job, runJob } from '../../jobs/job-runner';
import { selectLastRunSeconds } from '../../jobs/job-runs-repository';
import { ASSESS_BATCH_USERS, assessBatch } from './settlement-assessment';
import { computeDay } from './settlement-compute';
import { formatCursor, type NextCursor, parseCursor, type SettlementCursor } from './settlement-cursor';
import type { SettlementDeps } from './settlement-deps';
import { POSTING_BATCH_LINES, postBatch } from './settlement-posting';
import { SETTLEMENT_JOB, settlementReport } from './settlement-report';
import {
  type KindTotalRow,
  type SettlementRow,
  selectKindTotals,
  selectLastPaidUsdt,
  selectLastSettledDay,
  selectLastSettlement,
  selectSettlement,
  selectSettlementPage,
} from './settlement-repository';

export type { SettlementDeps } from './settlement-deps';
export type { SettlementRow };

/**
 * The settlement of one day as a resumable job (docs/rules.md "Rewards and the daily settlement"):
 * the first batch computes the day and writes its lines in one transaction; each later batch posts
 * the rewards of the next users in bulk. The run key is the day, so a settled day is never run
 * again; a run killed at any point resumes after its last committed batch (the cursor commits with
 * the batch), and the ledger's per (day, kind, batch) keys make a replayed batch post nothing.
 */
export function settlementJob(deps: SettlementDeps, window: DayWindow): Job {
  return {
    name: SETTLEMENT_JOB,
    runKey: () => window.day,
    batch: async (tx, text) => {
      const cursor = parseCursor(text);
      const next = await settlementBatch(tx, deps, window, cursor);
      return next === undefined ? { done: true } : { done: false, cursor: formatCursor(next) };
    },
  };
}

/** Runs the batch `cursor` stands at and answers where the job stands after it (none: done). */
async function settlementBatch(
  tx: Queryable,
  deps: SettlementDeps,
  window: DayWindow,
  cursor: SettlementCursor,
): Promise<NextCursor | undefined> {
  switch (cursor.phase) {
    case 'compute':
      await computeDay(tx, deps, window);
      return { phase: 'post', afterUser: '0' };
    case 'post': {
      const last = await postBatch(tx, window, cursor.afterUser, deps.batchSize ?? POSTING_BATCH_LINES);
      if (last !== undefined) {
        deps.log?.info(`settlement ${window.day}: posted rewards of users up to #${last}`);
        return { phase: 'post', afterUser: last };
      }
      deps.log?.info(`settlement ${window.day}: every reward posted`);
      // The last day of a week goes on to assess it.
      return weekOf(window.day).end === window.day ? { phase: 'assess', afterUser: '0' } : undefined;
    }
    case 'assess': {
      const next = await assessBatch(tx, window, cursor.afterUser, deps.batchSize ?? ASSESS_BATCH_USERS);
      if (next === undefined) {
        deps.log?.info(`settlement ${window.day}: week assessed`);
        return undefined;
      }
      return { phase: 'assess', afterUser: next };
    }
  }
}

/**
 * Settles `day` on demand (operator API and CLI), after every earlier day since the last settled
 * one: days settle in order, since a stake's static reward reads what earlier days used. A day
 * settled before answers its first result; a day still open, or earlier than the last settled
 * day without having been settled, answers 40036; another replica settling answers 40925.
 */
export async function settle(deps: SettlementDeps, day: string, early = false): Promise<SettlementReport> {
  const window = dayWindow(day);
  const open = !window || window.end.getTime() > deps.now().getTime();
  const closable = window && early && deps.allowEarly && window.start.getTime() <= deps.now().getTime();
  if (open && !closable) throw new AppError('settlementDayInvalid');
  if (!(await selectSettlement(deps.db, day))) {
    const last = await selectLastSettlement(deps.db);
    if (last && last.day > day) throw new AppError('settlementDayInvalid');
    for (let next = last ? addDays(last.day, 1) : day; next <= day; next = addDays(next, 1)) {
      const result = await runJob(deps.db, settlementJob(deps, dayWindow(next)!));
      if (result.state === 'locked') throw new AppError('settlementRunning');
    }
  } else {
    // Settled already, or a crashed run to finish: runJob resumes it or answers already-done.
    const result = await runJob(deps.db, settlementJob(deps, window));
    if (result.state === 'locked') throw new AppError('settlementRunning');
  }
  return settlementReport(deps.db, day);
}

/** The scheduler's pass: settles every closed day since the last settled one (or yesterday's). */
export async function settleDue(deps: SettlementDeps): Promise<boolean> {
  const due = lastClosedDay(deps.now());
  const last = await selectLastSettlement(deps.db);
  if (last && last.day >= due) {
    // The newest day may have a run to finish after a crash.
    const result = await runJob(deps.db, settlementJob(deps, dayWindow(last.day)!));
    return result.state === 'succeeded';
  }
  try {
    await settle(deps, due);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'settlementRunning') return false;
    throw error;
  }
}

/**
 * The newest settled day and when it was settled, for the pages that show what is settled and
 * what is not (SPEC 3 "Team"): a day closed early holds the orders before its settlement only.
 */
export function lastSettledDay(db: Queryable): Promise<{ day: string; settledAt: Date } | undefined> {
  return selectLastSettledDay(db);
}

/** How long the last finished settlement run took, end to end, in seconds; none before the first. */
export function lastSettlementSeconds(db: Queryable): Promise<number | undefined> {
  return selectLastRunSeconds(db, SETTLEMENT_JOB);
}

/** The newest settled day and what it paid after the cap, in whole USDT (a monitoring figure). */
export function lastSettledPaidUsdt(db: Queryable): Promise<{ day: string; paid: number } | undefined> {
  return selectLastPaidUsdt(db);
}

/**
 * A page of settled days, newest first, each with its totals per reward kind (the transparency
 * page's settlement history), and how many days are settled.
 */
export async function settledDays(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ days: (SettlementRow & { kinds: KindTotalRow[] })[]; total: number }> {
  const { rows, total } = await selectSettlementPage(db, limit, offset);
  const kinds = await selectKindTotals(
    db,
    rows.map((row) => row.day),
  );
  return { days: rows.map((row) => ({ ...row, kinds: kinds.filter((k) => k.day === row.day) })), total };
}

/** The newest settled day's settlement row (rules, base, cap, totals); none before the first. */
export function lastSettlement(db: Queryable): Promise<SettlementRow | undefined> {
  return selectLastSettlement(db);
}
