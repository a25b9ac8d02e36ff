import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './money-page.module.css';

/** A money page whose data could not be loaded (the request layer has already toasted why). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="alert">
      <ErrorBlock status="disconnected" title={t('money.balanceLoadFailed')} description="">
        <Button color="primary" shape="rounded" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
