import { type BtcNetwork, type BtcSwitchTarget, isBtcNetwork } from '../../../lib/btc-wallet/btc-network';

/**
 * What the Bitcoin wallet card shows:
 * - none: no UniSat-style provider on the page ("No Bitcoin wallet found").
 * - disconnected: a provider, no address in the session yet (the connect button).
 * - connected: the stored address and network ('' while it could not be read) and the networks
 *   it can switch to: the other Bitcoin network, or both when it is on neither.
 */
export type BtcCardState =
  | { kind: 'none' }
  | { kind: 'disconnected' }
  | { kind: 'connected'; address: string; network: BtcNetwork | ''; targets: readonly BtcSwitchTarget[] };

/** The networks offered from `network`: never the one the wallet is on. */
export function btcSwitchTargets(network: BtcNetwork | ''): readonly BtcSwitchTarget[] {
  if (network === 'mainnet') return ['testnet'];
  if (network === 'testnet') return ['mainnet'];
  return ['mainnet', 'testnet'];
}

/** The card's state from the provider's presence and the session's `btcAddress` / `btcNetwork`. */
export function btcCardState(hasProvider: boolean, btcAddress: string, btcNetwork: string): BtcCardState {
  if (!hasProvider) return { kind: 'none' };
  if (btcAddress === '') return { kind: 'disconnected' };
  const network = isBtcNetwork(btcNetwork) ? btcNetwork : '';
  return { kind: 'connected', address: btcAddress, network, targets: btcSwitchTargets(network) };
}
