import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DepositIcon,
  MallIcon,
  MegaphoneIcon,
  StakeIcon,
  SwapIcon,
  TeamIcon,
  TransferIcon,
  WithdrawIcon,
} from '../../../components/icons';
import type { LocaleResource } from '../../../lib/i18n/i18n';
import { ANNOUNCEMENTS_PATH } from '../../../lib/navigation/announcement-paths';
import styles from './feature-grid.module.css';

type TileKey = keyof LocaleResource['home']['tiles'];

const TILES: readonly { key: TileKey; path: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'deposit', path: '/pages/my/topup', Icon: DepositIcon },
  { key: 'withdraw', path: '/pages/my/Withdrawcash', Icon: WithdrawIcon },
  { key: 'transfer', path: '/pages/my/transfer', Icon: TransferIcon },
  { key: 'swap', path: '/pages/my/Flashexchange', Icon: SwapIcon },
  { key: 'staking', path: '/pages/pledge/pledge', Icon: StakeIcon },
  { key: 'team', path: '/pages/team/team', Icon: TeamIcon },
  { key: 'mall', path: '/pages/Mall/Mall', Icon: MallIcon },
  { key: 'announcements', path: ANNOUNCEMENTS_PATH, Icon: MegaphoneIcon },
];

/** Entry tiles to the main features; each is a link to its SPEC 2 route. */
export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.heading}>
        {t('home.services')}
      </h2>
      <ul className={styles.grid}>
        {TILES.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link to={path} className={styles.tile}>
              <span className={styles.icon}>
                <Icon size={24} />
              </span>
              <span className={styles.label}>{t(`home.tiles.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
