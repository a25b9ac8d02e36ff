import { describe, expect, it } from 'vitest';
import { EASY_TEAM, expectPaid, lineOf, type Person, QUIET, rulesWith, settle, T } from './testing/drawn-day';

describe('static reward', () => {
  //   A   (root: buys a 100 USDT stake today, which pays A no dynamic reward)
  //   └─ B
  it('pays the daily rate on the principal, bounded by what the stake may still pay', () => {
    const settled = settle({
      users: [{ name: 'A' }, { name: 'B', referrer: 'A' }],
      orders: [['A', 100n * T, 'stake_order']],
      stakes: [
        ['A', 1000n * T, 60n, 100n * T], // 0.6% of 1,000 = 6
        ['B', 500n * T, 50n, 1n * T], // 0.5% of 500 = 2.5, but only 1 left
        ['B', 10n * T, 30n, 0n], // used up: nothing
        ['A', 333n * T + 1n, 30n, 100n * T], // 0.3% of 333.000…001 = 0.999, rounded down
      ],
    });
    expectPaid(settled, {
      A: [
        ['static', 6n * T],
        ['static', 999_000_000_000_000_000n],
      ],
      B: [['static', 1n * T]],
    });
    expect(lineOf(settled, 'B', 'static')).toMatchObject({
      source: 'stake_order',
      sourceId: 301,
      basisWei: 500n * T,
      rateBps: 50n,
      valueWei: 1n * T,
    });
  });
});

describe('differential reward', () => {
  // Easy levels. X buys a 1,000 USDT node.
  //
  //   B  (B3: legs D 1,000 and E 150 → small community 150)
  //   ├─ D  (D1: one active direct)
  //   │  └─ X  buys 1,000
  //   └─ E  (own 150)
  it('pays the nearest D1 its 3%, then the B3 above the 6% - 3% difference', () => {
    const settled = settle({
      rules: rulesWith(EASY_TEAM),
      users: [
        { name: 'B' },
        { name: 'D', referrer: 'B' },
        { name: 'E', referrer: 'B', own: 150n * T },
        { name: 'X', referrer: 'D' },
      ],
      orders: [['X', 1000n * T]],
    });
    expectPaid(settled, {
      B: [
        ['differential', 30n * T], // (6% - 3%) of 1,000
        ['generation', 5n * T], // generation 2 of X, with 2 active directs
      ],
      D: [
        ['differential', 30n * T], // 3% of 1,000
        ['generation', 5n * T], // generation 1 of X
      ],
      E: [],
      X: [],
    });
    expect(lineOf(settled, 'B', 'differential')).toMatchObject({
      source: 'node_order',
      sourceId: 100,
      basisWei: 1000n * T,
      rateBps: 300n,
    });
    expect(settled.result).toMatchObject({ baseWei: 1000n * T, capWei: 700n * T, capped: false });
  });
});

describe('same-level reward', () => {
  // D1 at 2 active directs (default thresholds: every level here is D1 or none). X buys 1,000.
  //
  //   S  (D1)
  //   ├─ S1
  //   └─ P  (D1)
  //      ├─ P1
  //      └─ M  (none: one active direct)
  //         └─ Q  (D1)
  //            ├─ X  buys 1,000
  //            └─ Q1
  it("pays the nearest upline of the payee's level 10% of the payee's differential, once", () => {
    const settled = settle({
      rules: rulesWith({ d1Directs: 2 }),
      users: [
        { name: 'S' },
        { name: 'S1', referrer: 'S' },
        { name: 'P', referrer: 'S' },
        { name: 'P1', referrer: 'P' },
        { name: 'M', referrer: 'P' },
        { name: 'Q', referrer: 'M' },
        { name: 'X', referrer: 'Q' },
        { name: 'Q1', referrer: 'Q' },
      ],
      orders: [['X', 1000n * T]],
    });
    expectPaid(settled, {
      Q: [
        ['differential', 30n * T],
        ['generation', 5n * T], // M (generation 2) has 1 of 2 active directs; P and S fewer than 3 and 4
      ],
      P: [['same_level', 3n * T]], // 10% of Q's 30, skipping M; S, also D1, gets nothing
      S: [],
      S1: [],
      P1: [],
      M: [],
      X: [],
      Q1: [],
    });
    expect(lineOf(settled, 'P', 'same_level')).toMatchObject({ basisWei: 30n * T, rateBps: 1000n });
  });
});

