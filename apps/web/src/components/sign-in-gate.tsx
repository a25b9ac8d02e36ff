import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useSession } from '../hooks/use-session';
import { isSignedInAs } from '../lib/session/session-reducers';
import { useWalletConnection } from '../lib/wallet/wallet-connection-store';
import { ConnectWalletCard } from './connect-wallet-card';
import { Page } from './layout/page';
import { SkeletonBlock } from './layout/skeleton-block';
import { KeyIcon } from './money-icons';
import { PromptCard } from './prompt-card';
import styles from './sign-in-gate.module.css';

/**
 * Pages that show a user's own funds render only for a signed-in wallet: a skeleton while the
 * wallet reconnects, the connect card without a wallet, a sign-in card when the session is not
 * this wallet's, and the page (given the address) once it is. The sign-in button comes from the
 * auth feature, composed by the app like on home (components never import features).
 */
export function SignInGate({
  signInButton,
  children,
}: {
  signInButton: ReactNode;
  children: (address: Address) => ReactNode;
}) {
  const { address, status } = useWalletConnection();
  const signedIn = useSession((state) => isSignedInAs(state, address));
  if (status === 'connecting' || status === 'reconnecting') return <GateSkeleton />;
  if (!address) {
    return (
      <Page>
        <ConnectWalletCard />
      </Page>
    );
  }
  if (!signedIn) return <SignInCard signInButton={signInButton} />;
  return children(address);
}

function GateSkeleton() {
  const { t } = useTranslation();
  return (
    <Page aria-busy="true" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={200} radius="lg" />
      <SkeletonBlock height={48} radius="pill" />
    </Page>
  );
}

function SignInCard({ signInButton }: { signInButton: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page>
      <PromptCard
        icon={<KeyIcon size={28} />}
        title={t('gate.signInTitle')}
        hint={t('gate.signInDescription')}
        className={styles.signInCard}
      >
        {signInButton}
      </PromptCard>
    </Page>
  );
}
