import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { openConnectSheet } from '../lib/wallet/connect-sheet-store';
import { WalletIcon } from './icons';
import { PromptCard } from './prompt-card';

/** "Wallet not connected" with the Connect wallet button: on home and on every page that needs a wallet. */
export function ConnectWalletCard() {
  const { t } = useTranslation();
  return (
    <PromptCard
      icon={<WalletIcon size={28} />}
      title={t('wallet.notConnectedTitle')}
      hint={t('wallet.notConnectedHint')}
    >
      <Button color="primary" block shape="rounded" size="large" onClick={openConnectSheet}>
        {t('wallet.connect')}
      </Button>
    </PromptCard>
  );
}
