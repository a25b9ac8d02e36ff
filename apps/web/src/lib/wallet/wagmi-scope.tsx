import type { ReactNode } from 'react';
import { WagmiContext } from 'wagmi';
import { useAppConfig } from '../app-config/app-config-context';
import { wagmiConfigFor } from './create-wagmi-config';

/**
 * Gives a subtree wagmi's context: the one config of the app config, which the wallet runtime
 * (app/wallet-runtime.tsx) alone reconnects. Pages and cards that read the
 * wallet render inside one, so the runtime can join the app beside them when it loads, without
 * wrapping, and so remounting, everything the user already sees (a keyboard user's focus stays
 * where it was).
 */
export function WagmiScope({ children }: { children: ReactNode }) {
  const appConfig = useAppConfig();
  return <WagmiContext.Provider value={wagmiConfigFor(appConfig)}>{children}</WagmiContext.Provider>;
}
