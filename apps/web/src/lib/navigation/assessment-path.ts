/**
 * The weekly assessment screen. SPEC 2 names no path for it; we chose /pages/team/assessment in
 * the style of the other team pages (team-paths.ts), where it belongs as
 * `TEAM_PATHS.assessment` once that file is free to change. Here rather than in the rewards feature
 * because the team page links to it too.
 */
export const ASSESSMENT_PATH = '/pages/team/assessment';
