import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { FailureView } from './failure-view';
import styles from './page-load-error.module.css';

/** Shown when a page's code failed to load or took longer than the SPEC 2 timeout of 60 s. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FailureView title={t('page.loadFailedTitle')} description={t('page.loadFailedDescription')}>
      <Button color="primary" onClick={onRetry} className={styles.retry}>
        {t('common.retry')}
      </Button>
    </FailureView>
  );
}
