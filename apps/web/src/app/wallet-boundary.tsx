import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../lib/toast';
import { connectSheetStore } from '../lib/wallet/connect-sheet-store';
import { loadWalletRuntime, useWalletRuntime } from './wallet-runtime-loader';

/**
 * Renders the app without the wallet libraries until they are needed, then the wallet runtime
 * beside it (never around it: nothing the user sees remounts when it arrives). Opening the
 * connect sheet is one such need: the sheet itself lives in the runtime.
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

  return (
    <>
      {children}
      {runtime && <runtime.WalletRuntime />}
    </>
  );
}
