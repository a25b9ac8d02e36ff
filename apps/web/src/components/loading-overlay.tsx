import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoading, subscribeLoading } from '../lib/loading-overlay-store';
import { Stack } from './layout/stack';
import styles from './loading-overlay.module.css';

/**
 * SPEC 7: the loading overlay shown while any call is in flight (all calls but myBoxLists). It
 * blocks input at once, against double submits, but the spinner fades in only after a moment so
 * fast calls do not flash.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(subscribeLoading, isLoading);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Stack gap={10} className={styles.box}>
        <DotLoading color="primary" className={styles.spinner} />
        <span className={styles.text}>{t('common.loading')}</span>
      </Stack>
    </div>
  );
}
