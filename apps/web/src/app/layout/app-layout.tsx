import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ConnectionBanner } from '../../components/connection-banner';
import { UpdateBanner } from '../../components/update-banner';
import { findPage } from '../../config/find-page';
import styles from './app-layout.module.css';
import { AppNavBar } from './app-nav-bar';
import { AppTabBar } from './app-tab-bar';

/**
 * The frame of every page: a nav bar (the home page draws its own header), the offline and
 * new-version banners under it, the page, and the bottom tabs on the five tab pages only (SPEC 2).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const tab = page?.tab;
  const isHome = page?.id === 'home';
  return (
    <div className={styles.shell} data-has-tabs={tab ? 'true' : 'false'}>
      {!isHome && (
        <AppNavBar title={page ? t(`route.${page.title}`) : t('page.notFoundTitle')} showBack={!tab} />
      )}
      <div className={isHome ? `${styles.banners} ${styles.bannersTop}` : styles.banners}>
        <ConnectionBanner />
        <UpdateBanner />
      </div>
      <main className={styles.content}>
        <Outlet />
      </main>
      {tab && <AppTabBar active={tab} />}
    </div>
  );
}
