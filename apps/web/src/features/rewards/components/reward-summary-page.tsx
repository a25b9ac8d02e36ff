import { ASSETS, type Asset } from '@woohoo/shared/assets';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { isIncomeKind, rewardKindOf } from '@woohoo/shared/income-kinds';
import { REWARD_KINDS } from '@woohoo/shared/settlement/reward-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { AlertIcon, CheckIcon, ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { List } from '../../../components/layout/list-row';
import { Notice } from '../../../components/layout/notice';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { AssetMark } from '../../../components/money/asset-mark';
import { LoadError } from '../../../components/money/load-error';
import moneyPage from '../../../components/money/money-page.module.css';
import { SummaryList } from '../../../components/money/summary-list';
import { InboxIcon } from '../../../components/money-icons';
import panel from '../../../components/panel.module.css';
import { paths } from '../../../config/paths';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { formatSignedAmount, parseSignedWei } from '../../../lib/format/format-signed-amount';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { useRewardSummary } from '../api/get-reward-summary';
import { INCOME_KIND_LABELS } from '../utils/describe-income';
import type { RewardSummary, SettledDay } from '../utils/reward-types';
import styles from './rewards.module.css';
import { RewardsSkeleton } from './rewards-skeleton';

const usdt = (wei: string) => formatAssetAmount(parseWei(wei), 'USDT');

/** A share of a total as a whole percentage for a bar; integer maths on the amounts. */
function percentOf(part: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  return Number((part * 100n) / total);
}

/**
 * Reward summary (SPEC 2 "reward, revenue and release summaries, total personal income"): total
 * personal income per asset and per kind (the sums of Income details), the last settled day with
 * its cap, and the global bonus release.
 */
export function RewardSummaryPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const summary = useRewardSummary(address);
  if (summary.isPending) return <RewardsSkeleton />;
  if (!summary.data)
    return <LoadError title={t('rewards.loadFailed')} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const empty = data.incomeByKind.length === 0;
  return (
    <Page>
      <IncomeHero totals={data.totals} />
      <nav className={styles.pair} aria-label={t('rewards.summary.details')}>
        <Link to={paths.incomeDetails()} className={styles.link}>
          {t('rewards.summary.details')}
          <ChevronIcon size={16} className="flip-in-rtl" />
        </Link>
        <Link to={paths.bonusPool()} className={styles.link}>
          {t('rewards.summary.pool')}
          <ChevronIcon size={16} className="flip-in-rtl" />
        </Link>
      </nav>
      <LastDayCard day={data.lastDay} />
      {empty ? (
        <Card as="section">
          <EmptyState
            className={styles.empty}
            size="sm"
            icon={<InboxIcon size={24} />}
            title={t('rewards.summary.empty')}
            hint={t('rewards.summary.emptyHint')}
          />
        </Card>
      ) : (
        <ByKind byKind={data.incomeByKind} />
      )}
      <ReleaseCard release={data.release} />
    </Page>
  );
}

/**
 * Total personal income: one figure per asset, each the sum of that asset's Income details
 * entries (docs/rules.md "What counts as income"), never one number over several assets.
 */
function IncomeHero({ totals }: { totals: RewardSummary['totals'] }) {
  const { t } = useTranslation();
  return (
    <Card as="section" hero gap={10} aria-labelledby="income-total-label">
      <p id="income-total-label" className={textStyle.label}>
        {t('rewards.summary.total')}
      </p>
      {totals.length === 0 ? (
        <p className={styles.heroValue} data-testid="income-total" data-asset="USDT" translate="no">
          {formatTokenAmount(0n, TOKEN_DECIMALS)}
          <span className={moneyPage.heroUnit}>USDT</span>
        </p>
      ) : (
        <List className={styles.heroTotals}>
          {totals.map((total) => (
            <li key={total.asset} className={styles.row} data-testid="reward-asset-total">
              {isAsset(total.asset) ? <AssetMark asset={total.asset} size={32} /> : <span />}
              <Stack as="span" gap={2} grow>
                <span
                  className={styles.heroTotal}
                  data-testid="income-total"
                  data-asset={total.asset}
                  translate="no"
                >
                  {formatTokenAmount(parseSignedWei(total.total), TOKEN_DECIMALS)}
                  <span className={moneyPage.heroUnit}>{total.asset}</span>
                </span>
                <span className={styles.rowValueSub} translate="no">
                  {t('rewards.summary.lastDay', {
                    amount: formatSignedAmount(parseSignedWei(total.lastDay), TOKEN_DECIMALS),
                  })}
                </span>
              </Stack>
              <span />
            </li>
          ))}
        </List>
      )}
      <p className={textStyle.note}>{t('rewards.summary.totalNote')}</p>
    </Card>
  );
}

