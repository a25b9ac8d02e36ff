import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openConnectSheet } from '../lib/wallet/connect-sheet-store';
import styles from './connect-wallet-card.module.css';
import { WalletIcon } from './icons';

/** "Wallet not connected" with the Connect wallet button: on home and on every page that needs a wallet. */
export function ConnectWalletCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <WalletIcon size={28} />
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('wallet.notConnectedTitle')}
      </h2>
      <p className={styles.hint}>{t('wallet.notConnectedHint')}</p>
      <Button color="primary" block shape="rounded" size="large" onClick={openConnectSheet}>
        {t('wallet.connect')}
      </Button>
    </section>
  );
}
