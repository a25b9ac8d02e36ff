import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/panel.module.css';
import styles from './team.module.css';

/** The team tab while its summary loads: the level card, the shortcuts and a figures card. */
export function TeamSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={panel.page} role="status" aria-busy="true" data-testid="team-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton animated className={styles.skeletonHero} />
      <Skeleton animated className={styles.skeletonButton} />
      <Skeleton animated className={styles.skeletonTiles} />
      <Skeleton animated className={styles.skeletonCard} />
    </div>
  );
}
