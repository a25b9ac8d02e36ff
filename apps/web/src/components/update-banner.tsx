import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useAppUpdate } from '../hooks/use-app-update';
import { Row } from './layout/stack';
import styles from './status-banner.module.css';
import { RefreshIcon } from './status-banner-icons';

/**
 * "A new version is ready — Reload", when the new version could not be applied on its own
 * because the user was busy (see lib/pwa/decide-update.ts). Reloading is the user's choice.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const reload = useAppUpdate();
  return (
    <div role="status" aria-live="polite">
      {reload && (
        <Row gap={10} className={styles.banner} data-testid="update-banner">
          <RefreshIcon size={18} className={styles.icon} />
          <p className={styles.text}>{t('pwa.updateReady')}</p>
          <Button size="small" color="primary" shape="rounded" className={styles.action} onClick={reload}>
            {t('pwa.reload')}
          </Button>
        </Row>
      )}
    </div>
  );
}
