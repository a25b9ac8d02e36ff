import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectWalletCard } from '../../../components/connect-wallet-card';
import { Card } from '../../../components/layout/card';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { useSession } from '../../../hooks/use-session';
import { useWalletConnection } from '../../../lib/wallet/wallet-connection-store';
import styles from './account-card.module.css';
import { InviteLanding } from './invite-landing';

const ConnectedCard = lazy(() => import('./connected-card'));

/**
 * The wallet card: connect, then sign in, then balances; with the wrong-network prompt when
 * needed. Without a wallet it needs none of the wallet libraries (an invite link's visitor meets
 * the invite landing instead of the plain prompt); a connected card loads with them.
 */
export function AccountCard({ signInButton }: { signInButton: ReactNode }) {
  const { address, status } = useWalletConnection();
  const referrer = useSession((state) => state.referrer);
  if (status === 'connecting' || status === 'reconnecting') return <PendingCard />;
  if (!address) return referrer ? <InviteLanding inviter={referrer} /> : <ConnectWalletCard />;
  return (
    <Suspense fallback={<PendingCard />}>
      <ConnectedCard address={address} signInButton={signInButton} />
    </Suspense>
  );
}

function PendingCard() {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      hero
      gap={14}
      className={styles.card}
      aria-busy="true"
      aria-label={t('home.walletLabel')}
    >
      <SkeletonBlock height={16} width="40%" radius={6} />
      <SkeletonBlock height={64} radius="sm" />
      <SkeletonBlock height={44} radius="pill" />
    </Card>
  );
}
