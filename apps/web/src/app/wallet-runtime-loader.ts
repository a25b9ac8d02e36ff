import { useSyncExternalStore } from 'react';
import { createValueStore } from '../lib/create-value-store';
import { getSession } from '../lib/session/session-store';
import { expectsWallet } from '../lib/wallet/expects-wallet';
import { walletConnectionStore } from '../lib/wallet/wallet-connection-store';

type WalletRuntimeModule = typeof import('./wallet-runtime');

/** wagmi's persisted state, under its default storage key. */
const WAGMI_STORE_KEY = 'wagmi.store';

const runtimeStore = createValueStore<WalletRuntimeModule | undefined>(undefined);
let loading: Promise<WalletRuntimeModule> | undefined;

/**
 * Loads the wallet libraries (wagmi, viem and the components built on them) once. They are not
 * part of the first load; they come when a wallet is needed: a "Connect wallet" press, a page
 * that reads the chain, or a wallet expected back (see startExpectedWallet). The store is set
 * before the promise resolves, so whoever awaits it renders inside the wallet provider.
 */
export function loadWalletRuntime(): Promise<WalletRuntimeModule> {
  loading ??= import('./wallet-runtime').then(
    (module) => {
      runtimeStore.set(module);
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a later press tries again
      if (walletConnectionStore.get().status === 'reconnecting')
        walletConnectionStore.set({ status: 'disconnected' });
      throw error;
    },
  );
  return loading;
}

/** The loaded wallet runtime, or undefined while the app runs without it. */
export function useWalletRuntime(): WalletRuntimeModule | undefined {
  return useSyncExternalStore(runtimeStore.subscribe, runtimeStore.get);
}

function readWagmiStore(): string | null {
  try {
    return localStorage.getItem(WAGMI_STORE_KEY);
  } catch {
    return null;
  }
}

/**
 * At start-up: when a wallet is expected back, say "reconnecting" (the home card shows its
 * skeleton, not a connect button that would flash) and load the wallet runtime at once.
 */
export function startExpectedWallet(): void {
  const expected = expectsWallet({
    wagmiStore: readWagmiStore(),
    sessionAddress: getSession().address || undefined,
    hasInjectedProvider: typeof window !== 'undefined' && 'ethereum' in window,
  });
  if (!expected) return;
  walletConnectionStore.set({ status: 'reconnecting' });
  loadWalletRuntime().catch((error: unknown) => console.error('Could not load the wallet', error));
}
