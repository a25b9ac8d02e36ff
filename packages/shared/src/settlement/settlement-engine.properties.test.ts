import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../rules/rules-config';
import { REWARD_KINDS } from './reward-kinds';
import { type DayInput, type DayResult, type RewardLine, settleDay } from './settlement-engine';
import { rulesWith, T } from './testing/drawn-day';

/** Amounts of one day: odd small wei amounts, or multiples of 10 USDT (what real orders are). */
const scales = [
  { pick: (k: bigint) => k, max: 10n ** 9n },
  { pick: (k: bigint) => k * 10n ** 19n, max: 10n ** 3n },
];

const randomDay: fc.Arbitrary<DayInput> = fc
  .record({ n: fc.integer({ min: 1, max: 20 }), scale: fc.constantFrom(...scales) })
  .chain(({ n, scale }) => {
    const user = fc.nat({ max: n - 1 });
    const amount = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: scale.max }).map(scale.pick));
    const big = fc.bigInt({ min: 0n, max: 10n ** 22n });
    const holders = fc.array(fc.record({ user, shares: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 });
    return fc.record({
      links: fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat()), { minLength: n, maxLength: n }),
      perm: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
      active: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      first: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
      own: fc.array(amount, { minLength: n, maxLength: n }),
      orders: fc.array(
        fc.record({
          user,
          amountWei: amount,
          source: fc.constantFrom('node_order' as const, 'stake_order' as const),
        }),
        { maxLength: 12 },
      ),
      stakes: fc.array(
        fc.record({
          user,
          principalWei: big,
          dailyRateBps: fc.bigInt({ min: 0n, max: 100n }),
          remainingWei: big,
        }),
        { maxLength: 6 },
      ),
      woohoo: fc.array(fc.record({ user, costWei: big }), { maxLength: 4 }),
      holdings: fc.record({ main: holders, genesis: holders, community: holders }),
      feesWei: big,
      team: fc.record({
        d1Directs: fc.integer({ min: 0, max: 3 }),
        b3SmallCommunityWei: fc.bigInt({ min: 0n, max: 3n * scale.max }).map(scale.pick),
        b5SmallCommunityWei: fc.bigInt({ min: 0n, max: 6n * scale.max }).map(scale.pick),
        legsForB6B7: fc.integer({ min: 1, max: 2 }),
      }),
      capBps: fc.oneof(fc.constant(7000n), fc.bigInt({ min: 0n, max: 20_000n })),
    });
  })
  .map((d) => {
    const n = d.perm.length;
    const parent = new Int32Array(n);
    d.links.forEach(([kind, pick], i) => {
      const up = i === 0 || kind === 0 ? -1 : kind < 5 ? pick % i : i - 1 - (pick % Math.min(i, 3));
      parent[d.perm[i]!] = up < 0 ? -1 : d.perm[up]!;
    });
    const orders = d.orders.map((o, k) => ({ ...o, id: k + 1 }));
    return {
      rules: rulesWith(d.team, { capBps: d.capBps }),
      parent,
      active: Uint8Array.from(d.active.map((a) => (a === 0 ? 0 : 1))),
      firstOrderToday: Uint8Array.from(d.first.map((a) => (a === 0 ? 1 : 0))),
      ownPerf: {
        user: [...d.own.keys(), ...orders.map((o) => o.user)],
        amountWei: [...d.own, ...orders.map((o) => o.amountWei)],
      },
      orders,
      woohooOrders: d.woohoo.map((w, k) => ({ ...w, id: k + 1 })),
      stakes: d.stakes.map((s, k) => ({ ...s, id: k + 1 })),
      holdings: d.holdings,
      feesWei: d.feesWei,
    };
  });

/** A result without its team state (whose figures are closures). */
const outcome = ({ team, ...rest }: DayResult) => ({
  ...rest,
  team: { order: team.order, level: team.level, activeDirects: team.activeDirects },
});

