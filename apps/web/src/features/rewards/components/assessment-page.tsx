import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import type { Tone } from '../../../components/layout/tone';
import { LoadError } from '../../../components/money/load-error';
import { SummaryList } from '../../../components/money/summary-list';
import { InboxIcon } from '../../../components/money-icons';
import panel from '../../../components/panel.module.css';
import { useNow } from '../../../hooks/use-now';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { useAssessment } from '../api/get-assessment';
import type { Assessment, AssessmentState, AssessmentWeek } from '../utils/assessment-types';
import {
  type AssessmentText,
  type AssessmentTextKey,
  assessmentNotice,
  describeCountdown,
  localTime,
  progressPercent,
  remainingWei,
} from '../utils/describe-assessment';
import own from './assessment.module.css';
import { AssessmentSwitch } from './assessment-switch';
import styles from './rewards.module.css';
import { RewardsSkeleton } from './rewards-skeleton';

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');

/** Renders a describer's text with i18next's `t` (see lib/i18n/render-text.ts). */
function useAssessmentText() {
  const { t } = useTranslation();
  const translate = t as unknown as Translate<AssessmentTextKey>;
  return (text: AssessmentText) => renderText(translate, text);
}

/**
 * Weekly assessment (SPEC 3 and 4; docs/rules.md "Weekly assessment"): the week's state, dates
 * and end, the team performance against the level's target, the warning of what a miss would
 * clear before it happens, what is held, the rules in words, total and received income, and past
 * weeks. A switch at the top leads to the full-node assessment.
 */
export function AssessmentPage({ address }: { address: Address }) {
  return (
    <>
      <AssessmentSwitch current="weekly" />
      <WeeklyAssessment address={address} />
    </>
  );
}

function WeeklyAssessment({ address }: { address: Address }) {
  const { t } = useTranslation();
  const assessment = useAssessment(address);
  if (assessment.isPending) return <RewardsSkeleton />;
  if (!assessment.data)
    return <LoadError title={t('rewards.assessment.loadFailed')} onRetry={() => void assessment.refetch()} />;
  const data = assessment.data;
  return (
    <Page>
      <WeekHero assessment={data} />
      <Notice assessment={data} />
      <IncomeCard assessment={data} />
      <RulesCard assessment={data} />
      <History weeks={data.history} />
    </Page>
  );
}

/** The week's state as a coloured pill: Not started, In progress, Completed, Not completed. */
const BADGE_TONES: Record<AssessmentState, Tone> = {
  not_started: 'neutral',
  in_progress: 'info',
  completed: 'success',
  not_completed: 'danger',
};

export function AssessmentBadge({ state }: { state: AssessmentState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={BADGE_TONES[state]} data-state={state} data-testid="assessment-state">
      {t(`rewards.assessment.state.${state}`)}
    </StatusBadge>
  );
}

