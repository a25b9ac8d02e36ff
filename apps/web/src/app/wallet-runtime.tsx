import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useConnection, WagmiProvider } from 'wagmi';
import { ConnectWalletSheet } from '../components/connect-wallet-sheet';
import { NetworkGuard } from '../components/network-guard';
import { useWalletSessionSync } from '../hooks/use-wallet-session-sync';
import { useAppConfig } from '../lib/app-config/app-config-context';
import { createWagmiConfig } from '../lib/wallet/create-wagmi-config';
import { sameConnection, walletConnectionStore } from '../lib/wallet/wallet-connection-store';

/**
 * Everything that needs wagmi at the app level, in one lazily loaded chunk (see
 * wallet-runtime-loader.ts): the wagmi provider built from GET /api/config, the mirror of its
 * connection for code without wagmi, the session sync of SPEC 4, the wrong-network prompt and the
 * connect sheet.
 */
export function WalletRuntime({ children }: { children: ReactNode }) {
  const appConfig = useAppConfig();
  const wagmiConfig = useMemo(() => createWagmiConfig(appConfig), [appConfig]);
  return (
    <WagmiProvider config={wagmiConfig}>
      <ConnectionMirror />
      <WalletSessionSync expectedChainId={appConfig.chain.chainId} />
      <NetworkGuard />
      <ConnectWalletSheet />
      {children}
    </WagmiProvider>
  );
}

/**
 * Copies wagmi's connection into walletConnectionStore. The first snapshot, taken before wagmi
 * starts reconnecting, says "disconnected"; it is skipped while a wallet is expected back, so
 * the home card does not flash a connect button before the reconnect answers.
 */
function ConnectionMirror() {
  const { address, chainId, status } = useConnection();
  const first = useRef(true);
  useEffect(() => {
    const expectedBack = walletConnectionStore.get().status === 'reconnecting';
    const skip = first.current && status === 'disconnected' && expectedBack;
    first.current = false;
    if (skip) return;
    const next = { address, chainId, status };
    if (!sameConnection(walletConnectionStore.get(), next)) walletConnectionStore.set(next);
  }, [address, chainId, status]);
  return null;
}

function WalletSessionSync({ expectedChainId }: { expectedChainId: number }) {
  useWalletSessionSync(expectedChainId);
  return null;
}
