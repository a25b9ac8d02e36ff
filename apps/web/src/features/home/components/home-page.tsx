import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/page';
import { AccountCard } from './account-card';
import { FeatureGrid } from './feature-grid';
import { HomeBanners } from './home-banners';
import { HomeHeader } from './home-header';
import styles from './home-page.module.css';

/**
 * The home page (/pages/index/index): header with the language switch and the way to the my
 * page, the wallet card, the banners (the newest announcement and product highlights) and the
 * service tiles. The sign-in control comes from the auth feature, composed by the app (a feature
 * never imports another feature).
 */
export function HomePage({ signInButton }: { signInButton: ReactNode }) {
  return (
    <Page className={styles.page}>
      <HomeHeader />
      <AccountCard signInButton={signInButton} />
      <HomeBanners />
      <FeatureGrid />
    </Page>
  );
}
