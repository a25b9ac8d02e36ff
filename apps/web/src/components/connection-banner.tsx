import { useTranslation } from 'react-i18next';
import { useConnectionProblem } from '../hooks/use-connection-problem';
import { Row } from './layout/stack';
import styles from './status-banner.module.css';
import { CloudOffIcon } from './status-banner-icons';

/**
 * Says when the app is offline or cannot reach its API: what is on screen may be out of date and
 * actions need a connection. It disables nothing: an action tried offline fails with the usual
 * "request failed!" toast.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const problem = useConnectionProblem();
  return (
    <div role="status" aria-live="polite">
      {problem && (
        <Row gap={10} className={styles.banner} data-testid="connection-banner" data-problem={problem}>
          <CloudOffIcon size={18} className={styles.icon} />
          <p className={styles.text}>{problem === 'offline' ? t('pwa.offline') : t('pwa.unreachable')}</p>
        </Row>
      )}
    </div>
  );
}
