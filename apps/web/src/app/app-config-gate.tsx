import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureView } from '../components/failure-view';
import { BrandMark } from '../components/icons';
import { AppConfigContext } from '../lib/app-config/app-config-context';
import { appConfigQueryOptions } from '../lib/app-config/get-app-config';
import styles from './app-config-gate.module.css';
import { WalletBoundary } from './wallet-boundary';

/**
 * Loads GET /api/config once and renders the app below it (the wallet, when needed, is built
 * from it: see wallet-boundary.tsx). Until then a splash; on failure a retry view.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: config, isError, refetch, isFetching } = useQuery(appConfigQueryOptions);

  if (config) {
    return (
      <AppConfigContext.Provider value={config}>
        <WalletBoundary>{children}</WalletBoundary>
      </AppConfigContext.Provider>
    );
  }
  if (isError && !isFetching) {
    return (
      <div className={styles.center}>
        <FailureView title={t('errors.configFailedTitle')} description={t('errors.configFailedDescription')}>
          <Button color="primary" shape="rounded" className={styles.retry} onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </FailureView>
      </div>
    );
  }
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <BrandMark size={56} />
      <DotLoading color="primary" />
      <span className="visually-hidden">{t('app.starting')}</span>
    </div>
  );
}
