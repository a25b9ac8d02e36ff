import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type RulesConfig } from '../rules/rules-config';
import { LEVEL } from './team-levels';
import { computeTeam, type SparseAmounts, type TeamInput, type TeamState, treeOrder } from './team-tree';

const T = 10n ** 18n;
const none: SparseAmounts = { user: [], amountWei: [] };

/** A tree drawn as rows [name, referrer, own performance, active]; referrers are listed first. */
type Row = [name: string, referrer: string | null, ownWei: bigint, active: boolean];

/**
 * Users are numbered in reverse of the listing, so every referrer has a higher index than its
 * referrals: the tree positions differ from the user indices throughout.
 */
function drawn(rows: Row[]): { input: TeamInput; id: Record<string, number> } {
  const n = rows.length;
  const id: Record<string, number> = {};
  rows.forEach(([name], k) => {
    id[name] = n - 1 - k;
  });
  const parent = new Int32Array(n);
  const active = new Uint8Array(n);
  const user: number[] = [];
  const amountWei: bigint[] = [];
  for (const [name, referrer, own, isActive] of rows) {
    parent[id[name]!] = referrer === null ? -1 : id[referrer]!;
    active[id[name]!] = isActive ? 1 : 0;
    if (own > 0n) {
      user.push(id[name]!);
      amountWei.push(own);
    }
  }
  return { input: { parent, active, ownPerf: { user, amountWei } }, id };
}

/** A user's figures read from the team state (arrays are by tree position). */
function figuresOf(team: TeamState, user: number) {
  const at = team.pos[user]!;
  return {
    level: team.level[at]!,
    activeDirects: team.activeDirects[at]!,
    teamPerfWei: team.teamPerfWei(at),
    smallCommunityWei: team.smallCommunityWei(at),
    legsWithB5: team.legsWithB5[at]!,
    legsWithB6: team.legsWithB6[at]!,
  };
}

describe('treeOrder: referrers before their referrals', () => {
  it('lists roots first, then level by level, each referrer before its referrals', () => {
    //   3        5
    //  / \       |
    // 0   4      1
    // |
    // 2
    const parent = Int32Array.from([3, 5, 0, -1, 3, -1]);
    const order = Array.from(treeOrder(parent));
    expect(order).toEqual([3, 5, 0, 4, 1, 2]);
    const at = (u: number) => order.indexOf(u);
    for (let u = 0; u < parent.length; u++) if (parent[u]! >= 0) expect(at(parent[u]!)).toBeLessThan(at(u));
  });

  it('handles an empty tree and a single user', () => {
    expect(Array.from(treeOrder(new Int32Array(0)))).toEqual([]);
    expect(Array.from(treeOrder(Int32Array.from([-1])))).toEqual([0]);
  });

  it('throws on a cycle, including one no root reaches and a user referring itself', () => {
    expect(() => treeOrder(Int32Array.from([1, 0]))).toThrow(/cycle through 2 users/);
    expect(() => treeOrder(Int32Array.from([-1, 2, 1, 0]))).toThrow(/cycle through 2 users/);
    expect(() => treeOrder(Int32Array.from([0]))).toThrow(/cycle/);
    expect(() => treeOrder(Int32Array.from([-1, 2, 3, 1, 3]))).toThrow(/cycle through 4 users/);
  });
});

// Levels made reachable in a small tree: D1 at 2 active directs, B3 at 300 USDT and B5 at 1,000
// USDT of small community, B6/B7 at 2 legs.
const easy: RulesConfig['team'] = {
  ...DEFAULT_RULES.team,
  d1Directs: 2,
  b3SmallCommunityWei: 300n * T,
  b5SmallCommunityWei: 1000n * T,
};

