import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from '../rules/rules-config';
import { type DayColumns, type HoldingColumns, holdingColumns } from './day-columns';
import { NODE_KIND_REWARDS } from './reward-kinds';
import { KIND, type RewardTable, SOURCE } from './reward-table';
import { LEVEL } from './team-levels';
import type { TeamState } from './team-tree';

/**
 * The twelve reward kinds of a day (docs/rules.md "Rewards and the daily settlement"), one function
 * each over a shared context; `settleColumns` calls them in a fixed order, which is the order of
 * the lines. Users are tree positions (see TeamState) unless named otherwise; `line` maps them back.
 */
export type DayContext = {
  input: DayColumns;
  team: TeamState;
  r: RulesConfig['rewards'];
  /** The day's inflow (dayInflow): the pools' base. */
  baseWei: bigint;
  table: RewardTable;
  /** Adds a line for the user at tree position `at`, unless its value is zero. */
  line: (
    at: number,
    kind: number,
    source: number,
    sourceId: number,
    basisWei: bigint,
    rateBps: bigint,
    valueWei: bigint,
    weight?: number,
    weightTotal?: number,
  ) => void;
  /** A stake's daily rate as a bigint, made once per distinct rate. */
  bigRate: (bps: number) => bigint;
};

export const pct = (amount: bigint, bps: bigint) => (amount * bps) / BPS_DENOMINATOR;

/** The day's inflow: node orders, stakes opened and $WOOHOO bought (USDT). */
export function dayInflow(input: DayColumns): bigint {
  let baseWei = 0n;
  for (let k = 0; k < input.orders.length; k++) baseWei += input.orders.amountWei.get(k);
  for (let k = 0; k < input.woohooOrders.length; k++) baseWei += input.woohooOrders.amountWei.get(k);
  return baseWei;
}

export function createContext(input: DayColumns, team: TeamState, table: RewardTable): DayContext {
  const userAt = team.order;
  const rateOf = new Map<number, bigint>();
  return {
    input,
    team,
    r: input.rules.rewards,
    baseWei: dayInflow(input),
    table,
    line(at, kind, source, sourceId, basisWei, rateBps, valueWei, weight = 0, weightTotal = 0) {
      if (valueWei > 0n)
        table.add(userAt[at]!, kind, source, sourceId, basisWei, rateBps, valueWei, weight, weightTotal);
    },
    bigRate(bps) {
      const known = rateOf.get(bps);
      if (known !== undefined) return known;
      const rate = BigInt(bps);
      rateOf.set(bps, rate);
      return rate;
    },
  };
}

/** Static: each running stake earns its daily rate on its principal, within what it may still pay. */
export function staticRewards(ctx: DayContext): void {
  const { stakes } = ctx.input;
  for (let k = 0; k < stakes.length; k++) {
    const principal = stakes.principalWei.get(k);
    const rate = ctx.bigRate(stakes.dailyRateBps[k]!);
    const due = pct(principal, rate);
    const remaining = stakes.remainingWei.get(k);
    ctx.line(
      ctx.team.pos[stakes.user[k]!]!,
      KIND.static,
      SOURCE.stake_order,
      stakes.id[k]!,
      principal,
      rate,
      due < remaining ? due : remaining,
    );
  }
}

/**
 * Differential on order `k`: up the line, each upline whose level rate is above what was paid
 * below gets the difference; each payee's differential also pays its same-level and override
 * shares, in that order.
 */
export function differential(ctx: DayContext, k: number): void {
  const { orders } = ctx.input;
  const { pos, level, upAtLeast } = ctx.team;
  const levelRates = ctx.r.levelRatesBps;
  const amount = orders.amountWei.get(k);
  const source = orders.source[k]!;
  const id = orders.id[k]!;
  let paidLevel = 0;
  let at = pos[orders.user[k]!]!;
  for (;;) {
    const payee = paidLevel < 5 ? upAtLeast[paidLevel]![at]! : -1;
    if (payee < 0) break;
    const payeeLevel = level[payee]!;
    const rate = levelRates[payeeLevel]! - levelRates[paidLevel]!;
    const diff = pct(amount, rate);
    ctx.line(payee, KIND.differential, source, id, amount, rate, diff);
    sameLevel(ctx, payee, diff, source, id);
    override(ctx, payee, diff, source, id);
    paidLevel = payeeLevel;
    at = payee;
  }
}

/** Same-level: the nearest upline at a differential payee's own level (before anyone higher). */
export function sameLevel(ctx: DayContext, payee: number, diff: bigint, source: number, id: number): void {
  const { level, upAtLeast } = ctx.team;
  const payeeLevel = level[payee]!;
  const peer = upAtLeast[payeeLevel - 1]![payee]!;
  if (peer >= 0 && level[peer] === payeeLevel) {
    ctx.line(peer, KIND.same_level, source, id, diff, ctx.r.sameLevelBps, pct(diff, ctx.r.sameLevelBps));
  }
}

