import { useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import { createValueStore } from '../create-value-store';

/** The wallet connection as wagmi reports it, kept where code without wagmi can read it. */
export type WalletConnection = {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
  address?: Address;
  chainId?: number;
};

/**
 * The connection state for the app shell, the home page and the sign-in gate, which must not
 * import wagmi (the wallet libraries load only when a wallet is needed). The wallet runtime
 * mirrors wagmi's connection into it once loaded; until then it says "reconnecting" when a wallet
 * is expected back (see wallet-runtime-loader.ts) and "disconnected" otherwise.
 */
export const walletConnectionStore = createValueStore<WalletConnection>({ status: 'disconnected' });

/** The current wallet connection, re-rendering on change. */
export function useWalletConnection(): WalletConnection {
  return useSyncExternalStore(walletConnectionStore.subscribe, walletConnectionStore.get);
}

/** Whether two connection states say the same (so the mirror does not notify for nothing). */
export function sameConnection(a: WalletConnection, b: WalletConnection): boolean {
  return a.status === b.status && a.address === b.address && a.chainId === b.chainId;
}
