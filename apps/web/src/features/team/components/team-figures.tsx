import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { formatCount } from '../../../lib/format/format-count';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { parseWei } from '../../../lib/money/parse-amount';
import type { TeamSummary } from '../utils/team-types';
import styles from './team.module.css';

type Figure = { key: string; label: string; value: string; unit?: string };

/**
 * SPEC 3 "Team": people, node performance, the orders the last settlement read (with its day) and
 * those no settlement has read yet, and nodes, in labelled groups.
 */
export function TeamFigures({ summary }: { summary: TeamSummary }) {
  const { t } = useTranslation();
  const usdt = (wei: string) => ({ value: formatTokenAmount(parseWei(wei), TOKEN_DECIMALS), unit: 'USDT' });
  const count = (n: number) => ({ value: formatCount(n) });
  const windowFigures = (w: TeamSummary['unsettled'], prefix = ''): Figure[] => [
    { key: `${prefix}personal`, label: t('team.figures.personal'), ...usdt(w.personal) },
    { key: `${prefix}smallCommunity`, label: t('team.figures.smallCommunity'), ...usdt(w.smallCommunity) },
    { key: `${prefix}team`, label: t('team.figures.team'), ...usdt(w.team) },
  ];
  return (
    <>
      <FigureGroup
        title={t('team.figures.people')}
        figures={[
          {
            key: 'directReferrals',
            label: t('team.figures.directReferrals'),
            ...count(summary.directReferrals),
          },
          { key: 'inviteCount', label: t('team.figures.inviteCount'), ...count(summary.inviteCount) },
          { key: 'teamSize', label: t('team.figures.teamSize'), ...count(summary.teamSize) },
        ]}
        // The direct referrals counted here and for the level are the active ones (docs/rules.md
        // "The referral team"); the list below shows every one, so the rule is said where both show.
        after={<p className={textStyle.note}>{t('team.figures.activeHint')}</p>}
      />
      <FigureGroup
        title={t('team.figures.performance')}
        columns={2}
        figures={[
          { key: 'realTime', label: t('team.figures.realTime'), ...usdt(summary.performance.realTime) },
          { key: 'cumulative', label: t('team.figures.cumulative'), ...usdt(summary.performance.cumulative) },
        ]}
        after={
          <FigureList
            columns={2}
            figures={[
              { key: 'directNodes', label: t('team.figures.directNodes'), ...count(summary.nodes.direct) },
              { key: 'totalNodes', label: t('team.figures.totalNodes'), ...count(summary.nodes.total) },
            ]}
          />
        }
      />
      {summary.settled && (
        <FigureGroup
          title={t('team.figures.settled', { day: formatCalendarDay(summary.settled.day) })}
          testId="team-settled"
          figures={windowFigures(summary.settled, 'settled-')}
        />
      )}
      <FigureGroup
        title={t('team.figures.unsettled')}
        testId="team-unsettled"
        figures={windowFigures(summary.unsettled)}
      />
    </>
  );
}

function FigureGroup({
  title,
  figures,
  columns = 3,
  after,
  testId,
}: {
  title: string;
  figures: readonly Figure[];
  columns?: number;
  after?: ReactNode;
  testId?: string;
}) {
  return (
    <Card as="section" aria-label={title} data-testid={testId}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <FigureList figures={figures} columns={columns} />
      {after && (
        <>
          <hr className={styles.divider} />
          {after}
        </>
      )}
    </Card>
  );
}

function FigureList({ figures, columns }: { figures: readonly Figure[]; columns: number }) {
  return (
    <Stack as="dl" className={styles.figures} style={{ '--columns': columns } as CSSProperties}>
      {figures.map((figure) => (
        <Stack gap={4} grow key={figure.key}>
          <dt className={`${textStyle.caption} ${styles.figureLabel}`}>{figure.label}</dt>
          <dd className={styles.figureValue} data-testid={`team-figure-${figure.key}`} translate="no">
            {figure.value}
            {figure.unit && <span className={styles.figureUnit}>{figure.unit}</span>}
          </dd>
        </Stack>
      ))}
    </Stack>
  );
}
