import { useMutation } from '@tanstack/react-query';
import type { LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { LIABILITIES_MIN_HOLDERS } from '@woohoo/shared/constants';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { CopyableAddress } from '../../../components/money/copyable-address';
import panel from '../../../components/panel.module.css';
import { useSession } from '../../../hooks/use-session';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCalendarDay } from '../../../lib/format/format-calendar-day';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { getLiabilitiesProof } from '../api/get-liabilities-proof';
import { useLiabilitiesRoots } from '../api/get-liabilities-roots';
import { type BalanceCheck, checkMyBalance } from '../utils/check-my-balance';
import { Fact } from './fact';
import styles from './liabilities-section.module.css';
import { SectionError } from './section-error';

/** A root or transaction hash keeps its first 10 and last 8 characters when shortened. */
const HASH_SHOWN = [10, 8] as const;

/**
 * The daily proof of liabilities (docs/rules.md "Proof of liabilities"): per asset the day, the
 * Merkle-sum root and the total it commits to; a signed-in user checks their own balance is in it,
 * in the browser, with the same tree code the server built it with.
 */
export function LiabilitiesSection() {
  const { t } = useTranslation();
  const query = useLiabilitiesRoots();
  const signedIn = useSession((session) => !session.signstatus);
  const titleId = useId();
  const items = query.data?.items ?? [];
  return (
    <Stack as="section" gap={12} aria-labelledby={titleId} data-testid="liabilities-section">
      <div>
        <SectionHeader id={titleId} title={t('transparency.liabilities.title')} />
        <p className={textStyle.note}>{t('transparency.liabilities.hint')}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <SkeletonBlock height={160} radius="sm" />
        </div>
      ) : query.isError ? (
        <SectionError title={t('transparency.liabilities.loadFailed')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className={textStyle.note}>{t('transparency.liabilities.empty')}</p>
      ) : (
        items.map((root) => (
          <LiabilitiesCard
            key={root.asset}
            root={root}
            signedIn={signedIn}
            nextBuildAfter={query.data?.nextBuildAfter}
          />
        ))
      )}
    </Stack>
  );
}

function LiabilitiesCard({
  root,
  signedIn,
  nextBuildAfter,
}: {
  root: LiabilitiesRoot;
  signedIn: boolean;
  nextBuildAfter: string | undefined;
}) {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: () => checkMyBalance(root, getLiabilitiesProof) });
  return (
    <Card as="article" data-testid={`liabilities-${root.asset}`}>
      <h3 className={styles.asset} translate="no">
        {root.asset}
      </h3>
      <dl className={styles.facts}>
        <Fact label={t('transparency.liabilities.day')} value={formatCalendarDay(root.day)} />
        <Fact
          label={t('transparency.liabilities.total')}
          value={
            root.total === null
              ? t('transparency.liabilities.totalWithheld', { min: LIABILITIES_MIN_HOLDERS })
              : formatAssetAmount(BigInt(root.total), root.asset)
          }
        />
        <Fact label={t('transparency.liabilities.leaves')} value={String(root.leafCount)} />
        <div className={`${panel.fact} ${styles.hashFact}`}>
          <dt>{t('transparency.liabilities.root')}</dt>
          <dd className={styles.hashValue}>
            <CopyableAddress
              address={root.root}
              copyLabel={t('transparency.liabilities.copyRoot')}
              shown={HASH_SHOWN}
            />
          </dd>
        </div>
        <div className={`${panel.fact} ${styles.hashFact}`}>
          <dt>{t('transparency.liabilities.onChain')}</dt>
          <dd className={styles.hashValue}>
            {root.txHash ? (
              <CopyableAddress
                address={root.txHash}
                copyLabel={t('transparency.liabilities.copyTx')}
                shown={HASH_SHOWN}
              />
            ) : (
              t('transparency.liabilities.notOnChain')
            )}
          </dd>
        </div>
      </dl>
      {signedIn ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          loading={check.isPending}
          onClick={() => check.mutate()}
        >
          {t('transparency.liabilities.verify')}
        </Button>
      ) : null}
      {check.data ? (
        <BalanceCheckResult check={check.data} asset={root.asset} nextBuildAfter={nextBuildAfter} />
      ) : null}
    </Card>
  );
}

/**
 * What "Verify my balance" found, in words: included, not included (and why), or no balance,
 * with when the next tree is built (a user's first day: their balance is in the next one).
 */
export function BalanceCheckResult({
  check,
  asset,
  nextBuildAfter,
}: {
  check: BalanceCheck;
  asset: string;
  nextBuildAfter?: string | undefined;
}) {
  const { t } = useTranslation();
  const text =
    check.status === 'included'
      ? t('transparency.liabilities.included', { amount: formatAssetAmount(BigInt(check.balance), asset) })
      : check.status === 'no-balance'
        ? nextBuildAfter
          ? t('transparency.liabilities.noBalanceNext', {
              asset,
              time: formatLocalDateTime(new Date(nextBuildAfter)),
            })
          : t('transparency.liabilities.noBalance', { asset })
        : check.status === 'failed'
          ? t('transparency.liabilities.failed', { reason: check.reason })
          : t('transparency.liabilities.unavailable', { message: check.message });
  // No balance is neither good nor bad news: it reads in the text's own colour.
  const tone = check.status === 'included' ? 'success' : check.status === 'no-balance' ? undefined : 'danger';
  return (
    <p className={styles.result} data-tone={tone} role="status" data-testid="liabilities-check">
      {text}
    </p>
  );
}
