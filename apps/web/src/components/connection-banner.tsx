import { useTranslation } from 'react-i18next';
import { useBalancesShown } from '../hooks/use-balances-shown';
import { useConnectionProblem } from '../hooks/use-connection-problem';
import { Row } from './layout/stack';
import styles from './status-banner.module.css';
import { CloudOffIcon } from './status-banner-icons';

/**
 * Says when the app is offline or cannot reach its API, as what is on screen stands: balances
 * read earlier may be out of date, or (none read, as after an offline reload) could not be
 * loaded; actions need a connection. It disables nothing: an action tried offline fails with the
 * usual "request failed!" toast (a read that gets no answer is not toasted: this banner says it).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const problem = useConnectionProblem();
  const balancesShown = useBalancesShown();
  return (
    <div role="status" aria-live="polite">
      {problem && (
        <Row gap={10} className={styles.banner} data-testid="connection-banner" data-problem={problem}>
          <CloudOffIcon size={18} className={styles.icon} />
          <p className={styles.text}>
            {problem === 'offline'
              ? t(balancesShown ? 'pwa.offline' : 'pwa.offlineNoBalances')
              : t(balancesShown ? 'pwa.unreachable' : 'pwa.unreachableNoBalances')}
          </p>
        </Row>
      )}
    </div>
  );
}
