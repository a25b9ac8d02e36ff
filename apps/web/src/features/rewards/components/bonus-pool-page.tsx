import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { SummaryList } from '../../../components/money/summary-list';
import { InboxIcon } from '../../../components/money-icons';
import panel from '../../../components/panel.module.css';
import { useNow } from '../../../hooks/use-now';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { useBonusPool } from '../api/get-bonus-pool';
import type { Pool, PoolPosition } from '../utils/reward-types';
import { timeUntil } from '../utils/time-until';
import styles from './rewards.module.css';
import { RewardsSkeleton } from './rewards-skeleton';

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');

/** A day as sent (2026-11-23), or an ISO time as the local date-time. */
function showDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDay(value);
  if (Number.isNaN(Date.parse(value))) return value;
  return formatLocalDateTime(new Date(value));
}

/**
 * Global bonus pool (SPEC 6 and 9): today's B6 and B7 pools so far with their holders, the user's
 * level and estimated share, the next settlement in local time, the rule (2.5% each, released
 * 1/60 a day) and the user's bonus positions with their release schedule.
 */
export function BonusPoolPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const pool = useBonusPool(address);
  if (pool.isPending) return <RewardsSkeleton />;
  if (!pool.data) return <LoadError title={t('rewards.loadFailed')} onRetry={() => void pool.refetch()} />;
  return (
    <Page>
      <TodayPools pool={pool.data} />
      <YourShare pool={pool.data} />
      <Positions positions={pool.data.positions} releaseDays={pool.data.releaseDays} />
    </Page>
  );
}

function TodayPools({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'b6', name: t('rewards.pool.b6'), amount: pool.today.b6Pool, holders: pool.today.b6Holders },
    { key: 'b7', name: t('rewards.pool.b7'), amount: pool.today.b7Pool, holders: pool.today.b7Holders },
  ];
  return (
    <Card as="section" hero gap={10} aria-labelledby="pool-today-title">
      <SectionHeader
        id="pool-today-title"
        title={t('rewards.pool.today')}
        titleClassName={textStyle.label}
        aside={
          <span className={textStyle.muted}>
            {t('rewards.pool.day', { day: formatCalendarDay(pool.today.day) })}
          </span>
        }
      />
      <div className={styles.pair}>
        {tiles.map((tile) => (
          <Stack key={tile.key} gap={4} className={styles.poolTile} data-testid={`pool-${tile.key}`}>
            <Row as="span" justify="between" gap={6} className={styles.poolName}>
              {tile.name}
            </Row>
            <span className={styles.poolValue} translate="no">
              {formatTokenAmount(parseWei(tile.amount), TOKEN_DECIMALS)}
            </span>
            {/* Two isolates: the unit and the holder count keep their order in Persian. */}
            <span className={textStyle.muted}>
              <bdi>USDT</bdi> · <bdi>{t('rewards.pool.holders', { count: tile.holders })}</bdi>
            </span>
          </Stack>
        ))}
      </div>
      <SummaryList
        rows={[{ key: 'inflow', label: t('rewards.pool.inflow'), value: usdt(pool.today.base), mono: true }]}
      />
      <Row as="p" gap={8} className={textStyle.caption} data-testid="pool-rule">
        {t('rewards.pool.rule', { rate: formatBps(pool.bpsEach), days: pool.releaseDays })}
      </Row>
    </Card>
  );
}

function YourShare({ pool }: { pool: Pool }) {
  const { t } = useTranslation();
  const now = useNow(30_000);
  const left = timeUntil(pool.settlesAt, now);
  const eligible = pool.level === 'B6' || pool.level === 'B7';
  const settles = Number.isNaN(Date.parse(pool.settlesAt))
    ? pool.settlesAt
    : formatLocalDateTime(new Date(pool.settlesAt), 'minute');
  return (
    <Card as="section" aria-labelledby="pool-share-title" data-testid="pool-share">
      <SectionHeader id="pool-share-title" title={t('rewards.pool.yours')} />
      <SummaryList
        rows={[
          { key: 'level', label: t('rewards.pool.level'), value: t(`team.levels.${pool.level}`) },
          {
            key: 'settles',
            label: t('rewards.pool.settlesAt'),
            value: (
              <>
                <time className={textStyle.mono} dateTime={pool.settlesAt}>
                  {settles}
                </time>
                <br />
                <span className={textStyle.muted} data-testid="pool-countdown">
                  {t('rewards.pool.settlesIn', { hours: left.hours, minutes: left.minutes })}
                </span>
              </>
            ),
          },
          ...(eligible
            ? [
                {
                  key: 'estimate',
                  label: t('rewards.pool.estimate'),
                  value: usdt(pool.estimatedShare),
                  mono: true,
                  emphasis: true,
                  testId: 'pool-estimate',
                },
              ]
            : []),
        ]}
      />
      <p className={textStyle.note}>
        {eligible ? t('rewards.pool.estimateNote') : t('rewards.pool.notEligible')}
      </p>
    </Card>
  );
}

function Positions({ positions, releaseDays }: { positions: readonly PoolPosition[]; releaseDays: number }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="pool-positions-title">
      <SectionHeader id="pool-positions-title" title={t('rewards.pool.positions')} />
      {positions.length === 0 ? (
        <EmptyState
          className={styles.empty}
          size="sm"
          icon={<InboxIcon size={24} />}
          title={t('rewards.pool.positionsEmpty')}
          hint={t('rewards.pool.positionsHint', { days: releaseDays })}
        />
      ) : (
        positions.map((position) => <PositionItem key={position.day} position={position} />)
      )}
    </Card>
  );
}

/** A position's state: locked, being released, or paid out. */
const POSITION_TONES = { locking: 'info', releasing: 'accent', ended: 'neutral' } as const;

function PositionItem({ position: p }: { position: PoolPosition }) {
  const { t } = useTranslation();
  const locked = parseWei(p.locked);
  const percent = locked > 0n ? Number((parseWei(p.released) * 100n) / locked) : 0;
  const facts: [string, string][] = [
    [t('rewards.pool.locked'), usdt(p.locked)],
    [t('rewards.pool.released'), usdt(p.released)],
    [t('rewards.pool.releasedToday'), usdt(p.releasedToday)],
    [t('rewards.pool.dailyRelease'), usdt(p.dailyRelease)],
    [t('rewards.pool.releaseStart'), showDay(p.releaseStart)],
    [t('rewards.pool.endsOn'), showDay(p.endsOn)],
  ];
  return (
    <Stack as="article" gap={10} className={styles.position} data-testid="pool-position" data-state={p.state}>
      <Row justify="between" gap={12}>
        <span className={styles.positionName}>
          {t('rewards.pool.position', { day: formatCalendarDay(p.day) })}
        </span>
        <StatusBadge tone={POSITION_TONES[p.state]} dot={false}>
          {t(`rewards.pool.state.${p.state}`)}
        </StatusBadge>
      </Row>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={t('rewards.pool.released')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
      >
        <span className={panel.barFill} style={{ width: `${Math.min(100, percent)}%` }} />
      </span>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={panel.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
