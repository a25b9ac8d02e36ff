import type { SettlementReport } from '@woohoo/shared/api/team';
import type { Asset } from '@woohoo/shared/assets';
import { BPS_DENOMINATOR } from '@woohoo/shared/money-rules';
import {
  assessWeek,
  firstFreeUntil,
  isHeld,
  weeklyTarget,
  weekOf,
} from '@woohoo/shared/settlement/assessment-rules';
import { REWARD_KINDS, type RewardKind, rewardLedgerKind } from '@woohoo/shared/settlement/reward-kinds';
import { addDays, type DayWindow, dayWindow, lastClosedDay } from '@woohoo/shared/settlement/settlement-day';
import { type RewardLine, settleDay } from '@woohoo/shared/settlement/settlement-engine';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type Job, runJob } from '../../jobs/job-runner';
import type { WorkerLog } from '../../jobs/worker-loop';
import type { Posting } from '../ledger/ledger-rules';
import { type LedgerTransfer, postTransfers } from '../ledger/ledger-service';
import { rulesAt } from '../rules/rules-service';
import { loadDay } from './settlement-loader';
import {
  insertAssessment,
  insertBonusPositions,
  insertProfiles,
  insertRanking,
  insertRewardLines,
  insertSettlement,
  insertTeamDays,
  replaceLevels,
  selectFreeUntil,
  selectLastSettlement,
  selectRewardGroups,
  selectSettlement,
  selectUsersToAssess,
  updateFreeUntil,
  useAccelerable,
} from './settlement-repository';

export type SettlementDeps = {
  db: Db;
  now: () => Date;
  log?: WorkerLog;
  /** Users per posting or assessment batch (tests make it small to have many batches). */
  batchUsers?: number;
  /**
   * The local run mode only: an operator may close the running day early (`settle <day> --early`)
   * to see a settlement without waiting for 21:00 UTC+8. Never in production configuration.
   */
  allowEarly?: boolean;
};

/** The settlement job's name: one advisory lock for every day, so replicas never run two at once. */
export const SETTLEMENT_JOB = 'settlement';
/** The cursor prefix of a job's assessment phase. */
const ASSESS = 'assess:';
/** Users one assessment batch works on. */
const ASSESS_BATCH_USERS = 2_000;

/**
 * At a week's end (item 6): each user holding rewards is assessed; completed weeks release
 * everything and earn extra free days, missed ones clear the rules' share. One transfer per user
 * for what is released and one for what is cleared, keyed by week and user.
 */
async function assessBatch(
  tx: Queryable,
  window: DayWindow,
  afterUser: string,
  batchUsers: number,
): Promise<string | undefined> {
  const week = weekOf(window.day);
  const rows = await selectUsersToAssess(tx, week, afterUser, batchUsers);
  if (rows.length === 0) return undefined;
  const rules = await rulesAt(tx, window.end);
  const transfers: LedgerTransfer[] = [];
  for (const row of rows) {
    const targetWei = weeklyTarget(rules.assessment, row.level);
    const completedWei = BigInt(row.team);
    const heldValue = row.held.reduce((sum, h) => sum + BigInt(h.value), 0n);
    const outcome = assessWeek(rules.assessment, {
      targetWei,
      completedWei,
      heldWei: heldValue,
      weekEnd: week.end,
      freeUntil: row.free_until,
    });
    const release: Posting[] = [];
    const clear: Posting[] = [];
    for (const h of row.held) {
      const amount = BigInt(h.amount);
      const cleared =
        outcome.state === 'completed' ? 0n : (amount * rules.assessment.lossBps) / BPS_DENOMINATOR;
      const asset = h.asset as Asset;
      if (amount - cleared > 0n) {
        release.push({
          account: { userId: row.user_id, bucket: 'reward_hold' },
          asset,
          deltaWei: -(amount - cleared),
        });
        release.push({
          account: { userId: row.user_id, bucket: 'available' },
          asset,
          deltaWei: amount - cleared,
        });
      }
      if (cleared > 0n) {
        clear.push({ account: { userId: row.user_id, bucket: 'reward_hold' }, asset, deltaWei: -cleared });
        clear.push({ account: { system: 'rewards' }, asset, deltaWei: cleared });
      }
    }
    const key = `assessment:${week.start}:${row.user_id}`;
    if (release.length > 0) {
      transfers.push({
        idempotencyKey: `${key}:release`,
        kind: 'assessment_release',
        refId: window.day,
        postings: release,
      });
    }
    if (clear.length > 0) {
      transfers.push({
        idempotencyKey: `${key}:clear`,
        kind: 'assessment_clear',
        refId: window.day,
        postings: clear,
      });
    }
    await insertAssessment(tx, {
      weekStart: week.start,
      userId: row.user_id,
      level: row.level,
      targetWei,
      completedWei,
      state: outcome.state,
      heldValue,
      clearedValue: outcome.state === 'completed' ? 0n : outcome.clearedWei,
    });
    if (outcome.freeUntil !== row.free_until) await updateFreeUntil(tx, row.user_id, outcome.freeUntil);
  }
  await postTransfers(tx, transfers);
  return rows.at(-1)!.user_id;
}

