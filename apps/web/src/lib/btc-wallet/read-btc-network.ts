import { type BtcNetwork, networkFromChain, networkFromLegacyName } from './btc-network';
import type { BtcProvider } from './btc-provider';
import { BtcWalletError } from './btc-wallet-error';

async function readLegacyNetwork(
  provider: BtcProvider,
  getNetwork: () => Promise<unknown>,
): Promise<BtcNetwork> {
  const network = networkFromLegacyName(await getNetwork.call(provider));
  if (!network) throw new BtcWalletError('unreadableNetwork');
  return network;
}

/**
 * SPEC 7 "get the network": `getChain()`, which tells Bitcoin from Fractal and other chains;
 * `getNetwork()` ('livenet' or 'testnet') where `getChain` is missing, fails or answers
 * something unreadable (older wallets). Reading never prompts the user, so trying the second
 * call costs nothing. Throws when neither call gives a network.
 */
export async function readBtcNetwork(provider: BtcProvider): Promise<BtcNetwork> {
  const { getChain, getNetwork } = provider;
  if (typeof getChain !== 'function') {
    if (typeof getNetwork !== 'function') throw new BtcWalletError('noNetworkCall');
    return readLegacyNetwork(provider, getNetwork);
  }
  let chainError: unknown;
  try {
    const network = networkFromChain(await getChain.call(provider));
    if (network) return network;
    chainError = new BtcWalletError('unreadableNetwork');
  } catch (error) {
    chainError = error;
  }
  if (typeof getNetwork !== 'function') throw chainError;
  return readLegacyNetwork(provider, getNetwork);
}
