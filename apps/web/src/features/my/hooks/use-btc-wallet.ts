import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../hooks/use-session';
import type { BtcNetwork, BtcSwitchTarget } from '../../../lib/btc-wallet/btc-network';
import { type BtcProvider, findBtcProvider } from '../../../lib/btc-wallet/btc-provider';
import { setBtcAddress, setBtcNetwork } from '../../../lib/btc-wallet/btc-session-reducers';
import { ensureBtcWalletSync } from '../../../lib/btc-wallet/btc-wallet-sync';
import { type BtcStep, describeBtcFailure } from '../../../lib/btc-wallet/describe-btc-failure';
import { getOrRequestBtcAccount } from '../../../lib/btc-wallet/get-or-request-btc-account';
import { readBtcNetwork } from '../../../lib/btc-wallet/read-btc-network';
import { switchBtcNetwork } from '../../../lib/btc-wallet/switch-btc-network';
import { updateSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/toast';
import { type BtcCardState, btcCardState } from '../utils/btc-card-state';

/** Which wallet call is running, so its button shows it and the others wait. */
export type BtcBusy = 'connect' | 'readNetwork' | BtcSwitchTarget | null;

const SWITCHED = { mainnet: 'btc.switchedToMainnet', testnet: 'btc.switchedToTestnet' } as const;

/**
 * The Bitcoin wallet card's state and actions (SPEC 1, 7, 8): connect (get or request the
 * account, then read the network), read the network again, switch networks. Results go to the
 * session (SPEC 3 `btcAddress`, `btcNetwork`), messages to toasts; a rejection in the wallet is
 * a quiet cancel. The wallet's own changes reach the session through the sync this keeps alive.
 */
export function useBtcWallet(): {
  state: BtcCardState;
  busy: BtcBusy;
  connect: () => Promise<void>;
  readNetwork: () => Promise<void>;
  switchTo: (target: BtcSwitchTarget) => Promise<void>;
} {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<BtcProvider | undefined>(() => findBtcProvider());
  const btcAddress = useSession((session) => session.btcAddress);
  const btcNetwork = useSession((session) => session.btcNetwork);
  const [busy, setBusy] = useState<BtcBusy>(null);

  // A wallet may inject itself after the app started; look again once the card is shown.
  useEffect(() => {
    const found = findBtcProvider();
    if (found) setProvider(() => found);
  }, []);
  useEffect(() => (provider ? ensureBtcWalletSync(provider) : undefined), [provider]);

  function report(step: BtcStep, error: unknown): void {
    const message = describeBtcFailure(step, error);
    if (!message) return;
    console.error(`Bitcoin wallet: ${step} failed`, error);
    showToast(t(message));
  }

  async function run(label: Exclude<BtcBusy, null>, action: (wallet: BtcProvider) => Promise<void>) {
    if (!provider || busy) return;
    setBusy(label);
    try {
      await action(provider);
    } finally {
      setBusy(null);
    }
  }

  async function storeNetwork(wallet: BtcProvider): Promise<void> {
    try {
      const network = await readBtcNetwork(wallet);
      updateSession((session) => setBtcNetwork(session, network));
    } catch (error) {
      report('readNetwork', error);
    }
  }

  const connect = () =>
    run('connect', async (wallet) => {
      let address: string;
      try {
        address = await getOrRequestBtcAccount(wallet);
      } catch (error) {
        report('connect', error);
        return;
      }
      updateSession((session) => setBtcAddress(session, address));
      await storeNetwork(wallet);
    });

  const readNetwork = () => run('readNetwork', storeNetwork);

  const switchTo = (target: BtcSwitchTarget) =>
    run(target, async (wallet) => {
      let network: BtcNetwork;
      try {
        network = await switchBtcNetwork(wallet, target);
      } catch (error) {
        report('switch', error);
        return;
      }
      updateSession((session) => setBtcNetwork(session, network));
      showToast(t(network === target ? SWITCHED[target] : 'btc.switchFailed'));
    });

  return {
    state: btcCardState(Boolean(provider), btcAddress, btcNetwork),
    busy,
    connect,
    readNetwork,
    switchTo,
  };
}
