import type { RulesConfig } from '../rules/rules-config';

/** SPEC 6: the team levels, in order; a level is its index (0 = none yet). */
export const TEAM_LEVELS = ['none', 'D1', 'B3', 'B5', 'B6', 'B7'] as const;
export type TeamLevelName = (typeof TEAM_LEVELS)[number];
export const LEVEL = { none: 0, D1: 1, B3: 2, B5: 3, B6: 4, B7: 5 } as const;
export const MAX_LEVEL = LEVEL.B7;

/** SPEC 6: the ranks. Our decision: a rank follows the level (docs/rules.md "Ranks"). */
export const RANKS = ['ordinary', 'pioneer', 'captain', 'ambassador'] as const;
export type Rank = (typeof RANKS)[number];

export function rankOf(level: number): Rank {
  if (level >= LEVEL.B7) return 'ambassador';
  if (level >= LEVEL.B5) return 'captain';
  if (level >= LEVEL.D1) return 'pioneer';
  return 'ordinary';
}

/** What decides a user's level: their own team's figures. */
export type LevelInput = {
  /** Direct referrals that have ever bought a node or opened a stake. */
  activeDirects: number;
  /** Cumulative team performance less its largest direct leg (USDT). */
  smallCommunityWei: bigint;
  /** Direct legs (a direct referral and everyone below) whose highest level is at least B5. */
  legsWithB5: number;
  /** Direct legs whose highest level is at least B6. */
  legsWithB6: number;
};

/**
 * SPEC 6 and docs/rules.md "Team levels": D1 at `d1Directs` active direct referrals; B3 and B5 on
 * top of D1 at a small-community performance; B6 for a D1 with two legs holding a B5, B7 for a
 * D1 with two legs holding a B6. The highest level whose conditions hold.
 */
export function levelOf(rules: RulesConfig['team'], input: LevelInput): number {
  if (input.activeDirects < rules.d1Directs) return LEVEL.none;
  if (input.legsWithB6 >= rules.legsForB6B7) return LEVEL.B7;
  if (input.legsWithB5 >= rules.legsForB6B7) return LEVEL.B6;
  if (input.smallCommunityWei >= rules.b5SmallCommunityWei) return LEVEL.B5;
  if (input.smallCommunityWei >= rules.b3SmallCommunityWei) return LEVEL.B3;
  return LEVEL.D1;
}

/** One condition of the next level, as the team page shows it ("3 of 5 direct referrals"). */
export type NextLevelNeed =
  | { what: 'activeDirects'; have: number; need: number }
  | { what: 'smallCommunity'; haveWei: string; needWei: string }
  | { what: 'legsWithB5' | 'legsWithB6'; have: number; need: number };

/** The level above `level` and what it still needs; undefined at the top. */
export function nextLevelNeeds(
  rules: RulesConfig['team'],
  level: number,
  input: LevelInput,
): { level: TeamLevelName; needs: NextLevelNeed[] } | undefined {
  const directs: NextLevelNeed = { what: 'activeDirects', have: input.activeDirects, need: rules.d1Directs };
  const community = (needWei: bigint): NextLevelNeed => ({
    what: 'smallCommunity',
    haveWei: input.smallCommunityWei.toString(),
    needWei: needWei.toString(),
  });
  switch (level) {
    case LEVEL.none:
      return { level: 'D1', needs: [directs] };
    case LEVEL.D1:
      return { level: 'B3', needs: [community(rules.b3SmallCommunityWei)] };
    case LEVEL.B3:
      return { level: 'B5', needs: [community(rules.b5SmallCommunityWei)] };
    case LEVEL.B5:
      return {
        level: 'B6',
        needs: [{ what: 'legsWithB5', have: input.legsWithB5, need: rules.legsForB6B7 }],
      };
    case LEVEL.B6:
      return {
        level: 'B7',
        needs: [{ what: 'legsWithB6', have: input.legsWithB6, need: rules.legsForB6B7 }],
      };
    default:
      return undefined;
  }
}
