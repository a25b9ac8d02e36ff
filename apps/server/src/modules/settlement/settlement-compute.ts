import { firstFreeUntil } from '@woohoo/shared/settlement/assessment-rules';
import { isRewardHeld } from '@woohoo/shared/settlement/reward-buckets';
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import { settleColumns } from '@woohoo/shared/settlement/settlement-engine';
import type { Queryable } from '../../db/db';
import { rulesAt } from '../rules/rules-service';
import { useAccelerable } from '../stake/stake-service';
import type { SettlementDeps } from './settlement-deps';
import { loadDay } from './settlement-loader';
import {
  insertKindTotals,
  insertProfiles,
  insertRanking,
  insertRewardLines,
  insertSettlement,
  insertTeamDays,
  replaceLevels,
  selectFreeUntil,
  tuneSettlementTransaction,
} from './settlement-repository';

/** Our decision: the ranking list shows a day's top 100 earners. */
export const RANKING_SIZE = 100;

/**
 * Computes a day: reads it, runs the pure engine, and writes the settlement row, every reward
 * line, the levels and each stake's used accelerable amount, all in the caller's transaction.
 */
export async function computeDay(tx: Queryable, deps: SettlementDeps, window: DayWindow): Promise<void> {
  await tuneSettlementTransaction(tx);
  const rules = await rulesAt(tx, window.end);
  const { input, users } = await loadDay(tx, window, rules);
  const started = performance.now();
  const result = settleColumns(input);
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
  // The weekly assessment (docs/rules.md "Weekly assessment"): a first level starts the free
  // days; after them a leveled user's dynamic rewards wait in reward_hold until the week is
  // assessed.
  const freeUntil = await selectFreeUntil(tx, leveled);
  const newcomers = leveled.filter((id) => !freeUntil.has(id));
  const firstHorizon = firstFreeUntil(rules.assessment, window.day);
  await insertProfiles(tx, window.day, newcomers, firstHorizon);
  for (const id of newcomers) freeUntil.set(id, firstHorizon);
  const { table } = result;
  const held = (at: number) => {
    const user = table.user[at]!;
    return isRewardHeld(table.kindOf(at), level[pos[user]!]!, window.day, freeUntil.get(userId(user)));
  };
  const paid = new Set<number>();
  for (let at = 0; at < table.length; at++) paid.add(table.user[at]!);
  await insertSettlement(tx, {
    day: window.day,
    rules_version: rules.version,
    base: result.baseWei.toString(),
    cap: result.capWei.toString(),
    total_value: result.totalValueWei.toString(),
    paid_value: result.paidValueWei.toString(),
    capped: result.capped,
    users_paid: paid.size,
    lines: table.length,
    computed_ms: computedMs,
  });
  await insertRewardLines(tx, window.day, table, users.ids.length, userId, held);
  await replaceLevels(tx, window.day, leveled, levels);
  await insertTeamDays(tx, window.day, teamDays);
  const stakeIds: number[] = [];
  const used: bigint[] = [];
  const earned = new Map<number, bigint>();
  const byKind = new Map<
    string,
    { kind: string; asset: string; lines: number; paidValueWei: bigint; amountWei: bigint }
  >();
  for (let at = 0; at < table.length; at++) {
    const paidValueWei = table.paidValueWei(at);
    const kind = table.kindOf(at);
    const total = byKind.get(kind) ?? {
      kind,
      asset: table.assetOf(at),
      lines: 0,
      paidValueWei: 0n,
      amountWei: 0n,
    };
    total.lines++;
    total.paidValueWei += paidValueWei;
    total.amountWei += table.amountWei(at);
    byKind.set(kind, total);
    if (kind === 'static') {
      stakeIds.push(table.sourceId[at]!);
      used.push(paidValueWei);
    }
    const user = table.user[at]!;
    earned.set(user, (earned.get(user) ?? 0n) + paidValueWei);
  }
  await useAccelerable(tx, stakeIds, used);
  await insertKindTotals(tx, window.day, [...byKind.values()]);
  const top = topEarners(earned, RANKING_SIZE, userId);
  await insertRanking(
    tx,
    window.day,
    top.map(([index]) => userId(index)),
    top.map(([, value]) => value),
  );
  deps.log?.info(
    `settlement ${window.day}: ${users.ids.length} users, ${table.length} reward lines to ${paid.size} users, engine ${computedMs} ms${result.capped ? ', capped' : ''}`,
  );
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
