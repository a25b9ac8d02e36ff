import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/panel.module.css';
import styles from './rewards.module.css';

/** A reward page while its data loads: the hero and two cards. */
export function RewardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={panel.page} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton animated className={styles.skeletonHero} />
      <Skeleton animated className={styles.skeletonCard} />
      <Skeleton animated className={styles.skeletonCard} />
    </div>
  );
}
