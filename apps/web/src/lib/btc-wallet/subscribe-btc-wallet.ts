import type { BtcProvider } from './btc-provider';

/** What the wallet tells us without being asked. */
export type BtcWalletListeners = {
  /** `accountsChanged`: the accounts now shared with the site ([] when locked or disconnected). */
  onAccountsChanged: (accounts: unknown) => void;
  /** `networkChanged` (a network name) or `chainChanged` (a chain), as the wallet sent it. */
  onNetworkChanged: (payload: unknown, event: 'networkChanged' | 'chainChanged') => void;
};

/**
 * Listens to the wallet's `accountsChanged`, `networkChanged` and `chainChanged` (UniSat sends
 * the last only in newer versions; listening costs nothing where it never comes). Returns the
 * function that stops listening, through `removeListener` or `off`. A wallet without `on` has
 * nothing to listen to.
 */
export function subscribeBtcWallet(provider: BtcProvider, listeners: BtcWalletListeners): () => void {
  if (typeof provider.on !== 'function') return () => {};
  const handlers: [string, (...args: unknown[]) => void][] = [
    ['accountsChanged', (accounts) => listeners.onAccountsChanged(accounts)],
    ['networkChanged', (network) => listeners.onNetworkChanged(network, 'networkChanged')],
    ['chainChanged', (chain) => listeners.onNetworkChanged(chain, 'chainChanged')],
  ];
  for (const [event, handler] of handlers) provider.on.call(provider, event, handler);
  return () => {
    const remove = provider.removeListener ?? provider.off;
    if (typeof remove !== 'function') return;
    for (const [event, handler] of handlers) remove.call(provider, event, handler);
  };
}
