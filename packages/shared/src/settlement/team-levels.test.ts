import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../rules/rules-config';
import { LEVEL, type LevelInput, levelOf, nextLevelNeeds, rankOf, TEAM_LEVELS } from './team-levels';

const T = 10n ** 18n;
const rules = DEFAULT_RULES.team; // D1 at 5 active directs, B3 at 30,000, B5 at 100,000, 2 legs for B6/B7
const B3 = 30_000n * T;
const B5 = 100_000n * T;
const figures = (over: Partial<LevelInput> = {}): LevelInput => ({
  activeDirects: 5,
  smallCommunityWei: 0n,
  legsWithB5: 0,
  legsWithB6: 0,
  ...over,
});

describe('levelOf at each threshold (default rules)', () => {
  it('D1 at exactly 5 active directs, none at 4', () => {
    expect(levelOf(rules, figures({ activeDirects: 4 }))).toBe(LEVEL.none);
    expect(levelOf(rules, figures({ activeDirects: 5 }))).toBe(LEVEL.D1);
    expect(levelOf(rules, figures({ activeDirects: 0 }))).toBe(LEVEL.none);
  });

  it('B3 at exactly 30,000 USDT of small community, D1 one wei below', () => {
    expect(levelOf(rules, figures({ smallCommunityWei: B3 - 1n }))).toBe(LEVEL.D1);
    expect(levelOf(rules, figures({ smallCommunityWei: B3 }))).toBe(LEVEL.B3);
  });

  it('B5 at exactly 100,000 USDT of small community, B3 one wei below', () => {
    expect(levelOf(rules, figures({ smallCommunityWei: B5 - 1n }))).toBe(LEVEL.B3);
    expect(levelOf(rules, figures({ smallCommunityWei: B5 }))).toBe(LEVEL.B5);
  });

  it('B6 at exactly 2 legs holding a B5, whatever the small community; one leg is not enough', () => {
    expect(levelOf(rules, figures({ legsWithB5: 1 }))).toBe(LEVEL.D1);
    expect(levelOf(rules, figures({ legsWithB5: 1, smallCommunityWei: B5 }))).toBe(LEVEL.B5);
    expect(levelOf(rules, figures({ legsWithB5: 2 }))).toBe(LEVEL.B6);
  });

  it('B7 at exactly 2 legs holding a B6, B6 with one', () => {
    expect(levelOf(rules, figures({ legsWithB5: 2, legsWithB6: 1 }))).toBe(LEVEL.B6);
    expect(levelOf(rules, figures({ legsWithB5: 2, legsWithB6: 2 }))).toBe(LEVEL.B7);
  });

  it('no level at all without D1, whatever the community and the legs', () => {
    const strong = { smallCommunityWei: 10n * B5, legsWithB5: 3, legsWithB6: 3 };
    expect(levelOf(rules, figures({ activeDirects: 4, ...strong }))).toBe(LEVEL.none);
  });

  it('follows the rules it is given', () => {
    const easy = {
      ...rules,
      d1Directs: 1,
      b3SmallCommunityWei: 10n,
      b5SmallCommunityWei: 20n,
      legsForB6B7: 3,
    };
    expect(levelOf(easy, figures({ activeDirects: 1, smallCommunityWei: 10n }))).toBe(LEVEL.B3);
    expect(levelOf(easy, figures({ activeDirects: 1, smallCommunityWei: 20n }))).toBe(LEVEL.B5);
    expect(levelOf(easy, figures({ activeDirects: 1, legsWithB5: 2 }))).toBe(LEVEL.D1);
    expect(levelOf(easy, figures({ activeDirects: 1, legsWithB5: 3 }))).toBe(LEVEL.B6);
  });
});

describe('ranks follow levels', () => {
  it('none is ordinary, D1 and B3 pioneer, B5 and B6 captain, B7 ambassador', () => {
    expect(TEAM_LEVELS.map((_, level) => rankOf(level))).toEqual([
      'ordinary',
      'pioneer',
      'pioneer',
      'captain',
      'captain',
      'ambassador',
    ]);
  });
});

describe('nextLevelNeeds: the next level and what it still needs', () => {
  it('at none: D1 and the active directs', () => {
    expect(nextLevelNeeds(rules, LEVEL.none, figures({ activeDirects: 3 }))).toEqual({
      level: 'D1',
      needs: [{ what: 'activeDirects', have: 3, need: 5 }],
    });
  });

  it('at D1: B3 and the small community, as decimal strings', () => {
    expect(nextLevelNeeds(rules, LEVEL.D1, figures({ smallCommunityWei: 1234n * T + 5n }))).toEqual({
      level: 'B3',
      needs: [
        { what: 'smallCommunity', haveWei: '1234000000000000000005', needWei: '30000000000000000000000' },
      ],
    });
  });

  it('at B3: B5 and the small community', () => {
    expect(nextLevelNeeds(rules, LEVEL.B3, figures({ smallCommunityWei: B3 }))).toEqual({
      level: 'B5',
      needs: [
        { what: 'smallCommunity', haveWei: '30000000000000000000000', needWei: '100000000000000000000000' },
      ],
    });
  });

  it('at B5: B6 and the legs holding a B5', () => {
    expect(nextLevelNeeds(rules, LEVEL.B5, figures({ legsWithB5: 1 }))).toEqual({
      level: 'B6',
      needs: [{ what: 'legsWithB5', have: 1, need: 2 }],
    });
  });

  it('at B6: B7 and the legs holding a B6', () => {
    expect(nextLevelNeeds(rules, LEVEL.B6, figures({ legsWithB5: 2, legsWithB6: 1 }))).toEqual({
      level: 'B7',
      needs: [{ what: 'legsWithB6', have: 1, need: 2 }],
    });
  });

  it('at B7: nothing above', () => {
    expect(nextLevelNeeds(rules, LEVEL.B7, figures({ legsWithB5: 2, legsWithB6: 2 }))).toBeUndefined();
  });
});

describe('level properties', () => {
  const inputs = fc.record({
    activeDirects: fc.integer({ min: 0, max: 8 }),
    smallCommunityWei: fc.oneof(
      fc.constantFrom(0n, B3 - 1n, B3, B5 - 1n, B5),
      fc.bigInt({ min: 0n, max: 2n * B5 }),
    ),
    legsWithB5: fc.integer({ min: 0, max: 3 }),
    legsWithB6: fc.integer({ min: 0, max: 3 }),
  });

  it('more of any figure never lowers the level', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 3 }), (input, which) => {
        const more: LevelInput = { ...input };
        if (which === 0) more.activeDirects++;
        if (which === 1) more.smallCommunityWei += T;
        if (which === 2) more.legsWithB5++;
        if (which === 3) more.legsWithB6++;
        expect(levelOf(rules, more)).toBeGreaterThanOrEqual(levelOf(rules, input));
      }),
    );
  });

  it('meeting what nextLevelNeeds asks for reaches the next level', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const level = levelOf(rules, input);
        const next = nextLevelNeeds(rules, level, input);
        if (level === LEVEL.B7) {
          expect(next).toBeUndefined();
          return;
        }
        expect(next?.level).toBe(TEAM_LEVELS[level + 1]);
        const met: LevelInput = { ...input };
        for (const need of next!.needs) {
          if (need.what === 'smallCommunity') met.smallCommunityWei = BigInt(need.needWei);
          else met[need.what] = need.need;
        }
        expect(levelOf(rules, met)).toBeGreaterThan(level);
      }),
    );
  });
});