/** Our decision: the ranking list shows a day's top 100 earners. */
export const RANKING_SIZE = 100;

/** Users whose rewards one posting batch (one transaction) writes to the ledger. */
export const POSTING_BATCH_USERS = 5_000;

/**
 * Computes a day: reads it, runs the pure engine, and writes the settlement row, every reward
 * line, the levels and each stake's used accelerable amount, all in the caller's transaction.
 */
async function computeDay(tx: Queryable, deps: SettlementDeps, window: DayWindow): Promise<void> {
  const rules = await rulesAt(tx, window.end);
  const { input, users } = await loadDay(tx, window, rules);
  const started = performance.now();
  const result = settleDay(input);
  const computedMs = Math.round(performance.now() - started);
  const userId = (index: number) => users.ids[index]!;
  const { level, order, pos } = result.team;
  const leveled: number[] = [];
  const levels: number[] = [];
  const teamDays: { userId: number; level: number; teamWei: bigint }[] = [];
  for (let at = 0; at < level.length; at++) {
    if (level[at]! > 0) {
      leveled.push(userId(order[at]!));
      levels.push(level[at]!);
      teamDays.push({ userId: userId(order[at]!), level: level[at]!, teamWei: result.team.dayTeamWei(at) });
    }
  }
  // The weekly assessment (item 6): a first level starts the free days; after them a leveled
  // user's dynamic rewards wait in reward_hold until the week is assessed.
  const freeUntil = await selectFreeUntil(tx, leveled);
  const newcomers = leveled.filter((id) => !freeUntil.has(id));
  const firstHorizon = firstFreeUntil(rules.assessment, window.day);
  await insertProfiles(tx, window.day, newcomers, firstHorizon);
  for (const id of newcomers) freeUntil.set(id, firstHorizon);
  const held = (line: RewardLine) =>
    REWARD_KINDS[line.kind].nature === 'dynamic' &&
    line.kind !== 'global_bonus' &&
    isHeld(level[pos[line.user]!]!, window.day, freeUntil.get(userId(line.user)));
  const paid = new Set<number>();
  for (const line of result.lines) paid.add(line.user);
  await insertSettlement(tx, {
    day: window.day,
    rules_version: rules.version,
    base: result.baseWei.toString(),
    cap: result.capWei.toString(),
    total_value: result.totalValueWei.toString(),
    paid_value: result.paidValueWei.toString(),
    capped: result.capped,
    users_paid: paid.size,
    lines: result.lines.length,
    computed_ms: computedMs,
  });
  await insertRewardLines(tx, window.day, result.lines, userId, held);
  await replaceLevels(tx, window.day, leveled, levels);
  await insertTeamDays(tx, window.day, teamDays);
  const stakeIds: number[] = [];
  const used: bigint[] = [];
  for (const line of result.lines) {
    if (line.kind === 'static') {
      stakeIds.push(line.sourceId);
      used.push(line.paidValueWei);
    }
  }
  await useAccelerable(tx, stakeIds, used);
  const earned = new Map<number, bigint>();
  for (const line of result.lines) earned.set(line.user, (earned.get(line.user) ?? 0n) + line.paidValueWei);
  const top = topEarners(earned, RANKING_SIZE, userId);
  await insertRanking(
    tx,
    window.day,
    top.map(([index]) => userId(index)),
    top.map(([, value]) => value),
  );
  deps.log?.info(
    `settlement ${window.day}: ${users.ids.length} users, ${result.lines.length} reward lines to ${paid.size} users, engine ${computedMs} ms${result.capped ? ', capped' : ''}`,
  );
}