/** Override: a referrer at D1 or above whom the differential payee, a direct referral, has overtaken. */
export function override(ctx: DayContext, payee: number, diff: bigint, source: number, id: number): void {
  const { level, parent } = ctx.team;
  const referrer = parent[payee]!;
  if (referrer >= 0 && level[referrer]! >= 1 && level[referrer]! < level[payee]!) {
    ctx.line(referrer, KIND.override, source, id, diff, ctx.r.overrideBps, pct(diff, ctx.r.overrideBps));
  }
}

/** Generation on order `k`: the g-th upline earns generation g's rate with at least g active directs. */
export function generation(ctx: DayContext, k: number): void {
  const { orders } = ctx.input;
  const { pos, parent, activeDirects } = ctx.team;
  const rates = ctx.r.generationBps;
  const amount = orders.amountWei.get(k);
  let upline = parent[pos[orders.user[k]!]!]!;
  for (let g = 0; g < rates.length && upline >= 0; g++) {
    if (activeDirects[upline]! >= g + 1) {
      ctx.line(
        upline,
        KIND.generation,
        orders.source[k]!,
        orders.id[k]!,
        amount,
        rates[g]!,
        pct(amount, rates[g]!),
      );
    }
    upline = parent[upline]!;
  }
}

/** ID referral: a direct referral's first order earns the referrer a fixed value. */
export function idReferral(ctx: DayContext): void {
  const { pos, parent } = ctx.team;
  const value = ctx.r.idReferralValueWei;
  for (let user = 0; user < parent.length; user++) {
    const referrer = parent[pos[user]!]!;
    if (ctx.input.firstOrderToday[user] && referrer >= 0) {
      ctx.line(referrer, KIND.id_referral, SOURCE.user, user, value, 0n, value);
    }
  }
}

/** Token referral: a share of a direct referral's $WOOHOO purchase. */
export function tokenReferral(ctx: DayContext): void {
  const { woohooOrders } = ctx.input;
  const { pos, parent } = ctx.team;
  const rate = ctx.r.tokenReferralBps;
  for (let k = 0; k < woohooOrders.length; k++) {
    const cost = woohooOrders.amountWei.get(k);
    const referrer = parent[pos[woohooOrders.user[k]!]!]!;
    if (referrer >= 0) {
      ctx.line(
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
}

/** Team subsidy: a share of the day's new small-community performance, from the rules' level. */
export function teamSubsidy(ctx: DayContext): void {
  const { level } = ctx.team;
  const { teamSubsidyMinLevel, teamSubsidyBps } = ctx.r;
  for (let at = 0; at < level.length; at++) {
    if (level[at]! >= teamSubsidyMinLevel) {
      const small = ctx.team.daySmallCommunityWei(at);
      ctx.line(at, KIND.team_subsidy, SOURCE.pool, 0, small, teamSubsidyBps, pct(small, teamSubsidyBps));
    }
  }
}

/** A pool shared by weight among `holders` (user indexes, not tree positions). */
function share(ctx: DayContext, kind: number, pool: bigint, holders: HoldingColumns): void {
  let total = 0;
  for (let k = 0; k < holders.length; k++) total += holders.shares[k]!;
  if (pool <= 0n || total === 0) return;
  const totalBig = BigInt(total);
  for (let k = 0; k < holders.length; k++) {
    const shares = holders.shares[k]!;
    ctx.line(
      ctx.team.pos[holders.user[k]!]!,
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
}

/** Community subsidy: a share of the day's inflow, among community node holders by shares. */
export function communitySubsidy(ctx: DayContext): void {
  share(
    ctx,
    KIND[NODE_KIND_REWARDS.community],
    pct(ctx.baseWei, ctx.r.communitySubsidyBps),
    ctx.input.holdings.community,
  );
}

/** Fee dividend: a share of the day's fees, among main node holders by shares. */
export function feeDividend(ctx: DayContext): void {
  share(
    ctx,
    KIND[NODE_KIND_REWARDS.main],
    pct(ctx.input.feesWei, ctx.r.feeDividendBps),
    ctx.input.holdings.main,
  );
}

/** Network dividend: a share of the day's inflow, among genesis node holders by shares. */
export function networkDividend(ctx: DayContext): void {
  share(
    ctx,
    KIND[NODE_KIND_REWARDS.genesis],
    pct(ctx.baseWei, ctx.r.networkDividendBps),
    ctx.input.holdings.genesis,
  );
}

/** Global bonus: a share of the inflow equally among the B6 holders, and one among the B7 holders. */
export function globalBonus(ctx: DayContext): void {
  const { level, order: userAt } = ctx.team;
  const atLevel = (wanted: number) => {
    let count = 0;
    for (let at = 0; at < level.length; at++) if (level[at] === wanted) count++;
    const holders = holdingColumns(count);
    holders.shares.fill(1);
    for (let at = 0, k = 0; at < level.length; at++)
      if (level[at] === wanted) holders.user[k++] = userAt[at]!;
    return holders;
  };
  const pool = pct(ctx.baseWei, ctx.r.globalBonusBps);
  share(ctx, KIND.global_bonus, pool, atLevel(LEVEL.B6));
  share(ctx, KIND.global_bonus, pool, atLevel(LEVEL.B7));
}
