import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import panel from '../../../components/panel.module.css';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import { describeNextLevelNeed, type NextLevelTextKey, needProgressPercent } from '../utils/next-level-text';
import type { TeamSummary } from '../utils/team-types';
import styles from './team.module.css';

/**
 * The head of the team tab (SPEC 3 "Team", SPEC 6): the level as of the last settlement, the
 * rank, and what the next level still needs, each condition with its progress.
 */
export function LevelCard({ summary }: { summary: TeamSummary }) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate<NextLevelTextKey>;
  return (
    <Card as="section" hero gap={14} aria-labelledby="team-level-label" data-testid="team-level-card">
      <Row align="start" justify="between" gap={12}>
        <Stack gap={4}>
          <Stack gap={2}>
            <p id="team-level-label" className={textStyle.label}>
              {t('team.level.label')}
            </p>
            <p className={styles.levelName} data-level={summary.level} data-testid="team-level">
              {t(`team.levels.${summary.level}`)}
            </p>
          </Stack>
          <p className={textStyle.caption}>
            {summary.levelDay
              ? t('team.level.asOf', { day: formatCalendarDay(summary.levelDay) })
              : t('team.level.notSettled')}
          </p>
        </Stack>
        <StatusBadge
          tone={summary.rank === 'ordinary' ? 'neutral' : 'accent'}
          dot={false}
          className={styles.rank}
          data-testid="team-rank"
        >
          <span className="visually-hidden">{t('team.level.rank')}: </span>
          {t(`team.ranks.${summary.rank}`)}
        </StatusBadge>
      </Row>
      {summary.nextLevel ? (
        <Stack gap={10} className={styles.next}>
          <p className={styles.groupTitle}>{t('team.level.next', { level: summary.nextLevel.level })}</p>
          <Stack as="ul" gap={10}>
            {summary.nextLevel.needs.map((need) => {
              const percent = needProgressPercent(need);
              const label = renderText(translate, describeNextLevelNeed(need));
              return (
                <Stack
                  as="li"
                  gap={6}
                  key={need.what}
                  className={textStyle.muted}
                  data-testid="team-next-need"
                >
                  <span>{label}</span>
                  <span
                    className={panel.bar}
                    role="progressbar"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                  >
                    <span className={panel.barFill} style={{ width: `${percent}%` }} />
                  </span>
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      ) : (
        <Row as="p" gap={8} className={`${textStyle.strong} ${styles.next} ${styles.top}`}>
          <CheckIcon size={18} />
          {t('team.level.top')}
        </Row>
      )}
    </Card>
  );
}
