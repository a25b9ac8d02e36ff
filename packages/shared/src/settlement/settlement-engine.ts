import type { Asset } from '../assets';
import { ONE_TOKEN_WEI } from '../constants';
import { BPS_DENOMINATOR } from '../money-rules';
import type { RulesConfig } from '../rules/rules-config';
import type { RewardKind, RewardSource } from './reward-kinds';
import { type RewardLine, RewardTable } from './reward-table';
import { computeTeam, type TeamInput, type TeamState } from './team-tree';

export type { RewardLine } from './reward-table';

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

/** Everything one day's settlement reads, with users as indices 0..n-1 (issue 8 item 7). */
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
 * Settles one day (issue 8 items 3-5): the team's levels, then the twelve reward kinds, then the
 * cap. Pure and deterministic: the same input gives the same lines in the same order. Linear in
 * users plus orders; every upline walk is bounded (levels by jump pointers, generations by the
 * rules' length), so a chain 10,000 deep costs no more per order than a flat tree.
 */
export function settleDay(input: DayInput): DayResult {
  const { rules } = input;
  const r = rules.rewards;
  const dayOwn = { user: input.orders.map((o) => o.user), amountWei: input.orders.map((o) => o.amountWei) };
  const team = computeTeam(rules.team, input, dayOwn);
  const table = new RewardTable();
  const { order: userAt, pos } = team;
  const line = (
    at: number,
    kind: RewardKind,
    source: RewardSource,
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

  // Static: each running stake earns its daily rate on its principal, within what it may still pay.
  for (const stake of input.stakes) {
    const due = pct(stake.principalWei, stake.dailyRateBps);
    const value = due < stake.remainingWei ? due : stake.remainingWei;
    line(pos[stake.user]!, 'static', 'stake_order', stake.id, stake.principalWei, stake.dailyRateBps, value);
  }

  let baseWei = 0n;
  const { parent, level, activeDirects, upAtLeast } = team;
  // From here on users are tree positions (see TeamState); `line` maps them back.
  for (const order of input.orders) {
    baseWei += order.amountWei;
    const amount = order.amountWei;
    // Differential: up the line, each upline whose level rate is above what was paid below gets
    // the difference; the nearest same-level upline of each payee gets the same-level share, and a
    // referrer the payee has surpassed gets the override share.
    const buyer = pos[order.user]!;
    let paidLevel = 0;
    let at = buyer;
    for (;;) {
      const payee = paidLevel < 5 ? upAtLeast[paidLevel]![at]! : -1;
      if (payee < 0) break;
      const payeeLevel = level[payee]!;
      const rate = r.levelRatesBps[payeeLevel]! - r.levelRatesBps[paidLevel]!;
      const diff = pct(amount, rate);
      line(payee, 'differential', order.source, order.id, amount, rate, diff);
      const peer = upAtLeast[payeeLevel - 1]![payee]!;
      if (peer >= 0 && level[peer] === payeeLevel) {
        line(peer, 'same_level', order.source, order.id, diff, r.sameLevelBps, pct(diff, r.sameLevelBps));
      }
      const referrer = parent[payee]!;
      if (referrer >= 0 && level[referrer]! >= 1 && level[referrer]! < payeeLevel) {
        line(referrer, 'override', order.source, order.id, diff, r.overrideBps, pct(diff, r.overrideBps));
      }
      paidLevel = payeeLevel;
      at = payee;
    }
    // Generation: the g-th upline earns generation g's rate with at least g active directs.
    let upline = parent[buyer]!;
    for (let g = 0; g < r.generationBps.length && upline >= 0; g++) {
      if (activeDirects[upline]! >= g + 1) {
        const rate = r.generationBps[g]!;
        line(upline, 'generation', order.source, order.id, amount, rate, pct(amount, rate));
      }
      upline = parent[upline]!;
    }
  }

  // ID referral: a direct referral's first order earns the referrer a fixed value.
  for (let user = 0; user < parent.length; user++) {
    const referrer = parent[pos[user]!]!;
    if (input.firstOrderToday[user] && referrer >= 0) {
      line(referrer, 'id_referral', 'user', user, r.idReferralValueWei, 0n, r.idReferralValueWei);
    }
  }
  // Token referral: a share of a direct referral's $WOOHOO purchase.
  for (const order of input.woohooOrders) {
    baseWei += order.costWei;
    const referrer = parent[pos[order.user]!]!;
    if (referrer >= 0) {
      line(
        referrer,
        'token_referral',
        'woohoo_order',
        order.id,
        order.costWei,
        r.tokenReferralBps,
        pct(order.costWei, r.tokenReferralBps),
      );
    }
  }

  // Team subsidy: a share of the day's new small-community performance, from the rules' level.
  for (let at = 0; at < parent.length; at++) {
    if (level[at]! >= r.teamSubsidyMinLevel) {
      const small = team.daySmallCommunityWei(at);
      line(at, 'team_subsidy', 'pool', 0, small, r.teamSubsidyBps, pct(small, r.teamSubsidyBps));
    }
  }

  // Pools shared by weight: node holders by shares, the global bonus equally within its level.
  const share = (kind: RewardKind, pool: bigint, holders: readonly ShareHolding[]) => {
    const total = holders.reduce((sum, h) => sum + h.shares, 0);
    if (pool <= 0n || total === 0) return;
    const totalBig = BigInt(total);
    for (const h of holders) {
      line(pos[h.user]!, kind, 'pool', 0, pool, 0n, (pool * BigInt(h.shares)) / totalBig, h.shares, total);
    }
  };
  share('community_subsidy', pct(baseWei, r.communitySubsidyBps), input.holdings.community);
  share('fee_dividend', pct(input.feesWei, r.feeDividendBps), input.holdings.main);
  share('network_dividend', pct(baseWei, r.networkDividendBps), input.holdings.genesis);
  const atLevel = (wanted: number) => {
    const holders: ShareHolding[] = [];
    for (let at = 0; at < level.length; at++)
      if (level[at] === wanted) holders.push({ user: userAt[at]!, shares: 1 });
    return holders;
  };
  share('global_bonus', pct(baseWei, r.globalBonusBps), atLevel(4));
  share('global_bonus', pct(baseWei, r.globalBonusBps), atLevel(5));

  // The cap: when the day's rewards exceed the cap on its inflow, every reward is scaled by the
  // same ratio cap/total, rounded down, so the paid total never exceeds the cap.
  const capWei = pct(baseWei, r.capBps);
  let totalValueWei = 0n;
  for (let at = 0; at < table.length; at++) totalValueWei += table.valueWei(at);
  const capped = totalValueWei > capWei;
  table.settle(
    (valueWei) => (capped ? (valueWei * capWei) / totalValueWei : valueWei),
    (paid, asset) => toAsset(paid, asset, r),
  );
  let paidValueWei = 0n;
  for (let at = 0; at < table.length; at++) paidValueWei += table.paidValueWei(at);
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
    paidValueWei,
    capped,
  };
}

/** A USDT value in the asset a kind pays in, at the rules' fixed prices, rounded down. */
export function toAsset(valueWei: bigint, asset: Asset, r: RulesConfig['rewards']): bigint {
  if (asset === 'BHC') return (valueWei * ONE_TOKEN_WEI) / r.bhcPriceWei;
  if (asset === 'BNB') return (valueWei * ONE_TOKEN_WEI) / r.bnbPriceWei;
  return valueWei;
}
