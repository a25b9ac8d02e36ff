import type { TransparencyReport } from '@woohoo/shared/api/money';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { AssetMark } from '../../../components/money/asset-mark';
import panel from '../../../components/panel.module.css';
import { useNow } from '../../../hooks/use-now';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatRelativeTime } from '../../../lib/format/format-relative-time';
import { formatBps } from '../../../lib/money/format-bps';
import { parseWei } from '../../../lib/money/parse-amount';
import { useTransparencyReport } from '../api/get-transparency-report';
import { describeCoverage } from '../utils/describe-coverage';
import { SectionError } from './section-error';
import styles from './transparency.module.css';

type AssetReport = TransparencyReport['assets'][number];

/** The last reconciliation: healthy or not, when it ran, and every asset's coverage. */
export function ReportSection() {
  const { t } = useTranslation();
  const report = useTransparencyReport();
  const titleId = useId();
  if (report.isPending) return <ReportSkeleton />;
  if (!report.data)
    return <SectionError title={t('transparency.loadFailed')} onRetry={() => void report.refetch()} />;
  return (
    <>
      <ReportHeader report={report.data} />
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={panel.sectionTitle}>
          {t('transparency.assetsTitle')}
        </h2>
        {report.data.assets.map((asset) => (
          <AssetCard key={asset.asset} asset={asset} />
        ))}
      </section>
    </>
  );
}

function ReportHeader({ report }: { report: TransparencyReport }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const tone = report.healthy ? 'good' : 'bad';
  const generated = formatRelativeTime(report.generatedAt, now, {
    locale: i18n.language,
    justNow: t('time.justNow'),
  });
  return (
    <section
      className={styles.headerCard}
      data-healthy={String(report.healthy)}
      data-testid="transparency-health"
    >
      <h2 className={styles.status} data-tone={tone}>
        <span className={styles.statusIcon} aria-hidden="true">
          {report.healthy ? <CheckIcon size={20} /> : <AlertIcon size={20} />}
        </span>
        {report.healthy ? t('transparency.healthy') : t('transparency.unhealthy')}
      </h2>
      <time className={styles.time} dateTime={report.generatedAt}>
        {t('transparency.generated', { time: generated })}
      </time>
      {report.problems.length > 0 && (
        <ProblemList title={t('transparency.problems')} problems={report.problems} />
      )}
    </section>
  );
}

function ProblemList({ title, problems }: { title: string; problems: readonly string[] }) {
  return (
    <ul className={styles.problems} aria-label={title}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

/** One asset: what users hold against the treasury on chain, fees, reserves and the invariant. */
function AssetCard({ asset }: { asset: AssetReport }) {
  const { t } = useTranslation();
  const coverage = describeCoverage(asset.liabilities, asset.onChainHoldings);
  const amount = (value: string) => formatAssetAmount(parseWei(value), asset.asset);
  const badge =
    coverage.state === 'covered'
      ? { tone: 'good', text: t('transparency.asset.covered') }
      : coverage.state === 'notCovered'
        ? { tone: 'bad', text: t('transparency.asset.notCovered') }
        : { tone: 'neutral', text: t('transparency.asset.coverageUnknown') };
  const ratioBps = coverage.state === 'unknown' ? undefined : coverage.ratioBps;
  return (
    <article className={panel.card} data-testid={`transparency-asset-${asset.asset}`}>
      <header className={styles.assetHead}>
        <AssetMark asset={asset.asset} size={28} />
        <span className={styles.assetName} translate="no">
          {asset.asset}
        </span>
        <span className={styles.badge} data-tone={badge.tone} data-testid="coverage">
          {badge.text}
        </span>
      </header>
      <dl className={styles.facts}>
        <Fact label={t('transparency.asset.liabilities')} value={amount(asset.liabilities)} />
        <Fact
          label={t('transparency.asset.holdings')}
          value={
            asset.onChainHoldings === null
              ? t('transparency.asset.holdingsUnknown')
              : amount(asset.onChainHoldings)
          }
        />
        <Fact label={t('transparency.asset.fees')} value={amount(asset.feesCollected)} />
        <Fact label={t('transparency.asset.reserves')} value={amount(asset.reserves)} />
        <Fact label={t('transparency.asset.inflow')} value={amount(asset.onChainInflow)} />
        <Fact label={t('transparency.asset.outflow')} value={amount(asset.onChainOutflow)} />
      </dl>
      {ratioBps !== undefined && (
        <p className={styles.ratio}>{t('transparency.asset.ratio', { ratio: formatBps(ratioBps) })}</p>
      )}
      <div className={styles.invariant}>
        <p className={styles.invariantLine} data-tone={asset.invariantHolds ? 'good' : 'bad'}>
          {asset.invariantHolds ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
          {asset.invariantHolds
            ? t('transparency.asset.invariantHolds')
            : t('transparency.asset.invariantBroken')}
        </p>
        {asset.problems.length > 0 && (
          <ProblemList title={t('transparency.problems')} problems={asset.problems} />
        )}
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={panel.fact}>
      <dt>{label}</dt>
      {/* The cell reads left to right (figures); bdi gives a text value its own direction. */}
      <dd title={value}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.section} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton animated className={styles.skeletonCard} />
      <Skeleton animated className={styles.skeletonCard} />
    </div>
  );
}
