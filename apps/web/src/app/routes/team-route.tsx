import type { Address } from 'viem';
import { AssessmentPage } from '../../features/rewards/components/assessment-page';
import { BonusPoolPage } from '../../features/rewards/components/bonus-pool-page';
import { FullNodeAssessmentPage } from '../../features/rewards/components/full-node-assessment-page';
import { IncomePage } from '../../features/rewards/components/income-page';
import { RewardSummaryPage } from '../../features/rewards/components/reward-summary-page';
import { BindReferrerPage } from '../../features/team/components/bind-referrer-page';
import { InvitePage } from '../../features/team/components/invite-page';
import { RankingPage } from '../../features/team/components/ranking-page';
import { TeamPage } from '../../features/team/components/team-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import type { TeamRoutePage } from '../route-table';

registerFullEnglish();

const PAGES = {
  team: TeamPage,
  teamInvite: InvitePage,
  bindReferrer: BindReferrerPage,
  incomeDetails: IncomePage,
  rewardSummary: RewardSummaryPage,
  bonusPool: BonusPoolPage,
  assessment: AssessmentPage,
  fullNodeAssessment: FullNodeAssessmentPage,
  ranking: RankingPage,
} as const satisfies Record<TeamRoutePage, unknown>;

/**
 * The team tab and its pages (SPEC 2): team, invite, bind referrer, rewards, pool, weekly
 * assessment, full-node assessment, ranking; all signed in (app-routes.tsx gates them).
 */
export default function TeamRoute({ page, address }: { page: TeamRoutePage; address: Address }) {
  const Page = PAGES[page];
  return <Page address={address} />;
}
