import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { IconTile } from '../../../components/layout/icon-tile';
import { List, ListRow } from '../../../components/layout/list-row';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { classNames } from '../../../lib/class-names';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { parseWei } from '../../../lib/money/parse-amount';
import { useRanking } from '../api/get-ranking';
import type { Ranking, RankingItem } from '../utils/team-types';
import { LevelChip } from './member-row';
import styles from './team.module.css';
import { TrophyIcon } from './team-icons';

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');

/** The medals of the first three places. */
const PODIUM: Partial<Record<number, string>> = { 1: styles.gold, 2: styles.silver, 3: styles.bronze };

/**
 * /pages/my/Rankinglist (SPEC 2): the top list of the last settlement, each with rank, masked
 * address, level and value, and the user's own place ("You: #12" or "Not ranked yet").
 */
export function RankingPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const ranking = useRanking(address);
  if (ranking.isPending) return <RankingSkeleton />;
  if (!ranking.data) return <LoadError title={t('team.loadFailed')} onRetry={() => void ranking.refetch()} />;
  return (
    <Page>
      <MyRank ranking={ranking.data} />
      <Card as="section" aria-labelledby="ranking-title">
        <SectionHeader id="ranking-title" title={t('team.ranking.listLabel')} />
        {ranking.data.items.length === 0 ? (
          <EmptyState
            className={styles.empty}
            icon={<TrophyIcon size={28} />}
            title={t('team.ranking.empty')}
            hint={
              // A settled day that paid no one is not "before the first settlement".
              ranking.data.day
                ? t('team.ranking.emptyDayHint', { day: formatCalendarDay(ranking.data.day) })
                : t('team.ranking.emptyHint')
            }
          />
        ) : (
          <List as="ol">
            {ranking.data.items.map((item) => (
              <RankRow key={item.rank} item={item} />
            ))}
          </List>
        )}
      </Card>
    </Page>
  );
}

function MyRank({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation();
  const ranked = ranking.mine.rank !== null;
  return (
    <Card as="section" hero aria-label={t('team.ranking.yourValue')} data-testid="ranking-mine">
      <Row gap={12} justify="between">
        <Stack gap={4}>
          <p className={styles.mineRank} data-ranked={ranked}>
            {ranked ? t('team.ranking.you', { rank: ranking.mine.rank }) : t('team.ranking.notRanked')}
          </p>
          <p className={textStyle.caption}>
            {ranking.day
              ? t('team.ranking.asOf', { day: formatCalendarDay(ranking.day) })
              : t('team.ranking.notSettled')}
          </p>
        </Stack>
        <Stack gap={2} className={styles.mineValue}>
          <span className={textStyle.label}>{t('team.ranking.yourValue')}</span>
          <span className={styles.rankValue} translate="no">
            {usdt(ranking.mine.value)}
          </span>
        </Stack>
      </Row>
    </Card>
  );
}

function RankRow({ item }: { item: RankingItem }) {
  const { t } = useTranslation();
  return (
    <ListRow
      data-testid="ranking-row"
      icon={
        <IconTile size={32} round tone="neutral" className={classNames(styles.rankNumber, PODIUM[item.rank])}>
          {item.rank}
        </IconTile>
      }
      title={
        <Row as="span" gap={8} grow>
          <span className={`${textStyle.mono} ${textStyle.strong}`} translate="no">
            {shortenAddress(item.address)}
          </span>
          <LevelChip level={item.level} />
        </Row>
      }
      end={
        <span className={styles.rankValue} translate="no">
          <span className="visually-hidden">{t('team.ranking.value')}: </span>
          {usdt(item.value)}
        </span>
      }
    />
  );
}

function RankingSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={96} radius="lg" />
      <Skeleton.Paragraph animated lineCount={8} />
    </Page>
  );
}
