import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import styles from './boxes.module.css';

/**
 * The blind-box pages while myBoxLists loads: SPEC 7 makes it the one call without the loading
 * overlay, so this skeleton is all the user sees of the wait.
 */
export function BoxesSkeleton({ variant = 'tab' }: { variant?: 'tab' | 'open' | 'list' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true" data-testid="boxes-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      {variant === 'tab' && <Skeleton animated className={styles.skeletonHero} />}
      {variant === 'open' && <Skeleton animated className={styles.skeletonStage} />}
      <Skeleton animated className={styles.skeletonCard} />
      <Skeleton animated className={styles.skeletonCard} />
      {variant !== 'open' && <Skeleton animated className={styles.skeletonCard} />}
    </div>
  );
}
