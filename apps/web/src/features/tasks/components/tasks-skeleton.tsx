import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import styles from './tasks.module.css';

/** The task centre while it loads: the rank card, the assessment links and two task cards. */
export function TasksSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true" data-testid="tasks-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton animated className={styles.skeletonHero} />
      <Skeleton animated className={styles.skeletonRow} />
      <Skeleton.Title animated />
      <Skeleton animated className={styles.skeletonCard} />
      <Skeleton animated className={styles.skeletonCard} />
    </Page>
  );
}
