import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WagmiProvider } from 'wagmi';
import { BrandMark } from '../components/icons';
import { AppConfigContext } from '../lib/app-config/app-config-context';
import { appConfigQueryOptions } from '../lib/app-config/get-app-config';
import { createWagmiConfig } from '../lib/wallet/create-wagmi-config';
import styles from './app-config-gate.module.css';

/**
 * Loads GET /api/config once, then builds the wagmi config from it (chain, RPC, dev wallet) and
 * renders the app below it. Until then a splash; on failure a retry view.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: config, isError, refetch, isFetching } = useQuery(appConfigQueryOptions);
  const wagmiConfig = useMemo(() => (config ? createWagmiConfig(config) : undefined), [config]);

  if (config && wagmiConfig) {
    return (
      <AppConfigContext.Provider value={config}>
        <WagmiProvider config={wagmiConfig}>{children}</WagmiProvider>
      </AppConfigContext.Provider>
    );
  }
  if (isError && !isFetching) {
    return (
      <div className={styles.center} role="alert">
        <ErrorBlock
          status="disconnected"
          title={t('errors.configFailedTitle')}
          description={t('errors.configFailedDescription')}
        >
          <Button color="primary" shape="rounded" className={styles.retry} onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <BrandMark size={56} />
      <SpinLoading color="primary" style={{ '--size': '28px' }} />
      <span className="visually-hidden">{t('app.starting')}</span>
    </div>
  );
}
