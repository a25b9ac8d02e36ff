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
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import type { LocaleResource } from '../../../lib/i18n/i18n';
import styles from './feature-grid.module.css';

type TileKey = keyof LocaleResource['home']['tiles'];

const TILES: readonly { key: TileKey; path: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'deposit', path: paths.deposit(), Icon: DepositIcon },
  { key: 'withdraw', path: paths.withdraw(), Icon: WithdrawIcon },
  { key: 'transfer', path: paths.transfer(), Icon: TransferIcon },
  { key: 'swap', path: paths.swap(), Icon: SwapIcon },
  { key: 'staking', path: paths.stake(), Icon: StakeIcon },
  { key: 'team', path: paths.team(), Icon: TeamIcon },
  { key: 'mall', path: paths.mall(), Icon: MallIcon },
  { key: 'announcements', path: paths.announcements(), Icon: MegaphoneIcon },
];

/** Entry tiles to the main features; each is a link to its SPEC 2 route. */
export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="services-title">
      <h2 id="services-title" className={textStyle.heading}>
        {t('home.services')}
      </h2>
      <ul className={styles.grid}>
        {TILES.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link to={path} className={styles.tile}>
              <IconTile size={46} radius={14}>
                <Icon size={24} />
              </IconTile>
              <span className={styles.label}>{t(`home.tiles.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
