import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiftIcon, HomeIcon, NodeIcon, TeamIcon, WalletIcon } from '../../components/icons';
import { tabPaths } from '../../config/paths';
import type { TabKey } from '../../config/route-table';
import styles from './app-tab-bar.module.css';

const TABS: readonly { key: TabKey; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'home', Icon: HomeIcon },
  { key: 'ino', Icon: NodeIcon },
  { key: 'assets', Icon: WalletIcon },
  { key: 'team', Icon: TeamIcon },
  { key: 'blindBox', Icon: GiftIcon },
];

/**
 * SPEC 2 bottom tabs: home, INO, assets, team, blind box. Real links (antd-mobile's TabBar items
 * are clickable divs that keyboards and screen readers cannot reach); switching a tab replaces
 * the history entry, like a tab switch, so "back" does not walk through tabs.
 */
export function AppTabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {TABS.map(({ key, Icon }) => (
        <Link
          key={key}
          to={tabPaths[key]}
          replace
          className={styles.item}
          aria-current={key === active ? 'page' : undefined}
        >
          <Icon size={24} />
          <span className={styles.label}>{t(`tabs.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
