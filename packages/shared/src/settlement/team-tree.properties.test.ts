import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RulesConfig } from '../rules/rules-config';
import { LEVEL, levelOf, MAX_LEVEL } from './team-levels';
import { computeTeam, type SparseAmounts, type TeamInput, treeOrder } from './team-tree';
import { WeiColumn } from './wei-column';

// Random trees, shuffled so referrers are not always lower indices, against a brute-force reference.

type RandomTeam = { rules: RulesConfig['team']; input: TeamInput; today: SparseAmounts };

/** Amounts of one kind for a whole tree: odd small wei amounts, or round multiples of 10 USDT. */
const amountScales = [
  { pick: (k: bigint) => k, max: 10n ** 9n },
  { pick: (k: bigint) => k * 10n ** 19n, max: 10n ** 4n },
];

const randomTeam = (maxUsers: number): fc.Arbitrary<RandomTeam> =>
  fc
    .record({ n: fc.integer({ min: 1, max: maxUsers }), scale: fc.constantFrom(...amountScales) })
    .chain(({ n, scale }) => {
      const amount = fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: scale.max }).map(scale.pick));
      return fc.record({
        // Each user's referrer among those listed before it: none (a root), any, or a recent one (chains).
        links: fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat()), { minLength: n, maxLength: n }),
        // Then users are renumbered at random, so a referrer's index is not always the lower.
        perm: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
        active: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
        own: fc.array(amount, { minLength: n, maxLength: n }),
        today: fc.array(fc.tuple(fc.nat({ max: n - 1 }), amount), { maxLength: 8 }),
        rules: fc.record({
          d1Directs: fc.integer({ min: 0, max: 3 }),
          b3SmallCommunityWei: fc.bigInt({ min: 0n, max: 3n * scale.max }).map(scale.pick),
          b5SmallCommunityWei: fc.bigInt({ min: 0n, max: 6n * scale.max }).map(scale.pick),
          legsForB6B7: fc.integer({ min: 1, max: 3 }),
        }),
      });
    })
    .map(({ links, perm, active, own, today, rules }) => {
      const n = perm.length;
      const parent = new Int32Array(n);
      links.forEach(([kind, pick], i) => {
        const up = i === 0 || kind === 0 ? -1 : kind < 5 ? pick % i : i - 1 - (pick % Math.min(i, 3));
        parent[perm[i]!] = up < 0 ? -1 : perm[up]!;
      });
      const users = [...Array(n).keys()];
      return {
        rules,
        input: {
          parent,
          active: Uint8Array.from(active.map((a) => (a === 0 ? 0 : 1))),
          ownPerf: { user: users.filter((u) => own[u]! > 0n), amountWei: own.filter((a) => a > 0n) },
        },
        today: { user: today.map(([u]) => u), amountWei: today.map(([, a]) => a) },
      };
    });

const amountAt = ({ amountWei }: SparseAmounts, i: number) =>
  amountWei instanceof WeiColumn ? amountWei.get(i) : amountWei[i]!;