describe('override reward', () => {
  // Easy levels. X buys 1,000.
  //
  //   R  (D1)
  //   └─ B  (B3: legs X 1,000 and Y 150 → small 150)
  //      ├─ X  buys 1,000
  //      └─ Y  (own 150)
  it("pays the payee's direct referrer, at a lower non-zero level, 5% of the payee's differential", () => {
    const settled = settle({
      rules: rulesWith(EASY_TEAM),
      users: [
        { name: 'R' },
        { name: 'B', referrer: 'R' },
        { name: 'X', referrer: 'B' },
        { name: 'Y', referrer: 'B', own: 150n * T },
      ],
      orders: [['X', 1000n * T]],
    });
    expectPaid(settled, {
      B: [
        ['differential', 60n * T], // 6% of 1,000: nobody below was paid
        ['generation', 5n * T],
      ],
      R: [['override', 3n * T]], // 5% of 60; R's D1 rate is below what was paid, so no differential
      X: [],
      Y: [],
    });
    expect(lineOf(settled, 'R', 'override')).toMatchObject({ basisWei: 60n * T, rateBps: 500n });
  });

  it('pays no override to a referrer without a level', () => {
    //   R  (none: its only direct, B, has never bought)
    //   └─ B  (B3, inactive)
    //      ├─ X  buys 1,000
    //      └─ Y  (own 150)
    const settled = settle({
      rules: rulesWith(EASY_TEAM),
      users: [
        { name: 'R' },
        { name: 'B', referrer: 'R', active: false },
        { name: 'X', referrer: 'B' },
        { name: 'Y', referrer: 'B', own: 150n * T },
      ],
      orders: [['X', 1000n * T]],
    });
    expectPaid(settled, {
      B: [
        ['differential', 60n * T],
        ['generation', 5n * T],
      ],
      R: [],
      X: [],
      Y: [],
    });
  });
});

describe('generation reward', () => {
  // No levels (D1 at 1,000 directs). X buys 1,000. Uk is X's generation k; Uk's other directs
  // are leaves ("+2 active" = two more active directs); one leaf of U3 has never bought.
  //
  //   U6  +5 active      (generation 6: beyond the 5 generations)
  //   └─ U5  +4 active   (5 active directs ≥ 5: paid)
  //      └─ U4  +3 active   (4 ≥ 4: paid)
  //         └─ U3  +1 active, +1 inactive   (2 < 3: not paid)
  //            └─ U2  +1 active   (2 ≥ 2: paid)
  //               └─ U1    (1 ≥ 1: paid)
  //                  └─ X  buys 1,000
  it('pays the g-th upline 0.5% when it has at least g active directs, for 5 generations', () => {
    const leaves = (of: string, count: number, active = true): Person[] =>
      Array.from({ length: count }, (_, k) => ({
        name: `${of}-${k}${active ? '' : 'x'}`,
        referrer: of,
        active,
      }));
    const settled = settle({
      rules: rulesWith({ d1Directs: 1000 }),
      users: [
        { name: 'U6' },
        { name: 'U5', referrer: 'U6' },
        { name: 'U4', referrer: 'U5' },
        { name: 'U3', referrer: 'U4' },
        { name: 'U2', referrer: 'U3' },
        { name: 'U1', referrer: 'U2' },
        { name: 'X', referrer: 'U1' },
        ...leaves('U6', 5),
        ...leaves('U5', 4),
        ...leaves('U4', 3),
        ...leaves('U3', 1),
        ...leaves('U3', 1, false),
        ...leaves('U2', 1),
      ],
      orders: [['X', 1000n * T, 'stake_order']],
    });
    expectPaid(settled, {
      U1: [['generation', 5n * T]],
      U2: [['generation', 5n * T]],
      U4: [['generation', 5n * T]],
      U5: [['generation', 5n * T]],
      // U3, U6, X and every leaf: nothing
    });
    expect(lineOf(settled, 'U4', 'generation')).toMatchObject({ source: 'stake_order', rateBps: 50n });
  });
});

