// Hand-computed examples of the rewards shared from the day's pools: team subsidy, node holder pools, global bonus.
import { describe, expect, it } from 'vitest';
import { EASY_TEAM, expectPaid, lineOf, QUIET, rulesWith, settle, T } from './testing/drawn-day';

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
