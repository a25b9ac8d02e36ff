import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../components/layout/stack';
import styles from './mall.module.css';

/** A mall page whose data could not be loaded (the request layer has already toasted why). */
export function MallLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} className={styles.empty} role="alert">
      <p className={styles.name}>{t('mall.loadFailed')}</p>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
