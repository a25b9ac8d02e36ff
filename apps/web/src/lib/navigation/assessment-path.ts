/**
 * The weekly assessment screen. SPEC 2 names no path for it; we chose /pages/team/assessment in
 * the style of the other team pages (lib/navigation/team-paths.ts), where it belongs as
 * `TEAM_PATHS.assessment` once that file is free to change.
 */
export const ASSESSMENT_PATH = '/pages/team/assessment';
