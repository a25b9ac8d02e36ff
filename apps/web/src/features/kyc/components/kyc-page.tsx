import { useQuery } from '@tanstack/react-query';
import type { KycStatus } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon, ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import styles from './kyc.module.css';
import { KycForm } from './kyc-form';
import { KycIcon, ShieldCheckIcon } from './kyc-icons';
import { KycSkeleton } from './kyc-skeleton';
import { KycWhy } from './kyc-why';

/**
 * /pages/my/kyc, KYC1 certification (SPEC 2, 3, 5, 8; docs/rules.md "KYC1"): the user's status,
 * and until it is done the email form behind the image captcha and the slider puzzle. Why it
 * matters here is said on the page: it unlocks the ecosystem blind box, once per person.
 */
export function KycPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const status = useQuery(endpointQuery(routes.kyc.status, address));
  if (status.isPending) return <KycSkeleton />;
  if (!status.data) return <LoadError title={t('kyc.loadFailed')} onRetry={() => void status.refetch()} />;
  if (status.data.level === 1) return <KycVerified status={status.data} />;
  return (
    <Page>
      <Card
        as="section"
        hero
        gap={14}
        className={styles.hero}
        aria-labelledby="kyc-hero-title"
        data-testid="kyc-status"
        data-level="0"
      >
        <Row gap={12}>
          <IconTile size={48} radius={14}>
            <KycIcon size={26} />
          </IconTile>
          <Stack gap={6} grow className={styles.heroText}>
            <h2 id="kyc-hero-title" className={`${textStyle.headline} ${styles.heroTitle}`}>
              {t('kyc.title')}
            </h2>
            <StatusBadge tone="neutral" dot={false} className={styles.pill}>
              {t('kyc.notVerified')}
            </StatusBadge>
          </Stack>
        </Row>
        <p className={textStyle.intro}>{t('kyc.lead')}</p>
        <KycWhy />
      </Card>
      <KycForm address={address} resendUntilMs={resendUntil(status.data.resendInSec, status.dataUpdatedAt)} />
    </Page>
  );
}

/** When another code may be asked for; 0 when the server says now (no code is waiting out its 60 s). */
function resendUntil(resendInSec: number, answeredAtMs: number): number {
  return resendInSec > 0 ? answeredAtMs + resendInSec * 1000 : 0;
}

function KycVerified({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <Page>
      <Card
        as="section"
        hero
        gap={14}
        className={`${styles.hero} ${styles.heroDone}`}
        aria-labelledby="kyc-done-title"
        data-testid="kyc-status"
        data-level="1"
      >
        <Row gap={12}>
          <IconTile size={48} radius={14} tone="success">
            <ShieldCheckIcon size={26} />
          </IconTile>
          <Stack gap={6} grow className={styles.heroText}>
            <h2 id="kyc-done-title" className={`${textStyle.headline} ${styles.heroTitle}`}>
              {t('kyc.done.title')}
            </h2>
            <StatusBadge tone="success" dot={false} className={styles.pill}>
              <CheckIcon size={14} />
              {t('kyc.verified')}
            </StatusBadge>
          </Stack>
        </Row>
        <Stack as="dl" gap={10} className={styles.recess}>
          <Row align="start" justify="between" gap={12} className={styles.fact}>
            <dt>{t('kyc.done.email')}</dt>
            <dd className={textStyle.mono} data-testid="kyc-email-bound">
              {status.email}
            </dd>
          </Row>
          {status.verifiedAt && (
            <Row align="start" justify="between" gap={12} className={styles.fact}>
              <dt>{t('kyc.done.verifiedAt')}</dt>
              <dd className={textStyle.mono}>
                <time dateTime={status.verifiedAt}>{formatLocalDateTime(new Date(status.verifiedAt))}</time>
              </dd>
            </Row>
          )}
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="kyc-box-title">
        <h3 id="kyc-box-title" className={textStyle.heading}>
          {t('kyc.done.boxTitle')}
        </h3>
        <p className={`${textStyle.caption} ${styles.hint}`}>{t('kyc.done.boxText')}</p>
        <Link to={paths.blindBox()} className={styles.linkButton} data-testid="kyc-to-boxes">
          {t('kyc.done.toBoxes')}
          <ChevronIcon size={18} className="flip-in-rtl" />
        </Link>
      </Card>
    </Page>
  );
}