function LastDayCard({ day }: { day: SettledDay | null }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="last-day-title" data-testid="last-settled-day">
      <SectionHeader id="last-day-title" title={t('rewards.summary.settledDay')} />
      {day ? (
        <>
          <Notice
            as="p"
            tone={day.capped ? 'accent' : 'success'}
            icon={day.capped ? <AlertIcon size={18} /> : <CheckIcon size={18} />}
            className={styles.verdict}
            data-capped={day.capped}
          >
            {t('rewards.summary.paidAt', {
              day: formatCalendarDay(day.day),
              ratio: formatBps(day.paidBps),
            })}
            <br />
            <span className={textStyle.muted}>
              {day.capped ? t('rewards.summary.capBound') : t('rewards.summary.capFree')}
            </span>
          </Notice>
          <SummaryList
            rows={[
              { key: 'inflow', label: t('rewards.summary.inflow'), value: usdt(day.base), mono: true },
              { key: 'cap', label: t('rewards.summary.cap'), value: usdt(day.cap), mono: true },
              {
                key: 'uncapped',
                label: t('rewards.summary.uncapped'),
                value: usdt(day.totalValue),
                mono: true,
              },
              { key: 'paid', label: t('rewards.summary.paid'), value: usdt(day.paidValue), mono: true },
              {
                key: 'rules',
                label: t('rewards.summary.rulesVersion'),
                value: t('rewards.summary.rulesVersionValue', { version: day.rulesVersion }),
              },
            ]}
          />
        </>
      ) : (
        <p className={textStyle.note}>{t('rewards.summary.noSettledDay')}</p>
      )}
    </Card>
  );
}

function isAsset(asset: string): asset is Asset {
  return (ASSETS as readonly string[]).includes(asset);
}

/** Income per kind and asset: the same entries as the totals, grouped by what paid them. */
function ByKind({ byKind }: { byKind: RewardSummary['incomeByKind'] }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="by-kind-title">
      <SectionHeader id="by-kind-title" title={t('rewards.summary.byKind')} />
      <List>
        {byKind.map((line) => {
          const known = isIncomeKind(line.kind);
          const rewardKind = known ? rewardKindOf(line.kind) : undefined;
          return (
            <li
              key={`${line.kind}-${line.asset}`}
              className={styles.row}
              data-testid="reward-kind-total"
              data-kind={line.kind}
            >
              <span
                className={styles.kindDot}
                data-nature={rewardKind ? REWARD_KINDS[rewardKind].nature : undefined}
                aria-hidden="true"
              />
              <Stack as="span" gap={2} grow>
                <span className={textStyle.strong}>
                  {known ? t(INCOME_KIND_LABELS[line.kind]) : t('rewards.unknownKind')}
                </span>
                <span className={textStyle.fine}>{t('rewards.summary.lines', { count: line.count })}</span>
              </Stack>
              <span className={styles.rowValue} translate="no">
                {formatAssetAmount(parseSignedWei(line.total), line.asset)}
              </span>
            </li>
          );
        })}
      </List>
    </Card>
  );
}

function ReleaseCard({ release }: { release: RewardSummary['release'] }) {
  const { t } = useTranslation();
  const percent = percentOf(parseWei(release.released), parseWei(release.locked));
  return (
    <Card as="section" aria-labelledby="release-title" data-testid="release-summary">
      <SectionHeader id="release-title" title={t('rewards.summary.release')} />
      <SummaryList
        rows={[
          {
            key: 'locked',
            label: t('rewards.summary.releaseLocked'),
            value: usdt(release.locked),
            mono: true,
          },
          {
            key: 'released',
            label: t('rewards.summary.releaseReleased'),
            value: usdt(release.released),
            mono: true,
          },
          {
            key: 'remaining',
            label: t('rewards.summary.releaseRemaining'),
            value: usdt(release.remaining),
            mono: true,
            emphasis: true,
          },
        ]}
      />
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={t('rewards.summary.releaseReleased')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={panel.barFill} style={{ width: `${percent}%` }} />
      </span>
    </Card>
  );
}
