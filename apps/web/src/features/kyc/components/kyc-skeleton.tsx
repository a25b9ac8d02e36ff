import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import styles from './kyc.module.css';

/** The KYC1 page while its status loads: the status card and the form. */
export function KycSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true" data-testid="kyc-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton animated className={styles.skeletonHero} />
      <Skeleton animated className={styles.skeletonForm} />
    </div>
  );
}
