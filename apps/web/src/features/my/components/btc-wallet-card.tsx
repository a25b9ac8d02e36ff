import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BtcSwitchTarget } from '../../../lib/btc-wallet/btc-network';
import { useBtcWallet } from '../hooks/use-btc-wallet';
import { BtcWalletPanel } from './btc-wallet-panel';

const SWITCH_TITLES = { mainnet: 'btc.switchToMainnet', testnet: 'btc.switchToTestnet' } as const;

/**
 * The Bitcoin wallet card with its switch confirmation: before the wallet is asked, the user
 * reads that the wallet will ask to approve, and that a different address on the other network
 * clears the session and reloads the page (SPEC 4).
 */
export function BtcWalletCard() {
  const { t } = useTranslation();
  const wallet = useBtcWallet();
  const [confirming, setConfirming] = useState<BtcSwitchTarget | null>(null);
  // The title stays while the dialog animates out after the choice.
  const [lastTarget, setLastTarget] = useState<BtcSwitchTarget>('mainnet');

  function ask(target: BtcSwitchTarget) {
    setLastTarget(target);
    setConfirming(target);
  }

  function confirm() {
    if (confirming) void wallet.switchTo(confirming);
    setConfirming(null);
  }

  return (
    <>
      <BtcWalletPanel
        state={wallet.state}
        busy={wallet.busy}
        onConnect={() => void wallet.connect()}
        onReadNetwork={() => void wallet.readNetwork()}
        onSwitch={ask}
      />
      <Dialog
        visible={confirming !== null}
        title={t(SWITCH_TITLES[lastTarget])}
        content={t('btc.switchConfirm')}
        closeOnMaskClick
        onClose={() => setConfirming(null)}
        actions={[
          [
            { key: 'cancel', text: t('common.cancel'), onClick: () => setConfirming(null) },
            { key: 'confirm', text: t('common.confirm'), bold: true, onClick: confirm },
          ],
        ]}
      />
    </>
  );
}