// Own performance in USDT; A6 has never bought (inactive), everyone else has.
//
//                       A0 (0)
//               ┌─────────┴──────────┐
//            A1 (100)              A2 (50)
//          ┌────┴─────┐          ┌───┴─────────┐
//        A3 (0)     A4 (500)   A5 (400)     A6 (0, inactive)
//       ┌──┴──┐     ┌──┴───┐     ┌──┴───┐
//  A7 (100) A8 (800) A9 (1000) A10 (1200) A11 (1100) A12 (1000)
//
// A3: legs 100 and 800: team 900, small 100 → D1.
// A4: legs 1000 and 1200: team 2200, small 1000 → B5.  A5: legs 1100 and 1000: team 2100, small 1000 → B5.
// A1: legs A3 0+900 = 900 and A4 500+2200 = 2700: team 3600, small 900 → B3; one leg (A4) holds a B5.
// A2: legs A5 400+2100 = 2500 and A6 0: team 2500, small 0; only 1 active direct → none, one B5 leg.
// A0: legs A1 100+3600 = 3700 and A2 50+2500 = 2550: team 6250, small 2550; 2 legs hold a B5 → B6.
const rows: Row[] = [
  ['A0', null, 0n, true],
  ['A1', 'A0', 100n * T, true],
  ['A2', 'A0', 50n * T, true],
  ['A3', 'A1', 0n, true],
  ['A4', 'A1', 500n * T, true],
  ['A5', 'A2', 400n * T, true],
  ['A6', 'A2', 0n, false],
  ['A7', 'A3', 100n * T, true],
  ['A8', 'A3', 800n * T, true],
  ['A9', 'A4', 1000n * T, true],
  ['A10', 'A4', 1200n * T, true],
  ['A11', 'A5', 1100n * T, true],
  ['A12', 'A5', 1000n * T, true],
];

const leaf = {
  level: LEVEL.none,
  activeDirects: 0,
  teamPerfWei: 0n,
  smallCommunityWei: 0n,
  legsWithB5: 0,
  legsWithB6: 0,
};
const expected: Record<string, ReturnType<typeof figuresOf>> = {
  A0: {
    level: LEVEL.B6,
    activeDirects: 2,
    teamPerfWei: 6250n * T,
    smallCommunityWei: 2550n * T,
    legsWithB5: 2,
    legsWithB6: 0,
  },
  A1: {
    level: LEVEL.B3,
    activeDirects: 2,
    teamPerfWei: 3600n * T,
    smallCommunityWei: 900n * T,
    legsWithB5: 1,
    legsWithB6: 0,
  },
  A2: {
    level: LEVEL.none,
    activeDirects: 1,
    teamPerfWei: 2500n * T,
    smallCommunityWei: 0n,
    legsWithB5: 1,
    legsWithB6: 0,
  },
  A3: {
    level: LEVEL.D1,
    activeDirects: 2,
    teamPerfWei: 900n * T,
    smallCommunityWei: 100n * T,
    legsWithB5: 0,
    legsWithB6: 0,
  },
  A4: {
    level: LEVEL.B5,
    activeDirects: 2,
    teamPerfWei: 2200n * T,
    smallCommunityWei: 1000n * T,
    legsWithB5: 0,
    legsWithB6: 0,
  },
  A5: {
    level: LEVEL.B5,
    activeDirects: 2,
    teamPerfWei: 2100n * T,
    smallCommunityWei: 1000n * T,
    legsWithB5: 0,
    legsWithB6: 0,
  },
  A6: leaf,
  A7: leaf,
  A8: leaf,
  A9: leaf,
  A10: leaf,
  A11: leaf,
  A12: leaf,
};

describe('computeTeam on a drawn tree', () => {
  const { input, id } = drawn(rows);
  const team = computeTeam(easy, input, none);

  it('gives every user the figures and level worked out by hand', () => {
    const actual: Record<string, ReturnType<typeof figuresOf>> = {};
    for (const name of Object.keys(id)) actual[name] = figuresOf(team, id[name]!);
    expect(actual).toEqual(expected);
  });

  it('points each user at its nearest upline of at least each level', () => {
    const name = (at: number) => (at < 0 ? '-' : rows[rows.length - 1 - team.order[at]!]![0]);
    const ups = (user: string) => team.upAtLeast.map((up) => name(up[team.pos[id[user]!]!]!));
    //                     ≥D1    ≥B3    ≥B5    ≥B6    ≥B7
    expect(ups('A7')).toEqual(['A3', 'A1', 'A0', 'A0', '-']);
    expect(ups('A3')).toEqual(['A1', 'A1', 'A0', 'A0', '-']);
    expect(ups('A10')).toEqual(['A4', 'A4', 'A4', 'A0', '-']);
    expect(ups('A4')).toEqual(['A1', 'A1', 'A0', 'A0', '-']);
    expect(ups('A11')).toEqual(['A5', 'A5', 'A5', 'A0', '-']);
    expect(ups('A6')).toEqual(['A0', 'A0', 'A0', 'A0', '-']);
    expect(ups('A0')).toEqual(['-', '-', '-', '-', '-']);
  });

  it("splits the day's new performance into the largest leg and the small community", () => {
    // Today: A9 +300, A10 +200 (A4's legs), A11 +50. A1's legs today: A4 500, A3 0 → small 0;
    // A4: legs 300 and 200 → small 200; A0: legs A1 500, A2 50 → small 50.
    const today: SparseAmounts = {
      user: [id.A9!, id.A10!, id.A11!],
      amountWei: [300n * T, 200n * T, 50n * T],
    };
    const withToday = computeTeam(easy, input, today);
    const day = (name: string) => withToday.daySmallCommunityWei(withToday.pos[id[name]!]!);
    expect([day('A0'), day('A1'), day('A4'), day('A2'), day('A5')]).toEqual([50n * T, 0n, 200n * T, 0n, 0n]);
  });

  it('gives B7 to a user with two legs each holding a B6 (two copies of the tree under one root)', () => {
    const copy = (prefix: string): Row[] =>
      rows.map(([name, referrer, own, active]) => [
        prefix + name,
        referrer === null ? 'R' : prefix + referrer,
        own,
        active,
      ]);
    const twice = drawn([['R', null, 0n, true], ...copy('x'), ...copy('y')]);
    const both = computeTeam(easy, twice.input, none);
    expect(figuresOf(both, twice.id.R!)).toEqual({
      level: LEVEL.B7,
      activeDirects: 2,
      teamPerfWei: 2n * 6250n * T,
      smallCommunityWei: 6250n * T,
      legsWithB5: 2,
      legsWithB6: 2,
    });
    expect(figuresOf(both, twice.id.xA0!).level).toBe(LEVEL.B6);
  });
});

