/**
 * Drawn days for the engine's hand-computed examples: a small tree written out by name, its
 * orders, stakes and holdings, settled with `settleDay`, and checks on what each user is paid.
 */
import { expect } from 'vitest';
import { DEFAULT_RULES, type RulesConfig } from '../../rules/rules-config';
import type { RewardKind } from '../reward-kinds';
import { type DayInput, type DayOrder, type RewardLine, settleDay } from '../settlement-engine';

export const T = 10n ** 18n;

/** Rules with some fields replaced. */
export function rulesWith(
  team: Partial<RulesConfig['team']>,
  rewards: Partial<RulesConfig['rewards']> = {},
): RulesConfig {
  return {
    ...DEFAULT_RULES,
    team: { ...DEFAULT_RULES.team, ...team },
    rewards: { ...DEFAULT_RULES.rewards, ...rewards },
  };
}
/** Levels reachable in a small tree: D1 at 1 active direct, B3 at 100 and B5 at 10,000 USDT. */
export const EASY_TEAM = { d1Directs: 1, b3SmallCommunityWei: 100n * T, b5SmallCommunityWei: 10_000n * T };
/** No differential and no generation rewards, so an example shows only the kind it is about. */
export const QUIET = { levelRatesBps: [0n, 0n, 0n, 0n, 0n, 0n], generationBps: [] };

/**
 * A drawn day. Users are listed referrers first; each has a referrer, its performance before the
 * day (`own`, USDT), whether it has ever bought (`active`, default yes) and whether its first
 * order falls in the day (`first`). The day's orders are added to their buyers' performance.
 * Users are numbered in reverse of the listing, so referrers have higher indices than referrals.
 */
export type Person = { name: string; referrer?: string; own?: bigint; active?: boolean; first?: boolean };
export type Day = {
  users: Person[];
  rules?: RulesConfig;
  orders?: [buyer: string, amountWei: bigint, source?: DayOrder['source']][];
  stakes?: [owner: string, principalWei: bigint, dailyRateBps: bigint, remainingWei: bigint][];
  woohoo?: [buyer: string, costWei: bigint][];
  holdings?: Partial<Record<'main' | 'genesis' | 'community', [holder: string, shares: number][]>>;
  feesWei?: bigint;
};

export function settle(day: Day) {
  const n = day.users.length;
  const id = (name: string) => {
    const k = day.users.findIndex((p) => p.name === name);
    if (k < 0) throw new Error(`no user ${name}`);
    return n - 1 - k;
  };
  const nameOf = (user: number) => day.users[n - 1 - user]!.name;
  const own = new Map<number, bigint>();
  const addOwn = (user: number, amount: bigint) => own.set(user, (own.get(user) ?? 0n) + amount);
  const parent = new Int32Array(n);
  const active = new Uint8Array(n);
  const firstOrderToday = new Uint8Array(n);
  for (const p of day.users) {
    parent[id(p.name)] = p.referrer === undefined ? -1 : id(p.referrer);
    active[id(p.name)] = p.active === false ? 0 : 1;
    firstOrderToday[id(p.name)] = p.first ? 1 : 0;
    if (p.own) addOwn(id(p.name), p.own);
  }
  const orders: DayOrder[] = (day.orders ?? []).map(([buyer, amountWei, source], k) => {
    addOwn(id(buyer), amountWei);
    return { source: source ?? 'node_order', id: 100 + k, user: id(buyer), amountWei };
  });
  const holders = (list: [string, number][] = []) =>
    list.map(([name, shares]) => ({ user: id(name), shares }));
  const input: DayInput = {
    rules: day.rules ?? DEFAULT_RULES,
    parent,
    active,
    ownPerf: { user: [...own.keys()], amountWei: [...own.values()] },
    firstOrderToday,
    orders,
    woohooOrders: (day.woohoo ?? []).map(([buyer, costWei], k) => ({
      id: 200 + k,
      user: id(buyer),
      costWei,
    })),
    stakes: (day.stakes ?? []).map(([owner, principalWei, dailyRateBps, remainingWei], k) => ({
      id: 300 + k,
      user: id(owner),
      principalWei,
      dailyRateBps,
      remainingWei,
    })),
    holdings: {
      main: holders(day.holdings?.main),
      genesis: holders(day.holdings?.genesis),
      community: holders(day.holdings?.community),
    },
    feesWei: day.feesWei ?? 0n,
  };
  const result = settleDay(input);
  return { result, id, nameOf, input };
}

export type Paid = [kind: RewardKind, amountWei: bigint];
export const sortPaid = (list: Paid[]) =>
  [...list].sort(([k1, a1], [k2, a2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : a1 < a2 ? -1 : a1 > a2 ? 1 : 0));

/**
 * Every user's lines as (kind, amount paid in the kind's asset). Users not named in `expected`
 * must have no line at all.
 */
export function expectPaid(settled: ReturnType<typeof settle>, expected: Record<string, Paid[]>) {
  const actual: Record<string, Paid[]> = {};
  for (const l of settled.result.lines) {
    const name = settled.nameOf(l.user);
    actual[name] = [...(actual[name] ?? []), [l.kind, l.amountWei]];
  }
  const want: Record<string, Paid[]> = {};
  for (const [name, list] of Object.entries(expected)) if (list.length > 0) want[name] = sortPaid(list);
  for (const name of Object.keys(actual)) actual[name] = sortPaid(actual[name]!);
  expect(actual).toEqual(want);
}
export const lineOf = (settled: ReturnType<typeof settle>, name: string, kind: RewardKind): RewardLine => {
  const found = settled.result.lines.filter((l) => settled.nameOf(l.user) === name && l.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};
