import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import styles from './money-page.module.css';

/** The money form while its balances and fee settings load. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton animated className={styles.skeletonHero} />
      <Skeleton animated className={styles.skeletonCard} />
      <Skeleton animated className={styles.skeletonLine} />
    </div>
  );
}