describe('team subsidy', () => {
  // Easy levels, no differential or generation. Performance before the day, then the day's orders:
  //
  //   B  (B3: legs L 5,000 and S 1,000+200+50 = 1,250 → small 1,250)
  //   ├─ L  own 4,200, buys 800
  //   └─ S  own 700, buys 300   (D1: legs 200 and 50 → small 50)
  //      ├─ S1  buys 200
  //      └─ S2  buys 50
  //
  // B's day: legs L 800 and S 300+200+50 = 550 → new small community 550.
  it("pays a B3 or above 1% of the day's new small-community performance", () => {
    const settled = settle({
      rules: rulesWith(EASY_TEAM, QUIET),
      users: [
        { name: 'B' },
        { name: 'L', referrer: 'B', own: 4200n * T },
        { name: 'S', referrer: 'B', own: 700n * T },
        { name: 'S1', referrer: 'S' },
        { name: 'S2', referrer: 'S' },
      ],
      orders: [
        ['L', 800n * T],
        ['S', 300n * T],
        ['S1', 200n * T],
        ['S2', 50n * T],
      ],
    });
    expectPaid(settled, {
      B: [['team_subsidy', 5_500_000_000_000_000_000n]], // 1% of 550
      S: [], // a D1, below B3, though its day's small community is 50
      L: [],
      S1: [],
      S2: [],
    });
    expect(lineOf(settled, 'B', 'team_subsidy')).toMatchObject({
      source: 'pool',
      basisWei: 550n * T,
      rateBps: 100n,
    });
  });
});

describe('node holder pools', () => {
  // Four unrelated users (no referrers, so no dynamic reward from the orders).
  // Inflow: A's 1,000 node order + B's 600 stake + C's 800 of $WOOHOO = 2,400; fees 50.
  //   community holders A 1, B 6 share 1% of 2,400 = 24;
  //   main holders C 3, D 1 share 20% of the fees = 10;
  //   genesis holders A 1, D 3 share 1% of 2,400 = 24, paid in BNB at 600 USDT.
  it('splits each pool by shares held, rounding down, and pays the network dividend in BNB', () => {
    const settled = settle({
      users: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
      orders: [
        ['A', 1000n * T, 'node_order'],
        ['B', 600n * T, 'stake_order'],
      ],
      woohoo: [['C', 800n * T]],
      feesWei: 50n * T,
      holdings: {
        community: [
          ['A', 1],
          ['B', 6],
        ],
        main: [
          ['C', 3],
          ['D', 1],
        ],
        genesis: [
          ['A', 1],
          ['D', 3],
        ],
      },
    });
    expectPaid(settled, {
      A: [
        ['community_subsidy', 3_428_571_428_571_428_571n], // 24 × 1/7, rounded down
        ['network_dividend', 10n ** 16n], // 6 USDT of value = 0.01 BNB
      ],
      B: [['community_subsidy', 20_571_428_571_428_571_428n]], // 24 × 6/7, rounded down
      C: [['fee_dividend', 7_500_000_000_000_000_000n]],
      D: [
        ['fee_dividend', 2_500_000_000_000_000_000n],
        ['network_dividend', 3n * 10n ** 16n], // 18 USDT of value = 0.03 BNB
      ],
    });
    expect(settled.result.baseWei).toBe(2400n * T);
    expect(lineOf(settled, 'D', 'network_dividend')).toMatchObject({
      asset: 'BNB',
      basisWei: 24n * T,
      valueWei: 18n * T,
      weight: 3,
      weightTotal: 4,
    });
    expect(lineOf(settled, 'B', 'community_subsidy')).toMatchObject({ weight: 6, weightTotal: 7 });
  });

  it('rounds a BNB amount down, and drops a line worth less than one BNB wei', () => {
    // A tiny day: A buys 1,000,000,007 wei of USDT; the genesis pool is 1% = 10,000,000 wei.
    // A holds 1 share of 100,000: 100 wei of value, 1/6 of a BNB wei: no line, and not counted
    // as paid. B holds the rest: 9,999,900 wei of value = 16,666.5 BNB wei, paid 16,666.
    const settled = settle({
      users: [{ name: 'A' }, { name: 'B' }],
      orders: [['A', 1_000_000_007n]],
      holdings: {
        genesis: [
          ['A', 1],
          ['B', 99_999],
        ],
      },
    });
    expectPaid(settled, { B: [['network_dividend', 16_666n]] });
    expect(lineOf(settled, 'B', 'network_dividend').valueWei).toBe(9_999_900n);
    expect(settled.result).toMatchObject({
      capped: false,
      totalValueWei: 10_000_000n,
      paidValueWei: 9_999_900n,
    });
  });
});

