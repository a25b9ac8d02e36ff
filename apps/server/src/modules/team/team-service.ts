import type { TeamMember, TeamSummary } from '@woohoo/shared/api/team';
import { dayOf, dayWindow } from '@woohoo/shared/settlement/settlement-day';
import { LEVEL, levelOf, nextLevelNeeds, rankOf, TEAM_LEVELS } from '@woohoo/shared/settlement/team-levels';
import type { Db, Queryable } from '../../db/db';
import { rulesAt } from '../rules/rules-service';
import { lastSettledDay } from '../settlement/settlement-service';
import type { UserRecord } from '../user/user-record';
import {
  countDirects,
  countTeam,
  type LegRow,
  selectLegs,
  selectLevel,
  selectOwnRecent,
} from './team-repository';

export type TeamDeps = { db: Db; now: () => Date };

/** How many users name `userId` as their referrer. */
export function countDirectReferrals(db: Queryable, userId: string): Promise<number> {
  return countDirects(db, userId);
}

/** How many users are anywhere below `userId` in the tree. */
export function countTeamMembers(db: Queryable, userId: string): Promise<number> {
  return countTeam(db, userId);
}

/** The user's team level and the day a settlement stored it; none when no settlement stored one. */
export function storedTeamLevel(
  db: Queryable,
  userId: string,
): Promise<{ level: number; day: string } | undefined> {
  return selectLevel(db, userId);
}

/** The start of the current, not yet settled, day (21:00 UTC+8 yesterday). */
function currentDayStart(now: Date): Date {
  const window = dayWindow(dayOf(now));
  if (!window) throw new Error('the current day has no window');
  return window.start;
}

function sumLegs(legs: LegRow[], pick: (leg: LegRow) => bigint): { total: bigint; largest: bigint } {
  let total = 0n;
  let largest = 0n;
  for (const leg of legs) {
    const amount = pick(leg);
    total += amount;
    if (amount > largest) largest = amount;
  }
  return { total, largest };
}

/**
 * The orders no settlement has read yet start at the current day's start, or where the current
 * day's settlement stopped reading when it was closed early (docs/rules.md "Rewards and the daily
 * settlement"); the last settled day's are those of its window up to its settlement.
 */
function settlementWindows(now: Date, last: { day: string; settledAt: Date } | undefined) {
  const since = currentDayStart(now);
  const current = dayOf(now);
  const unsettledSince = last?.day === current && last.settledAt > since ? last.settledAt : since;
  const lastWindow = last && dayWindow(last.day);
  const settled =
    last && lastWindow
      ? {
          day: last.day,
          since: lastWindow.start,
          until: last.settledAt < lastWindow.end ? last.settledAt : lastWindow.end,
        }
      : undefined;
  return { unsettledSince, settled };
}

/** Personal, small-community and team performance of one window (SPEC 3 "Team"). */
function windowFigures(own: bigint, legs: LegRow[]) {
  const recent = sumLegs(legs, (leg) => BigInt(leg.recent));
  return {
    personal: own.toString(),
    smallCommunity: (recent.total - recent.largest).toString(),
    team: recent.total.toString(),
  };
}

/**
 * GET /api/team/summary (SPEC 3 "Team"). The level is the last settlement's, with that day; what
 * the next level needs is worked out live from the same figures the settlement reads. The orders
 * are shown twice: those the last settlement read (`settled`, with its day) and those no
 * settlement has read yet (`unsettled`).
 */
export async function teamSummary(deps: TeamDeps, user: UserRecord): Promise<TeamSummary> {
  const now = deps.now();
  const last = await lastSettledDay(deps.db);
  const windows = settlementWindows(now, last);
  const [rules, legs, inviteCount, teamSize, ownRecent, stored, settledLegs, settledOwn] = await Promise.all([
    rulesAt(deps.db, now),
    selectLegs(deps.db, user.id, { since: windows.unsettledSince }),
    countDirects(deps.db, user.id),
    countTeam(deps.db, user.id),
    selectOwnRecent(deps.db, user.id, { since: windows.unsettledSince }),
    selectLevel(deps.db, user.id),
    windows.settled ? selectLegs(deps.db, user.id, windows.settled) : undefined,
    windows.settled ? selectOwnRecent(deps.db, user.id, windows.settled) : undefined,
  ]);
  const cumulative = sumLegs(legs, (leg) => BigInt(leg.cumulative));
  const recent = sumLegs(legs, (leg) => BigInt(leg.recent));
  const figures = {
    activeDirects: legs.filter((leg) => leg.active).length,
    smallCommunityWei: cumulative.total - cumulative.largest,
    legsWithB5: legs.filter((leg) => leg.top_level >= LEVEL.B5).length,
    legsWithB6: legs.filter((leg) => leg.top_level >= LEVEL.B6).length,
  };
  const level = stored?.level ?? LEVEL.none;
  // What the level above needs: above the settled level, or above what today's figures already
  // reach (the settlement confirms a level at the next 21:00 UTC+8).
  const next = nextLevelNeeds(rules.team, Math.max(level, levelOf(rules.team, figures)), figures);
  return {
    referrer: user.pid,
    level: TEAM_LEVELS[level]!,
    rank: rankOf(level),
    // Every user has a level as of the last settled day, "none" included.
    levelDay: last?.day ?? stored?.day ?? null,
    nextLevel: next ?? null,
    directReferrals: figures.activeDirects,
    inviteCount,
    teamSize,
    performance: { realTime: recent.total.toString(), cumulative: cumulative.total.toString() },
    unsettled: windowFigures(ownRecent, legs),
    settled:
      windows.settled && settledLegs && settledOwn !== undefined
        ? { day: windows.settled.day, ...windowFigures(settledOwn, settledLegs) }
        : null,
    nodes: {
      direct: legs.reduce((sum, leg) => sum + leg.own_shares, 0),
      total: legs.reduce((sum, leg) => sum + leg.shares, 0),
    },
  };
}

/** GET /api/team/members: the direct referrals, newest first, each with their leg's figures. */
export async function teamMembers(
  deps: TeamDeps,
  user: UserRecord,
  query: { page: number; size: number },
): Promise<{ items: TeamMember[]; page: number; size: number; total: number }> {
  const since = currentDayStart(deps.now());
  const [legs, total] = await Promise.all([
    selectLegs(deps.db, user.id, { since }, { limit: query.size, offset: (query.page - 1) * query.size }),
    countDirects(deps.db, user.id),
  ]);
  return {
    items: legs.map((leg) => ({
      address: leg.address,
      joinedAt: new Date(leg.joined_at).toISOString(),
      level: TEAM_LEVELS[leg.own_level] ?? 'none',
      active: leg.active,
      teamSize: leg.team_size,
      performance: leg.cumulative,
    })),
    page: query.page,
    size: query.size,
    total,
  };
}
