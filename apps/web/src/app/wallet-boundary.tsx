import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../lib/toast';
import { connectSheetStore } from '../lib/wallet/connect-sheet-store';
import { loadWalletRuntime, useWalletRuntime } from './wallet-runtime-loader';

/**
 * Renders the app without the wallet libraries until they are needed, then inside the wallet
 * runtime. Opening the connect sheet is one such need: the sheet itself lives in the runtime.
 */
export function WalletBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const runtime = useWalletRuntime();

  useEffect(
    () =>
      connectSheetStore.subscribe(() => {
        if (!connectSheetStore.get()) return;
        loadWalletRuntime().catch((error: unknown) => {
          console.error('Could not load the wallet', error);
          connectSheetStore.set(false);
          showToast(t('errors.requestFailed'));
        });
      }),
    [t],
  );

  if (!runtime) return children;
  return <runtime.WalletRuntime>{children}</runtime.WalletRuntime>;
}