describe('global bonus', () => {
  // Easy D1 at 1 active direct, and B5 at any small community, so levels come from the legs.
  // No differential or generation. Z, on its own, buys 1,000: each pool is 2.5% = 25.
  //
  //   S (B7)                              T (B6)          Z  buys 1,000
  //   ├─ L (B6)           └─ R (B6)       ├─ TL (B5)
  //   │  ├─ LL (B5)       ├─ RL (B5)      │  └─ TLa
  //   │  │  └─ LLa        │  └─ RLa       └─ TR (B5)
  //   │  └─ LR (B5)       └─ RR (B5)         └─ TRa
  //   │     └─ LRa           └─ RRa
  it('splits the B6 pool equally among B6 users and the B7 pool among B7 users', () => {
    const settled = settle({
      rules: rulesWith({ d1Directs: 1, b3SmallCommunityWei: 0n, b5SmallCommunityWei: 0n }, QUIET),
      users: [
        { name: 'S' },
        { name: 'L', referrer: 'S' },
        { name: 'R', referrer: 'S' },
        ...['LL', 'LR'].flatMap((n) => [
          { name: n, referrer: 'L' },
          { name: `${n}a`, referrer: n },
        ]),
        ...['RL', 'RR'].flatMap((n) => [
          { name: n, referrer: 'R' },
          { name: `${n}a`, referrer: n },
        ]),
        { name: 'T' },
        ...['TL', 'TR'].flatMap((n) => [
          { name: n, referrer: 'T' },
          { name: `${n}a`, referrer: n },
        ]),
        { name: 'Z' },
      ],
      orders: [['Z', 1000n * T]],
    });
    const third = 8_333_333_333_333_333_333n; // 25 / 3, rounded down
    expectPaid(settled, {
      S: [['global_bonus', 25n * T]],
      L: [['global_bonus', third]],
      R: [['global_bonus', third]],
      T: [['global_bonus', third]],
      // every B5 and leaf, and Z: nothing
    });
    expect(lineOf(settled, 'S', 'global_bonus')).toMatchObject({
      weight: 1,
      weightTotal: 1,
      basisWei: 25n * T,
    });
    expect(lineOf(settled, 'T', 'global_bonus')).toMatchObject({ weight: 1, weightTotal: 3 });
  });
});

describe('ID referral', () => {
  // No differential or generation. First orders today: R (a root), A and C; B orders, not for the first time.
  //
  //   R  (first today, no referrer)
  //   ├─ A  (first today) buys 100
  //   │  └─ C  (first today) buys 100
  //   └─ B  buys 100
  it('pays the referrer of a first order 5 USDT of value in BHC at 0.1 USDT: 50 BHC', () => {
    const settled = settle({
      rules: rulesWith({}, QUIET),
      users: [
        { name: 'R', first: true },
        { name: 'A', referrer: 'R', first: true },
        { name: 'C', referrer: 'A', first: true },
        { name: 'B', referrer: 'R' },
      ],
      orders: [
        ['A', 100n * T],
        ['C', 100n * T],
        ['B', 100n * T],
      ],
    });
    expectPaid(settled, {
      R: [['id_referral', 50n * T]],
      A: [['id_referral', 50n * T]],
      B: [],
      C: [],
    });
    expect(lineOf(settled, 'R', 'id_referral')).toMatchObject({
      asset: 'BHC',
      source: 'user',
      sourceId: settled.id('A'),
      valueWei: 5n * T,
      paidValueWei: 5n * T,
    });
  });
});

describe('token referral', () => {
  //   R  buys 100 of $WOOHOO (no referrer: nothing)
  //   └─ A  buys 300 of $WOOHOO
  //      └─ C  buys 10.000…019 of $WOOHOO
  it("pays the referrer 5% of a referral's $WOOHOO cost, in BHC at 0.1 USDT", () => {
    const settled = settle({
      users: [{ name: 'R' }, { name: 'A', referrer: 'R' }, { name: 'C', referrer: 'A' }],
      woohoo: [
        ['R', 100n * T],
        ['A', 300n * T],
        ['C', 10n * T + 19n],
      ],
    });
    expectPaid(settled, {
      R: [['token_referral', 150n * T]], // 15 USDT of value
      A: [['token_referral', 5n * T]], // 5% of 10.000…019 = 0.5 (rounded down) = 5 BHC
      C: [],
    });
    expect(lineOf(settled, 'A', 'token_referral')).toMatchObject({
      source: 'woohoo_order',
      sourceId: 202,
      basisWei: 10n * T + 19n,
      valueWei: T / 2n,
    });
    expect(settled.result.baseWei).toBe(410n * T + 19n);
  });
});
