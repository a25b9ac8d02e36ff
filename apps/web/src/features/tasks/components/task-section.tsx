import { atLeast } from '@woohoo/shared/tasks/task-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import type { Tone } from '../../../components/layout/tone';
import type { Rank } from '../utils/task-types';
import { RANK_ICONS } from './rank-icons';
import styles from './tasks.module.css';

type SectionRank = Exclude<Rank, 'ordinary'>;

const STATUS_TONES: Record<'current' | 'unlocked' | 'locked', Tone> = {
  current: 'accent',
  unlocked: 'success',
  locked: 'neutral',
};

/**
 * One rank's part of the task centre (pioneer, captain, ambassador): its emblem, name and what
 * it is about, with a chip saying whether it is the user's rank, unlocked or still locked.
 */
export function TaskSection({
  rank,
  userRank,
  children,
}: {
  rank: SectionRank;
  userRank: Rank;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = RANK_ICONS[rank];
  const status = userRank === rank ? 'current' : atLeast(userRank, rank) ? 'unlocked' : 'locked';
  const titleId = `task-section-${rank}`;
  return (
    <Stack as="section" gap={12} className={styles.section} aria-labelledby={titleId} data-testid={titleId}>
      <Row as="header" gap={12}>
        <IconTile size={40} tone={status === 'locked' ? 'neutral' : 'accent'}>
          <Icon size={20} />
        </IconTile>
        <Stack gap={2} grow>
          <h2 id={titleId} className={styles.sectionTitle}>
            {t(`team.ranks.${rank}`)}
          </h2>
          <p className={`${textStyle.caption} ${styles.sectionAbout}`}>{t(`tasks.sections.${rank}`)}</p>
        </Stack>
        <StatusBadge
          tone={STATUS_TONES[status]}
          dot={false}
          className={styles.sectionChip}
          data-status={status}
        >
          {t(`tasks.sections.status.${status}`)}
        </StatusBadge>
      </Row>
      {children}
    </Stack>
  );
}
