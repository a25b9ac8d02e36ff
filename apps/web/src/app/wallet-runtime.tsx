import { useEffect, useState } from 'react';
import { useConfig, useConnection } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { ConnectWalletSheet } from '../components/connect-wallet-sheet';
import { NetworkGuard } from '../components/network-guard';
import { useWalletSessionSync } from '../hooks/use-wallet-session-sync';
import { useAppConfig } from '../lib/app-config/app-config-context';
import { WagmiScope } from '../lib/wallet/wagmi-scope';
import { sameConnection, walletConnectionStore } from '../lib/wallet/wallet-connection-store';

// The lazily loaded boundary hands the shell (lazy-page.tsx, lazy-sign-in-button.tsx) wagmi's
// context through this module, so the shell never imports wagmi itself.
export { WagmiScope };

/**
 * Everything that needs wagmi at the app level, in one lazily loaded chunk (see
 * wallet-runtime-loader.ts): wagmi's context for the config built from GET /api/config, the
 * mirror of its connection for code without wagmi (it reconnects a remembered wallet), the
 * session sync of SPEC 4, the wrong-network prompt and the connect sheet. It renders beside the
 * app, not around it: what reads the wallet renders in a WagmiScope of the same config.
 *
 * Not wagmi's `WagmiProvider`: that one resets the connections on every render (see
 * create-wagmi-config.ts), and this component re-renders with the app, on a language switch too.
 */
export function WalletRuntime() {
  const appConfig = useAppConfig();
  return (
    <WagmiScope>
      <ConnectionMirror />
      <WalletSessionSync expectedChainId={appConfig.chain.chainId} />
      <NetworkGuard />
      <ConnectWalletSheet />
    </WagmiScope>
  );
}

/**
 * Reconnects a remembered wallet, then copies wagmi's connection into walletConnectionStore.
 * Until the reconnect has answered, the store keeps what start-up said ("reconnecting" when a
 * wallet was expected back, else "disconnected"): the probe of injected wallets that a reconnect
 * makes is not a connection the user started, and showing it would swap the connect card for a
 * skeleton under the user's finger (and take keyboard focus with it).
 */
function ConnectionMirror() {
  const config = useConfig();
  const { address, chainId, status } = useConnection();
  const [reconnected, setReconnected] = useState(false);

  useEffect(() => {
    let active = true;
    // After WagmiProvider's own mount work, which runs after this child's effects.
    const timer = setTimeout(() => {
      reconnect(config)
        .catch((error: unknown) => console.error('Reconnecting the wallet failed', error))
        .finally(() => {
          if (active) setReconnected(true);
        });
    }, 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [config]);

  useEffect(() => {
    if (!reconnected) return;
    const next = { address, chainId, status };
    if (!sameConnection(walletConnectionStore.get(), next)) walletConnectionStore.set(next);
  }, [reconnected, address, chainId, status]);
  return null;
}

function WalletSessionSync({ expectedChainId }: { expectedChainId: number }) {
  useWalletSessionSync(expectedChainId);
  return null;
}
