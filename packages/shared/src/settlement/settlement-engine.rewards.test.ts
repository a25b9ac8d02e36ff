// Hand-computed examples of the rewards a user earns on their own or their referrals' account: static, ID referral, token referral.
import { describe, expect, it } from 'vitest';
import { expectPaid, lineOf, QUIET, rulesWith, settle, T } from './testing/drawn-day';

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
