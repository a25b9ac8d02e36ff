import type { CustodyReport, ScheduledChange } from '@woohoo/shared/api/transparency';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { displayLocale } from '../../../lib/format/display-locale';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { useCustodyReport } from '../api/get-custody-report';
import { formatDelay } from '../utils/format-delay';
import { Fact } from './fact';
import { SectionError } from './section-error';
import styles from './transparency.module.css';

/**
 * DESIGN "Custody (real money)" made visible: the changes the timelock has scheduled, each with
 * when it may take effect (so a user can leave first), and who holds which power on chain.
 */
export function CustodySection() {
  const { t } = useTranslation();
  const query = useCustodyReport();
  const titleId = useId();
  return (
    <Stack as="section" gap={12} aria-labelledby={titleId} data-testid="custody-section">
      <div>
        <SectionHeader id={titleId} title={t('transparency.custody.changesTitle')} />
        <p className={textStyle.note}>{t('transparency.custody.hint')}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <SkeletonBlock height={140} />
        </div>
      ) : !query.data ? (
        <SectionError title={t('transparency.custody.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <CustodyReportView report={query.data} />
      )}
    </Stack>
  );
}

export function CustodyReportView({ report }: { report: CustodyReport }) {
  const { t } = useTranslation();
  const delay = formatDelay(report.timelock.minDelaySec, displayLocale());
  return (
    <>
      {report.scheduled.length === 0 ? (
        <p className={textStyle.muted} data-testid="no-changes">
          {t('transparency.custody.noChanges', { delay })}
        </p>
      ) : (
        <Stack as="ul" gap={10}>
          {report.scheduled.map((change) => (
            <li key={`${change.id}-${change.target}-${change.detail}`} className={styles.change}>
              <ChangeRow change={change} />
            </li>
          ))}
        </Stack>
      )}
      <SectionHeader title={t('transparency.custody.holdersTitle')} />
      <dl className={styles.holders}>
        <Fact
          label={t('transparency.custody.owner')}
          value={t('transparency.custody.ownerValue', { address: isolate(report.timelock.address), delay })}
        />
        <Fact
          label={t('transparency.custody.safe')}
          value={t('transparency.custody.safeValue', {
            address: isolate(report.safe.address),
            threshold: report.safe.threshold,
            owners: report.safe.owners.length,
          })}
        />
        <Fact label={t('transparency.custody.safeOwners')} value={report.safe.owners.join(', ')} />
        <Fact
          label={t('transparency.custody.hotWallet')}
          value={t('transparency.custody.hotWalletValue', {
            address: isolate(report.hotWallet),
            roles: isolate(hotWalletRoles(report).join(', ')),
          })}
        />
        <Fact
          label={t('transparency.custody.guardian')}
          value={
            report.guardians.length > 0 ? report.guardians.join(', ') : t('transparency.custody.noGuardian')
          }
        />
      </dl>
    </>
  );
}

function ChangeRow({ change }: { change: ScheduledChange }) {
  const { t } = useTranslation();
  const contract = t(`transparency.custody.contracts.${change.targetName ?? 'unknown'}`);
  const what = t(`transparency.custody.actions.${change.action}`, { contract, detail: change.detail ?? '' });
  return (
    <>
      <p>
        <bdi>{what}</bdi>
      </p>
      <p className={textStyle.muted}>
        <time dateTime={change.effectiveAt}>
          {t('transparency.custody.effectiveAt', {
            time: formatLocalDateTime(new Date(change.effectiveAt), 'minute'),
          })}
        </time>
      </p>
    </>
  );
}

function hotWalletRoles(report: CustodyReport): string[] {
  return report.roles.filter((role) => role.holder === 'hotWallet').map((role) => role.role);
}

/**
 * An address or role names inside a sentence, in a left-to-right isolate (U+2066 … U+2069): the
 * sentence keeps the reader's direction (Persian reads right to left) around them.
 */
function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}
