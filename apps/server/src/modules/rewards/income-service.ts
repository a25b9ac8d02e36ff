import type { IncomeEntry } from '@woohoo/shared/api/team';
import { INCOME_ASSETS, INCOME_KIND_NAMES, type IncomeKind, rewardKindOf } from '@woohoo/shared/income-kinds';
import type { LedgerRefType } from '@woohoo/shared/ledger-kinds';
import type { RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { TASK_KEYS, type TaskKey } from '@woohoo/shared/tasks/task-rules';
import type { Queryable } from '../../db/db';
import { parseRef } from '../assets/history-service';
import type { UserRecord } from '../user/user-record';
import type { RewardsDeps } from './rewards-deps';
import {
  countRewardLines,
  type IncomeRow,
  type IncomeTotalRow,
  selectBoxPrizes,
  selectGiftSenders,
  selectIncome,
  selectIncomeTotals,
  selectOrderBuyers,
  selectTaskKeys,
} from './rewards-repository';

function isTaskKey(value: string | undefined): value is TaskKey {
  return (TASK_KEYS as readonly (string | undefined)[]).includes(value);
}

/** The ids of a page's references of one record type. */
function idsOf(rows: IncomeRow[], type: LedgerRefType): string[] {
  return rows.map((row) => parseRef(row.ref)).flatMap((ref) => (ref.type === type ? [ref.id] : []));
}

/**
 * What explains a page of income entries, read per record type in one query each: the reward
 * lines of a settlement reward's day and kind, the buyer of a node order, the pioneer of a gift,
 * the task of a task reward, the box of a prize.
 */
async function loadExplanations(db: Queryable, userId: string, rows: IncomeRow[]) {
  const settlementPairs = rows.flatMap((row) => {
    const kind = rewardKindOf(row.kind);
    return kind ? [{ day: parseRef(row.ref).id, kind }] : [];
  });
  const [lines, buyers, senders, tasks, boxes] = await Promise.all([
    countRewardLines(db, userId, settlementPairs),
    selectOrderBuyers(db, idsOf(rows, 'node_order')),
    selectGiftSenders(db, userId, idsOf(rows, 'task_gift')),
    selectTaskKeys(db, userId, idsOf(rows, 'task')),
    selectBoxPrizes(db, userId, idsOf(rows, 'blind_box')),
  ]);
  return { lines, buyers, senders, tasks, boxes };
}

/**
 * GET /api/income: Income details (docs/rules.md "What counts as income"): every income entry of
 * the caller, newest first, optionally of one kind and one asset, each with what it was for.
 */
export async function listIncome(
  deps: RewardsDeps,
  user: UserRecord,
  query: { kind?: IncomeKind; asset?: IncomeEntry['asset']; page: number; size: number },
): Promise<{ items: IncomeEntry[]; page: number; size: number; total: number }> {
  const { rows, total } = await selectIncome(
    deps.db,
    user.id,
    { kinds: query.kind ? [query.kind] : INCOME_KIND_NAMES, asset: query.asset },
    query.size,
    (query.page - 1) * query.size,
  );
  const found = await loadExplanations(deps.db, user.id, rows);
  const items = rows.map((row): IncomeEntry => {
    const ref = parseRef(row.ref);
    const rewardKind: RewardKind | undefined = rewardKindOf(row.kind);
    const task = ref.type === 'task' ? found.tasks.get(ref.id) : undefined;
    const counterparty =
      ref.type === 'node_order'
        ? found.buyers.get(ref.id)
        : ref.type === 'task_gift'
          ? found.senders.get(ref.id)
          : undefined;
    return {
      id: `${row.transfer_id}:${row.asset}`,
      transferId: row.transfer_id,
      time: new Date(row.time).toISOString(),
      kind: row.kind,
      asset: row.asset as IncomeEntry['asset'],
      amount: row.amount,
      ref,
      counterparty: counterparty ?? null,
      held: row.held,
      locked: row.locked,
      lines: rewardKind ? (found.lines.get(`${ref.id}:${rewardKind}`) ?? 0) : 0,
      task: isTaskKey(task) ? task : null,
      box: (ref.type === 'blind_box' && found.boxes.get(ref.id)) || null,
    };
  });
  return { items, page: query.page, size: query.size, total };
}

/**
 * The caller's income per kind and asset, and per asset (what "Total personal income" shows): the
 * sums of the very entries Income details lists. Never one figure over several assets.
 */
export async function incomeTotals(
  db: Queryable,
  userId: string,
  lastDay: string | null,
): Promise<{ byKind: IncomeTotalRow[]; perAsset: { asset: string; total: string; lastDay: string }[] }> {
  const byKind = await selectIncomeTotals(db, userId, INCOME_KIND_NAMES, lastDay);
  const perAsset = new Map<string, { total: bigint; lastDay: bigint }>();
  for (const row of byKind) {
    const entry = perAsset.get(row.asset) ?? { total: 0n, lastDay: 0n };
    entry.total += BigInt(row.total);
    entry.lastDay += BigInt(row.last_day);
    perAsset.set(row.asset, entry);
  }
  const order = (asset: string) => (INCOME_ASSETS as readonly string[]).indexOf(asset);
  return {
    byKind,
    perAsset: [...perAsset]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([asset, t]) => ({ asset, total: t.total.toString(), lastDay: t.lastDay.toString() })),
  };
}
