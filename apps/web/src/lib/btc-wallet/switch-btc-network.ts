import { BTC_SWITCH_TARGETS, type BtcNetwork, type BtcSwitchTarget, networkFromChain } from './btc-network';
import type { BtcProvider } from './btc-provider';
import { BtcWalletError } from './btc-wallet-error';
import { readBtcNetwork } from './read-btc-network';

/**
 * SPEC 7 "switch networks": `switchChain` with the chain enum, or the older `switchNetwork` with
 * the network name where `switchChain` is missing. A failing `switchChain` is not retried with
 * `switchNetwork`: each call is a prompt in the wallet, and a rejection must stay one. Returns
 * the network the wallet is on afterwards (its answer, else read again).
 */
export async function switchBtcNetwork(provider: BtcProvider, target: BtcSwitchTarget): Promise<BtcNetwork> {
  const { chain, network } = BTC_SWITCH_TARGETS[target];
  if (typeof provider.switchChain === 'function') {
    const answer = await provider.switchChain(chain);
    return networkFromChain(answer) ?? readBtcNetwork(provider);
  }
  if (typeof provider.switchNetwork === 'function') {
    await provider.switchNetwork(network);
    return readBtcNetwork(provider);
  }
  throw new BtcWalletError('noSwitchCall');
}