/** Posts one batch of users' day totals: one ledger transfer per user and kind. */
async function postBatch(
  tx: Queryable,
  window: DayWindow,
  afterUser: string,
  batchUsers: number,
): Promise<string | undefined> {
  const groups = await selectRewardGroups(tx, window.day, afterUser, batchUsers);
  if (groups.length === 0) return undefined;
  const settlement = await selectSettlement(tx, window.day);
  const rules = await rulesAt(tx, window.end);
  const bonus: { userId: string; amountWei: bigint }[] = [];
  await postTransfers(
    tx,
    groups.map((group) => {
      const kind = group.kind as RewardKind;
      const amountWei = BigInt(group.amount);
      const asset = REWARD_KINDS[kind].asset;
      const locked = kind === 'global_bonus';
      if (locked) bonus.push({ userId: group.user_id, amountWei });
      return {
        idempotencyKey: `reward:${window.day}:${group.user_id}:${kind}`,
        kind: rewardLedgerKind(kind),
        refId: window.day,
        postings: [
          { account: { system: 'rewards' }, asset, deltaWei: -amountWei },
          {
            account: {
              userId: group.user_id,
              bucket: locked ? 'vesting' : group.held ? 'reward_hold' : 'available',
            },
            asset,
            deltaWei: amountWei,
          },
        ],
      };
    }),
  );
  await insertBonusPositions(
    tx,
    window.day,
    window.end,
    rules.rewards.globalBonusReleaseDays,
    settlement?.rules_version ?? rules.version,
    bonus,
  );
  return groups.at(-1)!.user_id;
}

/**
 * The settlement of one day as a resumable job (issue 8 item 7): the first batch computes the day
 * and writes its lines in one transaction; each later batch posts the rewards of the next users
 * in bulk. The run key is the day, so a settled day is never run again; a run killed at any
 * point resumes after its last committed batch, and the ledger's per (day, user, kind) keys make
 * a repeated batch post nothing.
 */
export function settlementJob(deps: SettlementDeps, window: DayWindow): Job {
  return {
    name: SETTLEMENT_JOB,
    runKey: () => window.day,
    batch: async (tx, cursor) => {
      if (cursor === null) {
        await computeDay(tx, deps, window);
        return { done: false, cursor: '0' };
      }
      if (cursor.startsWith(ASSESS)) {
        const next = await assessBatch(
          tx,
          window,
          cursor.slice(ASSESS.length),
          deps.batchUsers ?? ASSESS_BATCH_USERS,
        );
        if (next === undefined) deps.log?.info(`settlement ${window.day}: week assessed`);
        return next === undefined ? { done: true } : { done: false, cursor: `${ASSESS}${next}` };
      }
      const last = await postBatch(tx, window, cursor, deps.batchUsers ?? POSTING_BATCH_USERS);
      if (last === undefined) {
        deps.log?.info(`settlement ${window.day}: every reward posted`);
        // The last day of a week goes on to assess it.
        return weekOf(window.day).end === window.day ? { done: false, cursor: `${ASSESS}0` } : { done: true };
      }
      deps.log?.info(`settlement ${window.day}: posted rewards of users up to #${last}`);
      return { done: false, cursor: last };
    },
  };
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

/**
 * The `k` highest values, best first (ties by the lower user id), in one pass: an entry joins
 * the kept list only when it beats the weakest kept one, so a day of many small earners costs
 * a comparison each rather than a sort of everyone.
 */
export function topEarners(
  earned: Map<number, bigint>,
  k: number,
  userId: (index: number) => number,
): [number, bigint][] {
  const before = (a: [number, bigint], b: [number, bigint]) =>
    a[1] === b[1] ? userId(a[0]) < userId(b[0]) : a[1] > b[1];
  const kept: [number, bigint][] = [];
  for (const entry of earned) {
    if (kept.length === k && !before(entry, kept[k - 1]!)) continue;
    let at = kept.length === k ? k - 1 : kept.length;
    if (kept.length === k) kept.pop();
    while (at > 0 && before(entry, kept[at - 1]!)) at--;
    kept.splice(at, 0, entry);
  }
  return kept;
}