describe('computeTeam stays exact to the wei', () => {
  // R ← a (own 1), R ← b (own 3·10^18 + 7), b ← c (own 2·(3·10^18 + 7))
  it('sums amounts that are not multiples of a round unit exactly', () => {
    const u = 3n * T + 7n;
    const { input, id } = drawn([
      ['R', null, 0n, true],
      ['b', 'R', u, true],
      ['c', 'b', 2n * u, true],
      ['d', 'c', 5n * u, true],
    ]);
    const team = computeTeam({ ...easy, d1Directs: 1 }, input, none);
    expect(figuresOf(team, id.R!)).toMatchObject({ teamPerfWei: 8n * u, smallCommunityWei: 0n });
    expect(figuresOf(team, id.b!)).toMatchObject({ teamPerfWei: 7n * u });
    expect(8n * u).toBe(24_000_000_000_000_000_056n);
  });

  it('is exact with a unit of 1 wei while the day stays below 2^53 wei', () => {
    const big = 2n ** 52n + 1n; // an odd amount where float64 has no room left for a fraction
    const { input, id } = drawn([
      ['R', null, 0n, true],
      ['a', 'R', 1n, true],
      ['b', 'R', big, true],
      ['c', 'R', 2n ** 52n - 5n, true],
    ]);
    const team = computeTeam(easy, input, none);
    expect(figuresOf(team, id.R!)).toMatchObject({
      teamPerfWei: 2n ** 53n - 3n,
      smallCommunityWei: 2n ** 52n - 4n,
    });
  });

  it('throws rather than round when the sums would exceed 2^53 units', () => {
    // gcd(1, 3·10^18 + 7) = 1 wei: 3·10^18 units is beyond float64's exact integers.
    const odd = drawn([
      ['R', null, 0n, true],
      ['a', 'R', 1n, true],
      ['b', 'R', 3n * T + 7n, true],
    ]);
    expect(() => computeTeam(easy, odd.input, none)).toThrow(/exceeds exact float64 arithmetic/);
    // 2^53 - 1 units in all is still exact; one more unit (here, from the day's orders) is not.
    const edge = drawn([
      ['R', null, 0n, true],
      ['a', 'R', 2n ** 53n - 2n, true],
    ]);
    const one: SparseAmounts = { user: [edge.id.a!], amountWei: [1n] };
    expect(computeTeam(easy, edge.input, one).teamPerfWei(0)).toBe(2n ** 53n - 2n);
    const two: SparseAmounts = { user: [edge.id.a!, edge.id.R!], amountWei: [1n, 1n] };
    expect(() => computeTeam(easy, edge.input, two)).toThrow(/exceeds exact float64 arithmetic/);
  });

  it('refuses a negative amount', () => {
    const { input } = drawn([['R', null, -1n, true]]);
    input.ownPerf = { user: [0], amountWei: [-1n] };
    expect(() => computeTeam(easy, input, none)).toThrow(/never negative/);
  });
});