describe('settlement properties on random days', () => {
  it('never pays more than the cap; pays every line in full when the total is within it', () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        const r = settleDay(input);
        const paid = r.lines.reduce((s, l) => s + l.paidValueWei, 0n);
        expect(paid).toBe(r.paidValueWei);
        expect(r.paidValueWei).toBeLessThanOrEqual(r.capWei);
        expect(r.capped).toBe(r.totalValueWei > r.capWei);
        if (!r.capped) {
          for (const l of r.lines) expect(l.paidValueWei).toBe(l.valueWei);
          // Only a network dividend worth less than one BNB wei (under 600 wei of USDT) can go unpaid.
          const dust = BigInt(input.holdings.genesis.length) * (input.rules.rewards.bnbPriceWei / T);
          expect(r.totalValueWei - r.paidValueWei).toBeLessThan(dust + 1n);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic: the same day settles to the same lines in the same order', () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        expect(outcome(settleDay(input))).toEqual(outcome(settleDay(input)));
      }),
    );
  });

  it('pays every line a positive amount in the asset of its kind, to a user of the day', () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        const n = input.parent.length;
        for (const l of settleDay(input).lines) {
          expect(l.amountWei).toBeGreaterThan(0n);
          expect(l.asset).toBe(REWARD_KINDS[l.kind].asset);
          expect(Number.isInteger(l.user) && l.user >= 0 && l.user < n).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('when capped, scales every line down by cap / total', () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        const r = settleDay(input);
        if (!r.capped) return;
        for (const l of r.lines) {
          expect(l.paidValueWei).toBeLessThanOrEqual(l.valueWei);
          expect(l.paidValueWei).toBe((l.valueWei * r.capWei) / r.totalValueWei);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("an order's differential lines add up to at most the top level's rate of it", () => {
    fc.assert(
      fc.property(randomDay, (input) => {
        const r = settleDay({ ...input, rules: rulesWith(input.rules.team, { capBps: 10n ** 12n }) });
        const top = DEFAULT_RULES.rewards.levelRatesBps.at(-1)!;
        for (const order of input.orders) {
          const lines = r.lines.filter((l) => l.kind === 'differential' && l.sourceId === order.id);
          const sum = lines.reduce((s, l) => s + l.valueWei, 0n);
          expect(sum).toBeLessThanOrEqual((order.amountWei * top) / 10_000n);
          expect(new Set(lines.map((l) => l.user)).size).toBe(lines.length);
        }
      }),
    );
  });

  it('renumbering the users only renames the payees', () => {
    const renumbered = randomDay.chain((input) =>
      fc
        .shuffledSubarray([...input.parent.keys()], {
          minLength: input.parent.length,
          maxLength: input.parent.length,
        })
        .map((to) => ({ input, to })),
    );
    fc.assert(
      fc.property(renumbered, ({ input, to }) => {
        const n = input.parent.length;
        const map = <X extends { user: number }>(xs: readonly X[]) =>
          xs.map((x) => ({ ...x, user: to[x.user]! }));
        const parent = new Int32Array(n);
        const active = new Uint8Array(n);
        const firstOrderToday = new Uint8Array(n);
        for (let u = 0; u < n; u++) {
          parent[to[u]!] = input.parent[u]! < 0 ? -1 : to[input.parent[u]!]!;
          active[to[u]!] = input.active[u]!;
          firstOrderToday[to[u]!] = input.firstOrderToday[u]!;
        }
        const moved: DayInput = {
          ...input,
          parent,
          active,
          firstOrderToday,
          ownPerf: {
            user: Array.from(input.ownPerf.user, (u) => to[u]!),
            amountWei: input.ownPerf.amountWei,
          },
          orders: map(input.orders),
          stakes: map(input.stakes),
          woohooOrders: map(input.woohooOrders),
          holdings: {
            main: map(input.holdings.main),
            genesis: map(input.holdings.genesis),
            community: map(input.holdings.community),
          },
        };
        const key = (l: RewardLine) =>
          `${l.user} ${l.kind} ${l.source} ${l.kind === 'id_referral' ? '' : l.sourceId} ${l.valueWei} ${l.paidValueWei} ${l.amountWei}`;
        const a = settleDay(input);
        const b = settleDay(moved);
        const back = new Map(to.map((v, u) => [v, u]));
        expect(b.lines.map((l) => key({ ...l, user: back.get(l.user)! })).sort()).toEqual(
          a.lines.map(key).sort(),
        );
        expect([b.totalValueWei, b.paidValueWei, b.capWei]).toEqual([
          a.totalValueWei,
          a.paidValueWei,
          a.capWei,
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
