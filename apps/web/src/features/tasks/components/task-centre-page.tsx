import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Page } from '../../../components/layout/page';
import { LoadError } from '../../../components/money/load-error';
import { buildInviteLink } from '../../../lib/referral/build-invite-link';
import { useTaskCentre } from '../api/get-task-centre';
import type { Task, TaskCentre } from '../utils/task-types';
import { AssessmentLinks } from './assessment-links';
import { ClaimSheet } from './claim-sheet';
import { CommunitySheet } from './community-sheet';
import { GiftsCard } from './gifts-card';
import { MentorshipsCard } from './mentorships-card';
import { PerksCard } from './perks-card';
import { PrivateLinkCard } from './private-link-card';
import { RankHero } from './rank-hero';
import { TaskCard } from './task-card';
import { TaskSection } from './task-section';
import { TasksSkeleton } from './tasks-skeleton';

/**
 * /pages/my/tasks, the task centre (SPEC 2, 4, 5, 6; docs/rules.md "Task centre"): the user's
 * rank, then the pioneer section (the pioneer invitation: its tasks, the private link and the
 * invite gifts), the captain section (its reward and perks) and the ambassador section (its
 * reward and mentorships), and the ways to the weekly and the full-node assessments.
 */
export function TaskCentrePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const centre = useTaskCentre(address);
  if (centre.isPending) return <TasksSkeleton />;
  if (!centre.data) return <LoadError title={t('tasks.loadFailed')} onRetry={() => void centre.refetch()} />;
  return <TaskCentreView address={address} centre={centre.data} />;
}

/** A sheet's task and whether it is open; the task stays while the sheet slides away. */
type SheetState = { task: Task; open: boolean } | undefined;

function TaskCentreView({ address, centre }: { address: Address; centre: TaskCentre }) {
  const [applying, setApplying] = useState<SheetState>();
  const [claiming, setClaiming] = useState<SheetState>();
  const inviteLink = buildInviteLink(globalThis.location, address);
  const cards = (rank: Task['rank']) =>
    centre.tasks
      .filter((task) => task.rank === rank)
      .map((task) => (
        <TaskCard
          key={task.key}
          task={task}
          rank={centre.rank}
          onApply={(chosen) => setApplying({ task: chosen, open: true })}
          onClaim={(chosen) => setClaiming({ task: chosen, open: true })}
        />
      ));
  return (
    <Page>
      <RankHero centre={centre} />
      <AssessmentLinks />
      <TaskSection rank="pioneer" userRank={centre.rank}>
        {cards('pioneer')}
        <PrivateLinkCard link={inviteLink} />
        <GiftsCard address={address} gifts={centre.gifts} />
      </TaskSection>
      <TaskSection rank="captain" userRank={centre.rank}>
        {cards('captain')}
        <PerksCard address={address} perks={centre.perks} inviteLink={inviteLink} />
      </TaskSection>
      <TaskSection rank="ambassador" userRank={centre.rank}>
        {cards('ambassador')}
        <MentorshipsCard address={address} mentorships={centre.mentorships} />
      </TaskSection>
      <CommunitySheet
        address={address}
        task={applying?.task}
        open={applying?.open ?? false}
        onClose={() => setApplying((current) => current && { ...current, open: false })}
      />
      <ClaimSheet
        address={address}
        task={claiming?.task}
        open={claiming?.open ?? false}
        onClose={() => setClaiming((current) => current && { ...current, open: false })}
      />
    </Page>
  );
}
