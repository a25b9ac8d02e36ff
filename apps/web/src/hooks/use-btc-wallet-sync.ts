import { useEffect } from 'react';
import { findBtcProvider } from '../lib/btc-wallet/btc-provider';

/**
 * SPEC 4 for the Bitcoin wallet, on every page: where a UniSat-style provider is present, the
 * session follows its account and network changes (lib/btc-wallet/btc-wallet-sync.ts). The
 * code that does it loads only then, so the first load of a browser without one carries none
 * of it.
 */
export function useBtcWalletSync(): void {
  useEffect(() => {
    const provider = findBtcProvider(window);
    if (!provider) return;
    let release: (() => void) | undefined;
    let unmounted = false;
    import('../lib/btc-wallet/btc-wallet-sync')
      .then(({ ensureBtcWalletSync }) => {
        if (!unmounted) release = ensureBtcWalletSync(provider);
      })
      .catch((error: unknown) => console.error('Loading the Bitcoin wallet sync failed', error));
    return () => {
      unmounted = true;
      release?.();
    };
  }, []);
}
