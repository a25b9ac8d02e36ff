import type { Asset } from '../assets';
import { ONE_TOKEN_WEI } from '../constants';
import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from '../rules/rules-config';
import { type DayColumns, type HoldingColumns, holdingColumns, toColumns } from './day-columns';
import { NODE_KIND_REWARDS } from './reward-kinds';
import { KIND, type RewardLine, RewardTable, SOURCE } from './reward-table';
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
  const { rules, orders, stakes, woohooOrders, holdings } = input;
  const r = rules.rewards;
  const team = computeTeam(rules.team, input, { user: orders.user, amountWei: orders.amountWei });
  const { order: userAt, pos, parent, level, activeDirects, upAtLeast } = team;
  const table = new RewardTable(lineEstimate(input, level, r.teamSubsidyMinLevel));
  const line = (
    at: number,
    kind: number,
    source: number,
    sourceId: number,
    basisWei: bigint,
    rateBps: bigint,
    valueWei: bigint,
    weight = 0,
    weightTotal = 0,
  ) => {
    if (valueWei > 0n)
      table.add(userAt[at]!, kind, source, sourceId, basisWei, rateBps, valueWei, weight, weightTotal);
  };
  const pct = (amount: bigint, bps: bigint) => (amount * bps) / BPS_DENOMINATOR;
  const levelRates = r.levelRatesBps;
  // A stake's rate as a bigint once per distinct rate, not once per stake.
  const rateOf = new Map<number, bigint>();
  const bigRate = (bps: number) => {
    const known = rateOf.get(bps);
    if (known !== undefined) return known;
    const rate = BigInt(bps);
    rateOf.set(bps, rate);
    return rate;
  };

  // Static: each running stake earns its daily rate on its principal, within what it may still pay.
  for (let k = 0; k < stakes.length; k++) {
    const principal = stakes.principalWei.get(k);
    const rate = bigRate(stakes.dailyRateBps[k]!);
    const due = pct(principal, rate);
    const remaining = stakes.remainingWei.get(k);
    line(
      pos[stakes.user[k]!]!,
      KIND.static,
      SOURCE.stake_order,
      stakes.id[k]!,
      principal,
      rate,
      due < remaining ? due : remaining,
    );
  }

  let baseWei = 0n;
  // From here on users are tree positions (see TeamState); `line` maps them back.
  for (let k = 0; k < orders.length; k++) {
    const amount = orders.amountWei.get(k);
    const source = orders.source[k]!;
    const id = orders.id[k]!;
    baseWei += amount;
    // Differential: up the line, each upline whose level rate is above what was paid below gets
    // the difference; the nearest same-level upline of each payee gets the same-level share, and a
    // referrer the payee has surpassed gets the override share.
    const buyer = pos[orders.user[k]!]!;
    let paidLevel = 0;
    let at = buyer;
    for (;;) {
      const payee = paidLevel < 5 ? upAtLeast[paidLevel]![at]! : -1;
      if (payee < 0) break;
      const payeeLevel = level[payee]!;
      const rate = levelRates[payeeLevel]! - levelRates[paidLevel]!;
      const diff = pct(amount, rate);
      line(payee, KIND.differential, source, id, amount, rate, diff);
      const peer = upAtLeast[payeeLevel - 1]![payee]!;
      if (peer >= 0 && level[peer] === payeeLevel) {
        line(peer, KIND.same_level, source, id, diff, r.sameLevelBps, pct(diff, r.sameLevelBps));
      }
      const referrer = parent[payee]!;
      if (referrer >= 0 && level[referrer]! >= 1 && level[referrer]! < payeeLevel) {
        line(referrer, KIND.override, source, id, diff, r.overrideBps, pct(diff, r.overrideBps));
      }
      paidLevel = payeeLevel;
      at = payee;
    }
    // Generation: the g-th upline earns generation g's rate with at least g active directs.
    let upline = parent[buyer]!;
    for (let g = 0; g < r.generationBps.length && upline >= 0; g++) {
      if (activeDirects[upline]! >= g + 1) {
        const rate = r.generationBps[g]!;
        line(upline, KIND.generation, source, id, amount, rate, pct(amount, rate));
      }
      upline = parent[upline]!;
    }
  }

  // ID referral: a direct referral's first order earns the referrer a fixed value.
  for (let user = 0; user < parent.length; user++) {
    const referrer = parent[pos[user]!]!;
    if (input.firstOrderToday[user] && referrer >= 0) {
      line(referrer, KIND.id_referral, SOURCE.user, user, r.idReferralValueWei, 0n, r.idReferralValueWei);
    }
  }
  // Token referral: a share of a direct referral's $WOOHOO purchase.
  for (let k = 0; k < woohooOrders.length; k++) {
    const cost = woohooOrders.amountWei.get(k);
    baseWei += cost;
    const referrer = parent[pos[woohooOrders.user[k]!]!]!;
    if (referrer >= 0) {
      const rate = r.tokenReferralBps;
      line(
        referrer,
        KIND.token_referral,
        SOURCE.woohoo_order,
        woohooOrders.id[k]!,
        cost,
        rate,
        pct(cost, rate),
      );
    }
  }

  // Team subsidy: a share of the day's new small-community performance, from the rules' level.
  for (let at = 0; at < parent.length; at++) {
    if (level[at]! >= r.teamSubsidyMinLevel) {
      const small = team.daySmallCommunityWei(at);
      line(at, KIND.team_subsidy, SOURCE.pool, 0, small, r.teamSubsidyBps, pct(small, r.teamSubsidyBps));
    }
  }

  // Pools shared by weight: node holders by shares, the global bonus equally within its level.
  const share = (kind: number, pool: bigint, holders: HoldingColumns) => {
    let total = 0;
    for (let k = 0; k < holders.length; k++) total += holders.shares[k]!;
    if (pool <= 0n || total === 0) return;
    const totalBig = BigInt(total);
    for (let k = 0; k < holders.length; k++) {
      const shares = holders.shares[k]!;
      line(
        pos[holders.user[k]!]!,
        kind,
        SOURCE.pool,
        0,
        pool,
        0n,
        (pool * BigInt(shares)) / totalBig,
        shares,
        total,
      );
    }
  };
  share(KIND[NODE_KIND_REWARDS.community], pct(baseWei, r.communitySubsidyBps), holdings.community);
  share(KIND[NODE_KIND_REWARDS.main], pct(input.feesWei, r.feeDividendBps), holdings.main);
  share(KIND[NODE_KIND_REWARDS.genesis], pct(baseWei, r.networkDividendBps), holdings.genesis);
  const atLevel = (wanted: number) => {
    let count = 0;
    for (let at = 0; at < level.length; at++) if (level[at] === wanted) count++;
    const holders = holdingColumns(count);
    holders.shares.fill(1);
    for (let at = 0, k = 0; at < level.length; at++)
      if (level[at] === wanted) holders.user[k++] = userAt[at]!;
    return holders;
  };
  share(KIND.global_bonus, pct(baseWei, r.globalBonusBps), atLevel(LEVEL.B6));
  share(KIND.global_bonus, pct(baseWei, r.globalBonusBps), atLevel(LEVEL.B7));

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
