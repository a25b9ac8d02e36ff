import type { RulesConfig } from '../rules/rules-config';
import type { DayInput } from './day-input';
import { SOURCE } from './reward-table';
import type { TeamInput } from './team-tree';
import { WeiColumn } from './wei-column';

/**
 * A day's input in columns, as the engine reads it and the loader writes it: typed arrays and
 * `WeiColumn`s instead of a million small objects and bigints. At a million users the object
 * form held about 1.5 million heap objects that every full garbage collection during the engine
 * had to mark (about 40 ms each); the columns are a few dozen.
 */

/** Orders of the day (node orders and stakes opened, or $WOOHOO purchases). */
export type OrderColumns = {
  length: number;
  /** A code of SOURCE: node_order, stake_order or woohoo_order. */
  source: Uint8Array;
  id: Float64Array;
  user: Int32Array;
  amountWei: WeiColumn;
};

/** Running stakes: each earns its daily rate on its principal, within what it may still pay. */
export type StakeColumns = {
  length: number;
  id: Float64Array;
  user: Int32Array;
  principalWei: WeiColumn;
  dailyRateBps: Int32Array;
  remainingWei: WeiColumn;
};

/** Node shares held at the day's end by each holder of one kind. */
export type HoldingColumns = { length: number; user: Int32Array; shares: Int32Array };

export type DayColumns = TeamInput & {
  rules: RulesConfig;
  firstOrderToday: Uint8Array;
  orders: OrderColumns;
  woohooOrders: OrderColumns;
  stakes: StakeColumns;
  holdings: { main: HoldingColumns; genesis: HoldingColumns; community: HoldingColumns };
  feesWei: bigint;
};

export function orderColumns(length: number): OrderColumns {
  return {
    length,
    source: new Uint8Array(length),
    id: new Float64Array(length),
    user: new Int32Array(length),
    amountWei: new WeiColumn(length),
  };
}

export function stakeColumns(length: number): StakeColumns {
  return {
    length,
    id: new Float64Array(length),
    user: new Int32Array(length),
    principalWei: new WeiColumn(length),
    dailyRateBps: new Int32Array(length),
    remainingWei: new WeiColumn(length),
  };
}

export function holdingColumns(length: number): HoldingColumns {
  return { length, user: new Int32Array(length), shares: new Int32Array(length) };
}

/** The same day in columns, from the readable object form the tests write. */
export function toColumns(input: DayInput): DayColumns {
  const ordersOf = (list: readonly { id: number; user: number }[], source: number[], amounts: bigint[]) => {
    const columns = orderColumns(list.length);
    list.forEach((o, k) => {
      columns.source[k] = source[k]!;
      columns.id[k] = o.id;
      columns.user[k] = o.user;
      columns.amountWei.set(k, amounts[k]!);
    });
    return columns;
  };
  const orders = ordersOf(
    input.orders,
    input.orders.map((o) => SOURCE[o.source]),
    input.orders.map((o) => o.amountWei),
  );
  const woohooOrders = ordersOf(
    input.woohooOrders,
    input.woohooOrders.map(() => SOURCE.woohoo_order),
    input.woohooOrders.map((o) => o.costWei),
  );
  const stakes = stakeColumns(input.stakes.length);
  input.stakes.forEach((s, k) => {
    stakes.id[k] = s.id;
    stakes.user[k] = s.user;
    stakes.principalWei.set(k, s.principalWei);
    stakes.dailyRateBps[k] = Number(s.dailyRateBps);
    stakes.remainingWei.set(k, s.remainingWei);
  });
  const holders = (list: DayInput['holdings']['main']) => {
    const columns = holdingColumns(list.length);
    list.forEach((h, k) => {
      columns.user[k] = h.user;
      columns.shares[k] = h.shares;
    });
    return columns;
  };
  return {
    rules: input.rules,
    parent: input.parent,
    active: input.active,
    ownPerf: input.ownPerf,
    firstOrderToday: input.firstOrderToday,
    orders,
    woohooOrders,
    stakes,
    holdings: {
      main: holders(input.holdings.main),
      genesis: holders(input.holdings.genesis),
      community: holders(input.holdings.community),
    },
    feesWei: input.feesWei,
  };
}
