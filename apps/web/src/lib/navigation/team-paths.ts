import { TAB_PATHS } from './tab-paths';

/**
 * The team and reward pages, for links between them. SPEC 2 gives the team tab and the ranking
 * list; the others are named in SPEC 2's page list without a path, so we chose /pages/team/<name>
 * in the style of their siblings.
 */
export const TEAM_PATHS = {
  team: TAB_PATHS.team,
  invite: '/pages/team/invite',
  bindReferrer: '/pages/team/bind',
  income: '/pages/team/income',
  rewardSummary: '/pages/team/rewards',
  bonusPool: '/pages/team/pool',
  ranking: '/pages/my/Rankinglist',
} as const;
