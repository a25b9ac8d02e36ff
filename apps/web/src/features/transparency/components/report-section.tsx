import type { PublicReport, TransparencyReport } from '@woohoo/shared/api/money';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { Notice } from '../../../components/layout/notice';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { useNow } from '../../../hooks/use-now';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatRelativeTime } from '../../../lib/format/format-relative-time';
import { useTransparencyReport } from '../api/get-transparency-report';
import { type AssetVerdict, assetVerdicts, otherProblems } from '../utils/describe-verdict';
import { AssetCard } from './asset-card';
import { ProblemList } from './problem-list';
import { SectionError } from './section-error';
import styles from './transparency.module.css';

/** The last reconciliation: the verdict first, when it ran, then every asset's figures. */
export function ReportSection() {
  const { t } = useTranslation();
  const report = useTransparencyReport();
  const titleId = useId();
  if (report.isPending) return <ReportSkeleton />;
  if (!report.data)
    return <SectionError title={t('transparency.loadFailed')} onRetry={() => void report.refetch()} />;
  return (
    <>
      <PayoutsPausedNotice payouts={report.data.payouts} />
      <Verdict report={report.data} />
      <Stack as="section" gap={12} aria-labelledby={titleId}>
        <SectionHeader id={titleId} title={t('transparency.assetsTitle')} />
        {report.data.assets.map((asset) => (
          <AssetCard key={asset.asset} asset={asset} />
        ))}
      </Stack>
    </>
  );
}

/**
 * Healthy or not, in the reader's language: each asset's shortfall or unknown coverage with its
 * figures, books that do not balance, and the other problems as the server words them.
 */
function Verdict({ report }: { report: TransparencyReport }) {
  const { t } = useTranslation();
  const now = useNow();
  const tone = report.healthy ? 'good' : 'bad';
  const generated = formatRelativeTime(report.generatedAt, now, { justNow: t('time.justNow') });
  const verdicts = assetVerdicts(report);
  const others = otherProblems(report);
  return (
    <Card
      as="section"
      className={styles.headerCard}
      data-healthy={String(report.healthy)}
      data-testid="transparency-health"
    >
      <h2 className={textStyle.headline} data-tone={tone}>
        <Row as="span" gap={10}>
          <IconTile
            size={36}
            round
            tone={report.healthy ? 'success' : 'danger'}
            className={styles.statusIcon}
          >
            {report.healthy ? <CheckIcon size={20} /> : <AlertIcon size={20} />}
          </IconTile>
          {report.healthy ? t('transparency.healthy') : t('transparency.unhealthy')}
        </Row>
      </h2>
      {report.healthy && <p className={textStyle.note}>{t('transparency.healthyHint')}</p>}
      {verdicts.length > 0 && (
        <Stack as="ul" gap={8} className={styles.verdicts} data-testid="transparency-verdicts">
          {verdicts.map((v) => (
            <li key={`${v.kind}-${v.asset}`}>{verdictLine(v, t)}</li>
          ))}
        </Stack>
      )}
      {others.length > 0 && <ProblemList title={t('transparency.details')} problems={others} />}
      <time className={`${textStyle.caption} ${styles.time}`} dateTime={report.generatedAt}>
        {t('transparency.generated', { time: generated })}
      </time>
    </Card>
  );
}

/**
 * Whether payouts are paused now, read live beside the report (docs/rules.md "The payout kill
 * switch"): by the operators, or because the payout worker cannot pay, in the reader's language.
 */
function PayoutsPausedNotice({ payouts }: { payouts: PublicReport['payouts'] }) {
  const { t } = useTranslation();
  if (!payouts.paused || !payouts.reason) return null;
  return (
    <Notice
      role="status"
      data-testid="transparency-payouts-paused"
      data-reason={payouts.reason}
      icon={<AlertIcon size={20} />}
    >
      <strong>{t('transparency.payoutsPaused')}</strong> {t(`withdraw.paused.reasons.${payouts.reason}`)}
    </Notice>
  );
}

function verdictLine(v: AssetVerdict, t: TFunction): string {
  const amount = (wei: bigint) => formatAssetAmount(wei, v.asset);
  if (v.kind === 'shortfall') {
    return t('transparency.verdict.shortfall', {
      asset: v.asset,
      shortfall: amount(v.shortfallWei),
      owed: amount(v.owedWei),
      held: amount(v.holdingsWei),
    });
  }
  if (v.kind === 'unknown')
    return t('transparency.verdict.unknown', { asset: v.asset, owed: amount(v.owedWei) });
  return t('transparency.verdict.ledger', { asset: v.asset });
}

function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={12} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={140} />
      <SkeletonBlock height={140} />
    </Stack>
  );
}
