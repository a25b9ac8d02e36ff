import { describe, expect, it } from 'vitest';
import { paidShareBps } from './settlement-engine';
import { type Day, EASY_TEAM, expectPaid, rulesWith, settle, T } from './testing/drawn-day';

describe("the day's cap", () => {
  // The differential example with a 5% cap, and X's first order today:
  //
  //   B  (B3)  differential 30, generation 5
  //   ├─ D  (D1)  differential 30, generation 5, ID referral 5 (in BHC)
  //   │  └─ X  buys 1,000 (first order)
  //   └─ E  (own 150)
  //
  // Uncapped: 75 of value; the cap is 5% of 1,000 = 50: every line is scaled by 50/75.
  const day: Day = {
    rules: rulesWith(EASY_TEAM, { capBps: 500n }),
    users: [
      { name: 'B' },
      { name: 'D', referrer: 'B' },
      { name: 'E', referrer: 'B', own: 150n * T },
      { name: 'X', referrer: 'D', first: true },
    ],
    orders: [['X', 1000n * T]],
  };

  it('scales every line by cap / total, rounding down, so the paid total stays within the cap', () => {
    const settled = settle(day);
    const twoThirdsOf5 = 3_333_333_333_333_333_333n;
    expectPaid(settled, {
      B: [
        ['differential', 20n * T],
        ['generation', twoThirdsOf5],
      ],
      D: [
        ['differential', 20n * T],
        ['generation', twoThirdsOf5],
        ['id_referral', twoThirdsOf5 * 10n], // in BHC at 0.1
      ],
      E: [],
      X: [],
    });
    const { result } = settled;
    expect(result).toMatchObject({
      baseWei: 1000n * T,
      capWei: 50n * T,
      totalValueWei: 75n * T,
      paidValueWei: 40n * T + 3n * twoThirdsOf5,
      capped: true,
    });
    for (const l of result.lines)
      expect(l.paidValueWei).toBe((l.valueWei * result.capWei) / result.totalValueWei);
    expect(result.lines.reduce((s, l) => s + l.paidValueWei, 0n)).toBeLessThanOrEqual(result.capWei);
  });

  it('pays in full when the total is exactly the cap', () => {
    const settled = settle({ ...day, rules: rulesWith(EASY_TEAM, { capBps: 750n }) });
    expect(settled.result).toMatchObject({
      capWei: 75n * T,
      totalValueWei: 75n * T,
      paidValueWei: 75n * T,
      capped: false,
    });
    for (const l of settled.result.lines) expect(l.paidValueWei).toBe(l.valueWei);
  });

  it('pays nothing on a day without inflow: the static rewards too are within the cap', () => {
    const settled = settle({ users: [{ name: 'A' }], stakes: [['A', 1000n * T, 60n, 100n * T]] });
    expect(settled.result).toMatchObject({
      baseWei: 0n,
      capWei: 0n,
      totalValueWei: 6n * T,
      paidValueWei: 0n,
    });
    expect(settled.result.lines).toEqual([]);
  });

  it('says what share of the uncapped rewards was paid, in basis points, rounded down', () => {
    const settled = settle(day);
    expect(paidShareBps(settled.result.paidValueWei, settled.result.totalValueWei)).toBe(6666);
    expect(paidShareBps(75n * T, 75n * T)).toBe(10_000);
    // A day with nothing to pay held nothing back.
    expect(paidShareBps(0n, 0n)).toBe(10_000);
  });
});
