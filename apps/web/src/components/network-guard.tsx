import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import { switchChain } from 'wagmi/actions';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import { useFlag } from '../hooks/use-flag';
import { useAppConfig } from '../lib/app-config/app-config-context';
import { networkName } from '../lib/app-config/network-name';
import { showToast } from '../lib/toast';
import { isWrongNetwork } from '../lib/wallet/build-chain';
import { networkPromptStore } from '../lib/wallet/network-prompt-store';
import { switchToAppChain } from '../lib/wallet/switch-to-app-chain';

/**
 * SPEC 4 and 5: when the wallet is on another chain than the configured one, prompt
 * "Current network is not BSC, confirm to switch". The prompt opens once per wrong chain; the
 * home card can reopen it after a cancel.
 */
export function NetworkGuard() {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  const wagmiConfig = useConfig();
  const { chainId, status } = useConnection();
  const open = useFlag(networkPromptStore);
  const wrong = status === 'connected' && isWrongNetwork(chainId, appConfig.chain.chainId);
  const contentRef = useDialogFocus(open && wrong, () => networkPromptStore.set(false));

  useEffect(() => {
    networkPromptStore.set(wrong);
  }, [wrong]);

  async function confirm() {
    networkPromptStore.set(false);
    const outcome = await switchToAppChain(
      (parameters) => switchChain(wagmiConfig, parameters),
      appConfig.chain,
    );
    if (outcome === 'failed') showToast(t('wallet.switchFailed'));
  }

  return (
    <Dialog
      visible={open && wrong}
      aria-label={t('wallet.wrongNetworkShort')}
      content={
        <span ref={contentRef}>{t('wallet.wrongNetwork', { network: networkName(appConfig.chain) })}</span>
      }
      closeOnMaskClick={false}
      onClose={() => networkPromptStore.set(false)}
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: () => networkPromptStore.set(false) },
          { key: 'confirm', text: t('common.confirm'), bold: true, onClick: () => void confirm() },
        ],
      ]}
    />
  );
}
