import type { RulesConfig } from '../rules/rules-config';
import type { TeamInput } from './team-tree';

/** A node order or a stake opened in the day: the dynamic rewards are paid on these. */
export type DayOrder = { source: 'node_order' | 'stake_order'; id: number; user: number; amountWei: bigint };
/** A running stake order: its static reward for the day, bounded by what it may still pay. */
export type RunningStake = {
  id: number;
  user: number;
  principalWei: bigint;
  dailyRateBps: bigint;
  remainingWei: bigint;
};
export type ShareHolding = { user: number; shares: number };

/** Everything one day's settlement reads, with users as indices 0..n-1 (SPEC 9). */
export type DayInput = TeamInput & {
  rules: RulesConfig;
  /** 1 when the user's first node order or stake falls in this day (ID referral). */
  firstOrderToday: Uint8Array;
  orders: readonly DayOrder[];
  woohooOrders: readonly { id: number; user: number; costWei: bigint }[];
  stakes: readonly RunningStake[];
  /** Node shares held at the day's end, per kind. */
  holdings: {
    main: readonly ShareHolding[];
    genesis: readonly ShareHolding[];
    community: readonly ShareHolding[];
  };
  /** The fees the platform collected in the day (USDT). */
  feesWei: bigint;
};