/** Figures by brute force: bigint sums by recursion over each user's descendants. */
function reference({ rules, input, today }: RandomTeam) {
  const n = input.parent.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  for (let u = 0; u < n; u++) if (input.parent[u]! >= 0) children[input.parent[u]!]!.push(u);
  const sum = (amounts: SparseAmounts) => {
    const out = new Array<bigint>(n).fill(0n);
    for (let i = 0; i < amounts.user.length; i++) out[amounts.user[i]!]! += amountAt(amounts, i);
    return out;
  };
  const own = sum(input.ownPerf);
  const day = sum(today);
  const subtree = (u: number, amounts: bigint[]): bigint =>
    children[u]!.reduce((s, c) => s + subtree(c, amounts), amounts[u]!);
  const small = (u: number, amounts: bigint[]) => {
    const legs = children[u]!.map((c) => subtree(c, amounts));
    const max = legs.reduce((m, l) => (l > m ? l : m), 0n);
    return legs.reduce((s, l) => s + l, 0n) - max;
  };
  const levels = new Map<number, number>();
  const levelRef = (u: number): number => {
    if (!levels.has(u)) {
      const legMax = children[u]!.map(maxLevelBelow);
      const level = levelOf(rules, {
        activeDirects: children[u]!.filter((c) => input.active[c]).length,
        smallCommunityWei: small(u, own),
        legsWithB5: legMax.filter((l) => l >= LEVEL.B5).length,
        legsWithB6: legMax.filter((l) => l >= LEVEL.B6).length,
      });
      levels.set(u, level);
    }
    return levels.get(u)!;
  };
  const highest = new Map<number, number>();
  const maxLevelBelow = (u: number): number => {
    if (!highest.has(u)) highest.set(u, Math.max(levelRef(u), ...children[u]!.map(maxLevelBelow)));
    return highest.get(u)!;
  };
  return Array.from({ length: n }, (_, u) => {
    const legMax = children[u]!.map(maxLevelBelow);
    const ups: number[] = [];
    for (let k = 1; k <= MAX_LEVEL; k++) {
      let up = input.parent[u]!;
      while (up >= 0 && levelRef(up) < k) up = input.parent[up]!;
      ups.push(up);
    }
    return {
      level: levelRef(u),
      activeDirects: children[u]!.filter((c) => input.active[c]).length,
      teamPerfWei: subtree(u, own) - own[u]!,
      smallCommunityWei: small(u, own),
      daySmallCommunityWei: small(u, day),
      dayTeamWei: subtree(u, day) - day[u]!,
      legsWithB5: legMax.filter((l) => l >= LEVEL.B5).length,
      legsWithB6: legMax.filter((l) => l >= LEVEL.B6).length,
      upAtLeast: ups,
    };
  });
}

describe('computeTeam on random trees agrees with a brute-force reference', () => {
  it('orders referrers before referrals on any tree', () => {
    fc.assert(
      fc.property(randomTeam(60), ({ input: { parent } }) => {
        const order = treeOrder(parent);
        const pos = new Int32Array(parent.length);
        order.forEach((u, k) => {
          pos[u] = k;
        });
        expect([...order].sort((a, b) => a - b)).toEqual([...Array(parent.length).keys()]);
        for (let u = 0; u < parent.length; u++)
          if (parent[u]! >= 0) expect(pos[parent[u]!]).toBeLessThan(pos[u]!);
      }),
    );
  });

  // 300 random trees against a brute-force reference: a second or two alone, more on a busy machine.
  it('gives every user the level, directs, team and small community, legs and uplines of the reference', () => {
    fc.assert(
      fc.property(randomTeam(60), (random) => {
        const team = computeTeam(random.rules, random.input, random.today);
        const expectedFigures = reference(random);
        const actual = expectedFigures.map((_, u) => {
          const at = team.pos[u]!;
          return {
            level: team.level[at]!,
            activeDirects: team.activeDirects[at]!,
            teamPerfWei: team.teamPerfWei(at),
            smallCommunityWei: team.smallCommunityWei(at),
            daySmallCommunityWei: team.daySmallCommunityWei(at),
            dayTeamWei: team.dayTeamWei(at),
            legsWithB5: team.legsWithB5[at]!,
            legsWithB6: team.legsWithB6[at]!,
            upAtLeast: team.upAtLeast.map((up) => (up[at]! < 0 ? -1 : team.order[up[at]!]!)),
          };
        });
        expect(actual).toEqual(expectedFigures);
        // The parent array of the state is in positions too.
        for (let u = 0; u < random.input.parent.length; u++) {
          const p = random.input.parent[u]!;
          expect(team.parent[team.pos[u]!]).toBe(p < 0 ? -1 : team.pos[p]);
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('reaches every level on some random trees (the generator is not trivially weak)', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(randomTeam(60), (random) => {
        for (const level of computeTeam(random.rules, random.input, random.today).level) seen.add(level);
      }),
      { numRuns: 300, seed: 42 },
    );
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
