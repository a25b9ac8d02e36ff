import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { LoadingOverlay } from '../components/loading-overlay';
import { i18n } from '../lib/i18n/i18n';
import { AntdLocaleProvider } from './antd-locale-provider';
import { AppConfigGate } from './app-config-gate';
import { AppRoutes } from './app-routes';
import { NavigatorBridge } from './navigator-bridge';
import { createQueryClient } from './query-client';
import { SessionKeeper } from './session-keeper';

/**
 * The providers and the hash router (SPEC 2). The wallet's providers, the connect sheet and the
 * wrong-network prompt join below the config gate once a wallet is needed (wallet-boundary.tsx).
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocaleProvider>
          <HashRouter>
            <NavigatorBridge />
            <AppConfigGate>
              <SessionKeeper />
              <AppRoutes />
            </AppConfigGate>
          </HashRouter>
          <LoadingOverlay />
        </AntdLocaleProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
