import type { Pool, Ranking, Reward, RewardSummary, SettledDay } from '@woohoo/shared/api/team';
import { BPS_DENOMINATOR } from '@woohoo/shared/money-rules';
import { positionState } from '@woohoo/shared/rules/woohoo-rules';
import { REWARD_KINDS, type RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { addDays, dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { paidShareBps } from '@woohoo/shared/settlement/settlement-engine';
import { LEVEL, TEAM_LEVELS } from '@woohoo/shared/settlement/team-levels';
import { rulesAt } from '../rules/rules-service';
import { lastSettlement, type SettlementRow } from '../settlement/settlement-service';
import { storedTeamLevel } from '../team/team-service';
import type { UserRecord } from '../user/user-record';
import { releaseDay } from '../woohoo/woohoo-service';
import { incomeTotals } from './income-service';
import type { RewardsDeps } from './rewards-deps';
import {
  countLevelHolders,
  selectBonusPositions,
  selectDayValue,
  selectInflowSince,
  selectRanking,
  selectRewards,
  selectRewardTotals,
} from './rewards-repository';

export type { RewardsDeps } from './rewards-deps';

/** GET /api/rewards: the caller's reward lines, newest first, each with what explains it. */
export async function listRewards(
  deps: RewardsDeps,
  user: UserRecord,
  query: { kind?: RewardKind; day?: string; page: number; size: number },
): Promise<{ items: Reward[]; page: number; size: number; total: number }> {
  const { rows, total } = await selectRewards(
    deps.db,
    user.id,
    { kind: query.kind, day: query.day },
    query.size,
    (query.page - 1) * query.size,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      day: row.day,
      kind: row.kind,
      asset: row.asset,
      amount: row.amount,
      value: row.value,
      paidValue: row.paid_value,
      source: row.source,
      sourceId: row.source_id ?? '',
      sourceAddress: row.source_address,
      basis: row.basis,
      rateBps: Number(row.rate_bps),
      weight: Number(row.weight),
      weightTotal: Number(row.weight_total),
      rulesVersion: Number(row.rules_version),
      locked: row.kind === 'global_bonus',
      capped: row.capped,
    })),
    page: query.page,
    size: query.size,
    total,
  };
}

export function toSettledDay(row: SettlementRow): SettledDay {
  return {
    day: row.day,
    rulesVersion: Number(row.rules_version),
    base: row.base,
    cap: row.cap,
    totalValue: row.total_value,
    paidValue: row.paid_value,
    capped: row.capped,
    paidBps: paidShareBps(BigInt(row.paid_value), BigInt(row.total_value)),
  };
}

/**
 * GET /api/rewards/summary: total personal income per asset and per income kind (the sums of
 * Income details, docs/rules.md "What counts as income"), the settlement rewards per kind with
 * their USDT value, the last settled day and the global bonus release.
 */
export async function rewardSummary(deps: RewardsDeps, user: UserRecord): Promise<RewardSummary> {
  const last = await lastSettlement(deps.db);
  const [income, rows, positions] = await Promise.all([
    incomeTotals(deps.db, user.id, last?.day ?? null),
    selectRewardTotals(deps.db, user.id, last?.day ?? null),
    selectBonusPositions(deps.db, user.id, releaseDay(deps.now())),
  ]);
  let staticValue = 0n;
  let dynamicValue = 0n;
  for (const row of rows) {
    if (REWARD_KINDS[row.kind].nature === 'static') staticValue += BigInt(row.paid_value);
    else dynamicValue += BigInt(row.paid_value);
  }
  const locked = positions.reduce((sum, p) => sum + BigInt(p.locked), 0n);
  const released = positions.reduce((sum, p) => sum + BigInt(p.released), 0n);
  return {
    totals: income.perAsset,
    incomeByKind: income.byKind.map((row) => ({
      kind: row.kind,
      asset: row.asset,
      total: row.total,
      count: Number(row.count),
    })),
    byKind: rows.map((row) => ({
      kind: row.kind,
      asset: row.asset,
      total: row.total,
      count: Number(row.count),
    })),
    totalValue: (staticValue + dynamicValue).toString(),
    staticValue: staticValue.toString(),
    dynamicValue: dynamicValue.toString(),
    lastDay: last ? toSettledDay(last) : null,
    release: {
      locked: locked.toString(),
      released: released.toString(),
      remaining: (locked - released).toString(),
    },
  };
}

/** GET /api/team/pool: today's B6 and B7 pools so far, the caller's share, and their positions. */
export async function globalBonusPool(deps: RewardsDeps, user: UserRecord): Promise<Pool> {
  const now = deps.now();
  const today = dayWindow(dayOf(now))!;
  const [rules, base, holders, stored, positions] = await Promise.all([
    rulesAt(deps.db, now),
    selectInflowSince(deps.db, today.start),
    countLevelHolders(deps.db),
    storedTeamLevel(deps.db, user.id),
    selectBonusPositions(deps.db, user.id, releaseDay(now)),
  ]);
  const pool = (base * rules.rewards.globalBonusBps) / BPS_DENOMINATOR;
  const b6Holders = holders.get(LEVEL.B6) ?? 0;
  const b7Holders = holders.get(LEVEL.B7) ?? 0;
  const level = stored?.level ?? LEVEL.none;
  const holdersAtLevel = level === LEVEL.B6 ? b6Holders : level === LEVEL.B7 ? b7Holders : 0;
  return {
    today: {
      day: today.day,
      base: base.toString(),
      b6Pool: pool.toString(),
      b7Pool: pool.toString(),
      b6Holders,
      b7Holders,
    },
    level: TEAM_LEVELS[level]!,
    estimatedShare: holdersAtLevel > 0 ? (pool / BigInt(holdersAtLevel)).toString() : '0',
    settlesAt: today.end.toISOString(),
    bpsEach: Number(rules.rewards.globalBonusBps),
    releaseDays: rules.rewards.globalBonusReleaseDays,
    positions: positions.map((p) => {
      const lockedWei = BigInt(p.locked);
      const start = new Date(p.release_start);
      return {
        day: p.day,
        locked: p.locked,
        released: p.released,
        releasedToday: p.released_today,
        dailyRelease: ((lockedWei + BigInt(p.release_days) - 1n) / BigInt(p.release_days)).toString(),
        releaseStart: start.toISOString(),
        endsOn: addDays(p.day, Number(p.release_days)),
        state: positionState({ lockedWei, releasedWei: BigInt(p.released), releaseStart: start }, now),
      };
    }),
  };
}

/** GET /api/team/ranking: the last settled day's top earners and the caller's place. */
export async function ranking(deps: RewardsDeps, user: UserRecord): Promise<Ranking> {
  const last = await lastSettlement(deps.db);
  if (!last) return { day: null, items: [], mine: { rank: null, value: '0' } };
  const [rows, mine] = await Promise.all([
    selectRanking(deps.db, last.day),
    selectDayValue(deps.db, user.id, last.day),
  ]);
  return {
    day: last.day,
    items: rows.map((row) => ({
      rank: Number(row.rank),
      // Our decision: the public list shows a masked address; a user recognises their own.
      address: `${row.address.slice(0, 6)}…${row.address.slice(-4)}`,
      level: TEAM_LEVELS[Number(row.level)] ?? 'none',
      value: row.value,
    })),
    mine: { rank: rows.find((row) => row.user_id === user.id)?.rank ?? null, value: mine.toString() },
  };
}
