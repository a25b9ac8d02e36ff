import type { RulesConfig } from '../rules/rules-config';
import { LEVEL, levelOf, MAX_LEVEL } from './team-levels';
import { WeiColumn } from './wei-column';

/** Amounts for some users: user indices and the amount of each (others have none). */
export type SparseAmounts = { user: ArrayLike<number>; amountWei: WeiColumn | readonly bigint[] };

/** The referral tree with users as indices 0..n-1. */
export type TeamInput = {
  /** parent[i]: the index of i's referrer, -1 for none. */
  parent: Int32Array;
  /** 1 when the user has ever bought a node or opened a stake (by the day's end). */
  active: Uint8Array;
  /** Each user's own cumulative performance by the day's end: node orders and stakes (USDT). */
  ownPerf: SparseAmounts;
};

/**
 * The team's figures after one bottom-up and one top-down pass, in *tree positions*: users are
 * renumbered in breadth-first order (`order[k]` is the user at position k, `pos[u]` the position
 * of user u), so a referrer's position is below its referrals' and both passes read memory in
 * sequence. At a million users this made the passes several times faster than indexing by user.
 * Every array below is indexed by position and holds positions.
 */
export type TeamState = {
  order: Int32Array;
  pos: Int32Array;
  parent: Int32Array;
  level: Uint8Array;
  activeDirects: Int32Array;
  legsWithB5: Int32Array;
  legsWithB6: Int32Array;
  /** Cumulative performance of everyone below the user (not the user's own). */
  teamPerfWei: (user: number) => bigint;
  smallCommunityWei: (user: number) => bigint;
  /** The day's new performance below the user less its largest leg. */
  daySmallCommunityWei: (user: number) => bigint;
  /** The day's new performance below the user (the weekly assessment sums it). */
  dayTeamWei: (user: number) => bigint;
  /**
   * upAtLeast[k][u]: the nearest upline of u whose level is at least k + 1, or -1. Lets a walk up
   * the line jump straight to the next upline that matters.
   */
  upAtLeast: Int32Array[];
};

/** Greatest common divisor of two non-negative amounts. */
function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Performance in whole `unit`s as float64: exact while every sum stays below 2^53 units. The unit
 * is the greatest common divisor of the amounts (10 USDT for node and stake orders under the
 * default rules), so the headroom is vast; a day that would exceed it throws rather than round
 * (docs/rules.md "Rewards": exact to the base unit). Bigint arithmetic per user was the engine's
 * main cost at a million users.
 */
function toUnits(
  n: number,
  pos: Int32Array,
  parts: SparseAmounts[],
): { unit: bigint; units: Float64Array[] } {
  const columns = parts.map((part) => {
    // Negative amounts cannot be stored in a column: the array form is checked here.
    if (Array.isArray(part.amountWei) && part.amountWei.some((amount) => amount < 0n)) {
      throw new Error('performance amounts are never negative');
    }
    return part.amountWei instanceof WeiColumn ? part.amountWei : WeiColumn.of(part.amountWei);
  });
  let unit = 0n;
  let total = 0n;
  for (const column of columns) {
    for (let i = 0; i < column.length; i++) {
      const amount = column.get(i);
      if (unit !== 1n && amount % (unit === 0n ? 1n : unit) !== 0n) unit = gcd(amount, unit);
      else if (unit === 0n) unit = amount;
      total += amount;
    }
  }
  if (unit === 0n) unit = 1n;
  if (total / unit > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`performance of ${total} wei in units of ${unit} exceeds exact float64 arithmetic`);
  }
  const units = parts.map((part, k) => {
    const column = columns[k]!;
    const out = new Float64Array(n);
    for (let i = 0; i < part.user.length; i++) out[pos[part.user[i]!]!]! += Number(column.get(i) / unit);
    return out;
  });
  return { unit, units };
}

/**
 * Orders the tree so every referrer comes before its referrals (roots first, then level by
 * level). Throws on a cycle, which binding refuses and the database never holds.
 */
