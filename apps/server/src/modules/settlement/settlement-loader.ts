import type { RulesConfig } from '@woohoo/shared/rules/rules-config';
import {
  type DayColumns,
  type HoldingColumns,
  holdingColumns,
  orderColumns,
  stakeColumns,
} from '@woohoo/shared/settlement/day-columns';
import { SOURCE } from '@woohoo/shared/settlement/reward-table';
import type { DayWindow } from '@woohoo/shared/settlement/settlement-day';
import { WeiColumn } from '@woohoo/shared/settlement/wei-column';
import type { Queryable } from '../../db/db';
import { platformInflow } from '../ledger/ledger-service';
import { nodeHoldingsBefore } from '../nodes/node-service';
import { accelerableStakesAt } from '../stake/stake-service';
import { performanceBefore, performanceOrdersBetween, referralTreeBefore } from '../team/performance-service';
import { woohooOrdersBetween } from '../woohoo/woohoo-service';

/** Users as engine indices: `ids[i]` is the user id at index i; `indexOf` maps back. */
export type UserIndex = { ids: Float64Array; indexOf: (id: number) => number };

function userIndex(ids: Float64Array): UserIndex {
  const max = ids.length > 0 ? ids[ids.length - 1]! : 0;
  // Ids are dense serials: a typed array from id to index is both small and fast.
  if (max <= ids.length * 4 + 1024) {
    const table = new Int32Array(max + 1).fill(-1);
    for (let i = 0; i < ids.length; i++) table[ids[i]!] = i;
    return { ids, indexOf: (id) => (id <= max ? table[id]! : -1) };
  }
  const map = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) map.set(ids[i]!, i);
  return { ids, indexOf: (id) => map.get(id) ?? -1 };
}

/** Splits a comma-separated list of integers (empty entries are -1, for a missing referrer). */
function parseInts(text: string | null, into: Float64Array): void {
  if (!text) return;
  let at = 0;
  let value = 0;
  let empty = true;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 44) {
      into[at++] = empty ? -1 : value;
      value = 0;
      empty = true;
    } else {
      value = value * 10 + (c - 48);
      empty = false;
    }
  }
}

/**
 * Reads everything a day's settlement needs in a handful of set queries, each through the module
 * that owns the records: the tree as two integer lists (team), then each user's performance and
 * the day's orders (team), $WOOHOO orders (woohoo), running stakes (stake), node holdings (nodes)
 * and the day's fees (ledger), all in columns (see DayColumns).
 */
export async function loadDay(
  db: Queryable,
  window: DayWindow,
  rules: RulesConfig,
): Promise<{ input: DayColumns; users: UserIndex }> {
  const { start, end } = window;
  const tree = await referralTreeBefore(db, end);
  const n = tree.n;
  const ids = new Float64Array(n);
  parseInts(tree.ids, ids);
  const refs = new Float64Array(n);
  parseInts(tree.refs, refs);
  const users = userIndex(ids);
  const at = (id: number | string) => {
    const index = users.indexOf(Number(id));
    if (index < 0) throw new Error(`user ${id} is not in the day's tree`);
    return index;
  };
  const parent = new Int32Array(n);
  // A referrer registered after the day's end cannot exist (a referrer registers first); a
  // referrer missing from the list is therefore none.
  for (let i = 0; i < n; i++) parent[i] = refs[i]! < 0 ? -1 : users.indexOf(refs[i]!);

  const perf = await performanceBefore(db, end, start);
  const active = new Uint8Array(n);
  const firstOrderToday = new Uint8Array(n);
  const ownUsers = new Int32Array(perf.length);
  const ownAmounts = new WeiColumn(perf.length);
  perf.forEach((row, i) => {
    const index = at(row.user_id);
    active[index] = 1;
    if (row.first_today) firstOrderToday[index] = 1;
    ownUsers[i] = index;
    ownAmounts.set(i, BigInt(row.amount));
  });

  const orderRows = await performanceOrdersBetween(db, start, end);
  const orders = orderColumns(orderRows.length);
  orderRows.forEach((row, k) => {
    orders.source[k] = SOURCE[row.source];
    orders.id[k] = Number(row.id);
    orders.user[k] = at(row.user_id);
    orders.amountWei.set(k, BigInt(row.amount));
  });
  const woohooRows = await woohooOrdersBetween(db, start, end);
  const stakeRows = await accelerableStakesAt(db, start);
  const woohooOrders = orderColumns(woohooRows.length);
  woohooRows.forEach((row, k) => {
    woohooOrders.source[k] = SOURCE.woohoo_order;
    woohooOrders.id[k] = Number(row.id);
    woohooOrders.user[k] = at(row.user_id);
    woohooOrders.amountWei.set(k, BigInt(row.cost));
  });
  const stakes = stakeColumns(stakeRows.length);
  stakeRows.forEach((row, k) => {
    stakes.id[k] = Number(row.id);
    stakes.user[k] = at(row.user_id);
    stakes.principalWei.set(k, BigInt(row.amount));
    stakes.dailyRateBps[k] = Number(row.rate);
    stakes.remainingWei.set(k, BigInt(row.remaining));
  });
  const holdingRows = await nodeHoldingsBefore(db, end);
  const holdings = {} as DayColumns['holdings'];
  for (const kind of ['main', 'genesis', 'community'] as const) {
    const rows = holdingRows.filter((row) => row.kind === kind);
    const columns: HoldingColumns = holdingColumns(rows.length);
    rows.forEach((row, k) => {
      columns.user[k] = at(row.user_id);
      columns.shares[k] = Number(row.shares);
    });
    holdings[kind] = columns;
  }
  // docs/rules.md "Rewards and the daily settlement": the fee dividend shares the day's USDT fees.
  const feesWei = await platformInflow(db, 'fees', 'USDT', { from: start, to: end });
  return {
    users,
    input: {
      rules,
      parent,
      active,
      ownPerf: { user: ownUsers, amountWei: ownAmounts },
      firstOrderToday,
      orders,
      woohooOrders,
      stakes,
      holdings,
      feesWei,
    },
  };
}
