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
 * Reads everything a day's settlement needs in a handful of set queries: the tree as two integer
 * lists (a million rows as objects cost seconds; two strings cost little), then each user's
 * performance, the day's orders, running stakes, node holdings and fees, all in columns (see
 * DayColumns).
 */
export async function loadDay(
  db: Queryable,
  window: DayWindow,
  rules: RulesConfig,
): Promise<{ input: DayColumns; users: UserIndex }> {
  const { start, end } = window;
  const [tree] = await db.query<{ n: number; ids: string | null; refs: string | null }>(
    `SELECT count(*)::int AS n, string_agg(id::text, ',' ORDER BY id) AS ids,
            string_agg(coalesce(referrer_id::text, ''), ',' ORDER BY id) AS refs
       FROM users WHERE created_at < $1`,
    [end],
  );
  const n = Number(tree?.n ?? 0);
  const ids = new Float64Array(n);
  parseInts(tree?.ids ?? null, ids);
  const refs = new Float64Array(n);
  parseInts(tree?.refs ?? null, refs);
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

  const perf = await db.query<{ user_id: string; amount: string; first_today: boolean }>(
    `SELECT user_id::text AS user_id, sum(amount)::text AS amount, min(created_at) >= $2 AS first_today
       FROM performance_orders WHERE created_at < $1 GROUP BY user_id`,
    [end, start],
  );
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

  const orderRows = await db.query<{
    source: 'node_order' | 'stake_order';
    id: string;
    user_id: string;
    amount: string;
  }>(
    `SELECT source, id::text AS id, user_id::text AS user_id, amount::text AS amount
       FROM performance_orders WHERE created_at >= $1 AND created_at < $2 ORDER BY source, performance_orders.id`,
    [start, end],
  );
  const orders = orderColumns(orderRows.length);
  orderRows.forEach((row, k) => {
    orders.source[k] = SOURCE[row.source];
    orders.id[k] = Number(row.id);
    orders.user[k] = at(row.user_id);
    orders.amountWei.set(k, BigInt(row.amount));
  });
  const woohooRows = await db.query<{ id: string; user_id: string; cost: string }>(
    `SELECT id::text AS id, user_id::text AS user_id, cost::text AS cost
       FROM woohoo_orders WHERE created_at >= $1 AND created_at < $2 ORDER BY woohoo_orders.id`,
    [start, end],
  );
  const stakeRows = await db.query<{
    id: string;
    user_id: string;
    amount: string;
    rate: number;
    remaining: string;
  }>(
    `SELECT id::text AS id, user_id::text AS user_id, amount::text AS amount, daily_rate_bps AS rate,
            (accelerable_total - accelerable_used)::text AS remaining
       FROM stake_orders
      WHERE created_at < $1 AND expires_at > $1 AND accelerable_used < accelerable_total
      ORDER BY stake_orders.id`,
    [start],
  );
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
  const holdingRows = await db.query<{
    user_id: string;
    kind: 'main' | 'genesis' | 'community';
    shares: number;
  }>(
    `SELECT user_id::text AS user_id, kind, sum(shares)::int AS shares
       FROM node_orders WHERE created_at < $1 GROUP BY user_id, kind ORDER BY user_id, kind`,
    [end],
  );
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
  const [fees] = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(e.delta), 0)::text AS amount
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.owner = 'sys:fees' AND a.asset = 'USDT' AND e.delta > 0
        AND e.created_at >= $1 AND e.created_at < $2`,
    [start, end],
  );
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
      feesWei: BigInt(fees?.amount ?? '0'),
    },
  };
}
