import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { InfiniteList } from '../../../components/infinite-list';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { teamMembersInfiniteQueryOptions } from '../api/get-team-members';
import { LevelCard } from './level-card';
import { MemberRow } from './member-row';
import { ReferrerSection } from './referrer-section';
import styles from './team.module.css';
import { TeamFigures } from './team-figures';
import { TeamShortcuts } from './team-shortcuts';
import { TeamSkeleton } from './team-skeleton';

/**
 * /pages/team/team, the team tab (SPEC 2, 3, 6): the level card with what the next level needs,
 * the referrer (or a way to bind one), the team's pages, its figures and the direct referrals,
 * paged.
 */
export function TeamPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const summary = useQuery(endpointQuery(routes.team.summary, address));
  if (summary.isPending) return <TeamSkeleton />;
  if (!summary.data) return <LoadError title={t('team.loadFailed')} onRetry={() => void summary.refetch()} />;
  return (
    <Page>
      <LevelCard summary={summary.data} />
      <ReferrerSection referrer={summary.data.referrer} />
      <TeamShortcuts />
      <TeamFigures summary={summary.data} />
      <DirectReferrals address={address} />
    </Page>
  );
}

function DirectReferrals({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const query = useInfiniteQuery(teamMembersInfiniteQueryOptions(address));
  const total = query.data?.pages[0]?.total;
  return (
    <Stack as="section" gap={12} aria-labelledby="team-members-title">
      <SectionHeader
        id="team-members-title"
        title={t('team.members.title')}
        aside={
          total !== undefined &&
          total > 0 && <span className={textStyle.muted}>{t('team.members.total', { count: total })}</span>
        }
      />
      <InfiniteList
        query={query}
        label={t('team.members.title')}
        getKey={(member) => member.address}
        renderItem={(member) => <MemberRow member={member} />}
        emptyTitle={t('team.members.empty')}
        emptyHint={t('team.members.emptyHint')}
        emptyAction={
          <Button
            color="primary"
            shape="rounded"
            className={styles.emptyAction}
            onClick={() => go(paths.teamInvite())}
          >
            {t('team.members.invite')}
          </Button>
        }
      />
    </Stack>
  );
}
