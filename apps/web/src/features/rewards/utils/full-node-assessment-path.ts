/**
 * The full-node assessment screen. SPEC 2 names it beside the assessment and gives no path; we
 * chose /pages/team/fullNodeAssessment next to the weekly assessment's /pages/team/assessment
 * (lib/navigation/assessment-path.ts).
 */
export const FULL_NODE_ASSESSMENT_PATH = '/pages/team/fullNodeAssessment';
