import type { ReactNode } from 'react';
import { AccountCard } from './account-card';
import { FeatureGrid } from './feature-grid';
import { HomeHeader } from './home-header';
import styles from './home-page.module.css';
import { InoBanner } from './ino-banner';

/**
 * The home page (/pages/index/index): header with the language switch, the wallet card, the node
 * sale banner and the service tiles. The sign-in control comes from the auth feature, composed
 * by the app (a feature never imports another feature).
 */
export function HomePage({ signInButton }: { signInButton: ReactNode }) {
  return (
    <div className={styles.page}>
      <HomeHeader />
      <AccountCard signInButton={signInButton} />
      <InoBanner />
      <FeatureGrid />
    </div>
  );
}
