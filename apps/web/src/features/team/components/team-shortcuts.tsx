import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IconProps } from '../../../components/icon-base';
import { Stack } from '../../../components/layout/stack';
import { TileGrid, TileLink } from '../../../components/layout/tile-grid';
import { paths } from '../../../config/paths';
import styles from './team.module.css';
import {
  CalendarCheckIcon,
  ChartIcon,
  GlobeCoinIcon,
  ListIcon,
  TrophyIcon,
  UserPlusIcon,
} from './team-icons';

const TILES: readonly {
  key: 'income' | 'rewards' | 'pool' | 'ranking';
  to: string;
  Icon: ComponentType<IconProps>;
}[] = [
  { key: 'income', to: paths.incomeDetails(), Icon: ListIcon },
  { key: 'rewards', to: paths.rewardSummary(), Icon: ChartIcon },
  { key: 'pool', to: paths.bonusPool(), Icon: GlobeCoinIcon },
  { key: 'ranking', to: paths.ranking(), Icon: TrophyIcon },
];

/**
 * Invite friends, the team's main action, then the reward pages and the ranking list, and the
 * weekly assessment as a full-width row under them (its name is long in most languages).
 */
export function TeamShortcuts() {
  const { t } = useTranslation();
  return (
    <Stack as="nav" gap={12} aria-label={t('team.links.label')}>
      <Link to={paths.teamInvite()} className={styles.inviteButton}>
        <UserPlusIcon size={20} />
        {t('team.links.invite')}
      </Link>
      <TileGrid>
        {TILES.map(({ key, to, Icon }) => (
          <li key={key}>
            <TileLink to={to} icon={<Icon size={22} />} label={t(`team.links.${key}`)} />
          </li>
        ))}
        <li className={styles.tileWideItem}>
          <TileLink
            to={paths.assessment()}
            icon={<CalendarCheckIcon size={22} />}
            label={t('route.assessment')}
            wide
          />
        </li>
      </TileGrid>
    </Stack>
  );
}
