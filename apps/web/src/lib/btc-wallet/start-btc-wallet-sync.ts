import type { SessionState } from '../session/session-state';
import { type BtcNetwork, networkFromEventPayload } from './btc-network';
import type { BtcProvider } from './btc-provider';
import { resetSessionForBtcAccount, setBtcAddress, setBtcNetwork } from './btc-session-reducers';
import { decideBtcAccountChange } from './decide-btc-account-change';
import { readBtcNetwork } from './read-btc-network';
import { subscribeBtcWallet } from './subscribe-btc-wallet';

export type BtcWalletSyncDeps = {
  provider: BtcProvider;
  getSession: () => SessionState;
  updateSession: (transition: (state: SessionState) => SessionState) => void;
  reload: () => void;
};

/**
 * SPEC 4 for the Bitcoin wallet: keeps the session's `btcAddress` and `btcNetwork` in step with
 * the wallet. An account change stores the new address, clears the stored session data and
 * reloads the page; a network change stores the network. When the session already holds an
 * address (connected earlier in this tab), the wallet is asked once at start what changed while
 * the page was away. Returns the function that stops listening.
 */
export function startBtcWalletSync({
  provider,
  getSession,
  updateSession,
  reload,
}: BtcWalletSyncDeps): () => void {
  let reloading = false;

  function applyAccounts(accounts: unknown): void {
    if (reloading) return;
    const decision = decideBtcAccountChange(getSession().btcAddress, accounts);
    if (decision.kind === 'adopt') updateSession((state) => setBtcAddress(state, decision.address));
    if (decision.kind === 'forget') updateSession((state) => setBtcAddress(state, ''));
    if (decision.kind === 'reset') {
      reloading = true;
      updateSession((state) => resetSessionForBtcAccount(state, decision.address));
      reload();
    }
  }

  function storeNetwork(network: BtcNetwork | undefined): void {
    if (network && !reloading) updateSession((state) => setBtcNetwork(state, network));
  }

  async function applyNetwork(payload: unknown, event: 'networkChanged' | 'chainChanged'): Promise<void> {
    const carried = networkFromEventPayload(payload);
    // A chain names itself; a network name does not ("livenet" is Fractal's mainnet too), so
    // the wallet is asked for its chain, and the name is kept only when it cannot say.
    if (event === 'chainChanged' && carried) return storeNetwork(carried);
    try {
      storeNetwork(await readBtcNetwork(provider));
    } catch (error) {
      console.warn('Reading the Bitcoin network after a change failed', error);
      storeNetwork(carried);
    }
  }

  async function catchUp(): Promise<void> {
    try {
      if (typeof provider.getAccounts === 'function') applyAccounts(await provider.getAccounts());
      if (getSession().btcAddress !== '') storeNetwork(await readBtcNetwork(provider));
    } catch (error) {
      console.warn('Reading the Bitcoin wallet at start failed', error);
    }
  }

  const stop = subscribeBtcWallet(provider, {
    onAccountsChanged: applyAccounts,
    onNetworkChanged: (payload, event) => void applyNetwork(payload, event),
  });
  if (getSession().btcAddress !== '') void catchUp();
  return stop;
}