export function treeOrder(parent: Int32Array): Int32Array {
  const n = parent.length;
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) start[parent[i]! + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const children = new Int32Array(n);
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) children[fill[parent[i]!]!++] = i;
  const order = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) if (parent[i]! < 0) order[tail++] = i;
  for (let head = 0; head < tail; head++) {
    const u = order[head]!;
    for (let c = start[u]!; c < start[u + 1]!; c++) order[tail++] = children[c]!;
  }
  if (tail !== n) throw new Error(`referral tree has a cycle through ${n - tail} users`);
  return order;
}

/**
 * Levels and team figures for every user in two linear passes (SPEC 6): bottom-up for performance,
 * direct counts, legs and levels (a level depends only on the user's own subtree), then top-down
 * for the jump pointers.
 */
export function computeTeam(rules: RulesConfig['team'], input: TeamInput, dayOwn: SparseAmounts): TeamState {
  const n = input.parent.length;
  const order = treeOrder(input.parent);
  const pos = new Int32Array(n);
  for (let k = 0; k < n; k++) pos[order[k]!] = k;
  const parent = new Int32Array(n);
  const active = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const user = order[k]!;
    const p = input.parent[user]!;
    parent[k] = p < 0 ? -1 : pos[p]!;
    active[k] = input.active[user]!;
  }
  const {
    unit,
    units: [own, todayOwn],
  } = toUnits(n, pos, [input.ownPerf, dayOwn]);
  const teamPerf = new Float64Array(n);
  const maxLeg = new Float64Array(n);
  const dayTeam = new Float64Array(n);
  const dayMaxLeg = new Float64Array(n);
  const activeDirects = new Int32Array(n);
  const legsWithB5 = new Int32Array(n);
  const legsWithB6 = new Int32Array(n);
  const subtreeMax = new Uint8Array(n);
  const level = new Uint8Array(n);
  const wei = (units: number) => BigInt(units) * unit;
  for (let u = n - 1; u >= 0; u--) {
    // Most users have fewer active directs than D1 needs: no level to work out.
    const lv =
      activeDirects[u]! < rules.d1Directs
        ? LEVEL.none
        : levelOf(rules, {
            activeDirects: activeDirects[u]!,
            smallCommunityWei: wei(teamPerf[u]! - maxLeg[u]!),
            legsWithB5: legsWithB5[u]!,
            legsWithB6: legsWithB6[u]!,
          });
    level[u] = lv;
    const highest = lv > subtreeMax[u]! ? lv : subtreeMax[u]!;
    subtreeMax[u] = highest;
    const p = parent[u]!;
    if (p < 0) continue;
    const leg = own![u]! + teamPerf[u]!;
    teamPerf[p]! += leg;
    if (leg > maxLeg[p]!) maxLeg[p] = leg;
    const dayLeg = todayOwn![u]! + dayTeam[u]!;
    dayTeam[p]! += dayLeg;
    if (dayLeg > dayMaxLeg[p]!) dayMaxLeg[p] = dayLeg;
    if (active[u]) activeDirects[p]!++;
    if (highest >= LEVEL.B5) legsWithB5[p]!++;
    if (highest >= LEVEL.B6) legsWithB6[p]!++;
    if (highest > subtreeMax[p]!) subtreeMax[p] = highest;
  }
  const upAtLeast: Int32Array[] = [];
  for (let k = 0; k < MAX_LEVEL; k++) upAtLeast.push(new Int32Array(n).fill(-1));
  for (let u = 0; u < n; u++) {
    const p = parent[u]!;
    if (p < 0) continue;
    const lp = level[p]!;
    for (let k = 0; k < MAX_LEVEL; k++) upAtLeast[k]![u] = lp >= k + 1 ? p : upAtLeast[k]![p]!;
  }
  return {
    order,
    pos,
    parent,
    level,
    activeDirects,
    legsWithB5,
    legsWithB6,
    teamPerfWei: (user) => wei(teamPerf[user]!),
    smallCommunityWei: (user) => wei(teamPerf[user]! - maxLeg[user]!),
    daySmallCommunityWei: (user) => wei(dayTeam[user]! - dayMaxLeg[user]!),
    dayTeamWei: (user) => wei(dayTeam[user]!),
    upAtLeast,
  };
}
