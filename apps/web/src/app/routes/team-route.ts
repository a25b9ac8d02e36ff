// The team tab and its pages (SPEC 2), one chunk (config/route-table.ts picks each page from it):
// team, invite, bind referrer, rewards, pool, weekly assessment, full-node assessment, ranking;
// all behind the sign-in gate.
export { AssessmentPage } from '../../features/rewards/components/assessment-page';
export { BonusPoolPage } from '../../features/rewards/components/bonus-pool-page';
export { FullNodeAssessmentPage } from '../../features/rewards/components/full-node-assessment-page';
export { IncomePage } from '../../features/rewards/components/income-page';
export { RewardSummaryPage } from '../../features/rewards/components/reward-summary-page';
export { BindReferrerPage } from '../../features/team/components/bind-referrer-page';
export { InvitePage } from '../../features/team/components/invite-page';
export { RankingPage } from '../../features/team/components/ranking-page';
export { TeamPage } from '../../features/team/components/team-page';
