import type { Asset } from '../assets';
import { ONE_TOKEN_WEI } from '../constants';
import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from '../rules/rules-config';
import { type DayColumns, toColumns } from './day-columns';
import {
  communitySubsidy,
  createContext,
  differential,
  feeDividend,
  generation,
  globalBonus,
  idReferral,
  networkDividend,
  pct,
  staticRewards,
  teamSubsidy,
  tokenReferral,
} from './reward-rules';
import { type RewardLine, RewardTable } from './reward-table';
import { LEVEL } from './team-levels';
import { computeTeam, type TeamState } from './team-tree';

export type { DayColumns } from './day-columns';

export type { RewardLine } from './reward-table';

import type { DayInput } from './day-input';

export type { DayInput, DayOrder, RunningStake, ShareHolding } from './day-input';

export type DayResult = {
  team: TeamState;
  /** The paid lines in columns (what the settlement writes). */
  table: RewardTable;
  /** The same lines as objects, made on first read (for tests and small readers). */
  readonly lines: RewardLine[];
  /** The day's inflow: node orders, stakes opened and $WOOHOO bought (USDT). */
  baseWei: bigint;
  capWei: bigint;
  /** Every reward's USDT value before the cap, and after. */
  totalValueWei: bigint;
  paidValueWei: bigint;
  capped: boolean;
};

/**
 * Settles one day (SPEC 6 levels, SPEC 3 rewards) given in the readable object form (tests, small
 * callers). The same as `settleColumns(toColumns(input))`.
 */
export function settleDay(input: DayInput): DayResult {
  return settleColumns(toColumns(input));
}

/**
 * Settles one day: the team's levels, then the twelve reward kinds, then the cap. Pure and
 * deterministic: the same input gives the same lines in the same order. Linear in users plus
 * orders; every upline walk is bounded (levels by jump pointers, generations by the rules'
 * length), so a chain 10,000 deep costs no more per order than a flat tree.
 */
export function settleColumns(input: DayColumns): DayResult {
  const { rules, orders } = input;
  const r = rules.rewards;
  const team = computeTeam(rules.team, input, { user: orders.user, amountWei: orders.amountWei });
  const table = new RewardTable(lineEstimate(input, team.level, r.teamSubsidyMinLevel));
  const ctx = createContext(input, team, table);
  const { baseWei } = ctx;
  staticRewards(ctx);
  // Each order's differential (with its same-level and override shares), then its generations.
  for (let k = 0; k < orders.length; k++) {
    differential(ctx, k);
    generation(ctx, k);
  }
  idReferral(ctx);
  tokenReferral(ctx);
  teamSubsidy(ctx);
  communitySubsidy(ctx);
  feeDividend(ctx);
  networkDividend(ctx);
  globalBonus(ctx);

  // The cap: when the day's rewards exceed the cap on its inflow, every reward is scaled by the
  // same ratio cap/total, rounded down, so the paid total never exceeds the cap.
  const capWei = pct(baseWei, r.capBps);
  const totalValueWei = table.totalValueWei;
  const capped = totalValueWei > capWei;
  table.settle(capped ? (valueWei) => (valueWei * capWei) / totalValueWei : null, (paid, asset) =>
    toAsset(paid, asset, r),
  );
  let lines: RewardLine[] | undefined;
  return {
    team,
    table,
    get lines() {
      lines ??= table.lines();
      return lines;
    },
    baseWei,
    capWei,
    totalValueWei,
    paidValueWei: table.paidValueTotalWei,
    capped,
  };
}

/**
 * The share of a day's uncapped rewards that was paid, in basis points, rounded down: 10,000 when
 * the cap did not bind, and when there was nothing to pay (nothing was held back).
 */
export function paidShareBps(paidValueWei: bigint, totalValueWei: bigint): number {
  return totalValueWei === 0n
    ? Number(BPS_DENOMINATOR)
    : Number((paidValueWei * BPS_DENOMINATOR) / totalValueWei);
}

/**
 * How many lines a day will hold, to size the table once: exact for every kind but the
 * order-driven ones, which are bounded by the walk (up to five payees, each with a same-level
 * and an override line, plus the generations) and estimated at the bound's typical fill.
 */
function lineEstimate(input: DayColumns, level: Uint8Array, subsidyLevel: number): number {
  let perUser = 0;
  for (let at = 0; at < level.length; at++) {
    if (input.firstOrderToday[at]) perUser++;
    if (level[at]! >= subsidyLevel) perUser++;
    if (level[at]! >= LEVEL.B6) perUser++;
  }
  const { holdings } = input;
  const orderLines = input.orders.length * (ORDER_LINES_TYPICAL + input.rules.rewards.generationBps.length);
  return (
    input.stakes.length +
    input.woohooOrders.length +
    holdings.main.length +
    holdings.genesis.length +
    holdings.community.length +
    perUser +
    orderLines
  );
}

/**
 * Differential, same-level and override lines an order makes on a typical day: 4.2 in the
 * settlement bench at a million users. Too low costs one growth of the table, not a wrong result.
 */
const ORDER_LINES_TYPICAL = 5;

/** A USDT value in the asset a kind pays in, at the rules' fixed prices, rounded down. */
export function toAsset(valueWei: bigint, asset: Asset, r: RulesConfig['rewards']): bigint {
  if (asset === 'BHC') return (valueWei * ONE_TOKEN_WEI) / r.bhcPriceWei;
  if (asset === 'BNB') return (valueWei * ONE_TOKEN_WEI) / r.bnbPriceWei;
  return valueWei;
}
