import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import styles from './page-skeleton.module.css';

/** The placeholder a lazy page shows while its code loads (after the SPEC 2 delay of 200 ms). */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton.Title animated />
      <Skeleton animated className={styles.block} />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}
