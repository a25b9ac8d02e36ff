import type { AppConfig } from '@woohoo/shared/api/config';
import { LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import { type Config, type CreateConnectorFn, createConfig, http, injected } from 'wagmi';
import { buildChain } from './build-chain';
import { devWallet } from './dev-wallet';
import { orderDevAccounts, readDevAccountChoice } from './dev-wallet-accounts';

/** Whether to offer the dev wallet: the server says so and the chain really is the local one. */
export function offersDevWallet(config: AppConfig): boolean {
  return config.devWallet && config.chain.chainId === LOCAL_CHAIN_ID;
}

/**
 * The wagmi config, built at runtime from GET /api/config: one chain (the configured one, read
 * through its RPC URL), the generic injected connector for wallets' in-app browsers, every
 * wallet that announces itself through EIP-6963 (multiInjectedProviderDiscovery), and the dev
 * wallet on the local chain.
 */
export function createWagmiConfig(appConfig: AppConfig): Config {
  const chain = buildChain(appConfig.chain);
  const connectors: CreateConnectorFn[] = [injected()];
  if (offersDevWallet(appConfig)) connectors.push(devWallet(orderDevAccounts(readDevAccountChoice())));
  const config = createConfig({
    chains: [chain],
    connectors,
    transports: { [chain.id]: http(appConfig.chain.rpcUrls[0]) },
    // A receipt is looked for at the server's pace (a block on BSC), not viem's default of 4 s
    // for a chain whose block time it does not know: a deposit's steps move on within a block.
    pollingInterval: appConfig.chainPollMs,
    multiInjectedProviderDiscovery: true,
  });
  forgetStoredConnections(config);
  return config;
}

/**
 * The connections wagmi read back from localStorage are of the last page, not live ones: they are
 * dropped once, here, and the wallet runtime's reconnect (app/wallet-runtime.tsx) brings back
 * what is really there. This is what wagmi's own `WagmiProvider` does with
 * `reconnectOnMount={false}`, but it does it on every render of the provider, so any re-render
 * (a language switch re-renders the app) emptied a live connection and showed "Wallet not
 * connected" while the session was alive. The app therefore never renders `WagmiProvider`: it
 * provides the config through `WagmiScope` (wagmi-scope.tsx), which holds no such step.
 */
function forgetStoredConnections(config: Config): void {
  config.setState((state) => ({ ...state, connections: new Map() }));
}

const configs = new WeakMap<AppConfig, Config>();

/**
 * The one wagmi config of an app config: the wallet runtime's provider and every WagmiScope
 * below it must share it (one store of connections), so it is made once per app config object.
 */
export function wagmiConfigFor(appConfig: AppConfig): Config {
  let config = configs.get(appConfig);
  if (!config) {
    config = createWagmiConfig(appConfig);
    configs.set(appConfig, config);
  }
  return config;
}
