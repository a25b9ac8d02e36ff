import type { ComponentType } from 'react';
import type { IconProps } from '../../../components/icon-base';
import type { Rank } from '../utils/task-types';
import { CrownIcon, FlagIcon, PersonIcon, ShieldStarIcon } from './task-icons';

/** The emblem of each rank, on the hero and the section heads. */
export const RANK_ICONS: Record<Rank, ComponentType<IconProps>> = {
  ordinary: PersonIcon,
  pioneer: FlagIcon,
  captain: ShieldStarIcon,
  ambassador: CrownIcon,
};
