import Skeleton from 'antd-mobile/es/components/skeleton';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectWalletCard } from '../../../components/connect-wallet-card';
import { useWalletConnection } from '../../../lib/wallet/wallet-connection-store';
import styles from './account-card.module.css';

const ConnectedCard = lazy(() => import('./connected-card'));

/**
 * The wallet card: connect, then sign in, then balances; with the wrong-network prompt when
 * needed. Without a wallet it needs none of the wallet libraries; a connected card loads with
 * them.
 */
export function AccountCard({ signInButton }: { signInButton: ReactNode }) {
  const { address, status } = useWalletConnection();
  if (status === 'connecting' || status === 'reconnecting') return <PendingCard />;
  if (!address) return <ConnectWalletCard />;
  return (
    <Suspense fallback={<PendingCard />}>
      <ConnectedCard address={address} signInButton={signInButton} />
    </Suspense>
  );
}

function PendingCard() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-busy="true" aria-label={t('home.walletLabel')}>
      <Skeleton animated className={styles.skeletonLine} />
      <Skeleton animated className={styles.skeletonWide} />
      <Skeleton animated className={styles.skeletonButton} />
    </section>
  );
}
