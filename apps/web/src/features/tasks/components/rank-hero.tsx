import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { RANKS } from '@woohoo/shared/settlement/team-levels';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { rewardTotals } from '../utils/describe-task';
import type { TaskCentre } from '../utils/task-types';
import { RANK_ICONS } from './rank-icons';
import styles from './tasks.module.css';

/**
 * The head of the task centre (SPEC 6 "ranks: ordinary player, pioneer, captain, ambassador"):
 * the user's rank, the ladder of the four ranks, the rewards claimed of all the tasks pay, and
 * the way to the team page, which says what the next level needs.
 */
export function RankHero({ centre }: { centre: TaskCentre }) {
  const { t } = useTranslation();
  const at = RANKS.indexOf(centre.rank);
  const Icon = RANK_ICONS[centre.rank];
  const { claimedWei, totalWei } = rewardTotals(centre.tasks);
  return (
    <Card as="section" hero gap={16} aria-labelledby="task-rank-label" data-testid="task-rank-card">
      <Row align="start" justify="between" gap={12}>
        <Stack gap={4}>
          <p id="task-rank-label" className={textStyle.label}>
            {t('tasks.hero.label')}
          </p>
          <p className={styles.rankName} data-rank={centre.rank} data-testid="task-rank">
            {t(`team.ranks.${centre.rank}`)}
          </p>
        </Stack>
        <IconTile
          size={52}
          radius={16}
          tone={centre.rank === 'ordinary' ? 'neutral' : 'accent'}
          className={styles.rankEmblem}
        >
          <Icon size={28} />
        </IconTile>
      </Row>
      <Stack as="ol" className={styles.ladder} aria-label={t('tasks.hero.ladder')}>
        {RANKS.map((rank, index) => (
          <Stack
            as="li"
            gap={8}
            key={rank}
            className={styles.step}
            data-reached={index <= at}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className={styles.stepDot} />
            <span className={styles.stepLabel}>{t(`team.ranks.${rank}`)}</span>
          </Stack>
        ))}
      </Stack>
      <Row wrap justify="between" className={styles.heroFoot}>
        <p className={styles.heroClaimed} data-testid="task-rewards-claimed">
          {t('tasks.hero.claimed', {
            claimed: formatTokenAmount(claimedWei, TOKEN_DECIMALS),
            total: formatTokenAmount(totalWei, TOKEN_DECIMALS),
          })}
        </p>
        <Link to={paths.team()} className={styles.heroLink}>
          {t('tasks.hero.levelUp')}
          <ChevronIcon size={14} className="flip-in-rtl" />
        </Link>
      </Row>
      <p className={`${textStyle.fine} ${styles.heroNote}`}>{t('tasks.hero.note')}</p>
    </Card>
  );
}
