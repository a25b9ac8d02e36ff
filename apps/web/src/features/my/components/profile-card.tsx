import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { ChevronIcon, CopyIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconButton } from '../../../components/layout/icon-button';
import notice from '../../../components/layout/notice.module.css';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { useCopyText } from '../../../hooks/use-copy-text';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { addressHues } from '../utils/address-hues';
import { ShieldCheckIcon, ShieldIcon } from './my-icons';
import styles from './my-page.module.css';

/**
 * The head of the my page for a signed-in wallet: its avatar and address (with copy), the rank
 * and level of the team summary (SPEC 6), and the KYC1 state with the way to the KYC page.
 */
export function ProfileCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  const [hueA, hueB] = addressHues(address);
  const avatar = { '--avatar-hue-a': hueA, '--avatar-hue-b': hueB } as CSSProperties;

  const copyAddress = useCopyText();

  return (
    <Card as="section" hero gap={16} aria-labelledby="my-profile-label" data-testid="my-profile">
      <Row gap={14}>
        <span className={styles.avatar} style={avatar} aria-hidden="true" />
        <Stack gap={2} grow>
          <p id="my-profile-label" className={textStyle.label}>
            {t('my.walletLabel')}
          </p>
          <Row gap={2} className={styles.addressRow}>
            <span
              className={`${textStyle.mono} ${styles.address}`}
              title={address}
              translate="no"
              data-testid="my-address"
            >
              {shortenAddress(address)}
            </span>
            <IconButton
              label={t('wallet.copyAddress')}
              className={styles.iconButton}
              onClick={() => void copyAddress(address)}
            >
              <CopyIcon size={18} />
            </IconButton>
          </Row>
        </Stack>
      </Row>
      <Standing address={address} />
      <KycStrip address={address} />
    </Card>
  );
}

/** Rank and level, as of the last settlement; a dash when the summary could not be read. */
function Standing({ address }: { address: Address }) {
  const { t } = useTranslation();
  const summary = useQuery(endpointQuery(routes.team.summary, address));
  if (summary.isPending) {
    return (
      <div className={styles.standing} aria-busy="true">
        <SkeletonBlock height={58} radius="sm" />
        <SkeletonBlock height={58} radius="sm" />
      </div>
    );
  }
  const data = summary.data;
  return (
    <dl className={styles.standing}>
      <Stack gap={4} className={styles.fact}>
        <dt className={styles.label}>{t('team.level.rank')}</dt>
        <dd data-testid="my-rank" data-rank={data?.rank}>
          {data ? t(`team.ranks.${data.rank}`) : '—'}
        </dd>
      </Stack>
      <Stack gap={4} className={styles.fact}>
        <dt className={styles.label}>{t('team.level.label')}</dt>
        <dd data-testid="my-level" data-level={data?.level}>
          {data ? t(`team.levels.${data.level}`) : '—'}
        </dd>
      </Stack>
    </dl>
  );
}

/** SPEC 8 "KYC1 not completed" with a way to complete it, or the verified state and masked email. */
function KycStrip({ address }: { address: Address }) {
  const { t } = useTranslation();
  const kyc = useQuery(endpointQuery(routes.kyc.status, address));
  if (kyc.isPending) return <SkeletonBlock height={46} radius="sm" />;
  const verified = kyc.data?.level === 1;
  return (
    <Link
      to={paths.kyc()}
      className={`${notice.notice} ${styles.kycStrip}`}
      data-tone={!kyc.data ? 'neutral' : verified ? 'success' : 'accent'}
      data-verified={kyc.data ? String(verified) : undefined}
      data-testid="my-kyc"
    >
      {verified ? <ShieldCheckIcon size={22} /> : <ShieldIcon size={22} />}
      <Stack as="span" gap={2} grow>
        <span className={styles.kycTitle}>
          {!kyc.data ? t('my.kyc.unavailable') : verified ? t('my.kyc.verified') : t('my.kyc.notCompleted')}
        </span>
        {verified && kyc.data?.email && (
          <span className={`${textStyle.caption} ${styles.kycEmail}`} translate="no">
            {kyc.data.email}
          </span>
        )}
      </Stack>
      {kyc.data && !verified && <span className={styles.kycAction}>{t('my.kyc.verifyNow')}</span>}
      <ChevronIcon size={16} className="flip-in-rtl" />
    </Link>
  );
}
