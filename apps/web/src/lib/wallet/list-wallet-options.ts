import { DEV_WALLET_ID } from './dev-wallet';

/** The parts of a wagmi connector the connect sheet needs. */
export type ConnectorLike = {
  uid: string;
  id: string;
  name: string;
  type: string;
  icon?: string | undefined;
};

export type WalletOptionKind = 'discovered' | 'browser' | 'other' | 'dev';
export type WalletOption<C extends ConnectorLike> = { kind: WalletOptionKind; connector: C };

const ORDER: readonly WalletOptionKind[] = ['discovered', 'browser', 'other', 'dev'];

function kindOf(connector: ConnectorLike): WalletOptionKind {
  if (connector.id === DEV_WALLET_ID) return 'dev';
  if (connector.id === 'injected') return 'browser';
  if (connector.type === 'injected') return 'discovered';
  return 'other';
}

/**
 * What the connect sheet lists: every wallet announced through EIP-6963 under its own name; the
 * generic injected connector ("Browser wallet") only when there is a `window.ethereum` and no
 * wallet announced itself (in-app browsers of older mobile wallets), so a wallet is never listed
 * twice; other connectors; the dev wallet last.
 */
export function listWalletOptions<C extends ConnectorLike>(
  connectors: readonly C[],
  hasInjectedProvider: boolean,
): WalletOption<C>[] {
  const options = connectors.map((connector) => ({ kind: kindOf(connector), connector }));
  const anyDiscovered = options.some((option) => option.kind === 'discovered');
  return options
    .filter((option) => option.kind !== 'browser' || (hasInjectedProvider && !anyDiscovered))
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}