function WeekHero({ assessment: a }: { assessment: Assessment }) {
  const { t } = useTranslation();
  const text = useAssessmentText();
  const now = useNow(30_000);
  const completed = parseWei(a.completed);
  const percent = progressPercent(completed, parseWei(a.target));
  const countdown = describeCountdown(a.week.endsAt, now);
  const left = remainingWei(a);
  return (
    <Card
      as="section"
      hero
      gap={10}
      aria-labelledby="assessment-title"
      data-testid="assessment-week"
      data-state={a.state}
    >
      <SectionHeader
        id="assessment-title"
        title={t('rewards.assessment.title')}
        titleClassName={textStyle.label}
        aside={<AssessmentBadge state={a.state} />}
      />
      <Row as="p" wrap justify="between" className={`${textStyle.muted} ${own.weekLine}`}>
        <span data-testid="assessment-dates">
          {t('rewards.assessment.week', {
            start: formatCalendarDay(a.week.start),
            end: formatCalendarDay(a.week.end),
          })}
        </span>
        <span data-testid="assessment-level">
          {a.level === 'none'
            ? t('team.levels.none')
            : t('rewards.assessment.levelLine', { level: t(`team.levels.${a.level}`) })}
        </span>
      </Row>
      <p className={own.progress} data-testid="assessment-progress">
        {t('rewards.assessment.progress', {
          completed: formatTokenAmount(completed, TOKEN_DECIMALS),
          target: usdt(a.target),
        })}
      </p>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={t('rewards.assessment.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span
          className={`${panel.barFill} ${own.barFill}`}
          data-state={a.state}
          style={{ width: `${percent}%` }}
        />
      </span>
      {a.state === 'in_progress' && left > 0n && (
        <p className={own.toGo} data-testid="assessment-to-go">
          {t('rewards.assessment.toGo', { amount: formatAssetAmount(left, 'USDT') })}
        </p>
      )}
      <SummaryList
        rows={[
          {
            key: 'ends',
            label: t('rewards.assessment.endsAt'),
            value: (
              <>
                <span className={textStyle.mono} data-testid="assessment-ends-at">
                  {localTime(a.week.endsAt)}
                </span>
                {countdown && (
                  <>
                    <br />
                    <span className={textStyle.muted} data-testid="assessment-countdown">
                      {text(countdown)}
                    </span>
                  </>
                )}
              </>
            ),
          },
        ]}
      />
      <p className={textStyle.note}>{t('rewards.assessment.progressNote')}</p>
    </Card>
  );
}

/** The week in one sentence: why it has not started, the warning before a miss, or the result. */
function Notice({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation();
  const text = useAssessmentText();
  const notice = assessmentNotice(assessment);
  const title =
    notice.tone === 'warning'
      ? t('rewards.assessment.warningTitle')
      : assessment.state === 'not_started'
        ? t('rewards.assessment.notStarted.title')
        : undefined;
  return (
    <section
      className={own.notice}
      data-tone={notice.tone}
      data-testid={notice.tone === 'warning' ? 'assessment-warning' : 'assessment-notice'}
      aria-labelledby={title ? 'assessment-notice-title' : undefined}
    >
      <Row as="span" className={own.noticeIcon}>
        {notice.tone === 'success' ? <CheckIcon size={18} /> : <AlertIcon size={18} />}
      </Row>
      <Stack gap={4} grow>
        {title && (
          <h2 id="assessment-notice-title" className={textStyle.title}>
            {title}
          </h2>
        )}
        <p className={styles.sentence}>{text(notice.text)}</p>
      </Stack>
    </section>
  );
}

function IncomeCard({ assessment: a }: { assessment: Assessment }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="assessment-income-title">
      <SectionHeader id="assessment-income-title" title={t('rewards.assessment.income')} />
      <SummaryList
        rows={[
          {
            key: 'held',
            label: t('rewards.assessment.held'),
            value: usdt(a.held),
            mono: true,
            emphasis: parseWei(a.held) > 0n,
            testId: 'assessment-held',
          },
          {
            key: 'total',
            label: t('rewards.assessment.totalIncome'),
            value: usdt(a.totalIncome),
            mono: true,
            testId: 'assessment-total-income',
          },
          {
            key: 'received',
            label: t('rewards.assessment.receivedIncome'),
            value: usdt(a.receivedIncome),
            mono: true,
            testId: 'assessment-received-income',
          },
        ]}
      />
      <p className={textStyle.note}>{t('rewards.assessment.incomeNote')}</p>
    </Card>
  );
}

function RulesCard({ assessment: a }: { assessment: Assessment }) {
  const { t } = useTranslation();
  const ratio = formatBps(a.lossBps);
  return (
    <Card as="section" aria-labelledby="assessment-rules-title" data-testid="assessment-rules">
      <SectionHeader id="assessment-rules-title" title={t('rewards.assessment.rules')} />
      <SummaryList
        rows={[
          { key: 'loss', label: t('rewards.assessment.lossRatio'), value: ratio, mono: true },
          {
            key: 'extra',
            label: t('rewards.assessment.extraDays'),
            value: t('rewards.assessment.days', { count: a.extraDays }),
          },
          {
            key: 'free',
            label: t('rewards.assessment.freeDaysLeft'),
            value: t('rewards.assessment.days', { count: a.freeDaysRemaining }),
            testId: 'assessment-free-days',
          },
        ]}
      />
      <ul className={`${textStyle.note} ${own.rules}`}>
        <li>{t('rewards.assessment.ruleHeld')}</li>
        <li>{t('rewards.assessment.ruleCompleted', { count: a.extraDays })}</li>
        <li>{t('rewards.assessment.ruleMissed', { ratio })}</li>
      </ul>
    </Card>
  );
}

function History({ weeks }: { weeks: readonly AssessmentWeek[] }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="assessment-history-title">
      <SectionHeader id="assessment-history-title" title={t('rewards.assessment.history')} />
      {weeks.length === 0 ? (
        <EmptyState
          className={styles.empty}
          size="sm"
          icon={<InboxIcon size={24} />}
          title={t('rewards.assessment.historyEmpty')}
          hint={t('rewards.assessment.historyHint')}
        />
      ) : (
        weeks.map((week) => <HistoryItem key={week.weekStart} week={week} />)
      )}
    </Card>
  );
}

function HistoryItem({ week: w }: { week: AssessmentWeek }) {
  const { t } = useTranslation();
  const cleared = parseWei(w.clearedValue) > 0n;
  const facts: { key: string; label: string; value: string; danger?: boolean }[] = [
    { key: 'level', label: t('rewards.assessment.level'), value: t(`team.levels.${w.level}`) },
    { key: 'target', label: t('rewards.assessment.target'), value: usdt(w.target) },
    { key: 'completed', label: t('rewards.assessment.completed'), value: usdt(w.completed) },
    { key: 'held', label: t('rewards.assessment.heldValue'), value: usdt(w.heldValue) },
    { key: 'cleared', label: t('rewards.assessment.cleared'), value: usdt(w.clearedValue), danger: cleared },
  ];
  return (
    <Stack
      as="article"
      gap={10}
      className={styles.position}
      data-testid="assessment-history-week"
      data-state={w.state}
    >
      <Row justify="between" gap={12}>
        <span className={styles.positionName}>
          {t('rewards.assessment.historyWeek', { start: formatCalendarDay(w.weekStart) })}
        </span>
        <AssessmentBadge state={w.state} />
      </Row>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={panel.fact}>
            <dt>{fact.label}</dt>
            <dd className={fact.danger ? own.danger : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
