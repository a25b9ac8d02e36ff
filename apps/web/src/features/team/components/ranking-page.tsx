import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { LoadError } from '../../../components/money/load-error';
import panel from '../../../components/panel.module.css';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { parseWei } from '../../../lib/money/parse-amount';
import { useRanking } from '../api/get-ranking';
import type { Ranking, RankingItem } from '../utils/team-types';
import styles from './team.module.css';
import { TrophyIcon } from './team-icons';

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');

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
    <div className={panel.page}>
      <MyRank ranking={ranking.data} />
      <section className={panel.card} aria-labelledby="ranking-title">
        <h2 id="ranking-title" className={panel.sectionTitle}>
          {t('team.ranking.listLabel')}
        </h2>
        {ranking.data.items.length === 0 ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon}>
              <TrophyIcon size={28} />
            </span>
            <p className={styles.emptyTitle}>{t('team.ranking.empty')}</p>
            <p className={styles.emptyHint}>{t('team.ranking.emptyHint')}</p>
          </div>
        ) : (
          <ol className={panel.list}>
            {ranking.data.items.map((item) => (
              <RankRow key={item.rank} item={item} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function MyRank({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation();
  const ranked = ranking.mine.rank !== null;
  return (
    <section className={styles.hero} aria-label={t('team.ranking.yourValue')} data-testid="ranking-mine">
      <div className={styles.mine}>
        <div>
          <p className={styles.mineRank} data-ranked={ranked}>
            {ranked ? t('team.ranking.you', { rank: ranking.mine.rank }) : t('team.ranking.notRanked')}
          </p>
          <p className={styles.asOf}>
            {ranking.day
              ? t('team.ranking.asOf', { day: formatCalendarDay(ranking.day) })
              : t('team.ranking.notSettled')}
          </p>
        </div>
        <div className={styles.mineValue}>
          <span className={panel.heroLabel}>{t('team.ranking.yourValue')}</span>
          <span className={styles.rankValue} translate="no">
            {usdt(ranking.mine.value)}
          </span>
        </div>
      </div>
    </section>
  );
}

function RankRow({ item }: { item: RankingItem }) {
  const { t } = useTranslation();
  return (
    <li className={styles.rankRow} data-testid="ranking-row">
      <span className={styles.rankNumber} data-podium={item.rank <= 3 ? item.rank : undefined}>
        {item.rank}
      </span>
      <span className={styles.rankWho}>
        <span className={styles.memberAddress} translate="no">
          {shortenAddress(item.address)}
        </span>
        <span className={styles.levelChip} data-level={item.level}>
          {t(`team.levels.${item.level}`)}
        </span>
      </span>
      <span className={styles.rankValue} translate="no">
        <span className="visually-hidden">{t('team.ranking.value')}: </span>
        {usdt(item.value)}
      </span>
    </li>
  );
}

function RankingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={panel.page} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={96} radius="lg" />
      <Skeleton.Paragraph animated lineCount={8} />
    </div>
  );
}
