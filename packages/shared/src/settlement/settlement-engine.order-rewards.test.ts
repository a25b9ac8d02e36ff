// Hand-computed examples of the rewards paid up the line on each order: differential, same-level, override, generation.
import { describe, expect, it } from 'vitest';
import { EASY_TEAM, expectPaid, lineOf, type Person, rulesWith, settle, T } from './testing/drawn-day';

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
